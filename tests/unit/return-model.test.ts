import { describe, expect, it } from "vitest";
import { agreedReturnTableValues } from "../support/agreed-figures.ts";
import { computeReturnModel, computeScenarios, type ReturnModelInputs } from "../../src/lib/return-model.ts";
import { costBreakdown, returnModelInputs, returnModelRows, scenarioRows } from "../../src/content/return-model.ts";

const nb = "\u00a0";

// The review's example: 2.500 € of the costs fixed per year, the rest (23 %) a share of revenue.
const withFixedCosts: ReturnModelInputs = {
  ...returnModelInputs,
  costItems: [
    { label: "Liegeplatz, Versicherung, Instandhaltung", euroPerYear: 2_500 },
    { label: "Reinigung und Plattformgebühren", percentOfRevenue: 23 },
  ],
};

describe("computeReturnModel", () => {
  it("derives every figure of the agreed forecast from the default cost list", () => {
    expect(computeReturnModel(returnModelInputs)).toEqual({
      grossRevenueEuro: 7800,
      costs: [{ label: "Betriebskosten (Reinigung, Plattformgebühren, Liegeplatz, Instandhaltung)", euro: 4290 }],
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
      costItems: [{ label: "Kosten", percentOfRevenue: 50 }],
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
      costItems: [{ label: "Fixkosten", euroPerYear: 4_200 }],
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
  it("evaluates 30, 45, 60, 75 and 90 nights by default and marks the inputs' own case", () => {
    const scenarios = computeScenarios(returnModelInputs);
    expect(scenarios.map((scenario) => scenario.nights)).toEqual([30, 45, 60, 75, 90]);
    expect(scenarios.filter((scenario) => scenario.isBaseCase).map((scenario) => scenario.nights)).toEqual([60]);
    expect(scenarios.find((scenario) => scenario.isBaseCase)!.model).toEqual(computeReturnModel(returnModelInputs));
  });

  it("scales linearly while every cost is a share of revenue", () => {
    const profits = computeScenarios(returnModelInputs).map((scenario) => scenario.model.ownerProfitEuro);
    expect(profits).toEqual([1228.5, 1842.75, 2457, 3071.25, 3685.5]);
  });

  it("falls faster than linearly with fixed costs and turns negative at low occupancy", () => {
    const scenarios = computeScenarios(withFixedCosts, { nights: [30, 40, 60] });
    const [thirty, forty, sixty] = scenarios.map((scenario) => scenario.model);
    // The review's figures: about 1,4 % at 40 nights and 0,5 % at 30.
    expect(forty!.yieldPercent).toBe(1.4);
    expect(thirty!.yieldPercent).toBe(0.5);
    // Half the nights leaves less than a quarter of the profit.
    expect(thirty!.ownerProfitEuro).toBeLessThan(sixty!.ownerProfitEuro / 2 / 2);
    const heavy = computeScenarios({ ...withFixedCosts, costItems: [{ label: "Fixkosten", euroPerYear: 4_200 }] });
    expect(heavy[0]!.model.yieldPercent).toBe(-0.4);
    expect(heavy[0]!.model.ownerProfitEuro).toBeLessThan(0);
  });

  it("evaluates every combination of nights and prices", () => {
    const scenarios = computeScenarios(returnModelInputs, { nights: [45, 60], pricesPerNightEuro: [110, 130] });
    expect(scenarios.map(({ nights, pricePerNightEuro }) => [nights, pricePerNightEuro])).toEqual([
      [45, 110],
      [60, 110],
      [45, 130],
      [60, 130],
    ]);
    expect(scenarios.filter((scenario) => scenario.isBaseCase)).toHaveLength(1);
    expect(scenarios[1]!.model.grossRevenueEuro).toBe(6600);
  });
});

describe("the forecast as the page shows it", () => {
  it("lists the nine rows of the table, formatted for German readers", () => {
    expect(returnModelRows(returnModelInputs).map((row) => row.value)).toEqual(agreedReturnTableValues);
  });

  it("names the season, the percentages and the forecast in the labels", () => {
    const labels = returnModelRows(returnModelInputs).map((row) => row.label);
    expect(labels[1]).toContain("Mai bis Oktober");
    expect(labels[4]).toBe(`Gesamtkosten (55${nb}% des Umsatzes)`);
    expect(labels[6]).toContain(`30${nb}%`);
    expect(labels[8]).toContain("Prognose");
    expect(labels[8]).toContain("vor Steuern und Abschreibung");
  });

  it("shows negative scenarios honestly", () => {
    const rows = scenarioRows({ ...returnModelInputs, costItems: [{ label: "Fixkosten", euroPerYear: 4_200 }] });
    expect(rows[0]).toMatchObject({
      nights: "30",
      ownerProfit: `\u2212300${nb}€`,
      yield: `\u22120,4${nb}%${nb}p.${nb}a.`,
    });
  });

  it("breaks the costs down from the same list as the forecast", () => {
    expect(costBreakdown(returnModelInputs)).toEqual({
      "Betriebskosten (Reinigung, Plattformgebühren, Liegeplatz, Instandhaltung)": `55${nb}% des Umsatzes, bei 60${nb}Nächten 4.290${nb}€`,
      "Kosten zusammen": `bei 60${nb}Nächten 4.290${nb}€`,
      "Anteil des Betreibers": `30${nb}% des Gewinns nach Kosten; in einer Saison mit Verlust nichts`,
    });
    expect(Object.keys(costBreakdown(withFixedCosts))).toEqual([
      "Liegeplatz, Versicherung, Instandhaltung",
      "Reinigung und Plattformgebühren",
      "Kosten zusammen",
      "Anteil des Betreibers",
    ]);
    expect(costBreakdown(withFixedCosts)["Liegeplatz, Versicherung, Instandhaltung"]).toBe(
      `2.500${nb}€ pro Jahr, bei 60${nb}Nächten 2.500${nb}€`,
    );
  });
});
