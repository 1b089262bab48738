import { describe, expect, it } from "vitest";
import type { OpenPlaceholder } from "../../src/lib/placeholders.ts";
import { formatEuro } from "../../src/lib/format.ts";
import { faqEntries, type BuyerFactTopic } from "../../src/lib/landing-page.ts";
import { readSiteContent, segmentsText } from "../support/site-content.ts";
import { fixtureRoot } from "../support/project-copy.ts";

describe("facts for the buyer", () => {
  const { content, page } = readSiteContent(fixtureRoot);
  const topics = content["buyer-facts"].topics;
  const shownTopic = (title: string) => page.returnModel.buyerFacts.topics.find((topic) => topic.title === title)!;

  it("lists each cost item, their total and the operator's share, with the season's total costs", () => {
    const costs = shownTopic(topics.find((topic) => topic.costBreakdown)!.title).facts;
    const { costBreakdown } = content["return-model-texts"];
    const inputs = content["return-model"];
    expect(costs.map((fact) => fact.label)).toEqual([
      ...inputs.costItems.map((item) => item.label),
      costBreakdown.totalLabel,
      costBreakdown.operatorShareLabel,
    ]);
    // Worked out here: fixed amounts plus shares of the base case's revenue.
    const revenue = inputs.occupiedNightsPerSeason * inputs.averagePricePerNightEuro;
    const totalCosts = inputs.costItems.reduce(
      (sum, item) => sum + (item.kind === "euroPerYear" ? item.euroPerYear : (revenue * item.percentOfRevenue) / 100),
      0,
    );
    expect(segmentsText(costs.at(-2)!.value)).toContain(formatEuro(totalCosts));
  });

  it("fills the purchase price into the fact that names it", () => {
    const purchaseTerms = topics.find((topic) => topic.facts?.some((fact) => fact.value === "{kaufpreis}"))!;
    const index = purchaseTerms.facts!.findIndex((fact) => fact.value === "{kaufpreis}");
    expect(segmentsText(shownTopic(purchaseTerms.title).facts[index]!.value)).toBe(
      formatEuro(content["return-model"].purchasePriceEuro),
    );
  });
});

describe("FAQ structured data", () => {
  const filled: BuyerFactTopic[] = [
    {
      title: "Liegeplatz",
      question: "Wo liegt das Hausboot?",
      facts: [
        { label: "Gewässer", value: "Plessower See, Steg 4." },
        { label: "Gebühr", value: "1.200 € pro Jahr" },
      ],
      notes: ["Der Vertrag läuft bis 2030."],
    },
    { title: "Steuern", question: "Wie wird besteuert?", facts: [], notes: ["Fragen Sie Ihre Steuerberatung."] },
  ];
  const placeholderIn = (file: string): OpenPlaceholder => ({ file, path: ["x"], explanation: "…", shown: "[x]" });

  it("is left out while buyer-facts.yaml holds a placeholder", () => {
    expect(faqEntries(filled, [placeholderIn("src/content/buyer-facts.yaml")])).toBeUndefined();
  });

  it("turns filled-in topics into questions with plain-text answers, whatever else is still open", () => {
    expect(faqEntries(filled, [placeholderIn("src/content/owner.yaml")])).toEqual([
      {
        question: "Wo liegt das Hausboot?",
        answer: "Gewässer: Plessower See, Steg 4. Gebühr: 1.200 € pro Jahr. Der Vertrag läuft bis 2030.",
      },
      { question: "Wie wird besteuert?", answer: "Fragen Sie Ihre Steuerberatung." },
    ]);
  });
});
