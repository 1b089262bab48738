import { describe, expect, it } from "vitest";
import type { OpenPlaceholder } from "../../src/content-reading/placeholders.ts";
import { formatsIn } from "../../src/formatting/format.ts";
import { seasonsLetRows } from "../../src/views/seasons-let.ts";
import { faqEntries, type BuyerFactTopic } from "../../src/views/buyer-facts-view.ts";
import { readSiteContent, segmentsText } from "../support/site-content.ts";
import { fixtureRoot } from "../support/project-copy.ts";

const { formatEuro, typeset } = formatsIn("de");

describe("facts for the buyer", () => {
  const { content, page } = readSiteContent(fixtureRoot);
  const topics = content["buyer-facts"].topics;
  const shownTopic = (title: string) => page.returnModel.buyerFacts.topics.find((topic) => topic.title === title)!;

  it("lists each cost item, their total and the operator's share, with the season's total costs", () => {
    const costs = shownTopic(topics.find((topic) => topic.costBreakdown)!.title).facts;
    const { costBreakdown } = content["return-model-texts"];
    const inputs = content["return-model"];
    const costTopic = topics.find((topic) => topic.costBreakdown)!;
    expect(costs.map((fact) => fact.label)).toEqual([
      ...inputs.costItems.map((item) => item.label),
      costBreakdown.totalLabel,
      costBreakdown.operatorShareLabel,
      ...(costTopic.facts ?? []).map((fact) => fact.label),
    ]);
    // Each item names who receives it, so the operator's whole pay can be added up.
    for (const [index, item] of inputs.costItems.entries()) {
      expect(segmentsText(costs[index]!.value)).toContain(item.payee);
    }
    // Worked out here: fixed amounts plus shares of the base case's revenue.
    const revenue = inputs.occupiedNightsPerSeason * inputs.averagePricePerNightEuro;
    const totalCosts = inputs.costItems.reduce(
      (sum, item) => sum + (item.kind === "euroPerYear" ? item.euroPerYear : (revenue * item.percentOfRevenue) / 100),
      0,
    );
    const total = costs.find((fact) => fact.label === costBreakdown.totalLabel)!;
    expect(segmentsText(total.value)).toContain(formatEuro(totalCosts));
  });

  it("lists the seasons let beside the forecast's base case and names each season the forecast exceeds", () => {
    const facts = content["buyer-facts"];
    const texts = facts.seasonsLetTexts;
    const baseCase = content["return-model"].occupiedNightsPerSeason;
    const rows = shownTopic(topics.find((topic) => topic.seasonsLet)!.title).facts;
    expect(rows.slice(0, facts.seasonsLet.length).map((fact) => fact.label)).toEqual(
      facts.seasonsLet.map(({ season }) => texts.seasonLabel.replace("{zeitraum}", season)),
    );
    const comparison = rows[facts.seasonsLet.length]!;
    expect(comparison.label).toBe(texts.comparisonLabel);
    const exceeded = facts.seasonsLet.filter(({ nights }) => nights < baseCase);
    const opening = (text: string) => text.slice(0, text.indexOf("{"));
    expect(segmentsText(comparison.value)).toContain(
      opening(
        exceeded.length > 0 ? texts.aboveLet : facts.seasonsLet.length > 0 ? texts.notAboveLet : texts.noSeasonLet,
      ),
    );
    for (const { season } of exceeded) expect(segmentsText(comparison.value)).toContain(season);
  });

  it("says so when no season was let, or none fell short of the forecast", () => {
    const facts = content["buyer-facts"];
    const texts = facts.seasonsLetTexts;
    const comparison = (seasonsLet: typeof facts.seasonsLet, baseCase: number) =>
      seasonsLetRows({ ...facts, seasonsLet }, baseCase).at(-1)!.value;
    expect(comparison([], 50)).toBe(typeset(texts.noSeasonLet.replace("{naechte}", "50")));
    expect(comparison([{ season: "Sommer A", nights: 70 }], 50)).toBe(
      typeset(texts.notAboveLet.replace("{naechte}", "50")),
    );
    const exceeded = comparison(
      [
        { season: "Sommer A", nights: 70 },
        { season: "Sommer B", nights: 40 },
      ],
      50,
    );
    expect(exceeded).toContain("Sommer B");
    expect(exceeded).not.toContain("Sommer A");
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
