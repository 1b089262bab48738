export const contactSection = {
  heading: "Interesse geweckt?",
  subtitle: "Kontaktieren Sie mich für weitere Informationen oder eine Besichtigung",
} as const;

export const contactNotices = {
  success: {
    title: "Nachricht gesendet!",
    text: "Vielen Dank für Ihre Nachricht. Ich werde mich bald bei Ihnen melden.",
  },
  failure: {
    title: "Fehler",
    text: "Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.",
  },
} as const;

export type ContactNoticeKind = keyof typeof contactNotices;

export const contactFormText = {
  title: "Kontaktformular",
  submit: "Nachricht senden",
  sending: "Wird gesendet...",
  closeNotice: "Hinweis schließen",
  privacyBeforeLink: "Ihre Angaben verwende ich nur, um Ihre Anfrage zu beantworten. Mehr dazu in der ",
  privacyLink: "Datenschutzerklärung",
  privacyAfterLink: ".",
  privacyHref: "/datenschutz/",
  honeypotLabel: "Bitte dieses Feld leer lassen",
} as const;
