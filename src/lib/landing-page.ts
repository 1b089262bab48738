// The landing page's sections as they render: every text with its named fields filled in from the boat's facts and
// the forecast, computed once per build from the data files. The section components only render these.
import type { OpenPlaceholder } from "./placeholders.ts";
import { dataFilePath } from "./unchecked-data-files.ts";
import type { OfferStatus } from "../content-schemas/risk-notice.ts";
import { boatTokenValues, productName, siteDescription, technicalDataRows } from "./boat-view.ts";
import { fillText, formatMonthYear, formatRating, typeset } from "./format.ts";
import { heroVideoSources } from "./media-files.ts";
import { offerView, type LabelledValue } from "./offer-view.ts";
import type { SiteContent } from "./page-content.ts";
import { sellerTerms } from "./seller-terms.ts";

/** The anchor of the risk notice and the marker of the hero's footnote that leads to it. */
const riskNoticeAnchor = { id: "risikohinweis", marker: "1" } as const;

export interface BuyerFactTopic {
  title: string;
  /** The topic as a question, for the FAQ structured data. */
  question: string;
  facts: LabelledValue[];
  notes: string[];
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** "Name of the risk: explanation" → the name with its colon, set in bold, and the explanation. */
function splitRisk(risk: string) {
  const colon = risk.indexOf(": ");
  return colon === -1 ? { name: "", text: risk } : { name: risk.slice(0, colon + 1), text: risk.slice(colon + 1) };
}

/** Newest first, as readers expect; the file keeps whatever order the owner writes. */
const newestFirst = <Review extends { month: string }>(reviews: readonly Review[]) =>
  [...reviews].sort((a, b) => b.month.localeCompare(a.month));

/**
 * The buyer's facts as questions and answers for FAQ structured data, or undefined while buyer-facts.yaml still holds
 * a placeholder: search engines must only see real answers.
 */
export function faqEntries(topics: readonly BuyerFactTopic[], placeholders: readonly OpenPlaceholder[]) {
  if (placeholders.some(({ file }) => file === dataFilePath("buyer-facts"))) return undefined;
  return topics.map((topic): FaqEntry => ({
    question: topic.question,
    answer: [...topic.facts.map(({ label, value }) => `${label}: ${value.replace(/\.$/, "")}.`), ...topic.notes].join(
      " ",
    ),
  }));
}

/** Whether the review at `index` in reviews.yaml still holds a placeholder text: a sample, not a guest's words. */
const isSampleReview = (placeholders: readonly OpenPlaceholder[], index: number) =>
  placeholders.some(({ file, path }) => file === dataFilePath("reviews") && path[0] === "reviews" && path[1] === index);

export function landingPage(content: SiteContent, placeholders: readonly OpenPlaceholder[]) {
  const { site, boat, hero, reviews: reviewTexts, contact, owner } = content;
  const offer = offerView(content["return-model"], content["return-model-texts"]);
  const terms = sellerTerms(content);
  const tokens = { ...boatTokenValues(boat), ...offer.tokens, ...terms.tokens };
  const fill = (text: string) => fillText(text, tokens);
  const { ratingSummary } = reviewTexts;
  const ratingSource = fillText(reviewTexts.sourceLine, { plattform: ratingSummary.source, stand: ratingSummary.asOf });
  const texts = content["return-model-texts"];
  const risk = content["risk-notice"];
  // Placeholders are replaced by their shown part here, so an open choice reads as the wording previews show.
  const offerStatus = risk.offerStatus as OfferStatus;
  const reviews = reviewTexts.reviews.map((review, index) => ({
    ...review,
    isSample: isSampleReview(placeholders, index),
  }));
  const buyerFacts = content["buyer-facts"];

  const topics = buyerFacts.topics.map((topic): BuyerFactTopic => ({
    title: topic.title,
    question: topic.question,
    facts: [
      ...(topic.costBreakdown ? offer.costBreakdown : []),
      ...(topic.facts ?? []).map(({ label, value }) => ({ label, value: fill(value) })),
    ],
    notes: (topic.notes ?? []).map(fill),
  }));

  return {
    hero: {
      headline: hero.headline,
      subtitle: fill(hero.subtitle),
      ctaLabel: hero.ctaLabel,
      listingUrl: site.listingUrl,
      newTabHint: site.newTabHint,
      posterAlt: hero.posterAlt,
      video: { label: hero.videoLabel, sources: heroVideoSources },
      infoCards: {
        listLabel: hero.infoCards.listLabel,
        location: {
          label: hero.infoCards.locationLabel,
          town: boat.location.town,
          detail: fill(hero.infoCards.locationDetail),
        },
        rating: {
          value: formatRating(ratingSummary.ratingValue),
          outOf: fillText(reviewTexts.badgeOutOf, { beste: String(ratingSummary.bestRating) }),
          count: fillText(reviewTexts.badgeCount, {
            anzahl: String(ratingSummary.reviewCount),
            plattform: ratingSummary.source,
            stand: ratingSummary.asOf,
          }),
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
          footnoteText: fill(risk.footnote),
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
        caption: caption ? typeset(caption) : undefined,
      })),
    },
    technicalData: {
      heading: content["technical-data"].heading,
      rows: technicalDataRows(content["technical-data"].rows, boat),
    },
    returnModel: {
      heading: texts.heading,
      intro: texts.intro.map(fill),
      table: offer.table,
      assumptions: { heading: texts.assumptions.heading, paragraphs: texts.assumptions.paragraphs.map(fill) },
      scenarios: offer.scenarios,
      riskNotice: {
        id: riskNoticeAnchor.id,
        title: risk.title,
        warnings: risk.warnings[offerStatus].map(fill),
        footnote: { marker: riskNoticeAnchor.marker, text: fill(risk.footnote) },
        paragraphs: risk.paragraphs.map(fill),
        risksHeading: risk.risksHeading,
        risks: risk.risks.map((text) => splitRisk(fill(text))),
        closing: typeset(risk.closing),
      },
      buyerFacts: { heading: buyerFacts.heading, intro: buyerFacts.intro, topics },
    },
    reviews: {
      heading: reviewTexts.heading,
      source: ratingSource,
      verification: reviewTexts.verification,
      bestRating: ratingSummary.bestRating,
      sampleNote: reviewTexts.sampleReviewNote,
      reviews: newestFirst(reviews).map((review) => ({
        ...review,
        text: typeset(review.text),
        monthLabel: formatMonthYear(review.month),
        starsLabel: fillText(reviewTexts.starsLabel, {
          sterne: String(review.rating),
          beste: String(ratingSummary.bestRating),
        }),
      })),
    },
    contact: {
      heading: contact.heading,
      subtitle: contact.subtitle,
      /** "Verkäufer: Name, Anschrift – privater Verkauf": who sells, with the offer itself (§ 5b Abs. 1 Nr. 2 UWG). */
      seller: terms.sellerLine,
      printDetails: { ...contact.printDetails, name: owner.name, email: owner.email, phone: owner.phone },
      form: contact.form,
      notices: contact.notices,
    },
    structuredData: {
      name: productName(site, boat),
      description: siteDescription(site, boat),
      ratingSummary,
      priceEuro: offer.purchasePriceEuro,
      /** Undefined until the owner has said how they sell and whether the price includes VAT. */
      priceIncludesVat: terms.priceIncludesVat,
      // Sample texts never reach search engines.
      reviews: newestFirst(reviews.filter((review) => !review.isSample)),
      faq: faqEntries(topics, placeholders),
    },
  };
}

export type LandingPage = ReturnType<typeof landingPage>;
