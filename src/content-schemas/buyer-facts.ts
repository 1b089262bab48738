import { answer, fact, flag, group, list, number, optional, text } from "./field-builders.ts";
import { boatTokens, offerTokens, returnModelTokens } from "./tokens.ts";

const topic = group("Ein Thema, aufklappbar", {
  title: text("Die Zeile, die man zum Aufklappen anklickt", { max: 80 }),
  question: text("Das Thema als Frage, für Suchmaschinen", { max: 150 }),
  costBreakdown: optional(
    flag({
      label: "Mit den Kosten",
      hint: "Ja: zeigt zuerst die Kosten aus return-model.yaml mit ihrem Betrag im Basisfall.",
    }),
  ),
  seasonsLet: optional(
    flag({
      label: "Mit den vermieteten Saisons",
      hint: "Ja: zeigt zuerst die Saisons aus seasonsLet neben dem Basisfall der Prognose.",
    }),
  ),
  facts: optional(
    list(
      "Angaben als Bezeichnung und Wert, in dieser Reihenfolge",
      group("Eine Angabe", {
        label: text("Bezeichnung", { max: 60 }),
        value: text(
          { label: "Wert", hint: "Felder wie {kaufpreis} setzt die Seite ein." },
          { max: 400, tokens: offerTokens },
        ),
      }),
      { max: 15 },
    ),
  ),
  notes: optional(list("Sätze unter den Angaben", text("Ein Satz", { max: 600, tokens: offerTokens }), { max: 6 })),
});

// Not the terms' own fields: a term cannot contain another.
const term = (description: string) => text(description, { max: 400, tokens: [...boatTokens, ...returnModelTokens] });

/** How a fresh clone holds the answer: previews show the shown part, a production build refuses. */
const openSeasonsLetConfirmed =
  "[Vermietete Saisons noch nicht bestätigt] (Platzhalter: true eintragen, sobald jede Saison in seasonsLet mit den belegten Nächten laut den Auszahlungsberichten von Airbnb übereinstimmt; die Zahlen oben sind Beispiele)";

const seasonsLetText = (label: string, tokens: string[], requires: string[] = []) =>
  text(label, { max: 300, tokens, requires });

export const buyerFactsSchema = group("„Fakten für Ihre Entscheidung“", {
  heading: text("Überschrift", { max: 60 }),
  intro: text("Der Satz unter der Überschrift", { max: 300 }),
  topics: list("Die Themen in dieser Reihenfolge", topic, { min: 1, max: 12 }),
  warranty: group("Was {gewaehrleistung} sagt, je nach sellerType in owner.yaml", {
    privat: term("Wenn Sie als Privatperson verkaufen: ob und wie Sie die Gewährleistung ausschließen"),
    unternehmer: group(
      { label: "Wenn Sie als Unternehmer verkaufen", hint: "Je nach limitationPeriod in owner.yaml." },
      {
        "zwei-jahre": term("Zwei Jahre (limitationPeriod zwei-jahre): die gesetzliche Verjährung"),
        "ein-jahr": term("Ein Jahr (limitationPeriod ein-jahr): ausdrücklich und gesondert vereinbart"),
      },
    ),
  }),
  contractFormation: group("Was {vertragsschluss} sagt, je nach sellerType in owner.yaml", {
    privat: term("Wenn Sie als Privatperson verkaufen: wo und wie der Vertrag geschlossen wird"),
    unternehmer: term("Wenn Sie als Unternehmer verkaufen: wo, wie und ob ein Widerrufsrecht besteht"),
  }),
  exitNote: group("Was {ausstieg} sagt, je nach offerStatus in risk-notice.yaml", {
    verkauf: term("Beim Verkauf des Hausboots ohne Rückkauf-, Miet- oder Ertragszusage"),
    vermoegensanlage: term("Bei einer Vermögensanlage: wer die Zusage gibt und was zugesagt ist"),
  }),
  seasonsLet: list(
    {
      label: "Die Saisons, in denen das Hausboot vermietet war",
      hint: "Die neueste zuerst; leer, wenn noch keine volle Saison vermietet war.",
    },
    group("Eine Saison", {
      season: fact(text({ label: "Die Saison", hint: "Z. B. 2025." }, { max: 30 })),
      nights: number("Belegte Nächte laut Auszahlungsberichten", { integer: true, max: 366 }),
    }),
    { max: 10 },
  ),
  seasonsLetConfirmed: answer(
    {
      label: "Vermietete Saisons geprüft?",
      hint: "Ja, sobald jede Saison mit den Auszahlungsberichten übereinstimmt; vorher geht die Seite nicht live.",
    },
    openSeasonsLetConfirmed,
  ),
  seasonsLetTexts: group("Die Wörter der vermieteten Saisons", {
    seasonLabel: seasonsLetText("Bezeichnung einer Saison ({zeitraum})", ["zeitraum"], ["zeitraum"]),
    seasonValue: seasonsLetText("Wert einer Saison ({vermietet} Nächte)", ["vermietet"], ["vermietet"]),
    comparisonLabel: text("Bezeichnung des Vergleichs mit der Prognose", { max: 60 }),
    aboveLet: seasonsLetText(
      "Wenn die Prognose mehr Nächte annimmt als vermietet waren ({saisons})",
      ["naechte", "saisons"],
      ["saisons"],
    ),
    notAboveLet: seasonsLetText("Wenn sie nicht mehr annimmt", ["naechte"]),
    noSeasonLet: seasonsLetText("Wenn noch keine Saison vermietet war", ["naechte"]),
    seasonInSentence: seasonsLetText("Eine Saison in {saisons}", ["zeitraum", "vermietet"], ["zeitraum"]),
  }),
});
