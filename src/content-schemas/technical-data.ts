import { group, list, specified, text } from "./field-builders.ts";
import { boatTokens } from "./tokens.ts";

export const technicalDataSchema = group("Der Abschnitt „Technische Daten“", {
  heading: specified("Überschrift des Abschnitts", "Technische Daten"),
  rows: list(
    "Eine Karte pro Zeile, in dieser Reihenfolge",
    group("Eine Karte", {
      label: text({ label: "Bezeichnung", hint: "Erscheint in Großbuchstaben." }, { max: 40 }),
      value: text(
        { label: "Wert", hint: "Felder wie {baujahr} setzt die Seite aus boat.yaml ein." },
        { max: 120, tokens: boatTokens },
      ),
    }),
    { min: 1, max: 12 },
  ),
});
