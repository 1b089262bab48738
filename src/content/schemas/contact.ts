import { fixed, group, text } from "./fields.ts";

const agreedWording =
  "der Wortlaut ist mit dem Kontaktformular vereinbart: Formular, Seiten ohne JavaScript und ihre Tests erwarten ihn genau so";

const notice = (label: string) =>
  group(label, {
    title: text("Überschrift des Hinweises", { max: 40 }),
    text: text("Text des Hinweises", { max: 200 }),
  });

export const contactSchema = group("Der Abschnitt „Interesse geweckt?“ und das Kontaktformular", {
  heading: text("Überschrift des Abschnitts", { max: 60 }),
  subtitle: text("Der Satz unter der Überschrift", { max: 200 }),
  form: group(
    { label: "Texte des Formulars", hint: "Die Feldbeschriftungen stehen in src/contact/fields.ts." },
    {
      title: text("Überschrift des Formulars", { max: 40 }),
      submit: text("Knopf zum Absenden", { max: 40 }),
      sending: text("Knopf, während die Nachricht gesendet wird", { max: 40 }),
      closeNotice: text({ label: "Knopf, der einen Hinweis schließt", hint: "Für Screenreader." }, { max: 40 }),
      privacyText: text(
        { label: "Satz unter dem Knopf", hint: "{datenschutz} wird zum Link auf die Datenschutzerklärung." },
        { max: 300, tokens: ["datenschutz"], requires: ["datenschutz"] },
      ),
      privacyLink: text("Der Link auf die Datenschutzerklärung", { max: 60 }),
      honeypotLabel: fixed(
        "Spam-Programme füllen das unsichtbare Feld an dieser Beschriftung aus; geändert könnte sie Besucher verwirren",
        text("Beschriftung des unsichtbaren Felds gegen Spam-Programme", { max: 60 }),
      ),
    },
  ),
  notices: fixed(
    agreedWording,
    group(
      { label: "Die Hinweise nach dem Absenden", hint: "Auch die Seiten ohne JavaScript." },
      {
        success: notice("Wenn die Nachricht angekommen ist"),
        failure: notice("Wenn sie nicht gesendet werden konnte"),
      },
    ),
  ),
  sellerLine: group("Die Zeile „Verkäufer: …“ unter der Überschrift und im Druck", {
    private: text(
      { label: "Für einen privaten Verkäufer", hint: "{name} und {anschrift} kommen aus owner.yaml." },
      {
        max: 120,
        tokens: ["name", "anschrift"],
        requires: ["name", "anschrift"],
      },
    ),
    company: text(
      { label: "Für eine Firma", hint: "Wenn legalForm in owner.yaml ausgefüllt ist; {rechtsform} ist legalForm." },
      {
        max: 120,
        tokens: ["name", "anschrift", "rechtsform"],
        requires: ["name", "anschrift"],
      },
    ),
  }),
  printDetails: group("Die Kontaktangaben im Druck statt des Formulars", {
    emailLabel: text("Bezeichnung der E-Mail-Adresse", { max: 30 }),
    phoneLabel: text("Bezeichnung der Telefonnummer", { max: 30 }),
  }),
  failurePage: group("Die Seite nach einem Formular mit Fehlern, ohne JavaScript", {
    invalidFieldsHeading: text("Überschrift, wenn Angaben falsch sind", { max: 80 }),
    checkFieldsHeading: text("Überschrift, wenn die Nachricht nicht gesendet werden konnte", { max: 80 }),
    hint: text(
      { label: "Hinweis unter der Liste", hint: "{email} wird zum Link auf Ihre Adresse." },
      {
        max: 300,
        tokens: ["email"],
        requires: ["email"],
      },
    ),
    backLabel: text("Knopf zurück zum Formular", { max: 40 }),
  }),
});
