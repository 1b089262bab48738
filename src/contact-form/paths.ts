/** Where the function sends plain form posts (no JavaScript) and where the links lead back to. */
export const contactPaths = {
  endpoint: "/api/send-contact-email",
  thanks: "/kontakt/danke/",
  failure: "/kontakt/fehler/",
  form: "/#kontakt",
} as const;

/** Each combination of invalid fields has its own page (`/kontakt/fehler/name-email/`): no JavaScript needed. */
export function failurePathFor(invalidFields: readonly string[]): string {
  return invalidFields.length === 0 ? contactPaths.failure : `${contactPaths.failure}${invalidFields.join("-")}/`;
}
