import { choice, fixed, group, list, text, type Label } from "./fields.ts";
import { offerTokens } from "./tokens.ts";

const sentences = (label: Label, min: number) =>
  list(label, text("Ein Satz oder Absatz", { max: 600, tokens: offerTokens }), { min, max: 12 });

/** Stated after legal advice (docs/anleitung.md, „Live gehen“): a sale without buy-back or yield promise, or a Vermögensanlage. */
export const offerStatuses = ["verkauf", "vermoegensanlage"] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** How a fresh clone holds the decision: the plain sale's wording shows, a production build refuses. */
const openOfferStatus =
  "verkauf (Platzhalter: Nach rechtlicher Beratung „verkauf“ (Verkauf des ganzen Hausboots, ohne Rückkauf-, Miet- oder Ertragszusage von Ihnen oder dem Betreiber) oder „vermoegensanlage“ (Vermögensanlage ohne Prospektpflicht) eintragen; docs/anleitung.md, „Live gehen“)";

export const riskNoticeSchema = group("Der Hinweis zu Risiken", {
  offerStatus: choice(
    {
      label: "Die rechtliche Einordnung des Angebots",
      hint: "Nach rechtlicher Beratung: verkauf oder vermoegensanlage; wählt Warnsätze, Anbieterzeile und Ausstieg.",
    },
    offerStatuses,
    openOfferStatus,
    { verkauf: "Verkauf des ganzen Hausboots", vermoegensanlage: "Vermögensanlage" },
  ),
  title: text("Überschrift des Hinweises", { max: 60 }),
  warnings: fixed(
    "die Warnsätze sind der geprüfte Wortlaut (§ 12 Abs. 2 und 3, § 2 Abs. 2 VermAnlG); ändern Sie sie nur nach rechtlicher Beratung in der Datei",
    group(
      { label: "Die Warnsätze, fett am Anfang", hint: "Die Seite zeigt die zu offerStatus passenden." },
      {
        verkauf: sentences("Warnsätze beim Verkauf des Hausboots", 1),
        vermoegensanlage: sentences("Warnsätze bei einer Vermögensanlage", 1),
      },
    ),
  ),
  footnote: text("Text der Fußnote an der Rendite oben auf der Seite", {
    max: 600,
    tokens: offerTokens,
    requires: ["rendite"],
  }),
  paragraphs: sentences("Absätze nach der Fußnote", 0),
  risksHeading: text("Überschrift der Liste der Risiken", { max: 60 }),
  risks: sentences({ label: "Die Risiken als „Name: Erklärung“", hint: "Der Name erscheint fett." }, 1),
  closing: text("Der letzte Satz, fett", { max: 300 }),
});
