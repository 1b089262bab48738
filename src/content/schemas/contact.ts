import { fixed, group, text } from "./fields.ts";

const agreedWording =
  "der Wortlaut ist mit dem Kontaktformular vereinbart: Formular, Seiten ohne JavaScript und ihre Tests erwarten ihn genau so";

const notice = (description: string) =>
  group(description, {
    title: text("Überschrift des Hinweises", { max: 40 }),
    text: text("Text des Hinweises", { max: 200 }),
  });

export const contactSchema = group("Der Abschnitt „Interesse geweckt?“ und das Kontaktformular", {
  heading: text("Überschrift des Abschnitts", { max: 60 }),
  subtitle: text("Der Satz unter der Überschrift", { max: 200 }),
  form: group("Texte des Formulars (die Feldbeschriftungen stehen in src/contact/fields.ts)", {
    title: text("Überschrift des Formulars", { max: 40 }),
    submit: text("Knopf zum Absenden", { max: 40 }),
    sending: text("Knopf, während die Nachricht gesendet wird", { max: 40 }),
    closeNotice: text("Knopf, der einen Hinweis schließt (für Screenreader)", { max: 40 }),
    privacyBeforeLink: text("Satz unter dem Knopf, vor dem Link", { max: 200, required: false }),
    privacyLink: text("Der Link auf die Datenschutzerklärung", { max: 60 }),
    privacyAfterLink: text("Was nach dem Link steht", { max: 100, required: false }),
    honeypotLabel: fixed(
      "Spam-Programme füllen das unsichtbare Feld an dieser Beschriftung aus; geändert könnte sie Besucher verwirren",
      text("Beschriftung des unsichtbaren Felds gegen Spam-Programme", { max: 60 }),
    ),
  }),
  notices: fixed(
    agreedWording,
    group("Die Hinweise nach dem Absenden; auch die Seiten ohne JavaScript", {
      success: notice("Wenn die Nachricht angekommen ist"),
      failure: notice("Wenn sie nicht gesendet werden konnte"),
    }),
  ),
  sellerLine: group("Die Zeile „Verkäufer: …“ unter der Überschrift und im Druck", {
    private: text("Für einen privaten Verkäufer; {name} und {anschrift} kommen aus owner.yaml", {
      max: 120,
      tokens: ["name", "anschrift"],
      requires: ["name", "anschrift"],
    }),
    company: text("Für eine Firma (legalForm in owner.yaml ausgefüllt); {rechtsform} ist legalForm", {
      max: 120,
      tokens: ["name", "anschrift", "rechtsform"],
      requires: ["name", "anschrift"],
    }),
  }),
  printDetails: group("Die Kontaktangaben im Druck statt des Formulars", {
    emailLabel: text("Bezeichnung der E-Mail-Adresse", { max: 30 }),
    phoneLabel: text("Bezeichnung der Telefonnummer", { max: 30 }),
  }),
  failurePage: group("Die Seite nach einem Formular mit Fehlern, ohne JavaScript", {
    invalidFieldsHeading: text("Überschrift, wenn Angaben falsch sind", { max: 80 }),
    checkFieldsHeading: text("Überschrift, wenn die Nachricht nicht gesendet werden konnte", { max: 80 }),
    hint: text("Hinweis unter der Liste; {email} wird zum Link auf Ihre Adresse", {
      max: 300,
      tokens: ["email"],
      requires: ["email"],
    }),
    backLabel: text("Knopf zurück zum Formular", { max: 40 }),
  }),
});
