import { fixed, group, specified, text } from "./field-builders.ts";

const sellerLine = (label: string, hint: string, requires: string[]) => text({ label, hint }, { max: 120, requires });

const formLabel = {
  label: "Texte des Formulars",
  hint: "Die Feldbeschriftungen stehen in src/contact-form/field-specs.ts.",
};
const noticesLabel = { label: "Die Hinweise nach dem Absenden", hint: "Auch die Seiten ohne JavaScript." };
const successLabel = "Wenn die Nachricht angekommen ist";
const failureLabel = "Wenn sie nicht gesendet werden konnte";
const failurePageLabel = "Die Seite nach einem Formular mit Fehlern, ohne JavaScript";

const specifiedFormTexts = {
  title: specified("Überschrift des Formulars", "Kontaktformular"),
  submit: specified("Knopf zum Absenden", "Nachricht senden"),
  sending: specified("Knopf, während die Nachricht gesendet wird", "Wird gesendet..."),
};
const specifiedNotices = {
  success: {
    title: specified("Überschrift des Hinweises", "Nachricht gesendet!"),
    text: specified("Text des Hinweises", "Vielen Dank für Ihre Nachricht. Ich werde mich bald bei Ihnen melden."),
  },
  failure: {
    title: specified("Überschrift des Hinweises", "Fehler"),
    text: specified(
      "Text des Hinweises",
      "Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.",
    ),
  },
};

const formTexts = {
  closeNotice: text({ label: "Knopf, der einen Hinweis schließt", hint: "Für Screenreader." }, { max: 40 }),
  privacyText: text(
    { label: "Satz unter dem Knopf", hint: "{datenschutz} wird zum Link auf die Datenschutzerklärung." },
    { max: 300, requires: ["datenschutz"] },
  ),
  privacyLink: text("Der Link auf die Datenschutzerklärung", { max: 60 }),
  honeypotLabel: fixed(
    "Spam-Programme füllen das unsichtbare Feld an dieser Beschriftung aus; geändert könnte sie Besucher verwirren",
    text("Beschriftung des unsichtbaren Felds gegen Spam-Programme", { max: 60 }),
  ),
};

const failurePageTexts = {
  invalidFieldsHeading: text("Überschrift, wenn Angaben falsch sind", { max: 80 }),
  checkFieldsHeading: text(
    {
      label: "Überschrift über den Regeln",
      hint: "Wenn die Nachricht nicht gesendet werden konnte, auch wenn der Server gestört war.",
    },
    { max: 80 },
  ),
  hint: text(
    { label: "Hinweis unter der Liste", hint: "{email} wird zum Link auf Ihre Adresse." },
    {
      max: 300,
      requires: ["email"],
    },
  ),
  backLabel: text("Knopf zurück zum Formular", { max: 40 }),
};

export const contactSectionSchema = group("Der Abschnitt „Interesse geweckt?“ und das Kontaktformular", {
  heading: specified("Überschrift des Abschnitts", "Interesse geweckt?"),
  subtitle: specified(
    "Der Satz unter der Überschrift",
    "Kontaktieren Sie mich für weitere Informationen oder eine Besichtigung",
  ),
  form: group(formLabel, { ...specifiedFormTexts, ...formTexts }),
  notices: group(noticesLabel, {
    success: group(successLabel, specifiedNotices.success),
    failure: group(failureLabel, specifiedNotices.failure),
  }),
  sellerLine: group(
    { label: "Die Zeile „Verkäufer: …“ unter der Überschrift und im Druck", hint: "Je nach offerStatus." },
    {
      verkauf: sellerLine(
        "Beim Verkauf des Hausboots",
        "{name} und {anschrift} kommen aus owner.yaml, {verkaufsart} aus „Verkaufsart“ je nach sellerType.",
        ["name", "anschrift", "verkaufsart"],
      ),
      vermoegensanlage: sellerLine(
        "Bei einer Vermögensanlage: Ihre Rollen",
        "{name} und {anschrift} kommen aus owner.yaml; wer die Zusage gibt, steht unter „Ausstieg“.",
        ["name", "anschrift"],
      ),
    },
  ),
  saleKind: group(
    { label: "Verkaufsart", hint: "Was {verkaufsart} in der Zeile sagt, je nach sellerType in owner.yaml." },
    {
      privat: text("Wenn Sie als Privatperson verkaufen", { max: 40 }),
      unternehmer: text("Wenn Sie als Unternehmer verkaufen", { max: 40 }),
    },
  ),
  printDetails: group("Die Kontaktangaben im Druck statt des Formulars", {
    emailLabel: text("Bezeichnung der E-Mail-Adresse", { max: 30 }),
    phoneLabel: text("Bezeichnung der Telefonnummer", { max: 30 }),
  }),
  failurePage: group(failurePageLabel, failurePageTexts),
});
