// The zod-free part of the contact form's contract: the island loads it with the page and
// fetches the schema (zod) only when the visitor starts on the form.
export const contactLimits = {
  nameMax: 100,
  emailMax: 255,
  /** The part before the @ (RFC 5321). */
  emailLocalPartMax: 64,
  messageMin: 10,
  messageMax: 1000,
} as const;

export type ContactField = "name" | "email" | "message";
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const contactFields: readonly ContactField[] = ["name", "email", "message"];
