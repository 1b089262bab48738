import type { z } from "zod";
import { answer, group, list, number, optional, percent, text } from "./fields.ts";

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

/** How a fresh clone holds the two answers: previews show the shown part, a production build refuses. */
const openAnswers = {
  costsConfirmed:
    "[Kosten noch nicht bestätigt] (Platzhalter: true eintragen, sobald Sie jeden Posten in costItems mit Ihren Verträgen und Belegen geprüft haben: feste Beträge pro Jahr für Liegeplatz, Versicherung, Winterliegeplatz und Instandhaltungsrücklage, Anteile am Umsatz für Reinigung und Plattformgebühren)",
  purchasePriceIncludesVat:
    "[Umsatzsteuer im Kaufpreis] (Platzhalter: false, wenn der Kaufpreis keine Umsatzsteuer enthält (Verkauf als Privatperson oder als Kleinunternehmer), true, wenn Sie als Unternehmer verkaufen und der Kaufpreis der Gesamtpreis mit Umsatzsteuer ist)",
} as const;

export const returnModelSchema = group("Die Zahlen der Renditeprognose", {
  purchasePriceEuro: number("Kaufpreis in Euro, ohne Tausenderpunkt: 75000", { min: 0, exclusive: true }),
  purchasePriceIncludesVat: answer(
    "true, wenn der Kaufpreis Umsatzsteuer enthält (Verkauf als Unternehmer); false als Privatperson oder Kleinunternehmer",
    openAnswers.purchasePriceIncludesVat,
  ),
  occupiedNightsPerSeason: nightsPerSeason("Belegte Nächte pro Saison im Basisfall"),
  seasonLabel: text("Zeitraum der Saison, z. B. Mai bis Oktober", { max: 40 }),
  averagePricePerNightEuro: number("Durchschnittlicher Preis pro Nacht in Euro", { min: 0, exclusive: true }),
  costItems: list("Die Kosten des Betriebs, jeder Posten ein Anteil am Umsatz oder ein Betrag pro Jahr", costItem, {
    min: 1,
    max: 12,
  }),
  costsConfirmed: answer(
    "true, sobald Sie jeden Kostenposten mit Verträgen und Belegen geprüft haben; vorher geht die Seite nicht live",
    openAnswers.costsConfirmed,
  ),
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
