import type { CostItem, ReturnModelInputs } from "../content-schemas/return-model.ts";

const roundToCents = (value: number) => Math.round(value * 100) / 100;
const roundToOneDecimal = (value: number) => Math.round(value * 10) / 10;

const costInEuro = (item: CostItem, grossRevenueEuro: number) =>
  item.kind === "euroPerYear" ? item.euroPerYear : (grossRevenueEuro * item.percentOfRevenue) / 100;

/**
 * Every figure of one season: each cost item in euros (in the order of the inputs), the total costs as a share of the
 * gross revenue (0 without revenue), and the yield, the owner's profit over the purchase price in percent per year,
 * rounded to one decimal.
 */
export function computeReturnModel(inputs: ReturnModelInputs) {
  const grossRevenueEuro = roundToCents(inputs.occupiedNightsPerSeason * inputs.averagePricePerNightEuro);
  const costs = inputs.costItems.map((item) => ({
    label: item.label,
    euro: roundToCents(costInEuro(item, grossRevenueEuro)),
  }));
  const totalCostsEuro = roundToCents(costs.reduce((sum, cost) => sum + cost.euro, 0));
  const profitBeforeSplitEuro = roundToCents(grossRevenueEuro - totalCostsEuro);
  const operatorShareEuro = roundToCents(
    (Math.max(profitBeforeSplitEuro, 0) * inputs.operatorSharePercentOfProfit) / 100,
  );
  const ownerProfitEuro = roundToCents(profitBeforeSplitEuro - operatorShareEuro);
  return {
    grossRevenueEuro,
    costs,
    totalCostsEuro,
    totalCostsPercentOfRevenue: grossRevenueEuro > 0 ? roundToOneDecimal((totalCostsEuro / grossRevenueEuro) * 100) : 0,
    profitBeforeSplitEuro,
    operatorShareEuro,
    ownerProfitEuro,
    yieldPercent: roundToOneDecimal((ownerProfitEuro / inputs.purchasePriceEuro) * 100),
  };
}

/** What the fixed items cost per year, in a season without any letting too. */
export const fixedCostsPerYearEuro = (costItems: readonly CostItem[]) =>
  roundToCents(costItems.reduce((sum, item) => sum + (item.kind === "euroPerYear" ? item.euroPerYear : 0), 0));

/** The scenarios' nights in ascending order, with the base case's nights added where they are missing. */
export const nightsWithBaseCase = (scenarioNights: readonly number[], baseCaseNights: number): number[] =>
  [...new Set([...scenarioNights, baseCaseNights])].sort((a, b) => a - b);

/** The same model for several occupancies, the base case (the inputs' own occupancy) among them. */
export function computeScenarios(inputs: ReturnModelInputs, scenarioNights: readonly number[]) {
  return nightsWithBaseCase(scenarioNights, inputs.occupiedNightsPerSeason).map((nights) => ({
    nights,
    isBaseCase: nights === inputs.occupiedNightsPerSeason,
    model: computeReturnModel({ ...inputs, occupiedNightsPerSeason: nights }),
  }));
}
