// The forecast from return-model.yaml: every figure computed once, then formatted as the page shows it (offerView).
import type { DataFile } from "../content-schemas/index.ts";
import type { CostItem, ReturnModelInputs } from "../content-schemas/return-model.ts";
import type { OfferStatus } from "../content-schemas/risk-notice.ts";
import type { returnModelTokens, TokenValues } from "../content-schemas/tokens.ts";
import { layoutBarChart } from "./bar-chart.ts";
import type { Language } from "../i18n/languages.ts";
import { formatsIn } from "../formatting/format.ts";

const roundToCents = (value: number) => Math.round(value * 100) / 100;
const roundToOneDecimal = (value: number) => Math.round(value * 10) / 10;

const costInEuro = (item: CostItem, grossRevenueEuro: number) =>
  item.kind === "euroPerYear" ? item.euroPerYear : (grossRevenueEuro * item.percentOfRevenue) / 100;

/** One season's figures; the yield is the owner's profit over the purchase price in percent per year. */
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

export const fixedCostsPerYearEuro = (costItems: readonly CostItem[]) =>
  roundToCents(costItems.reduce((sum, item) => sum + (item.kind === "euroPerYear" ? item.euroPerYear : 0), 0));

export const nightsWithBaseCase = (scenarioNights: readonly number[], baseCaseNights: number): number[] =>
  [...new Set([...scenarioNights, baseCaseNights])].sort((a, b) => a - b);

export function computeScenarios(inputs: ReturnModelInputs, scenarioNights: readonly number[]) {
  return nightsWithBaseCase(scenarioNights, inputs.occupiedNightsPerSeason).map((nights) => ({
    nights,
    isBaseCase: nights === inputs.occupiedNightsPerSeason,
    model: computeReturnModel({ ...inputs, occupiedNightsPerSeason: nights }),
  }));
}

// The scenario chart, drawn at build time in the SVG's own units; the SVG scales to its box. 320 units keep labels
// legible at 375 px.
const chartBox = { width: 320, height: 236, top: 26, bottom: 58, barShare: 0.6, zeroLabelWidth: 34, minBarHeight: 1 };

