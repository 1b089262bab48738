import { describe, expect, it } from "vitest";
import type { OpenPlaceholder } from "../../src/lib/placeholders.ts";
import { faqEntries, type BuyerFactTopic } from "../../src/lib/landing-page.ts";
import { readSiteContent } from "../support/site-content.ts";
import { fixtureRoot } from "../support/project-copy.ts";

describe("facts for the buyer", () => {
  const { content, page } = readSiteContent(fixtureRoot);
  const topic = (title: string) => page.returnModel.buyerFacts.topics.find((topic) => topic.title === title)!;

  it("lists each cost item, their total and the operator's share, with the amounts of the forecast's table", () => {
    const costs = topic("Kosten im Detail").facts;
    expect(costs.map((fact) => fact.label)).toEqual([
      ...content["return-model"].costItems.map((item) => item.label),
      "Kosten zusammen",
      "Anteil des Betreibers",
    ]);
    const totalCosts = page.returnModel.table.rows[4]!.value;
    expect(costs.at(-2)!.value).toContain(totalCosts);
  });

  it("fills the purchase price into the purchase terms", () => {
    expect(topic("Kaufbedingungen").facts[0]).toEqual({ label: "Kaufpreis", value: "75.000\u00a0€" });
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
