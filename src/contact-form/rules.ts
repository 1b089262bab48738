// The contact form's one rule set, with the messages of whichever language it is given. Loaded by the island when the
// visitor starts on the form (with the words its page handed it) and by schema.ts for the function and the build.
import * as z from "zod/mini";
import type { ContactField, ContactFieldErrors } from "./field-names.ts";
import type { ContactFieldSpecs } from "./field-specs.ts";

// Control characters (CR, LF, tab, NUL, DEL, C1) and the Unicode line/paragraph separators:
// a name ends up in the mail subject and the Reply-To display name.
const controlCharacter = /[\p{Cc}\u2028\u2029]/u;
// Invisible format characters (bidi overrides, zero-width characters) and RFC 2047 encoded words
// (`=?utf-8?q?…?=`), which mail programs decode in Subject and Reply-To: both let a name display
// as something else, e.g. a fake address or header line.
const formatCharacter = /\p{Cf}/u;
const encodedWord = /=\?.*\?=/s;
// Letters that show as nothing (Hangul fillers U+115F, U+3164, …, variation selectors), the blank Braille pattern
// U+2800, which shows as a space, and private-use characters, which show as whatever a font puts there: they let a
// name look empty or like someone else's.
const invisibleCharacter = /[\p{Default_Ignorable_Code_Point}\u2800\p{Co}]/u;
// A display name with an address in it (`Bank <info@bank.de>`) poses as that sender in the owner's mail program,
// also in look-alikes (＜＠＞, ﹫), which NFKC folds into these.
const addressCharacter = /[<>@"]/;

// The local part of one plain addr-spec (no quotes, no comments, no whitespace), as zod's email pattern has it.
const localPartPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]$/;
// Letters of any script, digits, dots and hyphens: what an internationalised domain is written with.
const unicodeDomainPattern = /^[\p{L}\p{M}\p{N}.-]+$/u;
// The ASCII (punycode) form: labels of at most 63 characters, a top-level domain of letters or punycode.
const asciiDomainPattern =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

function splitAddress(address: string): { local: string; domain: string } {
  const at = address.lastIndexOf("@");
  return at < 0 ? { local: address, domain: "" } : { local: address.slice(0, at), domain: address.slice(at + 1) };
}

/** `name@bücher.de` → `name@xn--bcher-kva.de`, as every mail server accepts it (IDNA by the WHATWG URL parser). */
export function asciiAddress(address: string): string | undefined {
  const { local, domain } = splitAddress(address);
  if (!localPartPattern.test(local) || !unicodeDomainPattern.test(domain)) return undefined;
  const asciiDomain = hostnameOf(domain);
  return asciiDomain && asciiDomainPattern.test(asciiDomain) ? `${local}@${asciiDomain}` : undefined;
}

// `URL.parse` would be shorter, but Safari has it only from version 18.
function hostnameOf(domain: string): string | undefined {
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
}

/** The one rule set; only the words of its messages depend on the language. */
function fieldSchemasWith({ name, email, message }: ContactFieldSpecs) {
  return {
    name: z.string({ error: name.messages.required }).check(
      z.trim(),
      z.minLength(name.minLength, name.messages.required),
      z.maxLength(name.maxLength, name.messages.tooLong),
      z.refine((value) => !controlCharacter.test(value), name.messages.controlCharacters),
      z.refine(
        (value) => !formatCharacter.test(value) && !invisibleCharacter.test(value) && !encodedWord.test(value),
        name.messages.unusualCharacters,
      ),
      z.refine((value) => !addressCharacter.test(value.normalize("NFKC")), name.messages.addressCharacters),
    ),
    email: z.string({ error: email.messages.invalid }).check(
      z.trim(),
      // Counted as the mail carries it: an internationalised domain grows in punycode.
      z.refine((value) => (asciiAddress(value) ?? value).length <= email.maxLength, email.messages.tooLong),
      z.refine((value) => splitAddress(value).local.length <= email.localPartMax, email.messages.localPartTooLong),
      z.refine((value) => asciiAddress(value) !== undefined, email.messages.invalid),
      z.overwrite((value) => asciiAddress(value) ?? value),
    ),
    message: z
      .string({ error: message.messages.tooShort })
      .check(
        z.trim(),
        z.minLength(message.minLength, message.messages.tooShort),
        z.maxLength(message.maxLength, message.messages.tooLong),
      ),
  } satisfies Record<ContactField, z.ZodMiniType>;
}

/** The schema with the messages of `specs`; the rules are the same in every language. */
export const contactFormSchemaWith = (specs: ContactFieldSpecs) => z.object(fieldSchemasWith(specs));

export type ContactInput = z.output<ReturnType<typeof contactFormSchemaWith>>;

/** The first message per field, in the order the checks ran. */
export function fieldErrorsFrom(error: z.core.$ZodError<ContactInput>): ContactFieldErrors {
  const { fieldErrors } = z.flattenError(error);
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0]]));
}

export type ContactValidation = { ok: true; data: ContactInput } | { ok: false; errors: ContactFieldErrors };

/** Checks the form's fields against `schema`. */
export function validateWith(schema: ReturnType<typeof contactFormSchemaWith>, input: unknown): ContactValidation {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrorsFrom(result.error) };
}
