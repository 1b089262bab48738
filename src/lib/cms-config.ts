// The configuration of the editor at /admin/ (Sveltia CMS), generated from the data files' schemas: one collection per
// data file, a form field per schema field. The shape comes from `z.toJSONSchema()`, labels, hints and rules from the
// metadata the schemas declare (`formMeta` in src/content-schemas/fields.ts), so the form refuses exactly what the
// build refuses (tests/unit/cms-parity.test.ts holds them to it).
import { posix } from "node:path";
import type { AssetCollection, CmsConfig, Field, FileCollection } from "@sveltia/cms";
import { z } from "zod";
import { dataFileNames, type DataFileName, dataFileSchemas } from "../content-schemas/index.ts";
import { dataFilePath } from "./unchecked-data-files.ts";
import { formMeta, listOfTokens, type FormMeta, type TextRule } from "../content-schemas/fields.ts";
import { mediaPaths, minPhotoWidth } from "./media-files.ts";

/** The key a list of several kinds of group tells them apart by (`kinds()` in the schemas). */
const kindKey = "kind";

/** What the editor cannot do for a file, said where the owner looks for it. */
const fileNotes: Partial<Record<DataFileName, string>> = {
  hero: "Das Video oben und sein erstes Bild (Poster) lassen sich hier nicht hochladen: ein Video muss mit ffmpeg umgewandelt werden. Tauschen Sie es am Computer mit `npm run media -- import <Ordner>` (README, Schritt „Eigene Fotos und Video einspielen“).",
  "life-aboard":
    "Das Foto neben dem Text tauschen Sie unter „Medien“ → „Foto bei „Leben auf dem Wasser““: das Foto wählen → „Ersetzen“. Der Dateiname bleibt, wie er ist.",
  gallery: `Fotos hochladen: bei „Die Fotos“ einen Eintrag hinzufügen und das Foto wählen (JPEG, PNG oder WebP, mindestens ${minPhotoWidth} Pixel breit). Der Editor macht den Dateinamen passend, dreht das Foto aufrecht und entfernt Angaben wie den Aufnahmeort. Reihenfolge: Einträge verschieben.`,
};

const placeholderNote =
  "Ein Wert in der Form „[…] (Platzhalter: …)“ ist noch offen: ersetzen Sie ihn ganz. Solange einer offen ist, geht die Seite nicht live; die Vorschau zeigt ihn.";

/**
 * Uploaded photos, re-encoded in the browser (WebP, the one format Sveltia writes) as the media import does on the
 * computer: turned upright by their EXIF orientation, without metadata (GPS, camera), at most this many pixels on the
 * long side.
 */
const uploadedPhoto = { format: "webp", quality: 90, width: 3200, height: 3200 } as const;

/** The configuration for the GitHub repository `repo` (`owner/name`) the site is built from. */
export function cmsConfig({ repo }: { repo: string }): CmsConfig {
  return {
    backend: { name: "github", repo },
    // Every change becomes a pull request with a Netlify deploy preview; only "Veröffentlichen" merges it.
    publish_mode: "editorial_workflow",
    app_title: "Inhalte bearbeiten",
    media_folder: mediaPaths.galleryFolder,
    // Uploaded file names in ASCII, „Urlaub am See ä.JPG“ → urlaub-am-see-a.jpg: what the gallery's file names allow.
    slug: { encoding: "ascii", clean_accents: true },
    media_libraries: {
      default: {
        config: {
          slugify_filename: true,
          transformations: { jpeg: uploadedPhoto, png: uploadedPhoto, webp: uploadedPhoto },
        },
      },
      // Stock photo services would be requests to other origins, which the page's policy blocks.
      stock_assets: false,
    },
    output: {
      omit_empty_optional_fields: true,
      yaml: { indent_size: 2, indent_sequences: true, quote: "none" },
    },
    collections: dataFileNames.map(dataFileCollection),
    asset_collections: [lifeAboardPhoto],
  };
}

/** The "Leben auf dem Wasser" photo, alone in its folder: the editor's media view offers it to replace under its name. */
const lifeAboardPhoto: AssetCollection = {
  name: "life-aboard-photo",
  label: "Foto bei „Leben auf dem Wasser“",
  media_folder: posix.dirname(mediaPaths.lifeAboard),
};

/** A node of the JSON Schema `z.toJSONSchema()` writes, with the `formMeta` the schemas declared beside it. */
export interface SchemaNode extends z.core.JSONSchema.JSONSchema, Partial<FormMeta> {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
}

/** A data file's schema as the generator reads it. */
export const schemaNode = (name: DataFileName): SchemaNode =>
  z.toJSONSchema(dataFileSchemas[name] as z.ZodType, { metadata: formMeta, io: "input" }) as SchemaNode;

