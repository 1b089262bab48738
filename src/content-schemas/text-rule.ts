// A text's rule checked in code for the build and as one pattern for the editor's form (src/editor/cms-form-fields.ts);
// tests/unit/cms-parity.test.ts holds the two to the same verdicts.
import { isBlankExplanation, parsePlaceholder, placeholderMarker, tokensIn } from "./text-syntax.ts";

/** Counted on what the page shows (an open placeholder's shown part). */
export interface TextRule {
  max: number;
  allowEmpty: boolean;
  tokens: readonly string[];
  /** Named fields it must contain; it may contain them without listing them in `tokens`. */
  requires: readonly string[];
  format?: "email" | "https";
}

export const listOfTokens = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong, in the owner's words, the most telling first: by how much, and how to put it right. */
export function textProblems(value: string, rule: TextRule): string[] {
  const problems: string[] = [];
  const placeholder = parsePlaceholder(value);
  const shown = placeholder?.shown ?? value;
  if (rule.format === "email" && !emailPattern.test(shown)) {
    problems.push(
      shown.trim() === ""
        ? "hier fehlt die E-Mail-Adresse, z. B. kontakt@ihre-domain.de"
        : `„${shown}“ ist keine vollständige E-Mail-Adresse (mit @, einem Punkt in der Domain und ohne Leerzeichen), z. B. kontakt@ihre-domain.de`,
    );
  }
  if (rule.format === "https" && !shown.startsWith("https://")) {
    problems.push(`„${shown}“ beginnt nicht mit https://; die ganze Adresse aus dem Browser kopieren`);
  }
  if (placeholder && isBlankExplanation(placeholder.explanation)) {
    problems.push("Platzhalter ohne Erklärung: Schreiben Sie hinter „(Platzhalter:“, was hierher gehört");
  }
  if (!rule.allowEmpty && shown.trim() === "") {
    problems.push(
      placeholder
        ? "vor „(Platzhalter: …)“ steht kein Text, die Seite zeigte hier nichts: ersetzen Sie den ganzen Wert durch den echten Text"
        : "darf nicht leer sein",
    );
  }
  if (shown.length > rule.max) {
    problems.push(
      `ist zu lang: ${shown.length} von höchstens ${rule.max} Zeichen; bitte um ${shown.length - rule.max} Zeichen kürzen`,
    );
  }
  const used = tokensIn(shown);
  for (const name of new Set(used.filter((name) => !rule.tokens.includes(name)))) {
    problems.push(unknownTokenMessage(name, rule.tokens));
  }
  for (const name of rule.requires.filter((name) => !used.includes(name))) {
    problems.push(`muss {${name}} enthalten, dort setzt die Seite den Wert ein`);
  }
  return problems;
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

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The editor's one message for every way a value can break the rule: short, the likeliest break first. */
export function textRuleMessage(rule: TextRule): string {
  const parts: string[] = [];
  if (rule.format === "email")
    parts.push("Bitte eine vollständige E-Mail-Adresse eintragen, z. B. kontakt@ihre-domain.de");
  if (rule.format === "https") parts.push("Bitte die ganze Adresse mit https:// am Anfang eintragen");
  parts.push(`Höchstens ${rule.max} Zeichen${rule.allowEmpty ? "" : ", nicht leer"}`);
  if (rule.requires.length > 0) parts.push(`muss ${listOfTokens(rule.requires)} enthalten`);
  const optional = rule.tokens.filter((token) => !rule.requires.includes(token));
  if (optional.length > 0 && optional.length <= 3) parts.push(`weitere Felder in {…}: nur ${listOfTokens(optional)}`);
  else if (optional.length > 3) parts.push("Felder in {…} nur wie im Hinweis genannt");
  else if (rule.requires.length === 0) parts.push("keine Felder in {…}");
  parts.push("nach „(Platzhalter:“ muss eine Erklärung stehen");
  return `${parts.join("; ")}.`;
}

/** Whitespace before the marker belongs to neither part. */
const marker = String.raw`\s*${placeholderMarker}`;

/**
 * Without flags, for the editor's `pattern`. A value with „(Platzhalter:“ anywhere is a placeholder
 * (src/content-schemas/text-syntax.ts): the rule holds for the text before the marker and the explanation must not be blank.
 */
export function textRulePattern(rule: TextRule): string {
  const notPlaceholder = `(?![\\s\\S]*?${placeholderMarker})`;
  // The shown part of a placeholder is made of characters that do not start the marker.
  const shownChar = `(?:(?!${marker})[\\s\\S])`;
  const shownTokenChar = `(?:(?!${marker})[^{}])`;
  const whole = shownPartRules(rule, "[\\s\\S]", "[^{}]", "$");
  const shown = shownPartRules(rule, shownChar, shownTokenChar, marker);
  return `^(?:${notPlaceholder}${whole}[\\s\\S]*$|${shown}${shownChar}*${marker}[\\s\\S]*[^\\s)][\\s\\S]*$)`;
}

/** Lookaheads at the start of the shown part, which is made of `char` and ends at `end`. */
function shownPartRules(rule: TextRule, char: string, tokenChar: string, end: string): string {
  const names = (list: readonly string[]) => list.map(escapeRegExp).join("|");
  const checks = [`(?=${char}{0,${rule.max}}${end})`];
  // The non-space character must itself belong to the part (not be the marker's bracket).
  if (!rule.allowEmpty) checks.push(`(?=${char}*?(?=${char})\\S)`);
  checks.push(
    rule.tokens.length > 0
      ? `(?!${char}*?\\{(?!(?:${names(rule.tokens)})\\})${tokenChar}*\\})`
      : `(?!${char}*?\\{${tokenChar}*\\})`,
  );
  for (const name of rule.requires) checks.push(`(?=${char}*?\\{${escapeRegExp(name)}\\})`);
  if (rule.format === "email") checks.push(`(?=${emailPattern.source.slice(1, -1)}${end})`);
  if (rule.format === "https") checks.push("(?=https://)");
  return checks.join("");
}
