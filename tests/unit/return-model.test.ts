import { describe, expect, it } from "vitest";
import type { ReturnModelInputs } from "../../src/content-schemas/return-model.ts";
import type { OfferStatus } from "../../src/content-schemas/risk-notice.ts";
import { buyerFactTopics, costBreakdownFacts } from "../../src/views/buyer-facts-view.ts";
import {
  computeReturnModel,
  computeScenarios,
  nightsWithBaseCase,
  returnModelView,
} from "../../src/views/return-model.ts";
import { sectionContext } from "../../src/views/section-context.ts";
import { fixtureRoot } from "../support/project-copy.ts";
import { readSiteContent } from "../support/site-content.ts";

const nb = "\u00a0";

// Fixed inputs: the figures agreed for the forecast (purchase price 75.000 €, 60 nights at 130 €, 1.950 € of fixed
// costs per year and 30 % of revenue, operator share 30 %). The only place the agreed results are written down.
const returnModelInputs: ReturnModelInputs = {
  purchasePriceEuro: 75_000,
  occupiedNightsPerSeason: 60,
  seasonLabel: "Mai bis Oktober",
  averagePricePerNightEuro: 130,
  costItems: [
    { kind: "euroPerYear", label: "Liegeplatz", payee: "der Hafen", euroPerYear: 900 },
    { kind: "euroPerYear", label: "Versicherung", payee: "der Versicherer", euroPerYear: 450 },
    { kind: "euroPerYear", label: "Winterliegeplatz und Eisschutz", payee: "die Werft", euroPerYear: 300 },
    { kind: "euroPerYear", label: "Instandhaltungsrücklage", payee: "die Rücklage", euroPerYear: 300 },
    { kind: "percentOfRevenue", label: "Reinigung", payee: "der Betreiber", percentOfRevenue: 15 },
    { kind: "percentOfRevenue", label: "Plattformgebühren", payee: "Airbnb", percentOfRevenue: 15 },
  ],
  costsConfirmed: true,
  operatorSharePercentOfProfit: 30,
  scenarioNights: [30, 45, 60, 75, 90],
};
const agreedReturnTableValues = [
  `75.000${nb}€`,
  `60${nb}Nächte`,
  `130${nb}€`,
  `7.800${nb}€`,
  `4.290${nb}€`,
  `3.510${nb}€`,
  `1.053${nb}€`,
  `2.457${nb}€`,
  `3,3${nb}%`,
];
// The section's words as a fresh clone has them.
const { content, placeholders } = readSiteContent(fixtureRoot);
const texts = content["return-model-texts"];

/** The section's table and scenarios, the named fields' values and "Kosten im Detail" for these inputs. */
function offerView(inputs: ReturnModelInputs, offerStatus: OfferStatus) {
  const riskNotice = { ...content["risk-notice"], offerStatus };
  const context = sectionContext({ ...content, "return-model": inputs, "risk-notice": riskNotice }, placeholders, "de");
  const { table, scenarios } = returnModelView(context, buyerFactTopics(context));
  return { table, scenarios, tokens: context.forecast.tokens, costBreakdown: costBreakdownFacts(context) };
}

// The review's example: 2.500 € of the costs fixed per year, the rest (23 %) a share of revenue.
const withFixedCosts: ReturnModelInputs = {
  ...returnModelInputs,
  costItems: [
    {
      kind: "euroPerYear",
      label: "Liegeplatz, Versicherung, Instandhaltung",
      payee: "der Betreiber",
      euroPerYear: 2_500,
    },
    {
      kind: "percentOfRevenue",
      label: "Reinigung und Plattformgebühren",
      payee: "der Betreiber",
      percentOfRevenue: 23,
    },
  ],
};

