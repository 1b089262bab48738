// Only zod: Astro, the build guard, preflight and the tests use the same schemas. Each block declares what the editor
// needs in `formMeta`; the editor's configuration (src/editor/cms-config.ts) is generated from it and `z.toJSONSchema()`.
import { z } from "zod";
import { parsePlaceholder } from "./text-syntax.ts";
import { textProblems, type TextRule } from "./text-rule.ts";

/** What the editor shows and checks for a field, declared with the field. */
export interface FormMeta {
  label: string;
  hint?: string;
  text?: TextRule;
  /** The editor's words for a wrong value of a field with a plain pattern (a month like 2025-08). */
  mismatch?: string;
  /** The values to choose from, with the German words the editor shows for each; the open placeholder among them. */
  choices?: readonly { label: string; value: string | boolean }[];
  /** A file name in this folder (relative to the project root): the editor offers an upload into it. */
  upload?: string;
  /** Why the owner must not change this value in the editor; it shows it read-only. */
  fixed?: string;
  /**
   * "fact" on a text that is the same in every language (a name, an address, a model designation): entered once, in
   * German, and used by every edition. Every other text() is translated (docs/i18n.md).
   */
  translate?: "fact";
}

/** Every field's editor metadata; `z.toJSONSchema(schema, { metadata: formMeta })` puts it beside the field's shape. */
export const formMeta = z.registry<FormMeta>();

function declared<Field extends z.ZodType>(field: Field, meta: FormMeta): Field {
  formMeta.add(field, meta);
  return field;
}

export type Label = string | { label: string; hint?: string };

const named = (label: Label): Pick<FormMeta, "label" | "hint"> => (typeof label === "string" ? { label } : label);

/** Trimmed as the editor trims when it saves, so the page never depends on white space; checked on what it shows. */
export function text(label: Label, options: Pick<TextRule, "max"> & Partial<TextRule>) {
  const { max, allowEmpty = false, tokens = [], requires = [], format } = options;
  const allowed = [...tokens, ...requires.filter((name) => !tokens.includes(name))];
  const rule: TextRule = { max, allowEmpty, tokens: allowed, requires, ...(format ? { format } : {}) };
  const field = z
    .string({ error: wrongType("ein Text") })
    .trim()
    .superRefine((value, context) => {
      for (const message of textProblems(value, rule)) context.addIssue(message);
    });
  // A text that may stay empty may also be left out: the editor omits an empty optional field when it saves.
  const declaredField = declared(field, { ...named(label), text: rule });
  return allowEmpty ? declared(declaredField.default(""), formMeta.get(declaredField)!) : declaredField;
}

/** A text of a fixed form, given as a regular expression without flags (the editor's pattern takes none). */
export function patterned(label: Label, pattern: RegExp, mismatch: string) {
  if (pattern.flags) throw new Error(`${String(pattern)}: Muster ohne Flags schreiben`);
  return declared(z.string({ error: wrongType("ein Text") }).regex(pattern, mismatch), { ...named(label), mismatch });
}

export function number(
  label: Label,
  options: { min?: number; aboveZero?: boolean; max?: number; integer?: boolean } = {},
) {
  const { min = 0, aboveZero = false, max, integer = false } = options;
  const error = rangeMessage(min, aboveZero, max);
  let field = z.number({ error: wrongType("eine Zahl") });
  if (integer) field = field.int({ error: "muss eine ganze Zahl sein" });
  field = aboveZero ? field.gt(0, { error }) : field.min(min, { error });
  if (max !== undefined) field = field.max(max, { error });
  return declared(field, named(label));
}

function rangeMessage(min: number, aboveZero: boolean, max: number | undefined): string {
  if (max === undefined) return aboveZero ? "muss eine Zahl größer als 0 sein" : `muss mindestens ${min} sein`;
  return aboveZero ? `muss größer als 0 und höchstens ${max} sein` : `muss zwischen ${min} und ${max} liegen`;
}

export const percent = (label: Label) => number(label, { max: 100 });

export const flag = (label: Label) => declared(z.boolean({ error: wrongType("true oder false") }), named(label));

/** The open placeholder's choice names what the preview shows for it. */
const withOpenChoice = (choices: NonNullable<FormMeta["choices"]>, open: string) => [
  ...choices,
  { label: `Noch offen (die Vorschau zeigt „${parsePlaceholder(open)?.shown ?? open}“)`, value: open },
];

/** A decision's open placeholder: what the preview shows for it, then the explanation. */
export type OpenChoice = `${string} (Platzhalter: ${string}`;

/**
 * One of `options`, or until the owner decides the placeholder `open`, which a production build refuses; typed as
 * such, so no code takes an open decision for a made one. The editor shows each option in `words`, with the word
 * the file holds after it.
 */
export function choice<const Option extends string, const Open extends OpenChoice>(
  label: Label,
  options: readonly Option[],
  open: Open,
  words: Readonly<Record<Option, string>>,
) {
  const field = z.enum([...options, open], { error: oneOfTheWords(options) });
  return declared(field, { ...named(label), choices: withOpenChoice(wordedChoices(options, words), open) });
}