function dataFileCollection(name: DataFileName): FileCollection {
  const node = schemaNode(name);
  const label = labelOf(node, name);
  return {
    name,
    label,
    description: [node.hint, fileNotes[name], placeholderNote].filter(Boolean).join(" "),
    files: [{ name, label, file: dataFilePath(name), fields: objectFields(node, name, undefined) }],
  };
}

function labelOf(node: SchemaNode, where: string): string {
  if (!node.label) throw new Error(`${where}: kein Label im Schema (formMeta), die CMS-Konfiguration braucht es`);
  return node.label;
}

function objectFields(node: SchemaNode, where: string, fixed: string | undefined): Field[] {
  if (node.type !== "object" || !node.properties) throw new Error(`${where}: keine Gruppe von Feldern`);
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties)
    .filter(([key, child]) => !(key === kindKey && child.const !== undefined))
    .map(([key, child]) => formField(key, child, required.has(key), `${where} › ${key}`, fixed));
}

function formField(name: string, node: SchemaNode, required: boolean, where: string, inherited?: string): Field {
  const fixed = inherited ?? node.fixed;
  const hint = hintOf(node, fixed);
  const common = {
    name,
    label: labelOf(node, where),
    ...(hint ? { hint } : {}),
    required,
    ...(fixed ? { readonly: true } : {}),
  };
  // A decision (offerStatus, costsConfirmed): the values to choose from, the open placeholder among them, so the file
  // can be saved while the decision is still open.
  if (node.choices) {
    return {
      ...common,
      widget: "select",
      options: [...node.choices],
      pattern: [
        `^(?:${node.choices.map(({ value }) => escapeRegExp(String(value))).join("|")})$`,
        "ist keine der Möglichkeiten",
      ],
    };
  }
  if (node.upload) {
    return {
      ...common,
      widget: "image",
      // The value is the file's path below the folder ("/gallery-14.jpg"), so the editor shows the photo; the schema
      // drops the slash.
      media_folder: `/${node.upload}`,
      public_folder: "/",
      choose_url: false,
      accept: "image/jpeg,image/png,image/webp",
      pattern: [node.pattern!, node.mismatch!],
    };
  }
  switch (node.type) {
    case "string": {
      if (node.text) {
        const widget = node.text.max > 150 ? ("text" as const) : ("string" as const);
        return { ...common, widget, pattern: [textRulePattern(node.text), textRuleMessage(node.text)] };
      }
      // A text the specification fixes (`specified`): shown read-only, and refused if changed in the file.
      if (typeof node.const === "string") {
        return {
          ...common,
          widget: "string",
          pattern: [`^${escapeRegExp(node.const)}$`, node.fixed ?? "ist festgelegt"],
        };
      }
      if (node.pattern) return { ...common, widget: "string", pattern: [node.pattern, node.mismatch!] };
      throw new Error(`${where}: ein Text ohne Regel (text() oder patterned() in den Schemas)`);
    }
    case "number":
    case "integer": {
      const integer = node.type === "integer";
      return {
        ...common,
        widget: "number",
        value_type: integer ? "int" : "float",
        ...(integer ? {} : { step: 0.01 }),
        ...(node.minimum === undefined ? {} : { min: node.minimum }),
        ...(node.maximum === undefined ? {} : { max: node.maximum }),
        // The editor's `min` includes the limit; a number above 0 is one whose text neither is "0" nor starts with "-".
        ...(node.exclusiveMinimum === 0
          ? { pattern: ["^(?!-|0$)", "muss größer als 0 sein"] as [string, string] }
          : {}),
      };
    }
    case "boolean":
      return { ...common, widget: "boolean" };
    case "object":
      return { ...common, widget: "object", fields: objectFields(node, where, fixed) };
    case "array":
      return listField(node, common, where, fixed);
    default:
      throw new Error(`${where}: Feldart „${node.type}“ kennt die CMS-Konfiguration nicht (src/lib/cms-config.ts)`);
  }
}

type Common = { name: string; label: string; hint?: string; required: boolean; readonly?: boolean };
function listField(node: SchemaNode, common: Common, where: string, fixed: string | undefined): Field {
  const item = node.items!;
  const itemWhere = `${where} › Eintrag`;
  const list = {
    ...common,
    widget: "list" as const,
    ...(node.minItems ? { min: node.minItems } : {}),
    ...(node.maxItems === undefined ? {} : { max: node.maxItems }),
    ...(fixed ? { allow_add: false, allow_remove: false, allow_reorder: false } : {}),
    label_singular: labelOf(item, itemWhere),
  };
  if (item.oneOf) {
    return {
      ...list,
      typeKey: kindKey,
      types: item.oneOf.map((variant) => ({
        name: String(variant.properties![kindKey]!.const),
        label: labelOf(variant, itemWhere),
        widget: "object" as const,
        fields: objectFields(variant, itemWhere, fixed),
        summary: `{{fields.${firstText(objectFields(variant, itemWhere, fixed))}}}`,
      })),
    };
  }
  if (item.type !== "object") {
    return {
      ...list,
      // The name the editor stores a list's single item under; it never reaches the data file.
      field: formField("eintrag", item, true, itemWhere, fixed),
    };
  }
  const fields = objectFields(item, itemWhere, fixed);
  const image = fields.find((field) => "widget" in field && field.widget === "image");
  const summary = firstText(fields);
  return {
    ...list,
    fields,
    ...(image ? { thumbnail: image.name } : {}),
    ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
  };
}

