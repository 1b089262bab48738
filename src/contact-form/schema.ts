import { defaultLanguage, languages, type Language } from "../i18n/languages.ts";
import type { ContactField } from "./field-names.ts";
import { contactFieldSpecsIn } from "./field-specs.ts";
import { contactFormSchemaWith, validateWith, type ContactValidation } from "./rules.ts";

const schemasByLanguage = Object.fromEntries(
  languages.map((language) => [language, contactFormSchemaWith(contactFieldSpecsIn(language))]),
) as Record<Language, ReturnType<typeof contactFormSchemaWith>>;

/** The German form's schema. */
export const contactFormSchema = schemasByLanguage[defaultLanguage];

/** Whether today's form accepts this value for `field` (a record stored under older rules may hold one it refuses). */
export const acceptsToday = (field: ContactField, value: string): boolean =>
  contactFormSchema.shape[field].safeParse(value).success;

/** Checks the form's fields; the messages come in the visitor's `language`. */
export function validateContact(input: unknown, language: Language = defaultLanguage): ContactValidation {
  return validateWith(schemasByLanguage[language], input);
}
