import { fact, group, text } from "./field-builders.ts";
import { legalSectionFields, legalSections, pageMeta } from "./legal-page.ts";
import { ownerTokens } from "./tokens.ts";

/** The named fields of the Datenschutzerklärung: the owner, the providers, and figures from other parts of the site. */
export const privacyPolicyTokens = [
  ...ownerTokens,
  "hosting-anbieter",
  "us-uebermittlung",
  "log-speicherdauer",
  "max-speichertage",
  "anfragen-pro-minute",
  "formular-angaben",
  "mail-anbieter",
  "mail-anbieter-name",
  "mail-datenort",
  "bewertungsplattform",
] as const;

export const privacyPolicySchema = group("Die Datenschutzerklärung", {
  ...pageMeta,
  hostingProvider: fact(
    text({ label: "Name und Anschrift des Hosting-Anbieters", hint: "{hosting-anbieter}." }, { max: 200 }),
  ),
  usTransferBasis: text({ label: "Grundlage der Übermittlung in die USA", hint: "{us-uebermittlung}." }, { max: 600 }),
  sections: legalSections(group("Ein Abschnitt", legalSectionFields(privacyPolicyTokens))),
});
