// The landing page's sections as they render: the forecast computed once from return-model.yaml (return-model.ts) and
// formatted once, and every text with its named fields filled in from the boat's facts and that forecast ({rendite},
// {betreiberanteil}, …). The section components only render these.
import type { DataFile } from "../content-schemas/index.ts";
import type { ReturnModelInputs } from "../content-schemas/return-model.ts";
import type { OfferStatus } from "../content-schemas/risk-notice.ts";
import type { boatTokens, returnModelTokens, TokenValues } from "../content-schemas/tokens.ts";
import { layoutBarChart } from "./bar-chart.ts";
import {
  fillText,
  formatEnginePower,
  formatEuro,
  formatInteger,
  formatMeters,
  formatMonthYear,
  formatNights,
  formatPercent,
  formatRating,
  numberInWords,
  typeset,
  withUnit,
} from "./format.ts";
import { heroVideoSources } from "./media-files.ts";
import type { SiteContent } from "./page-content.ts";
import { markedTexts, type OpenPlaceholder } from "./placeholders.ts";
import { computeReturnModel, computeScenarios, fixedCostsPerYearEuro } from "./return-model.ts";
import { sellerTerms } from "./seller-terms.ts";
import { textSegments } from "./text-segments.ts";
import { dataFilePath } from "./unchecked-data-files.ts";

type Boat = DataFile<"boat">;

/** The anchor of the risk notice and the marker of the hero's footnote that leads to it. */
const riskNoticeAnchor = { id: "risikohinweis", marker: "1" } as const;

// The scenario chart, drawn at build time in the SVG's own units; the SVG scales to its box. 320 units keep labels
// legible at 375 px.
const chartFrame = { width: 320, height: 236, top: 26, bottom: 58, barShare: 0.6, zeroLabelWidth: 34, minBarHeight: 1 };

/** The boat's facts as texts show them: `{dieseltank}` → `800 l`, `{gaeste}` → `vier` (numbers up to twelve in words). */
const boatTokenValues = (boat: Boat): TokenValues<typeof boatTokens> => ({
  bootsname: boat.name,
  bootsart: boat.kind,
  baujahr: String(boat.buildYear),
  material: boat.material,
  laenge: formatMeters(boat.lengthMeters),
  breite: formatMeters(boat.beamMeters),
  tiefgang: formatMeters(boat.draftMeters),
  motor: boat.engine,
  motorleistung: formatEnginePower(boat.enginePowerKw),
  dieseltank: withUnit(boat.dieselTankLiters, "l"),
  frischwassertank: withUnit(boat.freshWaterTankLiters, "l"),
  kabinen: boat.cabins,
  schlafplaetze: formatInteger(boat.berths),
  gaeste: numberInWords(boat.maxGuests),
  ort: boat.location.town,
  region: boat.location.region,
  gewaesser: boat.location.waters,
});

/** What search engines show of a description: more is cut off. */
export const descriptionMaxLength = 160;

/** The site's description with its named fields filled in from the boat's facts, at any length. */
export const filledSiteDescription = (site: DataFile<"site">, boat: Boat) =>
  fillText(site.description, boatTokenValues(boat));

/**
 * The site's description for search engines: filled in, and if that makes it longer than they show, shortened at a
 * word with „…“ (a long boat name can push it over; preflight and the build name it).
 */
