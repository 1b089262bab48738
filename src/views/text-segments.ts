import { splitPlaceholders } from "../content-reading/placeholders.ts";

/** A piece of running text as the page renders it: plain, a marked placeholder, or a link. */
export type TextSegment = { kind: "text" | "placeholder"; text: string } | { kind: "link"; text: string; href: string };

// E-mail addresses and web addresses in the plain-text content. The capture group makes split() keep the matches,
// so they sit at the odd indices.
const linkText = /([\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}|https:\/\/[\w.-]+\.[a-z]{2,}(?:\/[\w/.#?=&%-]*[\w/#=&%-])?)/;

/** Split around the open placeholders it shows and, with `links`, around the addresses it holds. */
export function textSegments(text: string, markedTexts: ReadonlySet<string>, links = true): TextSegment[] {
  return splitPlaceholders(text, markedTexts).flatMap((part): TextSegment[] => {
    if (part.isPlaceholder) return [{ kind: "placeholder", text: part.text }];
    if (!links) return [{ kind: "text", text: part.text }];
    return part.text
      .split(linkText)
      .map((piece, index): TextSegment => {
        if (index % 2 === 0) return { kind: "text", text: piece };
        return { kind: "link", text: piece, href: piece.startsWith("https://") ? piece : `mailto:${piece}` };
      })
      .filter((segment) => segment.text !== "");
  });
}