/** Everything the page shows of the forecast: the table, the scenarios and their chart, "Kosten im Detail", the tokens. */
export function offerView(
  inputs: ReturnModelInputs,
  texts: DataFile<"return-model-texts">,
  offerStatus: OfferStatus,
  language: Language = "de",
) {
  const { fillText, formatEuro, formatInteger, formatNights, formatPercent } = formatsIn(language);
  const model = computeReturnModel(inputs);
  const fixedCostsEuro = fixedCostsPerYearEuro(inputs.costItems);
  const nights = formatInteger(inputs.occupiedNightsPerSeason);
  const tokens: TokenValues<typeof returnModelTokens> = {
    kaufpreis: formatEuro(inputs.purchasePriceEuro),
    naechte: nights,
    saison: inputs.seasonLabel,
    "preis-pro-nacht": formatEuro(inputs.averagePricePerNightEuro),
    umsatz: formatEuro(model.grossRevenueEuro),
    kosten: formatEuro(model.totalCostsEuro),
    kostenanteil: formatPercent(model.totalCostsPercentOfRevenue, 0),
    "feste-kosten": formatEuro(fixedCostsEuro),
    "gewinn-vor-aufteilung": formatEuro(model.profitBeforeSplitEuro),
    betreiberanteil: formatPercent(inputs.operatorSharePercentOfProfit, 0),
    "betreiber-betrag": formatEuro(model.operatorShareEuro),
    "ihr-gewinn": formatEuro(model.ownerProfitEuro),
    rendite: formatPercent(model.yieldPercent),
  };
  const label = (text: string) => fillText(text, tokens);
  const { table, scenarios, costBreakdown } = texts;

  const scenarioModels = computeScenarios(inputs, inputs.scenarioNights);
  const scenarioRows = scenarioModels.map(({ nights: scenarioNights, isBaseCase, model: scenario }) => ({
    nights: formatInteger(scenarioNights),
    grossRevenue: formatEuro(scenario.grossRevenueEuro),
    ownerProfit: formatEuro(scenario.ownerProfitEuro),
    yield: formatPercent(scenario.yieldPercent),
    isBaseCase,
  }));
  // The base case's mark follows its whole phrase: "bei 60 Nächten: 2.457 € (Basisfall)".
  const chartScenarios = scenarioRows.map((row) => {
    const scenario = fillText(scenarios.chartScenario, { naechte: row.nights, "ihr-gewinn": row.ownerProfit });
    return row.isBaseCase ? `${scenario} (${scenarios.baseCaseLabel})` : scenario;
  });
  // A fixed item costs the same in every season: its amount per year says it all.
  const costAmount = (item: ReturnModelInputs["costItems"][number], index: number) =>
    item.kind === "percentOfRevenue"
      ? fillText(costBreakdown.item, {
          berechnung: fillText(costBreakdown.percentOfRevenue, { anteil: formatPercent(item.percentOfRevenue, 0) }),
          betrag: formatEuro(model.costs[index]!.euro),
          naechte: nights,
        })
      : fillText(costBreakdown.perYear, { betrag: formatEuro(item.euroPerYear) });
  // Who receives each amount, so a reader can add up what the operator takes in all.
  const costValue = (item: ReturnModelInputs["costItems"][number], index: number) =>
    `${costAmount(item, index)}; ${fillText(costBreakdown.payee, { empfaenger: item.payee })}`;

  return {
    tokens,
    purchasePriceEuro: inputs.purchasePriceEuro,
    table: {
      caption: table.caption,
      itemColumn: table.itemColumn,
      amountColumn: table.amountColumn,
      // The owner's profit and the yield are emphasised: the rows a reader compares.
      rows: [
        { label: label(table.purchasePrice), value: tokens.kaufpreis },
        { label: label(table.occupancy), value: formatNights(inputs.occupiedNightsPerSeason) },
        { label: label(table.pricePerNight), value: tokens["preis-pro-nacht"] },
        { label: label(table.grossRevenue), value: tokens.umsatz },
        { label: label(table.totalCosts), value: tokens.kosten },
        { label: label(table.profitBeforeSplit), value: tokens["gewinn-vor-aufteilung"] },
        { label: label(table.operatorShare), value: tokens["betreiber-betrag"] },
        { label: label(table.ownerProfit), value: tokens["ihr-gewinn"], emphasis: true },
        { label: label(table.yield), value: tokens.rendite, emphasis: true },
      ],
    },
    scenarios: {
      caption: scenarios.caption,
      // In the order the schema declares them, which is the table's.
      columns: Object.values(scenarios.columns),
      baseCaseLabel: scenarios.baseCaseLabel,
      rows: scenarioRows,
      fixedCostsNote: fixedCostsEuro > 0 ? label(scenarios.fixedCostsNote[offerStatus]) : undefined,
      chart: {
        title: scenarios.chartTitle,
        axisLabel: scenarios.chartAxisLabel,
        /** What a screen reader reads instead of the bars: every scenario's profit. */
        description: fillText(scenarios.chartDescription, {
          szenarien: chartScenarios.join("; "),
          tabelle: scenarios.caption,
        }),
        box: chartBox,
        layout: layoutBarChart(
          scenarioModels.map(({ model }) => model.ownerProfitEuro),
          chartBox,
        ),
        zeroLabel: formatEuro(0),
      },
    },
    /** "Kosten im Detail": each cost item with its basis and amount in the base case, the total, the operator's share. */
    costBreakdown: [
      ...inputs.costItems.map((item, index) => ({ label: item.label, value: costValue(item, index) })),
      {
        label: costBreakdown.totalLabel,
        value: fillText(costBreakdown.total, { kosten: tokens.kosten, naechte: nights }),
      },
      {
        label: costBreakdown.operatorShareLabel,
        value: fillText(costBreakdown.operatorShare, { betreiberanteil: tokens.betreiberanteil }),
      },
    ],
  };
}
