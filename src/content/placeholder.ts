// Every placeholder text with its explanation, filled as the content modules load. A text stands for exactly one
// placeholder (a test checks that no two share one), so the page can mark it wherever it appears and
// `findPlaceholders()` can name it.
const explanations = new Map<string, string>();

/**
 * Marks a value the owner must replace before going live. `text` is what the page shows until then (in
 * [eckigen Klammern] where it appears as text); `explanation` tells the owner, in German, what to fill in.
 * To fill it in, replace the whole call with the real value: `name: "Erika Mustermann"`.
 */
export function placeholder(text: string, explanation: string): string {
  explanations.set(text, explanation);
  return text;
}

/** True if the value is a placeholder that has not been replaced yet. */
export const isPlaceholder = (value: unknown): value is string => typeof value === "string" && explanations.has(value);

/** What the owner should fill in for this placeholder, or undefined if the value is not one. */
export const placeholderExplanation = (value: string) => explanations.get(value);

export interface TextSegment {
  text: string;
  isPlaceholder: boolean;
}

// Spaces match no-break spaces too, since running text is typeset after the placeholder is put in.
const toPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[ \u00a0]");

/** Splits a text around the placeholders inside it, so the page can mark them. */
export function splitPlaceholders(text: string): TextSegment[] {
  if (explanations.size === 0) return [{ text, isPlaceholder: false }];
  // Longest first, so a placeholder that contains another one wins.
  const texts = [...explanations.keys()].sort((a, b) => b.length - a.length).map(toPattern);
  return text
    .split(new RegExp(`(${texts.join("|")})`))
    .map((part, index) => ({ text: part, isPlaceholder: index % 2 === 1 }))
    .filter((segment) => segment.text !== "");
}

export const containsPlaceholder = (text: string) => splitPlaceholders(text).some((segment) => segment.isPlaceholder);
