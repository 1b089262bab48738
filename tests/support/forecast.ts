// The forecast worked out from return-model.yaml's inputs as the page explains it to the reader, independently of the
// view code (src/views/return-model.ts): the one oracle every test that checks a figure of the forecast uses.
// Revenue is nights times the price; each cost a fixed amount or a share of revenue; the operator gets his share of a
// profit only, a loss stays with the owner; the yield is the owner's profit on the purchase price.

export interface ForecastInputs {
  purchasePriceEuro: number;
  averagePricePerNightEuro: number;
  operatorSharePercentOfProfit: number;
  costItems: readonly (
    { kind: "euroPerYear"; euroPerYear: number } | { kind: "percentOfRevenue"; percentOfRevenue: number }
  )[];
}

export function forecastFor(inputs: ForecastInputs, nights: number) {
  const grossRevenue = nights * inputs.averagePricePerNightEuro;
  const totalCosts = inputs.costItems.reduce(
    (sum, item) =>
      sum + (item.kind === "euroPerYear" ? item.euroPerYear : (grossRevenue * item.percentOfRevenue) / 100),
    0,
  );
  const profitBeforeSplit = grossRevenue - totalCosts;
  const operatorShare = (Math.max(profitBeforeSplit, 0) * inputs.operatorSharePercentOfProfit) / 100;
  const ownerProfit = profitBeforeSplit - operatorShare;
  const yieldPercent = (ownerProfit / inputs.purchasePriceEuro) * 100;
  return { nights, grossRevenue, totalCosts, profitBeforeSplit, operatorShare, ownerProfit, yieldPercent };
}
