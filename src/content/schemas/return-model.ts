import type { z } from "zod";
import { group, list, number, optional, percent, text } from "./fields.ts";

const nightsPerSeason = (description: string) => number(description, { integer: true, min: 1, max: 366 });

const costItem = group("Ein Kostenposten: entweder percentOfRevenue oder euroPerYear", {
  label: text("Bezeichnung des Postens, z. B. Liegeplatz", { max: 100 }),
  percentOfRevenue: optional(percent("Anteil am Bruttoumsatz in Prozent, z. B. 25")),
  euroPerYear: optional(number("Fester Betrag pro Jahr in Euro, z. B. 1200")),
}).superRefine((item, context) => {
  const kinds = [item.percentOfRevenue, item.euroPerYear].filter((value) => value !== undefined).length;
  if (kinds !== 1) {
    context.addIssue(
      kinds === 0
        ? "braucht percentOfRevenue (Anteil am Umsatz) oder euroPerYear (fester Betrag pro Jahr)"
        : "hat percentOfRevenue und euroPerYear; ein Posten ist entweder das eine oder das andere",
    );
  }
});

export const returnModelSchema = group("Die Zahlen der Renditeprognose", {
  purchasePriceEuro: number("Kaufpreis in Euro, ohne Tausenderpunkt: 75000", { min: 0, exclusive: true }),
  occupiedNightsPerSeason: nightsPerSeason("Belegte Nächte pro Saison im Basisfall"),
  seasonLabel: text("Zeitraum der Saison, z. B. Mai bis Oktober", { max: 40 }),
  averagePricePerNightEuro: number("Durchschnittlicher Preis pro Nacht in Euro", { min: 0, exclusive: true }),
  costItems: list("Die Kosten des Betriebs, jeder Posten ein Anteil am Umsatz oder ein Betrag pro Jahr", costItem, {
    min: 1,
    max: 12,
  }),
  operatorSharePercentOfProfit: percent("Anteil des Betreibers am Gewinn nach Kosten in Prozent"),
  scenarioNights: list(
    "Belegte Nächte, die Szenario-Tabelle und Diagramm zeigen; der Basisfall kommt dazu, wenn er fehlt",
    nightsPerSeason("Belegte Nächte eines Szenarios"),
    { min: 1, max: 5 },
  ).superRefine((nights, context) => {
    const repeated = nights.filter((value, index) => nights.indexOf(value) !== index);
    if (repeated.length > 0) context.addIssue(`nennt ${[...new Set(repeated)].join(", ")} doppelt`);
  }),
});

export type ReturnModelInputs = z.output<typeof returnModelSchema>;
export type CostItem = ReturnModelInputs["costItems"][number];