/** One of `options`, the first being what applies unless the owner states otherwise; no open placeholder. */
export function settledChoice<const Option extends string>(
  label: Label,
  options: readonly [Option, ...Option[]],
  words: Readonly<Record<Option, string>>,
) {
  const field = z.enum(options, { error: oneOfTheWords(options) });
  return declared(field, { ...named(label), choices: wordedChoices(options, words) });
}

const oneOfTheWords = (options: readonly string[]) =>
  `muss eines der Wörter ${options.map((option) => `„${option}“`).join(" oder ")} sein`;

/** Each option in the editor's words, with the word the file holds after it. */
const wordedChoices = <Option extends string>(options: readonly Option[], words: Readonly<Record<Option, string>>) =>
  options.map((option) => ({ label: `${words[option]} („${option}“)`, value: option }));

/** true or false, or until the owner answers the placeholder `open`. */
export function answer(label: Label, open: string) {
  const field = z.literal([true, false, open], { error: `muss true oder false sein` });
  const choices = [
    { label: "Ja", value: true },
    { label: "Nein", value: false },
  ];
  return declared(field, { ...named(label), choices: withOpenChoice(choices, open) });
}

/** A list; one that may be empty may also be left out, as the editor leaves out an empty optional list. */
export function list<Item extends z.ZodType>(label: Label, item: Item, options: { min?: number; max?: number } = {}) {
  const { min = 0, max = 100 } = options;
  const field = z
    .array(item, { error: wrongType("eine Liste (Zeilen mit „- “)") })
    .min(min, { error: `braucht mindestens ${min} ${min === 1 ? "Eintrag" : "Einträge"}` })
    .max(max, { error: (issue) => `darf höchstens ${max} Einträge haben, hat ${(issue.input as unknown[]).length}` });
  const meta = named(label);
  return min === 0 ? declared(declared(field, meta).default([]), meta) : declared(field, meta);
}

/** The editor writes `/name.jpg` (so it shows the photo); the leading slash is dropped so both forms read the same. */
export function mediaFileName(label: Label, folder: string, pattern: RegExp, mismatch: string) {
  if (!pattern.source.startsWith("^") || pattern.flags)
    throw new Error(`${String(pattern)}: Muster mit ^ und ohne Flags`);
  const field = z
    .string({ error: wrongType("ein Dateiname") })
    .regex(new RegExp(`^\\/?${pattern.source.slice(1)}`), mismatch)
    .transform((value) => value.replace(/^\//, ""));
  return declared(field, { ...named(label), mismatch, upload: folder });
}

/** A value the page's code or another part of the site relies on word for word: the editor shows it read-only. */
export function fixed<Field extends z.ZodType>(reason: string, field: Field): Field {
  return declared(field.clone() as Field, { ...formMeta.get(field)!, fixed: reason });
}

/** A text that every edition shows as entered (a name, an address): no English counterpart (docs/i18n.md). */
export function fact<Field extends z.ZodType>(field: Field): Field {
  return declared(field.clone() as Field, { ...formMeta.get(field)!, translate: "fact" });
}

/** A field the owner may leave out; the editor shows it with the same label and hint. */
export const optional = <Field extends z.ZodType>(field: Field) => declared(field.optional(), formMeta.get(field)!);

/** A text the product's specification fixes word for word (a heading, a button): read-only in the editor. */
export function specified<Value extends string>(label: Label, value: Value) {
  const field = z.literal(value, {
    error: (issue) =>
      issue.input === undefined ? "fehlt" : `muss genau „${value}“ lauten: die Spezifikation der Seite legt ihn fest`,
  });
  return declared(field, { ...named(label), fixed: "die Spezifikation der Seite legt diesen Wortlaut fest" });
}

/** A group of fields; an unknown key (a typo) is an error, so nothing the owner writes is silently ignored. */
export function group<Shape extends z.core.$ZodLooseShape>(label: Label, shape: Shape) {
  const field = z.strictObject(shape, { error: wrongType("eine Gruppe von Feldern") });
  return declared(field, named(label));
}

/** Groups told apart by `kind` (a cost item as a share of revenue or an amount per year), each with its own fields. */
export function kinds<const Options extends readonly [z.ZodObject, ...z.ZodObject[]]>(label: Label, options: Options) {
  const field = z.discriminatedUnion("kind", options as unknown as [z.ZodObject, ...z.ZodObject[]], {
    error: `muss ${options.map((option) => `„${String(option.shape.kind.value)}“`).join(" oder ")} sein`,
  });
  return declared(field, named(label)) as unknown as z.ZodDiscriminatedUnion<Options>;
}

export function kind<const Name extends string, Shape extends z.core.$ZodLooseShape>(
  name: Name,
  label: Label,
  shape: Shape,
) {
  return group(label, { kind: declared(z.literal(name), { label: "Art" }), ...shape });
}

function wrongType(expected: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? "fehlt" : `muss ${expected} sein`);
}

/** `safeParse`'s error map for zod's own checks, which the blocks above do not word themselves. */
export function germanIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type") return issue.input === undefined ? "fehlt" : "hat die falsche Art von Wert";
  return undefined;
}
