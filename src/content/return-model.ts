import { computeReturnModel, computeScenarios, type CostItem, type ReturnModelInputs } from "../lib/return-model.ts";
import {
  formatEuro,
  formatInteger,
  formatNights,
  formatPercent,
  formatYield,
  numberInWords,
  withUnit,
} from "../lib/format.ts";
import { boat } from "./boat.ts";

/**
 * The inputs of the return forecast. Everything else (revenue, costs, profit, yield, the scenarios and the chart) is
 * computed from these by `computeReturnModel()` and `computeScenarios()`; change a figure here and the page follows.
 *
 * `costItems` is a list: each item is either a share of gross revenue (`percentOfRevenue`) or a fixed amount per
 * year (`euroPerYear`). Splitting the one item below into real fixed and variable costs makes the forecast honest
 * about bad seasons, e.g.
 *   { label: "Liegeplatz", euroPerYear: 1_200 },
 *   { label: "Versicherung", euroPerYear: 450 },
 *   { label: "Reinigung und Plattformgebühren", percentOfRevenue: 25 },
 */
export const returnModelInputs: ReturnModelInputs = {
  purchasePriceEuro: 75_000,
  occupiedNightsPerSeason: 60,
  seasonLabel: "Mai bis Oktober",
  averagePricePerNightEuro: 130,
  costItems: [
    { label: "Betriebskosten (Reinigung, Plattformgebühren, Liegeplatz, Instandhaltung)", percentOfRevenue: 55 },
  ],
  operatorSharePercentOfProfit: 30,
};

const baseCase = computeReturnModel(returnModelInputs);
const operatorShare = formatPercent(returnModelInputs.operatorSharePercentOfProfit, 0);

export const returnModelSection = {
  heading: "Betreibervertrag & Renditemodell",
  intro: [
    `Sie kaufen das Hausboot und übergeben es per Betreibervertrag an einen Betreiber. Er vermietet es in der Saison über Airbnb an bis zu ${numberInWords(boat.maxGuests)} Gäste und kümmert sich um Buchungen, Reinigung, Gästebetreuung und Pflege am Liegeplatz. Wer das ist und was der Vertrag regelt, steht unten unter „Fakten für Ihre Entscheidung“.`,
    `Vom Gewinn nach allen Kosten erhält der Betreiber ${operatorShare}, der Rest gehört Ihnen. Um den Betrieb kümmern Sie sich nicht; Sie behalten das Eigentum am Schiff und können es außerhalb der vermieteten Zeiten selbst nutzen, wenn der Vertrag es vorsieht.`,
  ],
  tableCaption: "Prognose für eine Saison, vor Steuern und Abschreibung",
  assumptions: {
    heading: "So ist die Prognose gerechnet",
    paragraphs: [
      `Umsatz sind die belegten Nächte mal dem Durchschnittspreis. Davon gehen die Kosten ab (einzeln unter „Kosten im Detail“), vom Rest erhält der Betreiber ${operatorShare}. Macht eine Saison Verlust, erhält der Betreiber nichts, und den Verlust tragen Sie.`,
      "Die Rendite ist Ihr Gewinn einer Saison, bezogen auf den Kaufpreis. Sie ist eine Prognose, keine Zusage.",
      "Nicht enthalten sind Steuern, Abschreibung, Kaufnebenkosten, Reparaturen über die genannten Kosten hinaus und Jahre ohne Betreiber.",
    ],
  },
  scenarios: {
    caption: "Szenarien: Belegung pro Saison",
    // The soft hyphen lets the long word break in the narrow column on phones.
    columns: ["Nächte", "Brutto\u00adumsatz", "Ihr Gewinn", "Rendite (Prognose)"],
    baseCaseLabel: "Basisfall",
    chartTitle: "Ihr Gewinn pro Saison nach Belegung",
    chartAxisLabel: "Belegte Nächte pro Saison",
  },
  riskNotice: {
    id: "risikohinweis",
    title: "Wichtiger Hinweis zu Risiken",
    // The two sentences German practice uses for such offers, word for word.
    warnings: [
      "Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.",
      "Der in Aussicht gestellte Ertrag ist nicht gewährleistet und kann auch niedriger ausfallen.",
    ],
    // The text of the hero's footnote: the marker there links here.
    footnote: {
      marker: "1",
      text: `Alle Zahlen auf dieser Seite, auch die Rendite von ${formatYield(baseCase.yieldPercent)}, sind eine Prognose vor Steuern und Abschreibung auf Grundlage von Annahmen, keine Zusage und keine Garantie. Belegung, Preise und Kosten können deutlich abweichen.`,
    },
    paragraphs: [
      "Laufende Kosten, Reparaturen und Ihre Haftung als Eigentümer können Zahlungen über den Kaufpreis hinaus erfordern.",
    ],
    risksHeading: "Die Risiken im Einzelnen",
    risks: [
      "Ausfall oder Kündigung des Betreibers: Bis ein neuer Betreiber gefunden ist, fehlen die Einnahmen, die Kosten laufen weiter.",
      "Verlust oder Änderung des Liegeplatzes: Ohne Liegeplatz kann das Boot nicht vermietet werden; ein neuer kann teurer oder schlechter gelegen sein.",
      "Abhängigkeit von einer Plattform: Die Buchungen kommen über Airbnb. Ändert die Plattform Regeln oder Gebühren, sperrt sie das Inserat oder werden die Bewertungen schlechter, sinken die Einnahmen.",
      `Alter des Schiffs: Der Rumpf stammt von ${boat.buildYear}. Reparaturen an Rumpf, Motor oder Technik können den Gewinn einer Saison übersteigen.`,
      `Haftung als Eigentümer: zum Beispiel, wenn Kraftstoff oder Öl ins Wasser gelangt (der Dieseltank fasst ${withUnit(boat.dieselTankLiters, "l")}).`,
      "Geringe Liquidität: Für Hausboote gibt es keinen geregelten Markt. Ein Verkauf kann lange dauern oder nur mit Abschlag gelingen.",
      "Änderung der Regeln: Genehmigungen, Auflagen und Abgaben für die Vermietung auf dem Wasser können sich ändern.",
    ],
    closing:
      "Diese Seite ist keine Anlageberatung. Lassen Sie sich vor einer Entscheidung unabhängig beraten, rechtlich und steuerlich.",
  },
} as const;

