import { group, list, specified, text } from "./fields.ts";
import { offerTokens, returnModelTokens } from "./tokens.ts";

const label = (description: string, tokens: readonly string[] = []) => text(description, { max: 120, tokens });

export const returnModelTextsSchema = group("Die Texte des Abschnitts „Betreibervertrag & Renditemodell“", {
  heading: specified("Überschrift des Abschnitts", "Betreibervertrag & Renditemodell"),
  intro: list("Die Absätze unter der Überschrift", text("Ein Absatz", { max: 800, tokens: offerTokens }), {
    min: 1,
    max: 4,
  }),
  table: group("Die Tabelle der Prognose; die Beträge rechnet die Seite", {
    caption: text("Überschrift der Tabelle", { max: 100 }),
    itemColumn: label("Spaltenkopf der Bezeichnungen (nur für Screenreader)"),
    amountColumn: label("Spaltenkopf der Beträge (nur für Screenreader)"),
    purchasePrice: label("Zeile Kaufpreis"),
    occupancy: label("Zeile Belegung; {saison} ist seasonLabel", ["saison"]),
    pricePerNight: label("Zeile Preis pro Nacht"),
    grossRevenue: label("Zeile Bruttoumsatz"),
    totalCosts: label("Zeile Gesamtkosten"),
    profitBeforeSplit: label("Zeile Gewinn vor Aufteilung"),
    operatorShare: label("Zeile Anteil des Betreibers; {betreiberanteil} ist sein Prozentsatz", ["betreiberanteil"]),
    ownerProfit: label("Zeile Gewinn des Käufers"),
    yield: label("Zeile Rendite"),
  }),
  assumptions: group("Die Karte „So ist die Prognose gerechnet“", {
    heading: text("Überschrift der Karte", { max: 60 }),
    paragraphs: list("Absätze der Karte", text("Ein Absatz", { max: 600, tokens: offerTokens }), { min: 1, max: 5 }),
  }),
  scenarios: group("Szenario-Tabelle und Diagramm", {
    caption: text("Überschrift der Szenario-Tabelle", { max: 80 }),
    columns: group("Die Spaltenköpfe der Szenario-Tabelle", {
      nights: label("Spalte Nächte"),
      grossRevenue: label("Spalte Bruttoumsatz"),
      ownerProfit: label("Spalte Gewinn"),
      yield: label("Spalte Rendite"),
    }),
    baseCaseLabel: text("Markierung der Zeile und Säule mit der Belegung aus return-model.yaml", { max: 20 }),
    fixedCostsNote: text(
      "Satz unter den Szenarien: was ohne jede Vermietung bleibt; {feste-kosten} rechnet die Seite",
      {
        max: 200,
        tokens: returnModelTokens,
        requires: ["feste-kosten"],
      },
    ),
    chartTitle: text("Überschrift des Diagramms", { max: 80 }),
    chartAxisLabel: text("Beschriftung der waagrechten Achse", { max: 60 }),
    chartDescription: text("Was Screenreader statt des Diagramms vorlesen; {szenarien} sind die Säulen", {
      max: 300,
      tokens: ["szenarien", "tabelle"],
      requires: ["szenarien"],
    }),
    chartScenario: text("Eine Säule in chartDescription", {
      max: 80,
      tokens: ["naechte", "ihr-gewinn"],
      requires: ["naechte", "ihr-gewinn"],
    }),
  }),
  vatStatus: group("Was {umsatzsteuer} sagt, je nach sellerType und smallBusiness in owner.yaml", {
    privat: text("Wenn Sie als Privatperson verkaufen (keine Umsatzsteuer)", { max: 150 }),
    unternehmer: text("Wenn Sie als Unternehmer verkaufen: der Kaufpreis ist der Gesamtpreis mit Umsatzsteuer", {
      max: 150,
    }),
    kleinunternehmer: text("Wenn Sie als Kleinunternehmer (§ 19 UStG) keine Umsatzsteuer berechnen", { max: 150 }),
  }),
  costBreakdown: group("Die Zeilen von „Kosten im Detail“", {
    percentOfRevenue: label("Wie ein Anteil am Umsatz berechnet wird; {anteil} ist sein Prozentsatz", ["anteil"]),
    perYear: label("Wie ein fester Posten berechnet wird; {betrag} ist sein Betrag pro Jahr", ["betrag"]),
    item: text("Wert eines Postens: {berechnung} ist eine der beiden Zeilen oben, {betrag} der Betrag im Basisfall", {
      max: 150,
      tokens: ["berechnung", "betrag", "naechte"],
      requires: ["berechnung", "betrag"],
    }),
    totalLabel: label("Bezeichnung der Summe"),
    total: label("Wert der Summe; {kosten} sind die Kosten im Basisfall", ["kosten", "naechte"]),
    operatorShareLabel: label("Bezeichnung des Anteils des Betreibers"),
    operatorShare: text("Wert des Anteils des Betreibers", { max: 150, tokens: ["betreiberanteil"] }),
  }),
});
