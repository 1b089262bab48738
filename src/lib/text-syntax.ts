// The two kinds of markup inside the data files' texts, without any schema: placeholders the owner still fills in,
// and named fields ({baujahr}) the page fills in.

/** An open placeholder: `"[Vorname Nachname] (Platzhalter: Ihr vollständiger Name für das Impressum)"`. */
export interface Placeholder {
  /** What the page shows until the owner fills it in. */
  shown: string;
  /** What to fill in, in German. */
  explanation: string;
}

export function parsePlaceholder(value: string): Placeholder | undefined {
  const match = /^(.*?) \(Platzhalter: (.*)\)$/s.exec(value);
  return match ? { shown: match[1]!, explanation: match[2]! } : undefined;
}

/** The value in the placeholder syntax, as a data file holds it. */
export const placeholderValue = ({ shown, explanation }: Placeholder) => `${shown} (Platzhalter: ${explanation})`;

/** What the page shows for a value: the value itself, or an open placeholder's shown part. */
export const shownText = (value: string) => parsePlaceholder(value)?.shown ?? value;

const tokenPattern = /\{([^{}]*)\}/g;

/** The named fields in a text, in order of appearance: `"bis zu {gaeste} Gäste"` → `["gaeste"]`. */
export const tokensIn = (text: string) => [...text.matchAll(tokenPattern)].map((match) => match[1]!);

/** The text before and after the first `{name}`: `("Mehr in der {link}.", "link")` → `["Mehr in der ", "."]`. */
export function splitAtToken(text: string, name: string): [string, string] {
  const token = `{${name}}`;
  const at = text.indexOf(token);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + token.length)];
}

/**
 * Puts the values in for the named fields. The schemas let only known fields through, so a field without a value
 * here is a programming error.
 */
export function fillTokens(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(tokenPattern, (token, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Kein Wert für ${token}`);
    return value;
  });
}
