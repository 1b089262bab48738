// What the editor at /admin/ (Sveltia CMS) does with a data file's values under the generated configuration: which
// fields its form refuses before saving, and what it writes when it saves. A mirror of @sveltia/cms 0.221.1, read in
// the sources its package ships in dist/sveltia-cms.mjs.map:
// - refusing: src/lib/services/contents/draft/validate/fields.js (validateAnyField, validateScalarField,
//   relaxEmptyFieldValidity), fields/number/validate.js, fields/list/validate.js, fields/select/helpers.js
//   (isOptionValue), services/utils/regex.js (getRegex);
// - saving: draft/save/changes.js (normalizeFieldValue trims every string), draft/save/serialize.js (copyProperty
//   leaves out an optional field whose value is empty, utils/object.js isValueEmpty), and a boolean field the file
//   lacks is saved as false (its default in the draft).
// Only the widgets the generator uses are mirrored; tests/e2e/cms-editor.spec.ts checks the mirror against the real
// editor for the key cases.
import type { Field } from "@sveltia/cms";
import { stringify } from "yaml";

type Values = Record<string, unknown>;
type AnyField = Field & {
  widget?: string;
  required?: boolean;
  pattern?: [string, string];
  min?: number;
  max?: number;
  options?: { value: unknown }[];
  fields?: Field[];
  field?: Field;
  types?: (Field & { name: string; fields: Field[] })[];
  typeKey?: string;
  value_type?: string;
};

/** services/utils/regex.js: a pattern string, also in the /…/flags form, without the stateful g and y flags. */
function getRegex(input: string): RegExp | undefined {
  const { pattern, flags } = /^\/?(?<pattern>.+?)(?:\/(?<flags>[dgimsuy]*))?$/.exec(input)?.groups ?? {};
  if (!pattern) return undefined;
  try {
    return new RegExp(pattern, flags?.replace(/[gy]/g, ""));
  } catch {
    return undefined;
  }
}

/** utils/object.js isValueEmpty */
const isValueEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

const isRequired = (field: AnyField) => field.required !== false;

/** The key paths (`photos.0.file`) of every field the form refuses, with Sveltia's reasons; empty when it saves. */
export function formProblems(fields: readonly Field[], values: Values): string[] {
  const problems: string[] = [];
  for (const field of fields as AnyField[]) checkField(field, values[field.name], field.name, problems);
  return problems;
}

function checkField(field: AnyField, value: unknown, keyPath: string, problems: string[]): void {
  const widget = field.widget ?? "string";
  const required = isRequired(field);
  if (widget === "list") {
    // fields/list/validate.js: the item count against required, min and max; an empty list is relaxed to "missing".
    const items = Array.isArray(value) ? value : [];
    if (required && items.length === 0) problems.push(`${keyPath}: valueMissing`);
    else if (items.length > 0 && typeof field.min === "number" && items.length < field.min) {
      problems.push(`${keyPath}: rangeUnderflow`);
    } else if (typeof field.max === "number" && items.length > field.max) problems.push(`${keyPath}: rangeOverflow`);
    items.forEach((item, index) => {
      const itemPath = `${keyPath}.${index}`;
      if (field.field) checkField(field.field as AnyField, item, itemPath, problems);
      else if (field.types) {
        const type = field.types.find(({ name }) => name === (item as Values)?.[field.typeKey ?? "type"]);
        if (!type) problems.push(`${itemPath}: unbekannte Art`);
        else for (const sub of type.fields as AnyField[]) checkSub(sub, item, itemPath, problems);
      } else for (const sub of (field.fields ?? []) as AnyField[]) checkSub(sub, item, itemPath, problems);
    });
    return;
  }
  if (widget === "object") {
    if (required && !value) problems.push(`${keyPath}: valueMissing`);
    for (const sub of (field.fields ?? []) as AnyField[]) checkSub(sub, value, keyPath, problems);
    return;
  }
  // validateScalarField, then the widget's own check, then relaxEmptyFieldValidity.
  const selected = widget === "select" && (field.options ?? []).some((option) => option.value === value);
  const trimmed = typeof value === "string" ? value.trim() : value;
  const empty = !selected && (trimmed === undefined || trimmed === null || trimmed === "");
  const reasons: string[] = [];
  if (required && empty) reasons.push("valueMissing");
  if (!empty) {
    const regex = field.pattern ? getRegex(field.pattern[0]) : undefined;
    if (regex && !regex.test(String(trimmed))) reasons.push("patternMismatch");
    if (widget === "number" && value !== null) {
      if (typeof field.min === "number" && Number(value) < field.min) reasons.push("rangeUnderflow");
      else if (typeof field.max === "number" && Number(value) > field.max) reasons.push("rangeOverflow");
    }
  }
  for (const reason of reasons) problems.push(`${keyPath}: ${reason}`);
}

function checkSub(field: AnyField, parent: unknown, parentPath: string, problems: string[]): void {
  const value = parent && typeof parent === "object" ? (parent as Values)[field.name] : undefined;
  checkField(field, value, `${parentPath}.${field.name}`, problems);
}

/**
 * A data file's values as the editor saves them: strings trimmed, empty optional fields left out, booleans set. With
 * i18n (`locales`, structure single_file_default_root) it also writes the locales it saved as `lang`
 * (draft/save/serialize.js); the other locales' blocks (`en:`) are values of their own, here kept as they are.
 */
export function savedByEditor(fields: readonly Field[], values: Values, locales: readonly string[] = []): Values {
  const saved = savedObject(fields as AnyField[], values);
  return locales.length > 1 ? { ...saved, lang: [...locales] } : saved;
}

function savedObject(fields: readonly AnyField[], values: Values | undefined): Values {
  const saved: Values = {};
  for (const field of fields) {
    const value = savedValue(field, values?.[field.name]);
    if (!isRequired(field) && isValueEmpty(value)) continue;
    if (value !== undefined) saved[field.name] = value;
  }
  // Keys the configuration does not know come after the configured ones, unchanged.
  for (const [key, value] of Object.entries(values ?? {})) {
    if (!fields.some((field) => field.name === key)) saved[key] = value;
  }
  return saved;
}

function savedValue(field: AnyField, value: unknown): unknown {
  switch (field.widget) {
    case "boolean":
      return value ?? false;
    case "object":
      return value === undefined ? undefined : savedObject((field.fields ?? []) as AnyField[], value as Values);
    case "list": {
      if (!Array.isArray(value)) return value;
      return value.map((item: unknown) => {
        if (field.field) return savedValue(field.field as AnyField, item);
        if (field.types) {
          const typeKey = field.typeKey ?? "type";
          const type = field.types.find(({ name }) => name === (item as Values)[typeKey]);
          return {
            [typeKey]: (item as Values)[typeKey],
            ...savedObject((type?.fields ?? []) as AnyField[], item as Values),
          };
        }
        return savedObject((field.fields ?? []) as AnyField[], item as Values);
      });
    }
    default:
      return typeof value === "string" ? value.trim() : value;
  }
}

/**
 * The YAML text of a saved file: the `yaml` package's `stringify` with the options Sveltia's YAML formatter passes for
 * the site's `output.yaml` settings (indent 2, indented sequences, no forced quotes). Comments are gone.
 */
export const yamlAsEditorWrites = (values: unknown): string =>
  `${stringify(values, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: true,
  }).trim()}\n`;
