import { flag, group, optional, text } from "./field-builders.ts";
import { legalSectionFields, legalSections, pageMeta } from "./legal-page.ts";
import { ownerTokens } from "./tokens.ts";

const detailLine = (label: string) =>
  text({ label, hint: "{wert} ist die Angabe aus owner.yaml." }, { max: 120, requires: ["wert"] });

export const imprintSchema = group("Das Impressum", {
  ...pageMeta,
  sections: legalSections(
    group("Ein Abschnitt", {
      ...legalSectionFields([...ownerTokens, "geschaeftsangaben"]),
      onlyWithEditorialContent: optional(
        flag({
          label: "Nur bei redaktionellen Inhalten",
          hint: "Ja: erscheint nur mit publishesEditorialContent: true in owner.yaml.",
        }),
      ),
      onlyForBusinessSellers: optional(
        flag({
          label: "Nur beim Verkauf als Unternehmer",
          hint: "Ja: erscheint nur mit sellerType unternehmer oder kleinunternehmer in owner.yaml.",
        }),
      ),
    }),
  ),
  businessDetails: group("Die Zeilen von {geschaeftsangaben}, nur für ausgefüllte Angaben", {
    legalForm: detailLine("Zeile der Rechtsform"),
    representedBy: detailLine("Zeile der Vertretung"),
    register: detailLine("Zeile des Registereintrags"),
    vatId: detailLine("Zeile der Umsatzsteuer-Identifikationsnummer"),
    economicId: detailLine("Zeile der Wirtschafts-Identifikationsnummer"),
  }),
});
