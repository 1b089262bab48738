import { group, list, text } from "./fields.ts";
import { offerTokens } from "./tokens.ts";

const sentences = (description: string, min: number) =>
  list(description, text("Ein Satz oder Absatz", { max: 600, tokens: offerTokens }), { min, max: 12 });

export const riskNoticeSchema = group("Der Hinweis zu Risiken", {
  title: text("Überschrift des Hinweises", { max: 60 }),
  warnings: sentences("Die Warnsätze, fett am Anfang", 1),
  footnote: text("Text der Fußnote an der Rendite oben auf der Seite", {
    max: 600,
    tokens: offerTokens,
    requires: ["rendite"],
  }),
  paragraphs: sentences("Absätze nach der Fußnote", 0),
  risksHeading: text("Überschrift der Liste der Risiken", { max: 60 }),
  risks: sentences("Die Risiken als „Name: Erklärung“; der Name erscheint fett", 1),
  closing: text("Der letzte Satz, fett", { max: 300 }),
});
