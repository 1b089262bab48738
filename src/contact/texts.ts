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
  fields: {
    name: { label: "Name", placeholder: "Ihr Name" },
    email: { label: "E-Mail", placeholder: "max.mustermann@beispiel.de" },
    message: { label: "Nachricht", placeholder: "Ihre Nachricht..." },
  },
  privacyBeforeLink: "Ihre Angaben verwende ich nur, um Ihre Anfrage zu beantworten. Mehr dazu in der ",
  privacyLink: "Datenschutzerklärung",
  privacyAfterLink: ".",
  privacyHref: "/datenschutz/",
  honeypotLabel: "Bitte dieses Feld leer lassen",
} as const;

/** Where the function sends plain form posts (no JavaScript) and where the links lead back to. */
export const contactPaths = {
  endpoint: "/api/send-contact-email",
  thanks: "/kontakt/danke/",
  failure: "/kontakt/fehler/",
  form: "/#kontakt",
} as const;

/**
 * The static error page for a failed plain form post. Each combination of invalid fields has its own
 * pre-rendered page (e.g. `/kontakt/fehler/name-email/`), so it can say what to correct without JavaScript.
 */
export function failurePathFor(invalidFields: readonly string[]): string {
  return invalidFields.length === 0 ? contactPaths.failure : `${contactPaths.failure}${invalidFields.join("-")}/`;
}
