// Placeholders and named fields ({baujahr}) in the data files' texts, without any schema.

/** An open placeholder: `"[Vorname Nachname] (Platzhalter: Ihr vollständiger Name für das Impressum)"`. */
export interface Placeholder {
  shown: string;
  explanation: string;
}

/**
 * „(Platzhalter:“ anywhere in a text makes it open, also at its start, in its middle or without the closing bracket:
 * a leftover marker must never reach the live page as if it were the owner's words. Source without flags, for the
 * editor's `pattern` too (src/content-schemas/text-rule.ts).
 */
export const placeholderMarker = String.raw`\(\s*[Pp]latzhalter\s*:`;

const placeholderPattern = new RegExp(String.raw`^([\s\S]*?)\s*${placeholderMarker}\s*([\s\S]*?)\)?\s*$`);

/** What stands before the marker is shown; what follows it, without the closing bracket, explains it. */
export function parsePlaceholder(value: string): Placeholder | undefined {
  const match = placeholderPattern.exec(value);
  return match ? { shown: match[1]!, explanation: match[2]! } : undefined;
}

/** An explanation of only spaces or brackets tells the owner nothing. */
export const isBlankExplanation = (explanation: string) => !/[^\s)]/.test(explanation);

export const placeholderValue = ({ shown, explanation }: Placeholder) => `${shown} (Platzhalter: ${explanation})`;

export const shownText = (value: string) => parsePlaceholder(value)?.shown ?? value;

const tokenPattern = /\{([^{}]*)\}/g;

export const tokensIn = (text: string) => [...text.matchAll(tokenPattern)].map((match) => match[1]!);

/** The text before and after the first `{name}`: `("Mehr in der {link}.", "link")` → `["Mehr in der ", "."]`. */
export function splitAtToken(text: string, name: string): [string, string] {
  const token = `{${name}}`;
  const at = text.indexOf(token);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + token.length)];
}

/** The schemas let only known fields through, so a field without a value here is a programming error. */
export function fillTokens(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(tokenPattern, (token, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Kein Wert für ${token}`);
    return value;
  });
}
