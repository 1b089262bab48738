// Form fields from `z.toJSONSchema()` and the schemas' `formMeta`, so the form refuses exactly what the build refuses
// (tests/unit/cms-parity.test.ts holds them to it).
import type { Field } from "@sveltia/cms";
import { z } from "zod";
import { dataFileSchemas, type DataFileName } from "../content-schemas/index.ts";
import { formMeta, type FormMeta } from "../content-schemas/field-builders.ts";
import { escapeRegExp, listOfTokens, textRuleMessage, textRulePattern } from "../content-schemas/text-rule.ts";

const kindKey = "kind";

export interface SchemaNode extends z.core.JSONSchema.JSONSchema, Partial<FormMeta> {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
}

// The English texts (`en:`) get Sveltia's own i18n panes (docs/i18n.md), not fields of their own; `lang` is what
// Sveltia writes itself when it saves a file in several languages.
const translationKeys = new Set(["en", "lang"]);

/**
 * A data file's form, from one conversion of its schema: `german`, its German texts and its facts; `english`, where its
 * English texts are: its English block (src/content-schemas/translations.ts), with a group's keys, a list's item, a
 * text's rule in English; `undefined` for a file without English texts.
 */
export function dataFileForm(name: DataFileName): { german: SchemaNode; english: SchemaNode | undefined } {
  const json = z.toJSONSchema(dataFileSchemas[name] as z.ZodType, { metadata: formMeta, io: "input" }) as SchemaNode;
  const { properties = {}, required = [], ...node } = json;
  const keep = (key: string) => !translationKeys.has(key);
  const german = Object.entries(properties).filter(([key]) => keep(key));
  return {
    german: { ...node, properties: Object.fromEntries(german), required: required.filter(keep) },
    english: properties.en,
  };
}

/**
 * Sveltia's `i18n` per field (docs/i18n.md): a text, and a group or list holding one, is translated side by side; a
 * fact exists once, in German, and the English pane does not offer it. Nothing while English is off.
 */
const i18nOf = (english: SchemaNode | undefined | false) => (english === false ? {} : { i18n: english !== undefined });

export function labelOf(node: SchemaNode, where: string): string {
  if (!node.label) throw new Error(`${where}: kein Label im Schema (formMeta), die CMS-Konfiguration braucht es`);
  return node.label;
}

/** `english`: the group's node in the English block; `false` while the editor shows German only. */
export function objectFields(
  node: SchemaNode,
  where: string,
  fixed: string | undefined,
  english: SchemaNode | undefined | false,
): Field[] {
  if (node.type !== "object" || !node.properties) throw new Error(`${where}: keine Gruppe von Feldern`);
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties)
    .filter(([key, child]) => !(key === kindKey && child.const !== undefined))
    .map(([key, child]) =>
      formField(key, child, required.has(key), `${where} › ${key}`, fixed, english && english.properties?.[key]),
    );
}

