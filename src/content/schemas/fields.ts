// The building blocks of every data file's schema: German messages the owner reads, limits, the placeholder syntax
// and the named fields ({baujahr}) a text may contain. Only zod: Astro, the build guard, preflight and the tests use
// the same schemas.
import { z } from "zod";
import { parsePlaceholder, tokensIn } from "../text-syntax.ts";

/**
 * What the CMS's editing form needs beyond a field's type and description: the limits the checks below enforce,
 * where an uploaded file goes, and why a field is shown read-only. Kept beside the checks so both come from one call.
 */
export interface FieldRules {
  /** Longest text, counted on what the page shows. */
  maxLength?: number;
  /** False for a text that may be left empty. */
  required?: boolean;
  /** Named fields ({baujahr}) the text may contain. */
  tokens?: readonly string[];
  min?: number;
  exclusiveMin?: boolean;
  max?: number;
  integer?: boolean;
  minItems?: number;
  maxItems?: number;
  /** A file name in this folder (relative to the project root): the CMS offers an upload into it. */
  mediaFolder?: string;
  /** Why the owner must not change this value in the CMS; the CMS shows it read-only. */
  fixed?: string;
  /** The values the owner chooses from, with their German labels; the open placeholder is one of them. */
  choices?: readonly Choice[];
}

interface Choice {
  label: string;
  value: string | boolean;
}

/** The rules of every field built here; zod copies (`.optional()`, `.refine()`) find them through their original. */
export const fieldRules = z.registry<FieldRules>();

function withRules<Field extends z.ZodType>(field: Field, rules: FieldRules): Field {
  fieldRules.add(field, rules);
  return field;
}

const listOfTokens = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

interface TextOptions {
  /** The longest text the page takes, counted on what it shows (a placeholder's shown part). */
  max: number;
  /** False for a value that may be left empty (""). */
  required?: boolean;
  /** The named fields this text may contain, e.g. `["baujahr"]`. */
  tokens?: readonly string[];
  /** The named fields it must contain. */
  requires?: readonly string[];
}

/**
 * A text the owner writes: any string, also in the placeholder syntax, checked on what the page shows. The German
 * `description` is the hint the owner (and the CMS) sees.
 */
export function text(description: string, { max, required = true, tokens = [], requires = [] }: TextOptions) {
  const field = z
    .string({ error: wrongType("ein Text") })
    .superRefine((value, context) => {
      const placeholder = parsePlaceholder(value);
      const shown = placeholder?.shown ?? value;
      if (placeholder && placeholder.explanation.trim() === "") {
        context.addIssue("Platzhalter ohne Erklärung: Schreiben Sie hinter „(Platzhalter:“, was hierher gehört");
      }
      if (required && shown.trim() === "") context.addIssue("darf nicht leer sein");
      if (shown.length > max) {
        context.addIssue(`ist ${shown.length} Zeichen lang, erlaubt sind höchstens ${max}`);
      }
      const used = tokensIn(shown);
      const unknown = [...new Set(used.filter((name) => !tokens.includes(name)))];
      for (const name of unknown) context.addIssue(unknownTokenMessage(name, tokens));
      for (const name of requires.filter((name) => !used.includes(name))) {
        context.addIssue(`muss {${name}} enthalten, dort setzt die Seite den Wert ein`);
      }
    })
    .describe(description);
  return withRules(field, { maxLength: max, required, tokens });
}

function unknownTokenMessage(name: string, tokens: readonly string[]): string {
  if (tokens.length === 0)
    return `enthält {${name}}, aber hier setzt die Seite keine Felder in geschweiften Klammern ein`;
  const close = tokens.find((token) => editDistance(token, name) <= 2);
  return close
    ? `enthält {${name}}, das es hier nicht gibt – meinten Sie {${close}}?`
    : `enthält {${name}}, das es hier nicht gibt; möglich sind ${listOfTokens(tokens)}`;
}

// Levenshtein distance, for "meinten Sie …?" on a mistyped field name.
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

interface NumberOptions {
  /** Smallest allowed value; with `exclusive`, the value must be larger. */
  min?: number;
  exclusive?: boolean;
  max?: number;
  integer?: boolean;
}

export function number(description: string, { min = 0, exclusive = false, max, integer = false }: NumberOptions = {}) {
  const field = z
    .number({ error: wrongType("eine Zahl") })
    .superRefine((value, context) => {
      if (integer && !Number.isInteger(value)) context.addIssue("muss eine ganze Zahl sein");
      const tooSmall = exclusive ? value <= min : value < min;
      if (tooSmall || (max !== undefined && value > max)) context.addIssue(rangeMessage(min, exclusive, max));
    })
    .describe(description);
  return withRules(field, { min, exclusiveMin: exclusive, max, integer });
}

function rangeMessage(min: number, exclusive: boolean, max: number | undefined): string {
  if (max === undefined) return exclusive ? `muss eine Zahl größer als ${min} sein` : `muss mindestens ${min} sein`;
  return exclusive ? `muss größer als ${min} und höchstens ${max} sein` : `muss zwischen ${min} und ${max} liegen`;
}

