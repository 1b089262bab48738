// The configuration of the CMS at /admin/, generated from the data files' zod schemas: one collection per data file,
// a form field per schema field with the schema's German description as label and hint and its limits as validation.
import { posix } from "node:path";
import type { AssetCollection, CmsConfig, Field, FileCollection } from "@sveltia/cms";
import { z } from "zod";
import { dataFileNames, dataFilePath, type DataFileName } from "../content/data-file-names.ts";
import { fieldRules, type FieldRules } from "../content/schemas/fields.ts";
import { dataFileSchemas } from "../content/schemas/index.ts";
import { mediaPaths } from "./media-files.ts";

/** The name the CMS stores a list's single item under; it never reaches the data file. */
const listItemName = "eintrag";

/** What the CMS cannot do for a file, said where the owner looks for it. */
const fileNotes: Partial<Record<DataFileName, string>> = {
  hero: "Das Video oben und sein erstes Bild (Poster) lassen sich hier nicht hochladen: ein Video muss mit ffmpeg umgewandelt werden. Tauschen Sie es am Computer mit `npm run media -- import <Ordner>` (README, Schritt „Eigene Fotos und Video einspielen“).",
  "life-aboard":
    "Das Foto neben dem Text tauschen Sie unter „Medien“ → „Foto bei „Leben auf dem Wasser““: das Foto wählen → „Ersetzen“. Der Dateiname bleibt, wie er ist.",
  gallery:
    "Fotos hochladen: bei „Die Fotos“ einen Eintrag hinzufügen und das Foto wählen (JPEG, PNG oder WebP, mindestens 1600 Pixel breit). Reihenfolge: Einträge verschieben. Die Seite rechnet jedes Foto beim Build in AVIF und WebP um.",
};

const placeholderNote =
  "Ein Wert in der Form „[…] (Platzhalter: …)“ ist noch offen: ersetzen Sie ihn ganz. Solange einer offen ist, geht die Seite nicht live; die Vorschau zeigt ihn.";

export interface CmsConfigOptions {
  /** The GitHub repository the site is built from, `owner/name`. */
  repo: string;
}

export function cmsConfig({ repo }: CmsConfigOptions): CmsConfig {
  return {
    backend: { name: "github", repo },
    // Every change becomes a pull request with a Netlify deploy preview; only "Veröffentlichen" merges it.
    publish_mode: "editorial_workflow",
    app_title: "Inhalte bearbeiten",
    media_folder: mediaPaths.galleryFolder,
    output: {
      omit_empty_optional_fields: true,
      yaml: { indent_size: 2, indent_sequences: true, quote: "none" },
    },
    collections: dataFileNames.map(dataFileCollection),
    asset_collections: [lifeAboardPhoto],
  };
}

/** The "Leben auf dem Wasser" photo, alone in its folder: the CMS's media view offers it to replace under its name. */
const lifeAboardPhoto: AssetCollection = {
  name: "life-aboard-photo",
  label: "Foto bei „Leben auf dem Wasser“",
  media_folder: posix.dirname(mediaPaths.lifeAboard),
};

function dataFileCollection(name: DataFileName): FileCollection {
  const schema = dataFileSchemas[name] as z.ZodType;
  const label = labelOf(schema.description, name);
  return {
    name,
    label,
    description: [fileNotes[name], placeholderNote].filter(Boolean).join(" "),
    files: [{ name, label, file: dataFilePath(name), fields: objectFields(schema, `${name}`, undefined) }],
  };
}

/**
 * A short German label from a field's description: its first clause ("Kaufpreis in Euro, z. B. 75000" → "Kaufpreis in
 * Euro"), cut at the first `;`, `: `, ` (`, `, z. B.` or ` – ` outside „…“. A yes/no field's "true, wenn …" or "true: …" reads
 * "Wenn …". The whole description is the hint.
 */
