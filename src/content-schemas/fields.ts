// The building blocks of every data file's schema: German messages the owner reads, limits, and for texts their rule
// (text-rule.ts). Only zod: Astro, the build guard, preflight and the tests use the same schemas. Each block declares what the editor at /admin/ needs (label, hint, rule) in `formMeta`; the
// editor's configuration (src/lib/cms-config.ts) is generated from that and from `z.toJSONSchema()`.
import { z } from "zod";
import { parsePlaceholder } from "../lib/text-syntax.ts";
import { textProblems, type TextRule } from "./text-rule.ts";

/** What the editor shows and checks for a field, declared with the field. */
export interface FormMeta {
  /** The field's name in the editor: short, German. */
  label: string;
  /** The sentence under the field, where the label alone does not say enough. */
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
}

/** Every field's editor metadata; `z.toJSONSchema(schema, { metadata: formMeta })` puts it beside the field's shape. */
export const formMeta = z.registry<FormMeta>();

function declared<Field extends z.ZodType>(field: Field, meta: FormMeta): Field {
  formMeta.add(field, meta);
  return field;
}

/** A field's name in the editor, or its name and the sentence shown under it. */
export type Label = string | { label: string; hint?: string };

const named = (label: Label): Pick<FormMeta, "label" | "hint"> => (typeof label === "string" ? { label } : label);

/**
 * A text the owner writes: any string, also in the placeholder syntax, checked on what the page shows. Leading and
 * trailing white space is dropped, as the editor drops it when it saves, so the page never depends on it.
 */
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

/** A number from `min` (0 unless given; with `aboveZero` larger than 0) to `max`. */
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

/** The choices of a decision, and its open placeholder as the editor shows it: what the preview shows for it. */
const withOpenChoice = (choices: NonNullable<FormMeta["choices"]>, open: string) => [
  ...choices,
  { label: `Noch offen (die Vorschau zeigt „${parsePlaceholder(open)?.shown ?? open}“)`, value: open },
];

/**
 * A decision the owner makes by writing one of `options`, or, until then, the placeholder `open`: previews show its
 * shown part (one of the options, or a marked question), a production build refuses and names the field.
 */
export function choice<const Option extends string>(label: Label, options: readonly Option[], open: string) {
  const field = z.enum([...options, open] as unknown as [Option, ...Option[]], {
    error: `muss eines der Wörter ${options.map((option) => `„${option}“`).join(" oder ")} sein`,
  });
  const choices = options.map((option) => ({ label: option, value: option }));
  return declared(field, { ...named(label), choices: withOpenChoice(choices, open) });
}

/**
 * A yes/no answer the owner gives: true or false, or the placeholder `open` until then (its shown part is what the
 * page shows where the answer would stand).
 */
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

/**
 * A file the owner uploads: its name in `folder` (relative to the project root). The editor and the media import
 * write `/name.jpg` (its path below the folder, so the editor shows the photo); the leading slash is dropped, so both
 * forms read the same.
 */
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

/** A field the owner may leave out; the editor shows it with the same label and hint. */
export const optional = <Field extends z.ZodType>(field: Field) => declared(field.optional(), formMeta.get(field)!);

/**
 * A text the product's specification fixes word for word (a heading, a button): the schema accepts that value only,
 * and the editor shows it read-only.
 */
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

/**
 * One of several kinds of group, told apart by the value of `kind` (e.g. a cost item that is a share of revenue or
 * an amount per year): the editor offers the kinds by their labels, and each kind has only its own fields.
 */
export function kinds<const Options extends readonly [z.ZodObject, ...z.ZodObject[]]>(label: Label, options: Options) {
  const field = z.discriminatedUnion("kind", options as unknown as [z.ZodObject, ...z.ZodObject[]], {
    error: `muss ${options.map((option) => `„${String(option.shape.kind.value)}“`).join(" oder ")} sein`,
  });
  return declared(field, named(label)) as unknown as z.ZodDiscriminatedUnion<Options>;
}

/** One kind for `kinds`: its `kind` value, label, and fields. */
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

/**
 * Messages for values of the wrong kind inside zod's own checks, which the schemas above do not word themselves
 * (unknown fields the reader names one by one). Passed to `safeParse` as its error map.
 */
export function germanIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type") return issue.input === undefined ? "fehlt" : "hat die falsche Art von Wert";
  return undefined;
}
