import { computeReturnModel, type ReturnModelInputs } from "../lib/return-model.ts";
import { formatEuro, formatInteger, formatPercent, formatYield } from "../lib/format.ts";
import { boat } from "./boat.ts";

/**
 * The inputs of the return forecast. Everything else in the table (revenue, costs, profit,
 * yield) is computed from these by `computeReturnModel()`; change a figure here and the page follows.
 */
export const returnModelInputs: ReturnModelInputs = {
  purchasePriceEuro: 75_000,
  occupiedNightsPerSeason: 60,
  seasonLabel: "Mai bis Oktober",
  averagePricePerNightEuro: 130,
  totalCostsPercentOfRevenue: 55,
  operatorSharePercentOfProfit: 30,
};

export const returnModelSection = {
  heading: "Betreibervertrag & Renditemodell",
  intro: [
    `Sie kaufen das Hausboot und übergeben es per Betreibervertrag an einen erfahrenen Betreiber. Er vermietet es in der Saison über eine Ferienvermietungs-Plattform an bis zu ${boat.maxGuests} Gäste und kümmert sich um Buchungen, Reinigung, Gästebetreuung und Pflege am Liegeplatz.`,
    "Vom Gewinn nach allen Kosten erhält der Betreiber einen festen Anteil; der Rest gehört Ihnen. Sie tragen keine laufende Arbeit, behalten das Eigentum am Schiff und können es außerhalb der vermieteten Zeiten selbst nutzen, wenn der Vertrag es vorsieht.",
  ],
  tableCaption: "Beispielrechnung für eine Saison",
  riskNotice: {
    title: "Wichtiger Hinweis zu Risiken",
    text: [
      "Alle Zahlen sind eine Prognose auf Grundlage von Annahmen, keine Zusage und keine Garantie. Tatsächliche Belegung, Übernachtungspreise und Kosten können abweichen, auch deutlich.",
      "Wie bei jeder Sachinvestition ist ein teilweiser oder vollständiger Verlust des eingesetzten Kapitals möglich. Diese Seite ist keine Anlageberatung; lassen Sie sich vor einer Entscheidung unabhängig beraten.",
    ],
  },
} as const;

export interface ReturnModelRow {
  label: string;
  value: string;
  /** The rows a reader compares: the owner's profit and the yield. */
  emphasis?: boolean;
}

export function returnModelRows(inputs: ReturnModelInputs): ReturnModelRow[] {
  const model = computeReturnModel(inputs);
  return [
    { label: "Kaufpreis", value: formatEuro(inputs.purchasePriceEuro) },
    { label: `Belegung (${inputs.seasonLabel})`, value: `${formatInteger(inputs.occupiedNightsPerSeason)} Nächte` },
    { label: "Durchschnittspreis pro Nacht", value: formatEuro(inputs.averagePricePerNightEuro) },
    { label: "Bruttoumsatz", value: formatEuro(model.grossRevenueEuro) },
    {
      label: `Gesamtkosten (${formatPercent(inputs.totalCostsPercentOfRevenue, 0)} vom Umsatz)`,
      value: formatEuro(model.totalCostsEuro),
    },
    { label: "Gewinn vor Aufteilung", value: formatEuro(model.profitBeforeSplitEuro) },
    {
      label: `Anteil Betreiber (${formatPercent(inputs.operatorSharePercentOfProfit, 0)})`,
      value: formatEuro(model.operatorShareEuro),
    },
    { label: "Ihr verbleibender Gewinn", value: formatEuro(model.ownerProfitEuro), emphasis: true },
    { label: "Rendite auf den Kaufpreis", value: formatYield(model.yieldPercent), emphasis: true },
  ];
}

/** The yield shown in the hero card and in the table, from the same inputs. */
export const forecastYieldPercent = computeReturnModel(returnModelInputs).yieldPercent;
