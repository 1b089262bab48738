// The contact form's fields by name, in the order the form shows them: all the island needs of field-specs.ts at run time,
// so that the words of every language (field-specs.ts) stay out of its bundle; the page hands it its own language's.
export type ContactField = "name" | "email" | "message";
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const contactFields: readonly ContactField[] = ["name", "email", "message"];
