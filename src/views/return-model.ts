// „Betreibervertrag & Renditemodell“ from return-model.yaml and return-model-texts.yaml: the forecast's figures,
// computed once per edition (forecast(), which section-context.ts calls, so every section's named fields share them),
// and the section's view: the table, the assumptions, the scenarios and their chart, typed as its components' props.
// The risk notice and what a buyer must know have their own views (risk-notice-view.ts, buyer-facts-view.ts).
import type { CostItem, ReturnModelInputs } from "../content-schemas/return-model.ts";
import type { returnModelTokens, TokenValues } from "../content-schemas/tokens.ts";
import { formatsIn } from "../formatting/format.ts";
import type { Language } from "../i18n/languages.ts";
import { layoutBarChart } from "./bar-chart.ts";
import { buyerFactsView, type BuyerFactTopic } from "./buyer-facts-view.ts";
import { riskNoticeView } from "./risk-notice-view.ts";
import type { SectionContext } from "./section-context.ts";

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

/** The forecast's figures in the base case and each scenario, and the values of its named fields (`{rendite}`, …). */
export function forecast(inputs: ReturnModelInputs, language: Language) {
  const { formatEuro, formatInteger, formatPercent } = formatsIn(language);
  const model = computeReturnModel(inputs);
  const fixedCostsEuro = roundToCents(
    inputs.costItems.reduce((sum, item) => sum + (item.kind === "euroPerYear" ? item.euroPerYear : 0), 0),
  );
  const tokens: TokenValues<typeof returnModelTokens> = {
    kaufpreis: formatEuro(inputs.purchasePriceEuro),
    naechte: formatInteger(inputs.occupiedNightsPerSeason),
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
  return { inputs, model, fixedCostsEuro, scenarios: computeScenarios(inputs, inputs.scenarioNights), tokens };
}

/** The table of the base case: the owner's profit and the yield are emphasised, the rows a reader compares. */
function returnTable({ forecast: { inputs, tokens }, content, formats, fill }: SectionContext) {
  const { table } = content["return-model-texts"];
  return {
    caption: table.caption,
    itemColumn: table.itemColumn,
    amountColumn: table.amountColumn,
    rows: [
      { label: fill(table.purchasePrice), value: tokens.kaufpreis },
      { label: fill(table.occupancy), value: formats.formatNights(inputs.occupiedNightsPerSeason) },
      { label: fill(table.pricePerNight), value: tokens["preis-pro-nacht"] },
      { label: fill(table.grossRevenue), value: tokens.umsatz },
      { label: fill(table.totalCosts), value: tokens.kosten },
      { label: fill(table.profitBeforeSplit), value: tokens["gewinn-vor-aufteilung"] },
      { label: fill(table.operatorShare), value: tokens["betreiber-betrag"] },
      { label: fill(table.ownerProfit), value: tokens["ihr-gewinn"], emphasis: true },
      { label: fill(table.yield), value: tokens.rendite, emphasis: true },
    ],
  };
}

/** The scenarios' table and its chart, the base case marked in both. */
function scenariosView({
  forecast: { scenarios: models, fixedCostsEuro, tokens },
  content,
  formats,
  offerStatus,
}: SectionContext) {
  const { fillText, formatEuro, formatInteger, formatPercent } = formats;
  const { scenarios } = content["return-model-texts"];
  const rows = models.map(({ nights, isBaseCase, model }) => ({
    nights: formatInteger(nights),
    grossRevenue: formatEuro(model.grossRevenueEuro),
    ownerProfit: formatEuro(model.ownerProfitEuro),
    yield: formatPercent(model.yieldPercent),
    isBaseCase,
  }));
  // The base case's mark follows its whole phrase: "bei 60 Nächten: 2.457 € (Basisfall)".
  const chartScenarios = rows.map((row) => {
    const scenario = fillText(scenarios.chartScenario, { naechte: row.nights, "ihr-gewinn": row.ownerProfit });
    return row.isBaseCase ? `${scenario} (${scenarios.baseCaseLabel})` : scenario;
  });
  return {
    caption: scenarios.caption,
    // In the order the schema declares them, which is the table's.
    columns: Object.values(scenarios.columns),
    baseCaseLabel: scenarios.baseCaseLabel,
    rows,
    fixedCostsNote: fixedCostsEuro > 0 ? fillText(scenarios.fixedCostsNote[offerStatus], tokens) : undefined,
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
        models.map(({ model }) => model.ownerProfitEuro),
        chartBox,
      ),
      zeroLabel: formatEuro(0),
    },
  };
}

export function returnModelView(context: SectionContext, buyerFactTopics: readonly BuyerFactTopic[]) {
  const { offerStatus, fill, segments } = context;
  const texts = context.content["return-model-texts"];
  const { heading, paragraphs, promise } = texts.assumptions;
  return {
    heading: texts.heading,
    intro: [...texts.intro, texts.ownerBears[offerStatus]].map((paragraph) => segments(fill(paragraph))),
    table: returnTable(context),
    assumptions: { heading, paragraphs: [...paragraphs, promise[offerStatus]].map((text) => segments(fill(text))) },
    scenarios: scenariosView(context),
    riskNotice: riskNoticeView(context),
    buyerFacts: buyerFactsView(context, buyerFactTopics),
  };
}

export type ReturnModelView = ReturnType<typeof returnModelView>;
