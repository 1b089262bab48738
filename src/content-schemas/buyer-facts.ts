import { flag, group, list, optional, text } from "./fields.ts";
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

export const buyerFactsSchema = group("„Fakten für Ihre Entscheidung“", {
  heading: text("Überschrift", { max: 60 }),
  intro: text("Der Satz unter der Überschrift", { max: 300 }),
  topics: list("Die Themen in dieser Reihenfolge", topic, { min: 1, max: 12 }),
  warranty: group("Was {gewaehrleistung} sagt, je nach sellerType in owner.yaml", {
    privat: term("Wenn Sie als Privatperson verkaufen: ob und wie Sie die Gewährleistung ausschließen"),
    unternehmer: term("Wenn Sie als Unternehmer verkaufen: die gesetzliche Gewährleistung, höchstens verkürzt"),
  }),
  exitNote: group("Was {ausstieg} sagt, je nach offerStatus in risk-notice.yaml", {
    verkauf: term("Beim Verkauf des Hausboots ohne Rückkauf-, Miet- oder Ertragszusage"),
    vermoegensanlage: term("Bei einer Vermögensanlage: die Rückkauf- oder Ertragszusage, genau beschrieben"),
  }),
});