const firstText = (fields: Field[]) =>
  fields.find((field) => "widget" in field && (field.widget === "string" || field.widget === "text"))?.name;

function hintOf(node: SchemaNode, fixed: string | undefined): string {
  const parts = node.hint ? [node.hint] : [];
  const rule = node.text;
  if (rule) {
    parts.push(`Höchstens ${rule.max} Zeichen${rule.allowEmpty ? "; darf leer bleiben" : ""}.`);
    const optionalTokens = rule.tokens.filter((token) => !rule.requires.includes(token));
    if (rule.requires.length > 0) parts.push(`Muss ${listOfTokens(rule.requires)} enthalten.`);
    if (optionalTokens.length > 0) parts.push(`Die Seite setzt ein: ${listOfTokens(optionalTokens)}.`);
  }
  if (node.exclusiveMinimum === 0) parts.push("Muss größer als 0 sein.");
  if (fixed) parts.push(`Nur lesbar: ${fixed}.`);
  return parts.join(" ");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The editor's words when a text breaks its rule: the rule in one line. */
function textRuleMessage(rule: TextRule): string {
  const parts = [`höchstens ${rule.max} Zeichen (bei einem Platzhalter zählt der Teil vor „(Platzhalter: …)“)`];
  if (!rule.allowEmpty) parts.push("nicht leer");
  if (rule.requires.length > 0) parts.push(`mit ${listOfTokens(rule.requires)}`);
  parts.push(
    rule.tokens.length > 0
      ? `andere Felder in geschweiften Klammern als ${listOfTokens(rule.tokens)} gibt es hier nicht`
      : "ohne Felder in geschweiften Klammern",
  );
  if (rule.format === "email") parts.push("eine E-Mail-Adresse wie kontakt@ihre-domain.de");
  if (rule.format === "https") parts.push("beginnt mit https://");
  return parts.join("; ");
}

const marker = " \\(Platzhalter: ";

/**
 * The text rule as one regular expression without flags, for the editor's `pattern`: it tests the trimmed value, as
 * the schema checks the trimmed value. A value is a placeholder when it contains „ (Platzhalter: “ and ends with „)“
 * (src/lib/text-syntax.ts); the rule then holds for its shown part, the text before the first „ (Platzhalter: “,
 * and the explanation after it must not be blank. Otherwise the rule holds for the whole value.
 */
function textRulePattern(rule: TextRule): string {
  const notPlaceholder = `(?![\\s\\S]*${marker}[\\s\\S]*\\)$)`;
  // The shown part of a placeholder is made of characters that do not start the marker.
  const shownChar = `(?:(?!${marker})[\\s\\S])`;
  const shownTokenChar = `(?:(?!${marker})[^{}])`;
  const whole = shownPartRules(rule, "[\\s\\S]", "[^{}]", "$");
  const shown = shownPartRules(rule, shownChar, shownTokenChar, marker);
  return `^(?:${notPlaceholder}${whole}[\\s\\S]*$|${shown}${shownChar}*${marker}[\\s\\S]*\\S[\\s\\S]*\\)$)`;
}

/** Lookaheads at the start of the shown part, which is made of `char` and ends at `end`. */
function shownPartRules(rule: TextRule, char: string, tokenChar: string, end: string): string {
  const names = (list: readonly string[]) => list.map(escapeRegExp).join("|");
  const checks = [`(?=${char}{0,${rule.max}}${end})`];
  if (!rule.allowEmpty) checks.push(`(?=${char}*?\\S)`);
  checks.push(
    rule.tokens.length > 0
      ? `(?!${char}*?\\{(?!(?:${names(rule.tokens)})\\})${tokenChar}*\\})`
      : `(?!${char}*?\\{${tokenChar}*\\})`,
  );
  for (const name of rule.requires) checks.push(`(?=${char}*?\\{${escapeRegExp(name)}\\})`);
  if (rule.format === "email") checks.push(`(?=[^\\s@]+@[^\\s@]+\\.[^\\s@]+${end})`);
  if (rule.format === "https") checks.push("(?=https://)");
  return checks.join("");
}
