// The contact form's fields, each described once: what it is and its limits once, the words the form shows per
// language. The schema, the island, the error pages for plain form posts, the mail to the owner and the privacy policy
// are all built from this list; what only the pages say of a field is in field-rules.ts, out of the island's bundle.
// It has no zod in it, so the island loads it with the page and fetches the schema only when the visitor starts on
// the form.
import { defaultLanguage, languageTags, type Language } from "../i18n/languages.ts";
import { contactFields, type ContactField } from "./field-names.ts";

type FieldControl =
  { element: "input"; type: "text" | "email"; autoComplete: "name" | "email" } | { element: "textarea"; rows: number };

/** A field's words in one language; `messages` has the same keys in every language (the rules are the same). */
export type ContactFieldTexts<Message extends string = string> = {
  label: string;
  placeholder: string;
  messages: Record<Message, string>;
};

type FieldDeclaration<Message extends string> = {
  inputId: string;
  control: FieldControl;
  /** Length after trimming; the browser enforces it too until the island takes over. */
  minLength?: number;
  maxLength: number;
  /** For an address: how long the part before the @ may be (RFC 5321). */
  localPartMax?: number;
  texts: Record<Language, ContactFieldTexts<Message>>;
};

export type ContactFieldSpec = Omit<FieldDeclaration<string>, "texts"> & ContactFieldTexts;

const name = { minLength: 1, maxLength: 100 };
const email = {
  maxLength: 255,
  localPartMax: 64,
  example: { de: "erika@beispiel.de", en: "jane.doe@example.com" },
};
const message = { minLength: 10, maxLength: 1000 };
/** The limits each field's words state; `field-rules.ts` words them for the error pages. */
export const contactFieldLimits = { name, email, message } as const;

const fieldDeclarations = {
  name: {
    inputId: "kontakt-name",
    control: { element: "input", type: "text", autoComplete: "name" },
    ...name,
    texts: {
      de: {
        label: "Name",
        placeholder: "Ihr Name",
        messages: {
          required: "Bitte geben Sie Ihren Namen ein",
          tooLong: `Der Name darf höchstens ${name.maxLength} Zeichen lang sein`,
          controlCharacters: "Der Name darf keine Steuerzeichen enthalten",
          unusualCharacters: "Bitte verwenden Sie nur Buchstaben, Ziffern und übliche Satzzeichen",
          addressCharacters: 'Bitte geben Sie nur Ihren Namen ein, ohne E-Mail-Adresse und ohne die Zeichen < > @ "',
        },
      },
      en: {
        label: "Name",
        placeholder: "Your name",
        messages: {
          required: "Please enter your name",
          tooLong: `Your name may be at most ${name.maxLength} characters long`,
          controlCharacters: "Your name must not contain control characters",
          unusualCharacters: "Please use only letters, digits and common punctuation",
          addressCharacters: 'Please enter only your name, without an email address and without the characters < > @ "',
        },
      },
    },
  },
  email: {
    inputId: "kontakt-email",
    control: { element: "input", type: "email", autoComplete: "email" },
    maxLength: email.maxLength,
    localPartMax: email.localPartMax,
    texts: {
      de: {
        label: "E-Mail",
        placeholder: email.example.de,
        messages: {
          invalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
          tooLong: `Die E-Mail-Adresse darf höchstens ${email.maxLength} Zeichen lang sein`,
          localPartTooLong: `Vor dem @ dürfen höchstens ${email.localPartMax} Zeichen stehen`,
        },
      },
      en: {
        label: "Email",
        placeholder: email.example.en,
        messages: {
          invalid: "Please enter a valid email address",
          tooLong: `Your email address may be at most ${email.maxLength} characters long`,
          localPartTooLong: `At most ${email.localPartMax} characters may come before the @`,
        },
      },
    },
  },
  message: {
    inputId: "kontakt-nachricht",
    control: { element: "textarea", rows: 6 },
    ...message,
    texts: {
      de: {
        label: "Nachricht",
        placeholder: "Ihre Nachricht...",
        messages: {
          tooShort: `Ihre Nachricht sollte mindestens ${message.minLength} Zeichen lang sein`,
          tooLong: `Ihre Nachricht darf höchstens ${message.maxLength} Zeichen lang sein`,
        },
      },
      en: {
        label: "Message",
        placeholder: "Your message...",
        messages: {
          tooShort: `Your message should be at least ${message.minLength} characters long`,
          tooLong: `Your message may be at most ${message.maxLength.toLocaleString(languageTags.en)} characters long`,
        },
      },
    },
  },
} as const satisfies {
  name: FieldDeclaration<"required" | "tooLong" | "controlCharacters" | "unusualCharacters" | "addressCharacters">;
  email: FieldDeclaration<"invalid" | "tooLong" | "localPartTooLong">;
  message: FieldDeclaration<"tooShort" | "tooLong">;
};

type Declarations = typeof fieldDeclarations;
/** The fields with their words in one language: the structure is shared, only `texts` is picked. */
export type ContactFieldSpecs<L extends Language = Language> = {
  [Field in ContactField]: Omit<Declarations[Field], "texts"> & Declarations[Field]["texts"][L];
};

export function contactFieldSpecsIn<L extends Language>(language: L): ContactFieldSpecs<L> {
  return Object.fromEntries(
    contactFields.map((field) => {
      const { texts, ...structure } = fieldDeclarations[field];
      return [field, { ...structure, ...texts[language] }];
    }),
  ) as ContactFieldSpecs<L>;
}

/** The German form's fields, as the specification fixes its words. */
export const contactFieldSpecs = contactFieldSpecsIn(defaultLanguage as "de");
