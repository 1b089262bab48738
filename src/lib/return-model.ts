import type { CostItem, ReturnModelInputs } from "../content-schemas/return-model.ts";

export interface ReturnModel {
  grossRevenueEuro: number;
  /** Each cost item in euros for this season, in the order of the inputs. */
  costs: { label: string; euro: number }[];
  totalCostsEuro: number;
  /** Total costs as a share of gross revenue (0 when there is no revenue). */
  totalCostsPercentOfRevenue: number;
  profitBeforeSplitEuro: number;
  operatorShareEuro: number;
  ownerProfitEuro: number;
  /** Owner's profit divided by the purchase price, in percent per year, rounded to one decimal. */
  yieldPercent: number;
}

const roundToCents = (value: number) => Math.round(value * 100) / 100;
const roundToOneDecimal = (value: number) => Math.round(value * 10) / 10;

const costInEuro = (item: CostItem, grossRevenueEuro: number) =>
  item.kind === "euroPerYear" ? item.euroPerYear : (grossRevenueEuro * item.percentOfRevenue) / 100;

export function computeReturnModel(inputs: ReturnModelInputs): ReturnModel {
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

export interface Scenario {
  nights: number;
  /** The inputs' own occupancy: the row the nine-row table shows. */
  isBaseCase: boolean;
  model: ReturnModel;
}

/** The scenarios' nights in ascending order, with the base case's nights added where they are missing. */
export const nightsWithBaseCase = (scenarioNights: readonly number[], baseCaseNights: number): number[] =>
  [...new Set([...scenarioNights, baseCaseNights])].sort((a, b) => a - b);

/** The same model for several occupancies, the base case among them. */
export function computeScenarios(inputs: ReturnModelInputs, scenarioNights: readonly number[]): Scenario[] {
  return nightsWithBaseCase(scenarioNights, inputs.occupiedNightsPerSeason).map((nights) => ({
    nights,
    isBaseCase: nights === inputs.occupiedNightsPerSeason,
    model: computeReturnModel({ ...inputs, occupiedNightsPerSeason: nights }),
  }));
}
