import { group, list, specified, text, type Label } from "./field-builders.ts";
import { byOfferStatus } from "./risk-notice.ts";
import { offerTokens, returnModelTokens } from "./tokens.ts";

const label = (name: Label, tokens: readonly string[] = []) => text(name, { max: 120, tokens });

export const returnModelTextsSchema = group("Die Texte des Abschnitts „Betreibervertrag & Renditemodell“", {
  heading: specified("Überschrift des Abschnitts", "Betreibervertrag & Renditemodell"),
  intro: list("Die Absätze unter der Überschrift", text("Ein Absatz", { max: 800, tokens: offerTokens }), {
    min: 1,
    max: 4,
  }),
  ownerBears: byOfferStatus("Der letzte Absatz der Einleitung: wer Kosten und Verluste trägt", (label) =>
    text(label, { max: 300, tokens: offerTokens }),
  ),
  table: group(
    { label: "Die Tabelle der Prognose", hint: "Die Beträge rechnet die Seite." },
    {
      caption: text("Überschrift der Tabelle", { max: 100 }),
      itemColumn: label({ label: "Spaltenkopf der Bezeichnungen", hint: "Nur für Screenreader." }),
      amountColumn: label({ label: "Spaltenkopf der Beträge", hint: "Nur für Screenreader." }),
      purchasePrice: label("Zeile Kaufpreis"),
      occupancy: label({ label: "Zeile Belegung", hint: "{saison} ist seasonLabel." }, ["saison"]),
      pricePerNight: label("Zeile Preis pro Nacht"),
      grossRevenue: label("Zeile Bruttoumsatz"),
      totalCosts: label("Zeile Gesamtkosten"),
      profitBeforeSplit: label("Zeile Gewinn vor Aufteilung"),
      operatorShare: label({ label: "Zeile Anteil des Betreibers", hint: "{betreiberanteil} ist sein Prozentsatz." }, [
        "betreiberanteil",
      ]),
      ownerProfit: label("Zeile Gewinn des Käufers"),
      yield: label("Zeile Rendite"),
    },
  ),
  assumptions: group("Die Karte „So ist die Prognose gerechnet“", {
    heading: text("Überschrift der Karte", { max: 60 }),
    paragraphs: list("Absätze der Karte", text("Ein Absatz", { max: 600, tokens: offerTokens }), { min: 1, max: 5 }),
    promise: byOfferStatus("Der letzte Absatz der Karte: was zugesagt ist und wer einen Verlust trägt", (label) =>
      text(label, { max: 400, tokens: offerTokens }),
    ),
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
    fixedCostsNote: byOfferStatus(
      { label: "Satz unter den Szenarien", hint: "Was ohne jede Vermietung bleibt, je nach offerStatus." },
      (label) =>
        text(
          { label, hint: "{feste-kosten} rechnet die Seite." },
          { max: 250, tokens: returnModelTokens, requires: ["feste-kosten"] },
        ),
    ),
    chartTitle: text("Überschrift des Diagramms", { max: 80 }),
    chartAxisLabel: text("Beschriftung der waagrechten Achse", { max: 60 }),
    chartDescription: text(
      { label: "Was Screenreader statt des Diagramms vorlesen", hint: "{szenarien} sind die Säulen." },
      {
        max: 300,
        tokens: ["szenarien", "tabelle"],
        requires: ["szenarien"],
      },
    ),
    chartScenario: text("Eine Säule in chartDescription", {
      max: 80,
      requires: ["naechte", "ihr-gewinn"],
    }),
  }),
  vatStatus: group(
    { label: "Was {umsatzsteuer} sagt", hint: "Je nach sellerType und vatStatus in owner.yaml." },
    {
      keine: text(
        { label: "Privatverkauf ohne Umsatzsteuer", hint: "sellerType privat, vatStatus regelfall." },
        { max: 300 },
      ),
      steuerpflichtig: text(
        {
          label: "Verkauf mit Umsatzsteuer",
          hint: "sellerType unternehmer oder vatStatus steuerpflichtig: der Kaufpreis ist der Gesamtpreis mit Umsatzsteuer.",
        },
        { max: 300 },
      ),
      kleinunternehmer: text(
        { label: "Als Kleinunternehmer", hint: "sellerType kleinunternehmer: steuerfrei nach § 19 Abs. 1 UStG." },
        { max: 300 },
      ),
      geschaeftsveraeusserung: text(
        {
          label: "Als Geschäftsveräußerung im Ganzen",
          hint: "vatStatus geschaeftsveraeusserung: nicht steuerbar nach § 1 Abs. 1a UStG.",
        },
        { max: 300 },
      ),
    },
  ),
  costBreakdown: group("Die Zeilen von „Kosten im Detail“", {
    percentOfRevenue: label(
      { label: "Wie ein Anteil am Umsatz berechnet wird", hint: "{anteil} ist sein Prozentsatz." },
      ["anteil"],
    ),
    perYear: label({ label: "Wie ein fester Posten berechnet wird", hint: "{betrag} ist sein Betrag pro Jahr." }, [
      "betrag",
    ]),
    item: text(
      {
        label: "Wert eines Postens",
        hint: "{berechnung} ist eine der beiden Zeilen oben, {betrag} der Betrag im Basisfall.",
      },
      {
        max: 150,
        tokens: ["berechnung", "betrag", "naechte"],
        requires: ["berechnung", "betrag"],
      },
    ),
    payee: text(
      { label: "Wer einen Posten erhält", hint: "{empfaenger} ist payee des Postens in return-model.yaml." },
      { max: 120, requires: ["empfaenger"] },
    ),
    totalLabel: label("Bezeichnung der Summe"),
    total: label({ label: "Wert der Summe", hint: "{kosten} sind die Kosten im Basisfall." }, ["kosten", "naechte"]),
    operatorShareLabel: label("Bezeichnung des Anteils des Betreibers"),
    operatorShare: text("Wert des Anteils des Betreibers", { max: 150, tokens: ["betreiberanteil"] }),
  }),
});
