// „Betreibervertrag & Renditemodell“: the forecast's table, assumptions and scenarios (return-model.ts), the risk notice
// and what a buyer must know.
import { buyerFactsView } from "./buyer-facts-view.ts";
import { riskWarnings } from "./risk-warnings.ts";
import { riskNoticeAnchor, type SectionContext } from "./section-context.ts";

/** "Name of the risk: explanation" → the name with its colon, set in bold, and the explanation. */
function splitRisk(risk: string) {
  const colon = risk.indexOf(": ");
  return colon === -1 ? { name: "", text: risk } : { name: risk.slice(0, colon + 1), text: risk.slice(colon + 1) };
}

export function riskNoticeView({
  content,
  loadedContent,
  offerStatus,
  language,
  tokens,
  fill,
  segments,
  formats,
}: SectionContext) {
  const risk = content["risk-notice"];
  return {
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
    closing: formats.typeset(risk.closing),
  };
}

export type RiskNoticeView = ReturnType<typeof riskNoticeView>;

export function returnModelView(context: SectionContext) {
  const { offer, offerStatus, fill, segments } = context;
  const texts = context.content["return-model-texts"];
  const { heading, paragraphs, promise } = texts.assumptions;
  return {
    heading: texts.heading,
    intro: [...texts.intro, texts.ownerBears[offerStatus]].map((paragraph) => segments(fill(paragraph))),
    table: offer.table,
    assumptions: { heading, paragraphs: [...paragraphs, promise[offerStatus]].map((text) => segments(fill(text))) },
    scenarios: offer.scenarios,
    riskNotice: riskNoticeView(context),
    buyerFacts: buyerFactsView(context),
  };
}

export type ReturnModelView = ReturnType<typeof returnModelView>;
