/** One cost of running the boat: either a share of gross revenue or a fixed amount per year. */
export type CostItem =
  | { label: string; percentOfRevenue: number; euroPerYear?: never }
  | { label: string; euroPerYear: number; percentOfRevenue?: never };

export interface ReturnModelInputs {
  purchasePriceEuro: number;
  occupiedNightsPerSeason: number;
  seasonLabel: string;
  averagePricePerNightEuro: number;
  costItems: readonly CostItem[];
  /** The operator's share of a positive profit before split; a loss stays with the owner. */
  operatorSharePercentOfProfit: number;
}

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
  item.euroPerYear ?? (grossRevenueEuro * item.percentOfRevenue) / 100;

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

export interface Scenario {
  nights: number;
  pricePerNightEuro: number;
  /** The inputs' own occupancy and price: the row the nine-row table shows. */
  isBaseCase: boolean;
  model: ReturnModel;
}

const defaultScenarioNights: readonly number[] = [30, 45, 60, 75, 90];

/** The same model for several occupancies and, optionally, several prices per night (every combination). */
export function computeScenarios(
  inputs: ReturnModelInputs,
  {
    nights = defaultScenarioNights,
    pricesPerNightEuro = [inputs.averagePricePerNightEuro],
  }: { nights?: readonly number[]; pricesPerNightEuro?: readonly number[] } = {},
): Scenario[] {
  return pricesPerNightEuro.flatMap((pricePerNightEuro) =>
    nights.map((occupiedNights) => ({
      nights: occupiedNights,
      pricePerNightEuro,
      isBaseCase:
        occupiedNights === inputs.occupiedNightsPerSeason && pricePerNightEuro === inputs.averagePricePerNightEuro,
      model: computeReturnModel({
        ...inputs,
        occupiedNightsPerSeason: occupiedNights,
        averagePricePerNightEuro: pricePerNightEuro,
      }),
    })),
  );
}
