// What a buyer must know (buyer-facts.yaml), each topic's facts filled in: the cost breakdown (with
// return-model-texts.yaml's words) and the seasons let come from the forecast, the rest from the file. Also the FAQ
// search engines read.
import { dataFilePath } from "../content-reading/data-file-paths.ts";
import type { OpenPlaceholder } from "../content-reading/placeholders.ts";
import type { CostItem } from "../content-schemas/return-model.ts";
import { seasonsLetRows } from "./seasons-let.ts";
import type { SectionContext } from "./section-context.ts";

export interface BuyerFactTopic {
  title: string;
  /** The topic as a question, for the FAQ structured data. */
  question: string;
  facts: { label: string; value: string }[];
  notes: string[];
}

/** "Kosten im Detail": each cost item with its basis and amount in the base case, the total, the operator's share. */
export function costBreakdownFacts({ forecast, content, formats }: SectionContext) {
  const { inputs, model, tokens } = forecast;
  const { fillText, formatEuro, formatPercent } = formats;
  const { costBreakdown } = content["return-model-texts"];
  // A fixed item costs the same in every season: its amount per year says it all.
  const costAmount = (item: CostItem, index: number) =>
    item.kind === "percentOfRevenue"
      ? fillText(costBreakdown.item, {
          berechnung: fillText(costBreakdown.percentOfRevenue, { anteil: formatPercent(item.percentOfRevenue, 0) }),
          betrag: formatEuro(model.costs[index]!.euro),
          naechte: tokens.naechte,
        })
      : fillText(costBreakdown.perYear, { betrag: formatEuro(item.euroPerYear) });
  return [
    // Who receives each amount, so a reader can add up what the operator takes in all.
    ...inputs.costItems.map((item, index) => ({
      label: item.label,
      value: `${costAmount(item, index)}; ${fillText(costBreakdown.payee, { empfaenger: item.payee })}`,
    })),
    {
      label: costBreakdown.totalLabel,
      value: fillText(costBreakdown.total, { kosten: tokens.kosten, naechte: tokens.naechte }),
    },
    {
      label: costBreakdown.operatorShareLabel,
      value: fillText(costBreakdown.operatorShare, { betreiberanteil: tokens.betreiberanteil }),
    },
  ];
}

export function buyerFactTopics(context: SectionContext): BuyerFactTopic[] {
  const { content, language, fill } = context;
  const buyerFacts = content["buyer-facts"];
  return buyerFacts.topics.map(({ title, question, costBreakdown, seasonsLet, facts = [], notes = [] }) => ({
    title,
    question,
    facts: [
      ...(costBreakdown ? costBreakdownFacts(context) : []),
      ...(seasonsLet ? seasonsLetRows(buyerFacts, content["return-model"].occupiedNightsPerSeason, language) : []),
      ...facts.map(({ label, value }) => ({ label, value: fill(value) })),
    ],
    notes: notes.map(fill),
  }));
}

export function buyerFactsView(context: SectionContext, topics: readonly BuyerFactTopic[]) {
  const { heading, intro } = context.content["buyer-facts"];
  return {
    heading,
    intro,
    topics: topics.map((topic) => ({
      ...topic,
      facts: topic.facts.map((fact) => ({ label: fact.label, value: context.segments(fact.value) })),
      notes: topic.notes.map(context.segments),
    })),
  };
}

export type BuyerFactsView = ReturnType<typeof buyerFactsView>;

/** Undefined while buyer-facts.yaml still holds a placeholder: search engines must only see real answers. */
export function faqEntries(topics: readonly BuyerFactTopic[], placeholders: readonly OpenPlaceholder[]) {
  if (placeholders.some(({ file }) => file === dataFilePath("buyer-facts"))) return undefined;
  return topics.map(({ question, facts, notes }) => {
    const answers = facts.map(({ label, value }) => `${label}: ${value.replace(/\.$/, "")}.`);
    return { question, answer: [...answers, ...notes].join(" ") };
  });
}
