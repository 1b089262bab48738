// The strip above every page of a preview: what still keeps the site from going live, in the owner's words.
import { defaultLanguage, type Language } from "../i18n/languages.ts";
import { formatsIn } from "../formatting/format.ts";
import { fillTokens } from "../content-schemas/text-syntax.ts";

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

/** The strip's sentence with {offen} naming only what is still open („a, b und c“, „a, b and c“). */
export const previewNoticeText = (
  notice: { text: string; open: Record<OpenPart, string> },
  open: readonly OpenPart[],
  language: Language = defaultLanguage,
): string => fillTokens(notice.text, { offen: formatsIn(language).formatList(open.map((part) => notice.open[part])) });
