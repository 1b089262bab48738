// Everything the page shows of the forecast, computed once from the inputs in return-model.yaml and formatted once:
// the table, the scenarios and their chart, the hero's yield, "Kosten im Detail" and the values of the named fields
// ({rendite}, {betreiberanteil}, …) that texts elsewhere contain. Components only render it.
import type { DataFile } from "../content-schemas/index.ts";
import type { CostItem, ReturnModelInputs } from "../content-schemas/return-model.ts";
import type { returnModelTokens, TokenValues } from "../content-schemas/tokens.ts";
import { layoutBarChart, type BarChartFrame, type BarChartLayout } from "./bar-chart.ts";
import { fillText, formatEuro, formatInteger, formatNights, formatPercent, formatYield } from "./format.ts";
import { computeReturnModel, computeScenarios, fixedCostsPerYearEuro } from "./return-model.ts";

type ReturnModelTexts = DataFile<"return-model-texts">;

export interface ReturnModelRow {
  label: string;
  value: string;
  /** The rows a reader compares: the owner's profit and the yield. */
  emphasis?: boolean;
}

export interface ScenarioRow {
  nights: string;
  grossRevenue: string;
  ownerProfit: string;
  yield: string;
  isBaseCase: boolean;
}

export interface LabelledValue {
  label: string;
  value: string;
}

export interface ScenarioChartView {
  title: string;
  axisLabel: string;
  /** What a screen reader reads instead of the bars: every scenario's profit. */
  description: string;
  frame: BarChartFrame;
  layout: BarChartLayout;
  /** The label of the zero line, shown when a bar is below it. */
  zeroLabel: string;
}

export interface OfferView {
  /** The values of the named fields texts may contain, e.g. `{rendite}` → `3,3 %` */
  tokens: TokenValues<typeof returnModelTokens>;
  purchasePriceEuro: number;
  table: { caption: string; itemColumn: string; amountColumn: string; rows: ReturnModelRow[] };
  scenarios: {
    caption: string;
    columns: string[];
    baseCaseLabel: string;
    rows: ScenarioRow[];
    /** The fixed costs a season without any letting still bears; none when every item is a share of revenue. */
    fixedCostsNote: string | undefined;
    chart: ScenarioChartView;
  };
  /** "Kosten im Detail": each cost item with its basis and amount in the base case, the total, the operator's share. */
  costBreakdown: LabelledValue[];
}

// Drawn at build time in the SVG's own units; the SVG scales to its box. 320 units keep labels legible at 375 px.
const chartFrame: BarChartFrame = {
  width: 320,
  height: 236,
  top: 26,
  bottom: 58,
  barShare: 0.6,
  zeroLabelWidth: 34,
  minBarHeight: 1,
};

export function offerView(inputs: ReturnModelInputs, texts: ReturnModelTexts): OfferView {
  const model = computeReturnModel(inputs);
  const fixedCostsEuro = fixedCostsPerYearEuro(inputs.costItems);
  const nights = formatInteger(inputs.occupiedNightsPerSeason);
  const tokens: OfferView["tokens"] = {
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
    rendite: formatYield(model.yieldPercent),
  };
  const label = (text: string) => fillText(text, tokens);
  const { table, scenarios, costBreakdown } = texts;

  const scenarioModels = computeScenarios(inputs, inputs.scenarioNights);
  const scenarioRows = scenarioModels.map(({ nights: scenarioNights, isBaseCase, model: scenario }): ScenarioRow => ({
    nights: formatInteger(scenarioNights),
    grossRevenue: formatEuro(scenario.grossRevenueEuro),
    ownerProfit: formatEuro(scenario.ownerProfitEuro),
    yield: formatYield(scenario.yieldPercent),
    isBaseCase,
  }));
  // The base case's mark follows its whole phrase: "bei 60 Nächten: 2.457 € (Basisfall)".
  const chartScenarios = scenarioRows.map((row) => {
    const scenario = fillText(scenarios.chartScenario, { naechte: row.nights, "ihr-gewinn": row.ownerProfit });
    return row.isBaseCase ? `${scenario} (${scenarios.baseCaseLabel})` : scenario;
  });

  const costBasis = (item: CostItem) =>
    item.kind === "percentOfRevenue"
      ? fillText(costBreakdown.percentOfRevenue, { anteil: formatPercent(item.percentOfRevenue, 0) })
      : fillText(costBreakdown.perYear, { betrag: formatEuro(item.euroPerYear) });

  return {
    tokens,
    purchasePriceEuro: inputs.purchasePriceEuro,
    table: {
      caption: table.caption,
      itemColumn: table.itemColumn,
      amountColumn: table.amountColumn,
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
      columns: [
        scenarios.columns.nights,
        scenarios.columns.grossRevenue,
        scenarios.columns.ownerProfit,
        scenarios.columns.yield,
      ],
      baseCaseLabel: scenarios.baseCaseLabel,
      rows: scenarioRows,
      fixedCostsNote: fixedCostsEuro > 0 ? label(scenarios.fixedCostsNote) : undefined,
      chart: {
        title: scenarios.chartTitle,
        axisLabel: scenarios.chartAxisLabel,
        description: fillText(scenarios.chartDescription, {
          szenarien: chartScenarios.join("; "),
          tabelle: scenarios.caption,
        }),
        frame: chartFrame,
        layout: layoutBarChart(
          scenarioModels.map((scenario) => scenario.model.ownerProfitEuro),
          chartFrame,
        ),
        zeroLabel: formatEuro(0),
      },
    },
    costBreakdown: [
      // A fixed item costs the same in every season: its amount per year says it all.
      ...inputs.costItems.map((item, index) => ({
        label: item.label,
        value:
          item.kind === "percentOfRevenue"
            ? fillText(costBreakdown.item, {
                berechnung: costBasis(item),
                betrag: formatEuro(model.costs[index]!.euro),
                naechte: nights,
              })
            : costBasis(item),
      })),
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
