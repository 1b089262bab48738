// The landing page's seven sections as they render, one view each, from content alone; the section components only
// render these. `landingPageView()` (page-views.ts) adds the images and the page's frame.
import type { OpenPlaceholder, ShownContent } from "../content-reading/placeholders.ts";
import { defaultLanguage, type Language } from "../i18n/languages.ts";
import { buyerFactTopics } from "./buyer-facts-view.ts";
import { contactView } from "./contact-view.ts";
import { galleryView } from "./gallery-view.ts";
import { heroView } from "./hero-view.ts";
import { lifeAboardView } from "./life-aboard-view.ts";
import { returnModelView } from "./return-model.ts";
import { reviewsView } from "./reviews-view.ts";
import { sectionContext } from "./section-context.ts";
import { offerForSearchEngines } from "./structured-data.ts";
import { technicalDataView } from "./technical-data-view.ts";

/** The sections in one language edition: `content` as loaded, the texts and every figure's format in `language`. */
export function landingSections(
  content: ShownContent,
  placeholders: readonly OpenPlaceholder[],
  language: Language = defaultLanguage,
) {
  const context = sectionContext(content, placeholders, language);
  // "Kosten im Detail" and the other topics, formatted once for the section and the FAQ search engines read.
  const topics = buyerFactTopics(context);
  return {
    hero: heroView(context),
    lifeAboard: lifeAboardView(context),
    gallery: galleryView(context),
    technicalData: technicalDataView(context),
    returnModel: returnModelView(context, topics),
    reviews: reviewsView(context),
    contact: contactView(context),
    structuredData: offerForSearchEngines(context, topics),
  };
}
