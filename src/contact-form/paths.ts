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