export const percent = (description: string) => number(description, { max: 100 });

export const flag = (description: string) => z.boolean({ error: wrongType("true oder false") }).describe(description);

/** How an owner's decision that is still open reads in the data file: a placeholder whose shown part the page uses. */
const openChoiceLabel = (shown: string) => `Noch offen (die Vorschau zeigt „${shown}“)`;

/**
 * A decision the owner makes by writing one of `options`, or, until then, the placeholder `open`: previews show its
 * shown part (one of the options, or a marked question), a production build refuses and names the field.
 */
export function choice(description: string, options: readonly string[], open: string) {
  const openShown = parsePlaceholder(open)?.shown ?? open;
  const field = z
    .string({ error: wrongType(`eines der Wörter ${options.join(", ")}`) })
    .superRefine((value, context) => {
      const placeholder = parsePlaceholder(value);
      const shown = placeholder?.shown ?? value;
      if (!options.includes(shown) && !(placeholder && shown === openShown)) {
        context.addIssue(`muss eines der Wörter ${options.map((option) => `„${option}“`).join(" oder ")} sein`);
      }
    })
    .describe(description);
  return withRules(field, {
    choices: [
      ...options.map((option) => ({ label: option, value: option })),
      { label: openChoiceLabel(openShown), value: open },
    ],
  });
}

/**
 * A yes/no answer the owner gives: true or false, or the placeholder `open` until then (its shown part is what the
 * page shows where the answer would stand).
 */
export function answer(description: string, open: string) {
  const field = z
    .union(
      [z.boolean(), z.string().refine((value) => parsePlaceholder(value) !== undefined, "muss true oder false sein")],
      { error: wrongType("true oder false") },
    )
    .describe(description);
  return withRules(field, {
    choices: [
      { label: "Ja (true)", value: true },
      { label: "Nein (false)", value: false },
      { label: openChoiceLabel(parsePlaceholder(open)?.shown ?? open), value: open },
    ],
  });
}

export function list<Item extends z.ZodType>(description: string, item: Item, { min = 0, max = 100 } = {}) {
  const field = z
    .array(item, { error: wrongType("eine Liste (Zeilen mit „- “)") })
    .superRefine((items, context) => {
      if (items.length < min) context.addIssue(`braucht mindestens ${min} ${min === 1 ? "Eintrag" : "Einträge"}`);
      if (items.length > max) context.addIssue(`darf höchstens ${max} Einträge haben, hat ${items.length}`);
    })
    .describe(description);
  return withRules(field, { minItems: min, maxItems: max });
}

/**
 * A file the owner uploads: its name in `folder` (relative to the project root), as the media import writes it. The
 * CMS writes `/name.jpg` (its path below the folder); the leading slash is dropped, so both read the same.
 */
export function mediaFileName(description: string, folder: string, pattern: RegExp, patternMessage: string) {
  const field = z
    .string({ error: wrongType("ein Dateiname") })
    .regex(pattern, patternMessage)
    .describe(description);
  fieldRules.add(field, { mediaFolder: folder });
  return z
    .string({ error: wrongType("ein Dateiname") })
    .transform((value) => value.replace(/^\//, ""))
    .pipe(field)
    .describe(description);
}

/** A value the page's code or another part of the site relies on word for word: the CMS shows it read-only. */
export function fixed<Field extends z.ZodType>(reason: string, field: Field): Field {
  return withRules(field.clone() as Field, { fixed: reason });
}

/**
 * A text the product's specification fixes word for word (a heading, a button): the schema accepts that value only,
 * and the CMS shows it read-only.
 */
export function specified<Value extends string>(description: string, value: Value) {
  const field = z
    .literal(value, {
      error: (issue) =>
        issue.input === undefined ? "fehlt" : `muss genau „${value}“ lauten: die Spezifikation der Seite legt ihn fest`,
    })
    .describe(description);
  return withRules(field, { fixed: "die Spezifikation der Seite legt diesen Wortlaut fest" });
}

/** A field the owner may leave out; its hint stays readable on the optional field. */
export const optional = <Field extends z.ZodType>(field: Field) => field.optional().describe(field.description ?? "");

/** A group of fields; an unknown key (a typo) is an error, so nothing the owner writes is silently ignored. */
export function group<Shape extends z.core.$ZodLooseShape>(description: string, shape: Shape) {
  return z.strictObject(shape, { error: wrongType("eine Gruppe von Feldern") }).describe(description);
}

function wrongType(expected: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? "fehlt" : `muss ${expected} sein`);
}

/**
 * Messages for what the schemas above do not word themselves: unknown fields and values of the wrong kind inside
 * zod's own checks. Passed to `safeParse` as its error map.
 */
export function germanIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `„${key}“`).join(", ");
    return `${issue.keys.length === 1 ? "unbekanntes Feld" : "unbekannte Felder"} ${keys} (Tippfehler?)`;
  }
  if (issue.code === "invalid_type") return issue.input === undefined ? "fehlt" : "hat die falsche Art von Wert";
  return undefined;
}