function formField(
  name: string,
  node: SchemaNode,
  required: boolean,
  where: string,
  inherited: string | undefined,
  english: SchemaNode | undefined | false,
): Field {
  const fixed = inherited ?? node.fixed;
  const hint = hintOf(node, fixed);
  const common = {
    name,
    label: labelOf(node, where),
    ...(hint ? { hint } : {}),
    required,
    ...(fixed ? { readonly: true } : {}),
    ...i18nOf(english),
  };
  // The open placeholder is among the choices, so the file can be saved while the decision is still open.
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
      // The value is the path below the folder ("/gallery-14.jpg"), so the editor shows the photo; the schema drops "/".
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
        // An address is one line, however long it may be.
        const widget = node.text.max > 150 && !node.text.format ? ("text" as const) : ("string" as const);
        // maxlength shows a counter under the field („457 von höchstens 300 Zeichen“); the served editor counts the
        // shown part as the build does, without a placeholder's explanation (src/editor/sveltia-build.ts).
        return {
          ...common,
          widget,
          maxlength: node.text.max,
          pattern: [textRulePattern(node.text), textRuleMessage(node.text)],
        };
      }
      if (typeof node.const === "string") {
        // One field definition serves both panes: with English its pattern is the English text's rule, which the
        // German wording meets too; the field is read-only and the build checks the German wording literally.
        const counterpart = english ? english.text : undefined;
        return {
          ...common,
          widget: "string",
          pattern: counterpart
            ? [textRulePattern(counterpart), textRuleMessage(counterpart)]
            : [`^${escapeRegExp(node.const)}$`, node.fixed ?? "ist festgelegt"],
        };
      }
      if (node.pattern) return { ...common, widget: "string", pattern: [node.pattern, node.mismatch!] };
      throw new Error(`${where}: ein Text ohne Regel (text() oder patterned() in den Schemas)`);
    }
    case "number":
    case "integer": {
      const integer = node.type === "integer";
      const aboveZero = node.exclusiveMinimum === 0;
      return {
        ...common,
        widget: "number",
        // Read as a decimal even where a whole number is asked for, so "61.5" is refused by the pattern below instead
        // of being cut to 61 without a word. A decimal comma ("129,50") the served editor reads as a point
        // (src/editor/sveltia-build.ts).
        value_type: "float",
        ...(integer ? {} : { step: 0.01 }),
        ...(node.minimum === undefined ? {} : { min: node.minimum }),
        ...(node.maximum === undefined ? {} : { max: node.maximum }),
        ...numberPattern(integer, aboveZero),
      };
    }
    case "boolean":
      return { ...common, widget: "boolean" };
    case "object":
      return { ...common, widget: "object", fields: objectFields(node, where, fixed, english) };
    case "array":
      return { ...common, ...listField(node, common.label, where, fixed, english) };
    default:
      throw new Error(
        `${where}: Feldart „${node.type}“ kennt die CMS-Konfiguration nicht (src/editor/cms-form-fields.ts)`,
      );
  }
}

/**
 * The editor's `min` includes the limit: a number above 0 is one whose text neither is "0" nor starts with "-". A whole
 * number is written without a point (the editor keeps the number, so 61.0 reads "61").
 */
function numberPattern(integer: boolean, aboveZero: boolean): { pattern?: [string, string] } {
  if (integer && aboveZero) {
    return { pattern: ["^(?!0$)\\d+$", "muss eine ganze Zahl größer als 0 sein, ohne Komma und Punkt, z. B. 61"] };
  }
  if (integer) return { pattern: ["^-?\\d+$", "muss eine ganze Zahl sein, ohne Komma und Punkt, z. B. 61"] };
  if (aboveZero) return { pattern: ["^(?!-|0$)", "muss größer als 0 sein"] };
  return {};
}

function listField(
  node: SchemaNode,
  label: string,
  where: string,
  fixed: string | undefined,
  english: SchemaNode | undefined | false,
) {
  const item = node.items!;
  const itemEnglish = english && english.items;
  const itemWhere = `${where} › Eintrag`;
  const list = {
    // The editor writes the count before the label („13 Fotos“), so a leading article would read „13 Die Fotos“.
    label: label.replace(/^Die (?=\p{Lu})/u, ""),
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
        ...summarised(objectFields(variant, itemWhere, fixed, itemEnglish)),
      })),
    };
  }
  if (item.type !== "object") {
    return {
      ...list,
      // The name the editor stores a list's single item under; it never reaches the data file.
      field: formField("eintrag", item, true, itemWhere, fixed, itemEnglish),
    };
  }
  return { ...list, ...summarised(objectFields(item, itemWhere, fixed, itemEnglish)) };
}

/** The editor's list shows each entry by its photo and first text. */
function summarised(fields: Field[]) {
  const image = fields.find((field) => "widget" in field && field.widget === "image");
  const text = fields.find((field) => "widget" in field && (field.widget === "string" || field.widget === "text"));
  return {
    fields,
    ...(image ? { thumbnail: image.name } : {}),
    ...(text ? { summary: `{{fields.${text.name}}}` } : {}),
  };
}

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
  if (node.type === "number") parts.push("Mit Komma oder Punkt, z. B. 129,50.");
  if (node.type === "integer") parts.push("Eine ganze Zahl, z. B. 61.");
  if (fixed) parts.push(`Nur lesbar: ${fixed}.`);
  return parts.join(" ");
}