export function siteDescription(site: DataFile<"site">, boat: Boat): string {
  const filled = filledSiteDescription(site, boat);
  if (filled.length <= descriptionMaxLength) return filled;
  const cut = filled.slice(0, descriptionMaxLength - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > 0 ? cut.slice(0, atWord) : cut).replace(/[\s,;:–-]+$/, "")}…`;
}

/** Everything the page shows of the forecast: the table, the scenarios and their chart, "Kosten im Detail", the tokens. */
export function offerView(inputs: ReturnModelInputs, texts: DataFile<"return-model-texts">) {
  const model = computeReturnModel(inputs);
  const fixedCostsEuro = fixedCostsPerYearEuro(inputs.costItems);
  const nights = formatInteger(inputs.occupiedNightsPerSeason);
  const tokens: TokenValues<typeof returnModelTokens> = {
    kaufpreis: formatEuro(inputs.purchasePriceEuro),
    naechte: nights,
    saison: inputs.seasonLabel,
    "preis-pro-nacht": formatEuro(inputs.averagePricePerNightEuro),
    umsatz: formatEuro(model.grossRevenueEuro),
    kosten: formatEuro(model.totalCostsEuro),
    kostenanteil: formatPercent(model.totalCostsPercentOfRevenue, 0),
    "feste-kosten": formatEuro(fixedCostsEuro),
    "gewinn-vor-aufteilung": formatEuro(model.profitBeforeSplitEuro),
    betreiberanteil: formatPercent(inputs.operatorSharePercentOfProfit, 0),
    "betreiber-betrag": formatEuro(model.operatorShareEuro),
    "ihr-gewinn": formatEuro(model.ownerProfitEuro),
    rendite: formatPercent(model.yieldPercent),
  };
  const label = (text: string) => fillText(text, tokens);
  const { table, scenarios, costBreakdown } = texts;

  const scenarioModels = computeScenarios(inputs, inputs.scenarioNights);
  const scenarioRows = scenarioModels.map(({ nights: scenarioNights, isBaseCase, model: scenario }) => ({
    nights: formatInteger(scenarioNights),
    grossRevenue: formatEuro(scenario.grossRevenueEuro),
    ownerProfit: formatEuro(scenario.ownerProfitEuro),
    yield: formatPercent(scenario.yieldPercent),
    isBaseCase,
  }));
  // The base case's mark follows its whole phrase: "bei 60 Nächten: 2.457 € (Basisfall)".
  const chartScenarios = scenarioRows.map((row) => {
    const scenario = fillText(scenarios.chartScenario, { naechte: row.nights, "ihr-gewinn": row.ownerProfit });
    return row.isBaseCase ? `${scenario} (${scenarios.baseCaseLabel})` : scenario;
  });
  // A fixed item costs the same in every season: its amount per year says it all.
  const costValue = (item: ReturnModelInputs["costItems"][number], index: number) =>
    item.kind === "percentOfRevenue"
      ? fillText(costBreakdown.item, {
          berechnung: fillText(costBreakdown.percentOfRevenue, { anteil: formatPercent(item.percentOfRevenue, 0) }),
          betrag: formatEuro(model.costs[index]!.euro),
          naechte: nights,
        })
      : fillText(costBreakdown.perYear, { betrag: formatEuro(item.euroPerYear) });

  return {
    tokens,
    purchasePriceEuro: inputs.purchasePriceEuro,
    table: {
      caption: table.caption,
      itemColumn: table.itemColumn,
      amountColumn: table.amountColumn,
      // The owner's profit and the yield are emphasised: the rows a reader compares.
      rows: [
        { label: label(table.purchasePrice), value: tokens.kaufpreis },
        { label: label(table.occupancy), value: formatNights(inputs.occupiedNightsPerSeason) },
        { label: label(table.pricePerNight), value: tokens["preis-pro-nacht"] },
        { label: label(table.grossRevenue), value: tokens.umsatz },
        { label: label(table.totalCosts), value: tokens.kosten },
        { label: label(table.profitBeforeSplit), value: tokens["gewinn-vor-aufteilung"] },
        { label: label(table.operatorShare), value: tokens["betreiber-betrag"] },
        { label: label(table.ownerProfit), value: tokens["ihr-gewinn"], emphasis: true },
        { label: label(table.yield), value: tokens.rendite, emphasis: true },
      ],
    },
    scenarios: {
      caption: scenarios.caption,
      columns: [
        scenarios.columns.nights,
        scenarios.columns.grossRevenue,
        scenarios.columns.ownerProfit,
        scenarios.columns.yield,
      ],
      baseCaseLabel: scenarios.baseCaseLabel,
      rows: scenarioRows,
      /** The fixed costs a season without any letting still bears; none when every item is a share of revenue. */
      fixedCostsNote: fixedCostsEuro > 0 ? label(scenarios.fixedCostsNote) : undefined,
      chart: {
        title: scenarios.chartTitle,
        axisLabel: scenarios.chartAxisLabel,
        /** What a screen reader reads instead of the bars: every scenario's profit. */
        description: fillText(scenarios.chartDescription, {
          szenarien: chartScenarios.join("; "),
          tabelle: scenarios.caption,
        }),
        frame: chartFrame,
        layout: layoutBarChart(
          scenarioModels.map((scenario) => scenario.model.ownerProfitEuro),
          chartFrame,
        ),
        /** The label of the zero line, shown when a bar is below it. */
        zeroLabel: formatEuro(0),
      },
    },
    /** "Kosten im Detail": each cost item with its basis and amount in the base case, the total, the operator's share. */
    costBreakdown: [
      ...inputs.costItems.map((item, index) => ({ label: item.label, value: costValue(item, index) })),
      {
        label: costBreakdown.totalLabel,
        value: fillText(costBreakdown.total, { kosten: tokens.kosten, naechte: nights }),
      },
      {
        label: costBreakdown.operatorShareLabel,
        value: fillText(costBreakdown.operatorShare, { betreiberanteil: tokens.betreiberanteil }),
      },
    ],
  };
}

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

/** Newest first, as readers expect; the file keeps whatever order the owner writes. */
const newestFirst = <Review extends { month: string }>(reviews: readonly Review[]) =>
  [...reviews].sort((a, b) => b.month.localeCompare(a.month));

/**
 * The buyer's facts as questions and answers for FAQ structured data, or undefined while buyer-facts.yaml still holds
 * a placeholder: search engines must only see real answers.
 */
export function faqEntries(topics: readonly BuyerFactTopic[], placeholders: readonly OpenPlaceholder[]) {
  if (placeholders.some(({ file }) => file === dataFilePath("buyer-facts"))) return undefined;
  return topics.map((topic) => ({
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
  // The texts that may show an open placeholder come as segments, the placeholder marked.
  const marked = markedTexts(placeholders);
  const segments = (text: string) => textSegments(text, marked, false);
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
        caption: caption ? segments(typeset(caption)) : undefined,
      })),
    },
    technicalData: {
      heading: content["technical-data"].heading,
      rows: content["technical-data"].rows.map(({ label, value }) => ({ label, value: fill(value) })),
    },
    returnModel: {
      heading: texts.heading,
      intro: texts.intro.map(fill),
      table: offer.table,
      assumptions: {
        heading: texts.assumptions.heading,
        paragraphs: texts.assumptions.paragraphs.map((paragraph) => segments(fill(paragraph))),
      },
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
      source: segments(ratingSource),
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
      name: fill(site.productName),
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
