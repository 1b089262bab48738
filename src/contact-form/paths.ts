import { defaultLanguage, languagePrefix, type Language } from "../i18n/languages.ts";

/** Where the function sends plain form posts (no JavaScript) and where the links lead back to. */
export const contactEndpoint = "/api/send-contact-email";

/**
 * Each language's pages under its prefix with the same slugs (`/kontakt/danke/`, `/en/kontakt/danke/`), as Astro's
 * i18n routing builds them: one page shape per page, the other edition found by swapping the prefix.
 */
export function contactPathsIn(language: Language) {
  const prefix = languagePrefix(language);
  return {
    endpoint: contactEndpoint,
    thanks: `${prefix}kontakt/danke/`,
    failure: `${prefix}kontakt/fehler/`,
    form: `${prefix}#kontakt`,
  } as const;
}

/** The German form's paths. */
export const contactPaths = contactPathsIn(defaultLanguage);

/** Each combination of invalid fields has its own page (`/kontakt/fehler/name-email/`): no JavaScript needed. */
export function failurePathFor(invalidFields: readonly string[], language: Language = defaultLanguage): string {
  const { failure } = contactPathsIn(language);
  return invalidFields.length === 0 ? failure : `${failure}${invalidFields.join("-")}/`;
}
