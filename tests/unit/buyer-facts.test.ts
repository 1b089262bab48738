import { describe, expect, it } from "vitest";
import { agreedBuyerFactTopics } from "../support/agreed-figures.ts";
import { buyerFacts, faqEntries, type BuyerFactTopic } from "../../src/content/buyer-facts.ts";
import { containsPlaceholder } from "../../src/content/placeholder.ts";
import { costBreakdown, returnModelInputs } from "../../src/content/return-model.ts";

describe("facts for the buyer", () => {
  it("covers the six topics in the agreed order", () => {
    expect(Object.values(buyerFacts).map((topic) => topic.title)).toEqual(agreedBuyerFactTopics);
  });

  it("takes the costs from the forecast's own cost list", () => {
    expect(buyerFacts.costs.facts).toEqual(costBreakdown(returnModelInputs));
  });

  it("says only that rental income is taxable and an advisor should be asked", () => {
    expect(buyerFacts.taxes.facts).toEqual({});
    expect(buyerFacts.taxes.notes).toHaveLength(1);
    expect(buyerFacts.taxes.notes[0]).toMatch(/steuerpflichtig.*Steuerberater/);
  });

  it("marks every owner-specific answer as a placeholder until it is filled in", () => {
    for (const topic of [buyerFacts.operator, buyerFacts.berth, buyerFacts.condition]) {
      for (const value of Object.values(topic.facts)) expect(containsPlaceholder(value)).toBe(true);
    }
  });
});

describe("FAQ structured data", () => {
  it("is left out while any answer is a placeholder", () => {
    expect(faqEntries(Object.values(buyerFacts))).toBeUndefined();
  });

  it("turns filled-in topics into questions with plain-text answers", () => {
    const filled: BuyerFactTopic[] = [
      {
        title: "Liegeplatz",
        question: "Wo liegt das Hausboot?",
        facts: { Gewässer: "Plessower See, Steg 4.", Gebühr: "1.200 € pro Jahr" },
        notes: ["Der Vertrag läuft bis 2030."],
      },
      { title: "Steuern", question: "Wie wird besteuert?", facts: {}, notes: ["Fragen Sie Ihre Steuerberatung."] },
    ];
    expect(faqEntries(filled)).toEqual([
      {
        question: "Wo liegt das Hausboot?",
        answer: "Gewässer: Plessower See, Steg 4. Gebühr: 1.200 € pro Jahr. Der Vertrag läuft bis 2030.",
      },
      { question: "Wie wird besteuert?", answer: "Fragen Sie Ihre Steuerberatung." },
    ]);
  });
});