describe("computeReturnModel", () => {
  it("derives every figure of the agreed forecast from the default cost list", () => {
    expect(computeReturnModel(returnModelInputs)).toEqual({
      grossRevenueEuro: 7800,
      // The fixed items as they are, each 15 % item of 7.800 € revenue 1.170 €.
      costs: returnModelInputs.costItems.map(({ label }, index) => ({
        label,
        euro: [900, 450, 300, 300, 1170, 1170][index],
      })),
      totalCostsEuro: 4290,
      totalCostsPercentOfRevenue: 55,
      profitBeforeSplitEuro: 3510,
      operatorShareEuro: 1053,
      ownerProfitEuro: 2457,
      yieldPercent: 3.3,
    });
  });

  it("adds up fixed and revenue-dependent cost items", () => {
    const model = computeReturnModel(withFixedCosts);
    expect(model.costs.map((cost) => cost.euro)).toEqual([2500, 1794]);
    expect(model.totalCostsEuro).toBe(4294);
    expect(model.totalCostsPercentOfRevenue).toBe(55.1);
    expect(model.profitBeforeSplitEuro).toBe(3506);
    expect(model.ownerProfitEuro).toBe(2454.2);
  });

  it("follows a change of any input", () => {
    const model = computeReturnModel({
      ...returnModelInputs,
      occupiedNightsPerSeason: 100,
      averagePricePerNightEuro: 150,
      costItems: [{ kind: "percentOfRevenue", label: "Kosten", payee: "der Betreiber", percentOfRevenue: 50 }],
      operatorSharePercentOfProfit: 20,
      purchasePriceEuro: 60_000,
    });
    expect(model.grossRevenueEuro).toBe(15_000);
    expect(model.totalCostsEuro).toBe(7_500);
    expect(model.operatorShareEuro).toBe(1_500);
    expect(model.ownerProfitEuro).toBe(6_000);
    expect(model.yieldPercent).toBe(10);
  });

  it("rounds the yield to one decimal, half up", () => {
    // 2457 / 75000 = 3.276 % → 3.3 %
    expect(computeReturnModel({ ...returnModelInputs, purchasePriceEuro: 75_000 }).yieldPercent).toBe(3.3);
    // 2457 / 70200 = 3.5 % exactly
    expect(computeReturnModel({ ...returnModelInputs, purchasePriceEuro: 70_200 }).yieldPercent).toBe(3.5);
    // 2457 / 80000 = 3.071 % → 3.1 %
    expect(computeReturnModel({ ...returnModelInputs, purchasePriceEuro: 80_000 }).yieldPercent).toBe(3.1);
  });

  it("leaves a loss with the owner: the operator only shares a profit", () => {
    const model = computeReturnModel({
      ...returnModelInputs,
      occupiedNightsPerSeason: 30,
      costItems: [{ kind: "euroPerYear", label: "Fixkosten", payee: "der Betreiber", euroPerYear: 4_200 }],
    });
    expect(model.profitBeforeSplitEuro).toBe(-300);
    expect(model.operatorShareEuro).toBe(0);
    expect(model.ownerProfitEuro).toBe(-300);
    expect(model.yieldPercent).toBe(-0.4);
  });

  it("reports no cost share without revenue instead of dividing by zero", () => {
    const model = computeReturnModel({ ...withFixedCosts, occupiedNightsPerSeason: 0 });
    expect(model.totalCostsPercentOfRevenue).toBe(0);
    expect(model.ownerProfitEuro).toBe(-2500);
  });
});

