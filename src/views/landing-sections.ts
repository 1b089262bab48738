// The landing page's sections as they render, every text filled in from the boat's facts (boat-facts.ts), the
// forecast (return-model.ts) and the terms of the sale (seller-terms.ts); the section components only render these.
import { contactFieldSpecsIn } from "../contact-form/field-specs.ts";
import type { OfferStatus } from "../content-schemas/risk-notice.ts";
import { defaultLanguage, languagePrefix, type Language } from "../i18n/languages.ts";
import { boatTokenValues, siteDescription } from "../formatting/boat-facts.ts";
import { siteContentIn } from "../content-reading/content-in-language.ts";
import { formatsIn } from "../formatting/format.ts";
import { quotationMarks, videoControlLabels } from "./page-copy.ts";
import { heroVideoSources } from "../media/hero-video.ts";
import type { SiteContent } from "../content-schemas/index.ts";
import { markedTexts, type OpenPlaceholder } from "../content-reading/placeholders.ts";
import { offerView } from "./return-model.ts";
import { seasonsLetRows } from "./seasons-let.ts";
import { riskWarnings } from "./risk-warnings.ts";
import { sellerTerms } from "./seller-terms.ts";
import { textSegments, type TextSegment } from "./text-segments.ts";
import { splitAtToken } from "../content-schemas/text-syntax.ts";
import { dataFilePath } from "../content-reading/data-file-paths.ts";

/** The anchor of the risk notice and the marker of the hero's footnote that leads to it. */
const riskNoticeAnchor = { id: "risikohinweis", marker: "1" } as const;

export interface BuyerFactTopic {
  title: string;
  /** The topic as a question, for the FAQ structured data. */
  question: string;
  facts: { label: string; value: string }[];
  notes: string[];
}

/** "Name of the risk: explanation" → the name with its colon, set in bold, and the explanation. */
function splitRisk(risk: string) {
  const colon = risk.indexOf(": ");
  return colon === -1 ? { name: "", text: risk } : { name: risk.slice(0, colon + 1), text: risk.slice(colon + 1) };
}

/** Undefined while buyer-facts.yaml still holds a placeholder: search engines must only see real answers. */
export function faqEntries(topics: readonly BuyerFactTopic[], placeholders: readonly OpenPlaceholder[]) {
  if (placeholders.some(({ file }) => file === dataFilePath("buyer-facts"))) return undefined;
  return topics.map(({ question, facts, notes }) => {
    const answers = facts.map(({ label, value }) => `${label}: ${value.replace(/\.$/, "")}.`);
    return { question, answer: [...answers, ...notes].join(" ") };
  });
}

/**
 * The seven sections in one language edition, from content alone: `content` as loaded (German at the root, the other
 * languages' texts in their blocks), the facts read once, the texts and every figure's format in `language`.
 * `landingPageView()` (page-views.ts) adds the images and the page's frame.
 */
