// What every section's view reads: the content in the page's language, its formats, the forecast's figures
// (return-model.ts, computed once here), the terms of the sale (seller-terms.ts), the named fields they fill in, and the
// open placeholders the texts mark.
import { siteContentIn } from "../content-reading/content-in-language.ts";
import { markedTexts, type OpenPlaceholder, type ShownContent } from "../content-reading/placeholders.ts";
import { boatTokenValues } from "../formatting/boat-facts.ts";
import { formatsIn } from "../formatting/format.ts";
import type { Language } from "../i18n/languages.ts";
import { forecast } from "./return-model.ts";
import { sellerTerms } from "./seller-terms.ts";
import { textSegments } from "./text-segments.ts";

/** `loadedContent` as loaded: German at the root, the other languages' texts in their blocks, the facts read once. */
export function sectionContext(
  loadedContent: ShownContent,
  placeholders: readonly OpenPlaceholder[],
  language: Language,
) {
  const content = siteContentIn(loadedContent, language);
  const formats = formatsIn(language);
  // An open offerStatus shows as its placeholder's first word: the plain sale's wording.
  const { offerStatus } = content["risk-notice"];
  const figures = forecast(content["return-model"], language);
  const terms = sellerTerms(content);
  const tokens = { ...boatTokenValues(content.boat, language), ...figures.tokens, ...terms.tokens };
  const marked = markedTexts(placeholders);
  return {
    loadedContent,
    content,
    placeholders,
    language,
    formats,
    offerStatus,
    forecast: figures,
    terms,
    tokens,
    fill: (text: string) => formats.fillText(text, tokens),
    /** A text that may show an open placeholder, as segments with the placeholder marked. */
    segments: (text: string) => textSegments(text, marked, false),
  };
}

export type SectionContext = ReturnType<typeof sectionContext>;
