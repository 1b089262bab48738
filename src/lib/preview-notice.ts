// The strip above every page of a preview: what still keeps the site from going live, in the owner's words.
import { fillTokens } from "./text-syntax.ts";

export type OpenPart = "placeholders" | "costs" | "facts" | "seasons" | "media";

interface Confirmations {
  "return-model": { costsConfirmed: unknown };
  boat: { factsConfirmed: unknown };
  "buyer-facts": { seasonsLetConfirmed: unknown };
}

/** In the order the strip names them; a production build refuses the site while any is open. */
export function openForPublication(
  content: Confirmations,
  placeholderCount: number,
  mediaProblemCount: number,
): OpenPart[] {
  const open: OpenPart[] = [];
  if (placeholderCount > 0) open.push("placeholders");
  if (content["return-model"].costsConfirmed !== true) open.push("costs");
  if (content.boat.factsConfirmed !== true) open.push("facts");
  if (content["buyer-facts"].seasonsLetConfirmed !== true) open.push("seasons");
  if (mediaProblemCount > 0) open.push("media");
  return open;
}

/** „a, b und c“ */
const listInWords = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} und ${parts.at(-1)}`;

/** The strip's sentence with {offen} naming only what is still open. */
export const previewNoticeText = (
  notice: { text: string; open: Record<OpenPart, string> },
  open: readonly OpenPart[],
): string => fillTokens(notice.text, { offen: listInWords(open.map((part) => notice.open[part])) });
