import type { z } from "zod";
import { flag, list, optional, text } from "./field-builders.ts";

/** The fields of a legal page's section; `tokens` are the named fields its texts may contain. */
export function legalSectionFields(tokens: readonly string[]) {
  const paragraph = text({ label: "Ein Absatz", hint: "\\n beginnt eine neue Zeile." }, { max: 1500, tokens });
  return {
    heading: text("Überschrift des Abschnitts", { max: 100 }),
    paragraphs: list({ label: "Die Absätze", hint: "Einer, der nach dem Einsetzen leer ist, entfällt." }, paragraph, {
      min: 1,
    }),
    list: optional(list("Eine Aufzählung nach den Absätzen", text("Ein Punkt", { max: 400, tokens }))),
    highlighted: optional(
      flag({ label: "Im Kasten", hint: "Ja: der Abschnitt steht in einem Kasten (z. B. das Widerspruchsrecht)." }),
    ),
  };
}

export const legalSections = <Section extends z.ZodType>(section: Section) =>
  list("Die Abschnitte der Seite, in dieser Reihenfolge", section, { min: 1, max: 30 });

export const pageMeta = {
  title: text("Überschrift und Titel der Seite", { max: 60 }),
  description: text("Beschreibung für Suchmaschinen", { max: 160 }),
};