describe("computeScenarios", () => {
  it("evaluates the scenario nights in ascending order and marks the inputs' own case", () => {
    const scenarios = computeScenarios(returnModelInputs, [90, 30, 60, 45, 75]);
    expect(scenarios.map((scenario) => scenario.nights)).toEqual([30, 45, 60, 75, 90]);
    expect(scenarios.filter((scenario) => scenario.isBaseCase).map((scenario) => scenario.nights)).toEqual([60]);
    expect(scenarios.find((scenario) => scenario.isBaseCase)!.model).toEqual(computeReturnModel(returnModelInputs));
  });

  it("adds the base case where the scenario nights leave it out", () => {
    expect(nightsWithBaseCase([30, 45, 60, 75, 90], 55)).toEqual([30, 45, 55, 60, 75, 90]);
    expect(nightsWithBaseCase([80], 55)).toEqual([55, 80]);
    expect(nightsWithBaseCase([30, 60], 60)).toEqual([30, 60]);
    const scenarios = computeScenarios({ ...returnModelInputs, occupiedNightsPerSeason: 55 }, [30, 60, 90]);
    expect(scenarios.map(({ nights, isBaseCase }) => [nights, isBaseCase])).toEqual([
      [30, false],
      [55, true],
      [60, false],
      [90, false],
    ]);
  });

  it("scales linearly while every cost is a share of revenue", () => {
    const shareOnly: ReturnModelInputs = {
      ...returnModelInputs,
      costItems: [{ kind: "percentOfRevenue", label: "Kosten", payee: "der Betreiber", percentOfRevenue: 55 }],
    };
    const profits = computeScenarios(shareOnly, returnModelInputs.scenarioNights).map(
      (scenario) => scenario.model.ownerProfitEuro,
    );
    expect(profits).toEqual([1228.5, 1842.75, 2457, 3071.25, 3685.5]);
  });

  it("falls faster than linearly with fixed costs and turns negative at low occupancy", () => {
    const scenarios = computeScenarios(withFixedCosts, [30, 40, 60]);
    const [thirty, forty, sixty] = scenarios.map((scenario) => scenario.model);
    // The review's figures: about 1,4 % at 40 nights and 0,5 % at 30.
    expect(forty!.yieldPercent).toBe(1.4);
    expect(thirty!.yieldPercent).toBe(0.5);
    // Half the nights leaves less than a quarter of the profit.
    expect(thirty!.ownerProfitEuro).toBeLessThan(sixty!.ownerProfitEuro / 2 / 2);
    const heavy = computeScenarios(
      {
        ...withFixedCosts,
        costItems: [{ kind: "euroPerYear", label: "Fixkosten", payee: "der Betreiber", euroPerYear: 4_200 }],
      },
      [30],
    );
    expect(heavy[0]!.model.yieldPercent).toBe(-0.4);
    expect(heavy[0]!.model.ownerProfitEuro).toBeLessThan(0);
  });
});