export function landingSections(
  loadedContent: SiteContent,
  placeholders: readonly OpenPlaceholder[],
  language: Language = defaultLanguage,
) {
  const content = siteContentIn(loadedContent, language);
  const { fillText, formatMonthYear, formatRating, typeset } = formatsIn(language);
  const { site, boat, hero, reviews: reviewTexts, contact, owner } = content;
  const risk = content["risk-notice"];
  // Placeholders are replaced by their shown part here, so an open choice reads as the wording previews show.
  const offerStatus = risk.offerStatus as OfferStatus;
  const offer = offerView(content["return-model"], content["return-model-texts"], offerStatus, language);
  const terms = sellerTerms(content);
  const tokens = { ...boatTokenValues(boat, language), ...offer.tokens, ...terms.tokens };
  const fill = (text: string) => fillText(text, tokens);
  // The texts that may show an open placeholder come as segments, the placeholder marked.
  const marked = markedTexts(placeholders);
  const segments = (text: string) => textSegments(text, marked, false);
  const { ratingSummary } = reviewTexts;
  const { reviewCount, bestRating, source, asOf } = ratingSummary;
  const ratingTokens = { anzahl: String(reviewCount), beste: String(bestRating), plattform: source, stand: asOf };
  const texts = content["return-model-texts"];
  // Newest first, as readers expect; the file keeps whatever order the owner writes. A review that still holds a
  // placeholder is a sample, not a guest's words.
  const reviews = reviewTexts.reviews
    .map((review, index) => ({
      ...review,
      isSample: placeholders.some(
        ({ file, path }) => file === dataFilePath("reviews") && path[0] === "reviews" && path[1] === index,
      ),
    }))
    .sort((a, b) => b.month.localeCompare(a.month));
  const buyerFacts = content["buyer-facts"];
  const { privacyText, privacyLink, ...formTexts } = contact.form;
  const [beforePrivacyLink, afterPrivacyLink] = splitAtToken(privacyText, "datenschutz");
  const privacySentence: TextSegment[] = [
    { kind: "text", text: beforePrivacyLink },
    { kind: "link", text: privacyLink, href: `${languagePrefix(language)}datenschutz/` },
    { kind: "text", text: afterPrivacyLink },
  ];

  const topics = buyerFacts.topics.map(
    ({ title, question, costBreakdown, seasonsLet, facts = [], notes = [] }): BuyerFactTopic => ({
      title,
      question,
      facts: [
        ...(costBreakdown ? offer.costBreakdown : []),
        ...(seasonsLet ? seasonsLetRows(buyerFacts, content["return-model"].occupiedNightsPerSeason, language) : []),
        ...facts.map(({ label, value }) => ({ label, value: fill(value) })),
      ],
      notes: notes.map(fill),
    }),
  );

  return {
    hero: {
      headline: hero.headline,
      subtitle: fill(hero.subtitle),
      ctaLabel: hero.ctaLabel,
      listingUrl: site.listingUrl,
      newTabHint: site.newTabHint,
      posterAlt: hero.posterAlt,
      video: { label: hero.videoLabel, sources: heroVideoSources, controlLabels: videoControlLabels[language] },
      infoCards: {
        listLabel: hero.infoCards.listLabel,
        location: {
          label: hero.infoCards.locationLabel,
          town: boat.location.town,
          detail: fill(hero.infoCards.locationDetail),
        },
        rating: {
          value: formatRating(ratingSummary.ratingValue),
          outOf: fillText(reviewTexts.badgeOutOf, ratingTokens),
          count: fillText(reviewTexts.badgeCount, ratingTokens),
          listing: reviewTexts.badgeListing,
        },
        yield: {
          label: hero.infoCards.yieldLabel,
          value: fillText(hero.infoCards.yieldValue, { rendite: offer.tokens.rendite }),
          note: fill(hero.infoCards.yieldNote),
          footnoteMarker: riskNoticeAnchor.marker,
          footnoteLabel: fillText(hero.infoCards.yieldFootnoteLabel, { fussnote: riskNoticeAnchor.marker }),
          footnoteHref: `#${riskNoticeAnchor.id}`,
          // Printed under the cards, so the note stands on the same page as the figure.
          footnoteText: fill(risk.footnote[offerStatus]),
        },
      },
    },
    lifeAboard: {
      heading: content["life-aboard"].heading,
      paragraphs: content["life-aboard"].paragraphs.map(fill),
      photoAlt: content["life-aboard"].photoAlt,
    },
    gallery: {
      heading: content.gallery.heading,
      lightbox: content.gallery.lightbox,
      photos: content.gallery.photos.map(({ file, caption }, index) => ({
        file,
        alt: fillText(content.gallery.photoAlt, { nummer: String(index + 1) }),
        caption: caption ? segments(typeset(caption)) : undefined,
      })),
    },
    technicalData: {
      heading: content["technical-data"].heading,
      rows: content["technical-data"].rows.map(({ label, value }) => ({ label, value: fill(value) })),
    },
    returnModel: {
      heading: texts.heading,
      intro: [...texts.intro, texts.ownerBears[offerStatus]].map((paragraph) => segments(fill(paragraph))),
      table: offer.table,
      assumptions: {
        heading: texts.assumptions.heading,
        paragraphs: [...texts.assumptions.paragraphs, texts.assumptions.promise[offerStatus]].map((paragraph) =>
          segments(fill(paragraph)),
        ),
      },
      scenarios: offer.scenarios,
      riskNotice: {
        id: riskNoticeAnchor.id,
        title: risk.title,
        warnings: riskWarnings(loadedContent["risk-notice"], offerStatus, language, tokens),
        footnote: { marker: riskNoticeAnchor.marker, text: fill(risk.footnote[offerStatus]) },
        paragraphs: risk.paragraphs.map(fill),
        risksHeading: risk.risksHeading,
        risks: [...risk.offerRisks[offerStatus], ...risk.risks].map((text) => {
          const { name, text: explanation } = splitRisk(fill(text));
          return { name, text: segments(explanation) };
        }),
        closing: typeset(risk.closing),
      },
      buyerFacts: {
        heading: buyerFacts.heading,
        intro: buyerFacts.intro,
        topics: topics.map((topic) => ({
          ...topic,
          facts: topic.facts.map((fact) => ({ label: fact.label, value: segments(fact.value) })),
          notes: topic.notes.map(segments),
        })),
      },
    },
    reviews: {
      heading: reviewTexts.heading,
      source: segments(fillText(reviewTexts.sourceLine, ratingTokens)),
      verification: reviewTexts.verification,
      bestRating,
      sampleNote: reviewTexts.sampleReviewNote,
      quotationMarks: quotationMarks[language],
      reviews: reviews.map((review) => ({
        ...review,
        text: typeset(review.text),
        monthLabel: formatMonthYear(review.month),
        starsLabel: fillText(reviewTexts.starsLabel, { ...ratingTokens, sterne: String(review.rating) }),
      })),
    },
    contact: {
      heading: contact.heading,
      subtitle: contact.subtitle,
      /** "Verkäufer: Name, Anschrift – privater Verkauf": who sells, with the offer itself (§ 5b Abs. 1 Nr. 2 UWG). */
      seller: terms.sellerLine,
      printDetails: { ...contact.printDetails, name: owner.name, email: owner.email, phone: owner.phone },
      form: { ...formTexts, privacySentence },
      fields: contactFieldSpecsIn(language),
      notices: contact.notices,
      language,
    },
    structuredData: {
      name: fill(site.productName),
      description: siteDescription(site, boat, language),
      ratingSummary,
      priceEuro: offer.purchasePriceEuro,
      priceIncludesVat: terms.priceIncludesVat,
      // Sample texts never reach search engines.
      reviews: reviews.filter((review) => !review.isSample),
      faq: faqEntries(topics, placeholders),
    },
  };
}

export type LandingSections = ReturnType<typeof landingSections>;