export function labelOf(description: string | undefined, where: string): string {
  const text = description?.trim().replace(/^true[,:]? (\p{L})/u, (_, letter: string) => letter.toUpperCase()) ?? "";
  let quoted = 0;
  let end = text.length;
  for (let index = 0; index < text.length && end === text.length; index++) {
    if (text[index] === "„") quoted++;
    else if (text[index] === "“") quoted = Math.max(0, quoted - 1);
    else if (quoted === 0 && /^(?:;|: | \(|, z\. B\.| – )/.test(text.slice(index))) end = index;
  }
  const label = text.slice(0, end).trim();
  if (!label) throw new Error(`${where}: keine Beschreibung (.describe) im Schema, die CMS-Konfiguration braucht sie`);
  return label;
}

/** The schema below optional wrappers and file-name normalisation, and whether the field may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  const def = schema._zod.def;
  if (def.type === "optional")
    return { inner: unwrap((def as z.core.$ZodOptionalDef).innerType as z.ZodType).inner, optional: true };
  if (def.type === "pipe") {
    const { in: input, out } = def as z.core.$ZodPipeDef;
    return unwrap((out._zod.def.type === "transform" ? input : out) as z.ZodType);
  }
  return { inner: schema, optional: false };
}

function objectFields(schema: z.ZodType, where: string, fixed: string | undefined): Field[] {
  const { inner } = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) throw new Error(`${where}: keine Gruppe von Feldern`);
  return Object.entries(inner.shape as Record<string, z.ZodType>).map(([key, field]) =>
    cmsField(key, field, `${where} › ${key}`, fixed),
  );
}

/** The rules of a field, also when it is wrapped (optional) or refined: zod's copies keep them through their parent. */
function rulesOf(schema: z.ZodType): FieldRules {
  const { inner } = unwrap(schema);
  return { ...fieldRules.get(inner), ...fieldRules.get(schema) };
}

function cmsField(name: string, schema: z.ZodType, where: string, inheritedFixed: string | undefined): Field {
  const { inner, optional } = unwrap(schema);
  const rules = rulesOf(schema);
  const description = schema.description ?? inner.description;
  const fixed = inheritedFixed ?? rules.fixed;
  const common = {
    name,
    label: labelOf(description, where),
    hint: hintOf(description!, rules, fixed),
    required: !optional,
    ...(fixed ? { readonly: true } : {}),
  };
  // A decision (offerStatus, costsConfirmed): the values to choose from, the open placeholder among them, so the CMS
  // can save the file while the decision is still open.
  if (rules.choices) {
    return { ...common, widget: "select", options: rules.choices.map(({ label, value }) => ({ label, value })) };
  }
  const def = inner._zod.def;
  switch (def.type) {
    case "string": {
      if (rules.mediaFolder) {
        return {
          ...common,
          widget: "image",
          // The value is the file's path below the folder ("/gallery-14.jpg"); the schema drops the slash.
          media_folder: `/${rules.mediaFolder}`,
          public_folder: "",
          choose_url: false,
          accept: "image/jpeg,image/png,image/webp",
        };
      }
      return { ...common, widget: (rules.maxLength ?? 0) > 150 ? "text" : "string", ...textPattern(inner, rules) };
    }
    // A text the specification fixes (`specified`): shown, never edited.
    case "literal":
      return { ...common, widget: "string" };
    case "number": {
      const integer = rules.integer ?? false;
      const min = rules.min === undefined ? undefined : rules.exclusiveMin && integer ? rules.min + 1 : rules.min;
      return {
        ...common,
        widget: "number",
        value_type: integer ? "int" : "float",
        ...(integer ? {} : { step: 0.01 }),
        ...(min === undefined ? {} : { min }),
        ...(rules.max === undefined ? {} : { max: rules.max }),
      };
    }
    case "boolean":
      return { ...common, widget: "boolean" };
    case "enum":
      return { ...common, widget: "select", options: Object.values((def as z.core.$ZodEnumDef).entries).map(String) };
    case "object":
      return { ...common, widget: "object", fields: objectFields(inner, where, fixed) };
    case "array": {
      const item = (def as z.core.$ZodArrayDef).element as z.ZodType;
      const list = {
        ...common,
        widget: "list" as const,
        label_singular: labelOf(item.description ?? unwrap(item).inner.description, `${where} › Eintrag`),
        ...(rules.minItems ? { min: rules.minItems } : {}),
        ...(rules.maxItems === undefined ? {} : { max: rules.maxItems }),
        ...(fixed ? { allow_add: false, allow_remove: false, allow_reorder: false } : {}),
      };
      if (unwrap(item).inner._zod.def.type !== "object") {
        return { ...list, field: cmsField(listItemName, item, `${where} › Eintrag`, fixed) };
      }
      const fields = objectFields(item, `${where} › Eintrag`, fixed);
      const image = fields.find((field) => "widget" in field && field.widget === "image");
      const summary = fields.find(
        (field) => !("widget" in field) || field.widget === "string" || field.widget === "text",
      );
      return {
        ...list,
        fields,
        ...(image ? { thumbnail: image.name } : {}),
        ...(summary ? { summary: `{{fields.${summary.name}}}` } : {}),
      };
    }
    default:
      throw new Error(`${where}: Feldart „${def.type}“ kennt die CMS-Konfiguration nicht (src/lib/cms-config.ts)`);
  }
}

function hintOf(description: string, rules: FieldRules, fixed: string | undefined): string {
  const parts = [description.endsWith(".") ? description : `${description}.`];
  if (rules.maxLength !== undefined) parts.push(`Höchstens ${rules.maxLength} Zeichen.`);
  if (rules.tokens?.length) {
    parts.push(`Die Seite setzt ein: ${rules.tokens.map((token) => `{${token}}`).join(", ")}.`);
  }
  if (rules.exclusiveMin && !rules.integer) parts.push(`Muss größer als ${rules.min} sein.`);
  if (fixed) parts.push(`Nur lesbar: ${fixed}.`);
  return parts.join(" ");
}

/**
 * The length limit as a pattern rather than `maxlength`: a placeholder counts only with its shown part, like the
 * build's check, so an open placeholder can be saved while the owner fills in other fields. A plain zod `.regex()`
 * (a month like 2025-08) is passed on as it is.
 */
function textPattern(schema: z.ZodType, rules: FieldRules): { pattern?: [string, string] } {
  const [regex] = [...((schema._zod.bag as { patterns?: Set<RegExp> }).patterns ?? [])];
  if (regex) return { pattern: [regex.source, "hat nicht die verlangte Form (siehe Hinweis unter dem Feld)"] };
  if (rules.maxLength === undefined) return {};
  const shown = `[\\s\\S]{0,${rules.maxLength}}`;
  return {
    pattern: [
      `^(?:${shown}|${shown} \\(Platzhalter: [\\s\\S]*\\))$`,
      `höchstens ${rules.maxLength} Zeichen (bei einem Platzhalter zählt der Teil vor „(Platzhalter: …)“)`,
    ],
  };
}
