import { contactFields, type ContactField } from "./field-names.ts";

/** One page without fields (the mail could not be sent) and one per combination of invalid fields, so the page names
 * what to correct without any JavaScript: the `[...felder]` params of every edition's route. */
export function contactFailurePaths(): { felder: string | undefined; invalidFields: ContactField[] }[] {
  const combinations = Array.from({ length: 2 ** contactFields.length - 1 }, (_, index) =>
    contactFields.filter((_, bit) => (index + 1) & (1 << bit)),
  );
  return [
    { felder: undefined, invalidFields: [] },
    ...combinations.map((fields) => ({ felder: fields.join("-"), invalidFields: fields })),
  ];
}
