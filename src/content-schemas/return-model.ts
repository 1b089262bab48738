import type { z } from "zod";
import { answer, group, kind, kinds, list, number, percent, text } from "./field-builders.ts";

const nightsPerSeason = (label: string) => number(label, { integer: true, min: 1, max: 366 });

const costLabel = text({ label: "Bezeichnung des Postens", hint: "Z. B. Liegeplatz." }, { max: 100 });
const costPayee = text(
  { label: "Wer den Betrag erhält", hint: "Z. B. der Betreiber, der Hafen oder Airbnb; laut Vertrag oder Beleg." },
  { max: 100 },
);

/** A cost item is either kind, never both: in the editor the owner picks the kind and then fills in its one amount. */
const costItem = kinds("Ein Kostenposten", [
  kind("euroPerYear", "Fester Betrag pro Jahr", {
    label: costLabel,
    payee: costPayee,
    euroPerYear: number({ label: "Betrag pro Jahr in Euro", hint: "Z. B. 1200." }),
  }),
  kind("percentOfRevenue", "Anteil am Umsatz", {
    label: costLabel,
    payee: costPayee,
    percentOfRevenue: percent({ label: "Anteil am Bruttoumsatz in Prozent", hint: "Z. B. 15." }),
  }),
]);

/** How a fresh clone holds the answer: previews show the shown part, a production build refuses. */
const openCostsConfirmed =
  "[Kosten noch nicht bestätigt] (Platzhalter: true eintragen, sobald Sie jeden Posten in costItems mit Ihren Verträgen und Belegen geprüft haben: feste Beträge pro Jahr für Liegeplatz, Versicherung, Winterliegeplatz und Instandhaltungsrücklage, Anteile am Umsatz für Reinigung und Plattformgebühren)";

export const returnModelSchema = group("Die Zahlen der Renditeprognose", {
  purchasePriceEuro: number(
    { label: "Kaufpreis in Euro", hint: "Ohne Tausenderpunkt, z. B. 75000." },
    { aboveZero: true },
  ),
  occupiedNightsPerSeason: nightsPerSeason("Belegte Nächte pro Saison im Basisfall"),
  seasonLabel: text({ label: "Zeitraum der Saison", hint: "Z. B. Mai bis Oktober." }, { max: 40 }),
  averagePricePerNightEuro: number("Durchschnittlicher Preis pro Nacht in Euro", { aboveZero: true }),
  costItems: list(
    {
      label: "Die Kosten des Betriebs",
      hint: "Jeder Posten ist ein fester Betrag pro Jahr oder ein Anteil am Umsatz.",
    },
    costItem,
    { min: 1, max: 12 },
  ),
  costsConfirmed: answer(
    {
      label: "Kosten geprüft?",
      hint: "Ja, sobald Sie jeden Kostenposten mit Verträgen und Belegen geprüft haben; vorher geht die Seite nicht live.",
    },
    openCostsConfirmed,
  ),
  operatorSharePercentOfProfit: percent("Anteil des Betreibers am Gewinn nach Kosten in Prozent"),
  scenarioNights: list(
    {
      label: "Belegte Nächte, die Szenario-Tabelle und Diagramm zeigen",
      hint: "Der Basisfall kommt dazu, wenn er fehlt; eine doppelt genannte Zahl zeigt die Seite einmal.",
    },
    nightsPerSeason("Belegte Nächte eines Szenarios"),
    { min: 1, max: 5 },
  ),
});

export type ReturnModelInputs = z.output<typeof returnModelSchema>;
export type CostItem = ReturnModelInputs["costItems"][number];
