import * as z from "zod/mini";
import { contactFields, contactLimits, type ContactField, type ContactFieldErrors } from "./fields.ts";

export { contactFields, contactLimits, type ContactField, type ContactFieldErrors };

export const contactMessages = {
  nameRequired: "Bitte geben Sie Ihren Namen ein",
  nameTooLong: "Der Name darf höchstens 100 Zeichen lang sein",
  nameControlCharacters: "Der Name darf keine Steuerzeichen enthalten",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  emailTooLong: "Die E-Mail-Adresse darf höchstens 255 Zeichen lang sein",
  messageTooShort: "Ihre Nachricht sollte mindestens 10 Zeichen lang sein",
  messageTooLong: "Ihre Nachricht darf höchstens 1000 Zeichen lang sein",
} as const;

// Control characters (CR, LF, tab, NUL, DEL, C1) and the Unicode line/paragraph separators:
// a name ends up in the mail subject and the Reply-To display name.
const controlCharacter = /[\p{Cc}\u2028\u2029]/u;

// One plain addr-spec: no display name, no list, no whitespace, no quoted local part.
const plainAddress = z.regexes.email;

export const contactSchema = z.object({
  name: z.string({ error: contactMessages.nameRequired }).check(
    z.trim(),
    z.minLength(1, contactMessages.nameRequired),
    z.maxLength(contactLimits.nameMax, contactMessages.nameTooLong),
    z.refine((value) => !controlCharacter.test(value), contactMessages.nameControlCharacters),
  ),
  email: z
    .string({ error: contactMessages.emailInvalid })
    .check(
      z.trim(),
      z.maxLength(contactLimits.emailMax, contactMessages.emailTooLong),
      z.regex(plainAddress, contactMessages.emailInvalid),
    ),
  message: z
    .string({ error: contactMessages.messageTooShort })
    .check(
      z.trim(),
      z.minLength(contactLimits.messageMin, contactMessages.messageTooShort),
      z.maxLength(contactLimits.messageMax, contactMessages.messageTooLong),
    ),
});

export type ContactInput = z.output<typeof contactSchema>;

export const emptyContact: ContactInput = { name: "", email: "", message: "" };

/** The first message per field, in the order the checks ran. */
export function fieldErrorsFrom(error: z.core.$ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export type ContactValidation = { ok: true; data: ContactInput } | { ok: false; errors: ContactFieldErrors };

export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrorsFrom(result.error) };
}

function isContactField(value: unknown): value is ContactField {
  return typeof value === "string" && (contactFields as readonly string[]).includes(value);
}
