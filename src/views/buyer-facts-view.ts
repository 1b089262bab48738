// What a buyer must know (buyer-facts.yaml), each topic's facts filled in: the cost breakdown and the seasons let come
// from the forecast, the rest from the file. Also the FAQ search engines read.
import { dataFilePath } from "../content-reading/data-file-paths.ts";
import type { OpenPlaceholder } from "../content-reading/placeholders.ts";
import { seasonsLetRows } from "./seasons-let.ts";
import type { SectionContext } from "./section-context.ts";

export interface BuyerFactTopic {
  title: string;
  /** The topic as a question, for the FAQ structured data. */
  question: string;
  facts: { label: string; value: string }[];
  notes: string[];
}

export function buyerFactTopics({ content, language, offer, fill }: SectionContext): BuyerFactTopic[] {
  const buyerFacts = content["buyer-facts"];
  return buyerFacts.topics.map(({ title, question, costBreakdown, seasonsLet, facts = [], notes = [] }) => ({
    title,
    question,
    facts: [
      ...(costBreakdown ? offer.costBreakdown : []),
      ...(seasonsLet ? seasonsLetRows(buyerFacts, content["return-model"].occupiedNightsPerSeason, language) : []),
      ...facts.map(({ label, value }) => ({ label, value: fill(value) })),
    ],
    notes: notes.map(fill),
  }));
}

export function buyerFactsView(context: SectionContext) {
  const { heading, intro } = context.content["buyer-facts"];
  return {
    heading,
    intro,
    topics: buyerFactTopics(context).map((topic) => ({
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
