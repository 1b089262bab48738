import { describe, expect, it } from "vitest";
import { agreedReturnTableValues } from "../support/agreed-figures.ts";
import { computeReturnModel } from "../../src/lib/return-model.ts";
import { returnModelInputs, returnModelRows } from "../../src/content/return-model.ts";

describe("computeReturnModel", () => {
  it("derives every figure of the agreed forecast from the inputs", () => {
    expect(computeReturnModel(returnModelInputs)).toEqual({
      grossRevenueEuro: 7800,
      totalCostsEuro: 4290,
      profitBeforeSplitEuro: 3510,
      operatorShareEuro: 1053,
      ownerProfitEuro: 2457,
      yieldPercent: 3.3,
    });
  });

  it("follows a change of any input", () => {
    const model = computeReturnModel({
      ...returnModelInputs,
      occupiedNightsPerSeason: 100,
      averagePricePerNightEuro: 150,
      totalCostsPercentOfRevenue: 50,
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
});

describe("returnModelRows", () => {
  it("lists the nine rows of the table, formatted for German readers", () => {
    expect(returnModelRows(returnModelInputs).map((row) => row.value)).toEqual(agreedReturnTableValues);
  });

  it("names the season and the percentages in the labels", () => {
    const labels = returnModelRows(returnModelInputs).map((row) => row.label);
    expect(labels[1]).toContain("Mai bis Oktober");
    expect(labels[4]).toContain("55 %");
    expect(labels[6]).toContain("30 %");
  });
});
