// What each contact field accepts and what it collects, worded per language for the pages the server renders (the
// error page of a plain form post, the privacy policy). Apart from field-specs.ts so the island's bundle carries only the
// words the form shows.
import { defaultLanguage, languageTags, type Language } from "../i18n/languages.ts";
import { contactFields, type ContactField } from "./field-names.ts";
import { contactFieldLimits } from "./field-specs.ts";

type FieldRule = {
  /** What the field accepts, as the error page for plain form posts (no JavaScript) states it. */
  rule: string;
  /** How the privacy policy names what the field collects. */
  dataLabel: string;
};

const { name, email, message } = contactFieldLimits;

export const contactFieldRules: Record<Language, Record<ContactField, FieldRule>> = {
  de: {
    name: {
      rule: `${name.minLength} bis ${name.maxLength} Zeichen, nur Buchstaben, Ziffern und übliche Satzzeichen, ohne Zeilenumbrüche und ohne E-Mail-Adresse (keine Zeichen < > @ ")`,
      dataLabel: "Name",
    },
    email: {
      rule: `genau eine gültige Adresse wie ${email.example.de}, höchstens ${email.localPartMax} Zeichen vor dem @ und ${email.maxLength} Zeichen insgesamt`,
      dataLabel: "E-Mail-Adresse",
    },
    message: {
      // As German readers write it ("1.000"); the error pages typeset it with its unit.
      rule: `${message.minLength} bis ${message.maxLength.toLocaleString(languageTags.de)} Zeichen`,
      dataLabel: "Nachricht",
    },
  },
  en: {
    name: {
      rule: `${name.minLength} to ${name.maxLength} characters, only letters, digits and common punctuation, no line breaks and no email address (none of the characters < > @ ")`,
      dataLabel: "name",
    },
    email: {
      rule: `exactly one valid address such as ${email.example.en}, at most ${email.localPartMax} characters before the @ and ${email.maxLength} characters in all`,
      dataLabel: "email address",
    },
    message: {
      rule: `${message.minLength} to ${message.maxLength.toLocaleString(languageTags.en)} characters`,
      dataLabel: "message",
    },
  },
};

/** "Name, E-Mail-Adresse und Nachricht": what the form collects, for the privacy policy. */
export function describeCollectedData(language: Language = defaultLanguage): string {
  const labels = contactFields.map((field) => contactFieldRules[language][field].dataLabel);
  return new Intl.ListFormat(languageTags[language], { type: "conjunction" }).format(labels);
}
