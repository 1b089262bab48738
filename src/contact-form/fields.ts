// The contact form's fields, each described once. The schema, the island, the error pages for plain form posts,
// the mail to the owner and the Datenschutzerklärung are all built from this list. It has no zod in it, so the
// island loads it with the page and fetches the schema only when the visitor starts on the form.

export type ContactField = "name" | "email" | "message";
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

type FieldControl =
  { element: "input"; type: "text" | "email"; autoComplete: "name" | "email" } | { element: "textarea"; rows: number };

export type ContactFieldSpec = {
  inputId: string;
  control: FieldControl;
  label: string;
  placeholder: string;
  /** How the Datenschutzerklärung names what the field collects. */
  dataLabel: string;
  /** Length after trimming; the browser enforces it too until the island takes over. */
  minLength?: number;
  maxLength: number;
  /** For an address: how long the part before the @ may be (RFC 5321). */
  localPartMax?: number;
  /** What the field accepts, as the error page for plain form posts (no JavaScript) states it. */
  rule: string;
  messages: Record<string, string>;
};

const name = { minLength: 1, maxLength: 100 };
const email = { maxLength: 255, localPartMax: 64, example: "erika@beispiel.de" };
const message = { minLength: 10, maxLength: 1000 };

export const contactFieldSpecs = {
  name: {
    inputId: "kontakt-name",
    control: { element: "input", type: "text", autoComplete: "name" },
    label: "Name",
    placeholder: "Ihr Name",
    dataLabel: "Name",
    ...name,
    rule: `${name.minLength} bis ${name.maxLength} Zeichen, nur Buchstaben, Ziffern und übliche Satzzeichen, ohne Zeilenumbrüche und ohne E-Mail-Adresse (keine Zeichen < > @ ")`,
    messages: {
      required: "Bitte geben Sie Ihren Namen ein",
      tooLong: `Der Name darf höchstens ${name.maxLength} Zeichen lang sein`,
      controlCharacters: "Der Name darf keine Steuerzeichen enthalten",
      unusualCharacters: "Bitte verwenden Sie nur Buchstaben, Ziffern und übliche Satzzeichen",
      addressCharacters: 'Bitte geben Sie nur Ihren Namen ein, ohne E-Mail-Adresse und ohne die Zeichen < > @ "',
    },
  },
  email: {
    inputId: "kontakt-email",
    control: { element: "input", type: "email", autoComplete: "email" },
    label: "E-Mail",
    placeholder: email.example,
    dataLabel: "E-Mail-Adresse",
    maxLength: email.maxLength,
    localPartMax: email.localPartMax,
    rule: `genau eine gültige Adresse wie ${email.example}, höchstens ${email.localPartMax} Zeichen vor dem @ und ${email.maxLength} Zeichen insgesamt`,
    messages: {
      invalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      tooLong: `Die E-Mail-Adresse darf höchstens ${email.maxLength} Zeichen lang sein`,
      localPartTooLong: `Vor dem @ dürfen höchstens ${email.localPartMax} Zeichen stehen`,
    },
  },
  message: {
    inputId: "kontakt-nachricht",
    control: { element: "textarea", rows: 6 },
    label: "Nachricht",
    placeholder: "Ihre Nachricht...",
    dataLabel: "Nachricht",
    ...message,
    // As German readers write it ("1.000"); the error pages typeset it with its unit.
    rule: `${message.minLength} bis ${message.maxLength.toLocaleString("de-DE")} Zeichen`,
    messages: {
      tooShort: `Ihre Nachricht sollte mindestens ${message.minLength} Zeichen lang sein`,
      tooLong: `Ihre Nachricht darf höchstens ${message.maxLength} Zeichen lang sein`,
    },
  },
} as const satisfies Record<ContactField, ContactFieldSpec>;

/** The fields in the order the form shows them. */
export const contactFields = Object.keys(contactFieldSpecs) as readonly ContactField[];

/** "Name, E-Mail-Adresse und Nachricht": what the form collects, for the Datenschutzerklärung. */
export function describeCollectedData(): string {
  const labels = contactFields.map((field) => contactFieldSpecs[field].dataLabel);
  return new Intl.ListFormat("de", { type: "conjunction" }).format(labels);
}
