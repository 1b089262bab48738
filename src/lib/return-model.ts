export interface ReturnModelInputs {
  purchasePriceEuro: number;
  occupiedNightsPerSeason: number;
  seasonLabel: string;
  averagePricePerNightEuro: number;
  /** Operating costs, cleaning, platform fees, berth and maintenance, as a share of gross revenue. */
  totalCostsPercentOfRevenue: number;
  operatorSharePercentOfProfit: number;
}

export interface ReturnModel {
  grossRevenueEuro: number;
  totalCostsEuro: number;
  profitBeforeSplitEuro: number;
  operatorShareEuro: number;
  ownerProfitEuro: number;
  /** Owner's profit divided by the purchase price, in percent per year, rounded to one decimal. */
  yieldPercent: number;
}

const roundToCents = (value: number) => Math.round(value * 100) / 100;

export function computeReturnModel(inputs: ReturnModelInputs): ReturnModel {
  const grossRevenueEuro = roundToCents(inputs.occupiedNightsPerSeason * inputs.averagePricePerNightEuro);
  const totalCostsEuro = roundToCents((grossRevenueEuro * inputs.totalCostsPercentOfRevenue) / 100);
  const profitBeforeSplitEuro = roundToCents(grossRevenueEuro - totalCostsEuro);
  const operatorShareEuro = roundToCents((profitBeforeSplitEuro * inputs.operatorSharePercentOfProfit) / 100);
  const ownerProfitEuro = roundToCents(profitBeforeSplitEuro - operatorShareEuro);
  const yieldPercent = Math.round((ownerProfitEuro / inputs.purchasePriceEuro) * 1000) / 10;
  return { grossRevenueEuro, totalCostsEuro, profitBeforeSplitEuro, operatorShareEuro, ownerProfitEuro, yieldPercent };
}