describe("the forecast as the page shows it (returnModelView)", () => {
  const view = offerView(returnModelInputs, "verkauf");

  it("lists the nine rows of the table with the agreed figures, formatted for German readers", () => {
    expect(view.table.rows.map((row) => row.value)).toEqual(agreedReturnTableValues);
    expect(view.table.rows.filter((row) => row.emphasis).map((row) => row.value)).toEqual([`2.457${nb}€`, `3,3${nb}%`]);
  });

  it("states the fixed costs a season without letting still bears, and no such line when no item is fixed", () => {
    expect(view.tokens["feste-kosten"]).toBe(`1.950${nb}€`);
    expect(view.scenarios.fixedCostsNote).toBe(
      texts.scenarios.fixedCostsNote.verkauf.replace("{feste-kosten}", `1.950${nb}€`),
    );
    // A Vermögensanlage's note leaves room for what its promise covers.
    expect(offerView(returnModelInputs, "vermoegensanlage").scenarios.fixedCostsNote).toBe(
      texts.scenarios.fixedCostsNote.vermoegensanlage.replace("{feste-kosten}", `1.950${nb}€`),
    );
    expect(offerView(withFixedCosts, "verkauf").tokens["feste-kosten"]).toBe(`2.500${nb}€`);
    const onlyShares = offerView(
      {
        ...returnModelInputs,
        costItems: [{ kind: "percentOfRevenue", label: "Alles", payee: "der Betreiber", percentOfRevenue: 55 }],
      },
      "verkauf",
    );
    expect(onlyShares.scenarios.fixedCostsNote).toBeUndefined();
  });

  it("fills the season, the percentages and the forecast into the labels", () => {
    const labels = view.table.rows.map((row) => row.label);
    expect(labels[1]).toBe("Belegung (Mai bis Oktober)");
    // No share of revenue: 55 % holds only at the base case (at 30 nights the same items are 80 %).
    expect(labels[4]).toBe("Gesamtkosten (Posten unter „Kosten im Detail“)");
    expect(labels[6]).toBe(`Anteil des Betreibers (30${nb}%)`);
    expect(labels[8]).toBe("Prognose der Rendite vor Steuern und Abschreibung, bezogen auf den Kaufpreis");
  });

  it("gives the named fields their formatted values", () => {
    expect(view.tokens).toMatchObject({
      kaufpreis: `75.000${nb}€`,
      naechte: "60",
      betreiberanteil: `30${nb}%`,
      "ihr-gewinn": `2.457${nb}€`,
      rendite: `3,3${nb}%`,
    });
  });

  it("marks the base case among the scenarios, in the table's rows and the chart's bars alike", () => {
    const base = offerView({ ...returnModelInputs, occupiedNightsPerSeason: 55 }, "verkauf");
    expect(base.scenarios.rows.map((row) => row.nights)).toEqual(["30", "45", "55", "60", "75", "90"]);
    expect(base.scenarios.rows.filter((row) => row.isBaseCase).map((row) => row.nights)).toEqual(["55"]);
    expect(base.scenarios.chart.layout.bars).toHaveLength(6);
    expect(base.scenarios.chart.description).toContain(`bei 55${nb}Nächten: ${base.tokens["ihr-gewinn"]} (Basisfall)`);
    expect(base.scenarios.chart.description).toContain(`„${texts.scenarios.caption}“`);
  });

  it("shows negative scenarios honestly", () => {
    const losing = offerView(
      {
        ...returnModelInputs,
        costItems: [{ kind: "euroPerYear", label: "Fixkosten", payee: "der Betreiber", euroPerYear: 4_200 }],
      },
      "verkauf",
    );
    expect(losing.scenarios.rows[0]).toMatchObject({
      nights: "30",
      ownerProfit: `\u2212300${nb}€`,
      yield: `\u22120,4${nb}%`,
    });
    expect(losing.scenarios.chart.layout.hasNegative).toBe(true);
  });

  it("breaks the costs down from the same list as the forecast, each with who receives it", () => {
    const to = (payee: string) => `; ${texts.costBreakdown.payee.replace("{empfaenger}", payee)}`;
    expect(view.costBreakdown).toEqual([
      { label: "Liegeplatz", value: `900${nb}€ pro Jahr${to("der Hafen")}` },
      { label: "Versicherung", value: `450${nb}€ pro Jahr${to("der Versicherer")}` },
      { label: "Winterliegeplatz und Eisschutz", value: `300${nb}€ pro Jahr${to("die Werft")}` },
      { label: "Instandhaltungsrücklage", value: `300${nb}€ pro Jahr${to("die Rücklage")}` },
      { label: "Reinigung", value: `15${nb}% des Umsatzes, bei 60${nb}Nächten 1.170${nb}€${to("der Betreiber")}` },
      { label: "Plattformgebühren", value: `15${nb}% des Umsatzes, bei 60${nb}Nächten 1.170${nb}€${to("Airbnb")}` },
      { label: "Kosten zusammen", value: `bei 60${nb}Nächten 4.290${nb}€` },
      { label: "Anteil des Betreibers", value: `30${nb}% des Gewinns nach Kosten; in einer Saison mit Verlust nichts` },
    ]);
    const fixed = offerView(withFixedCosts, "verkauf").costBreakdown;
    expect(fixed.map((fact) => fact.label)).toEqual([
      "Liegeplatz, Versicherung, Instandhaltung",
      "Reinigung und Plattformgebühren",
      "Kosten zusammen",
      "Anteil des Betreibers",
    ]);
    expect(fixed[0]!.value).toBe(`2.500${nb}€ pro Jahr${to("der Betreiber")}`);
  });
});
