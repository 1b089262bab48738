import { group, list, specified, text } from "./field-builders.ts";
import { offerTokens } from "./tokens.ts";

export const lifeAboardSchema = group("Der Abschnitt „Leben auf dem Wasser“", {
  heading: specified("Überschrift des Abschnitts", "Leben auf dem Wasser"),
  paragraphs: list("Die Absätze, in dieser Reihenfolge", text("Ein Absatz", { max: 800, tokens: offerTokens }), {
    min: 1,
    max: 6,
  }),
  photoAlt: text("Beschreibung des Fotos neben dem Text für Screenreader und Suchmaschinen", { max: 150 }),
});