/** The hero's yield card: the note under the figure and the footnote marker that leads to the risk notice. */
export const heroYield = {
  value: formatYield(baseCase.yieldPercent),
  note: `bei ${withUnit(returnModelInputs.occupiedNightsPerSeason, "Nächten")} Belegung`,
  footnoteMarker: returnModelSection.riskNotice.footnote.marker,
  footnoteLabel: `Fußnote ${returnModelSection.riskNotice.footnote.marker}: Prognose vor Steuern und Abschreibung, keine Garantie. Zum Hinweis zu Risiken`,
  footnoteHref: `#${returnModelSection.riskNotice.id}`,
};

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
    { label: `Belegung (${inputs.seasonLabel})`, value: formatNights(inputs.occupiedNightsPerSeason) },
    { label: "Durchschnittspreis pro Nacht", value: formatEuro(inputs.averagePricePerNightEuro) },
    { label: "Bruttoumsatz", value: formatEuro(model.grossRevenueEuro) },
    {
      label: `Gesamtkosten (${formatPercent(model.totalCostsPercentOfRevenue, 0)} des Umsatzes)`,
      value: formatEuro(model.totalCostsEuro),
    },
    { label: "Gewinn vor Aufteilung", value: formatEuro(model.profitBeforeSplitEuro) },
    {
      label: `Anteil Betreiber (${formatPercent(inputs.operatorSharePercentOfProfit, 0)})`,
      value: formatEuro(model.operatorShareEuro),
    },
    { label: "Ihr verbleibender Gewinn", value: formatEuro(model.ownerProfitEuro), emphasis: true },
    {
      label: "Prognose der Rendite vor Steuern und Abschreibung, bezogen auf den Kaufpreis",
      value: formatYield(model.yieldPercent),
      emphasis: true,
    },
  ];
}

export interface ScenarioRow {
  nights: string;
  grossRevenue: string;
  ownerProfit: string;
  yield: string;
  isBaseCase: boolean;
  /** For the chart's bar heights: the owner's profit in euros. */
  ownerProfitEuro: number;
}

export function scenarioRows(inputs: ReturnModelInputs): ScenarioRow[] {
  return computeScenarios(inputs).map(({ nights, isBaseCase, model }) => ({
    nights: formatInteger(nights),
    grossRevenue: formatEuro(model.grossRevenueEuro),
    ownerProfit: formatEuro(model.ownerProfitEuro),
    yield: formatYield(model.yieldPercent),
    isBaseCase,
    ownerProfitEuro: model.ownerProfitEuro,
  }));
}

/** How a cost item is charged: `55 % des Umsatzes` or `1.200 € pro Jahr`. */
const describeCostItem = (item: CostItem) =>
  item.euroPerYear === undefined
    ? `${formatPercent(item.percentOfRevenue, 0)} des Umsatzes`
    : `${formatEuro(item.euroPerYear)} pro Jahr`;

/** The cost items with their basis and their amount in the base case, for "Kosten im Detail". */
export function costBreakdown(inputs: ReturnModelInputs): Record<string, string> {
  const model = computeReturnModel(inputs);
  const nights = withUnit(inputs.occupiedNightsPerSeason, "Nächten");
  return Object.fromEntries([
    ...inputs.costItems.map((item, index) => [
      item.label,
      `${describeCostItem(item)}, bei ${nights} ${formatEuro(model.costs[index]!.euro)}`,
    ]),
    ["Kosten zusammen", `bei ${nights} ${formatEuro(model.totalCostsEuro)}`],
    [
      "Anteil des Betreibers",
      `${formatPercent(inputs.operatorSharePercentOfProfit, 0)} des Gewinns nach Kosten; in einer Saison mit Verlust nichts`,
    ],
  ]);
}
