import type { z } from "zod";
import { choice, fixed, group, list, text, type Label } from "./field-builders.ts";
import { offerTokens } from "./tokens.ts";

const sentences = (label: Label, min: number) =>
  list(label, text("Ein Satz oder Absatz", { max: 600, tokens: offerTokens }), { min, max: 12 });

/** Stated after legal advice (docs/anleitung.md, „Live gehen“): a sale without buy-back or yield promise, or a Vermögensanlage. */
export const offerStatuses = ["verkauf", "vermoegensanlage"] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** How a fresh clone holds the decision: the plain sale's wording shows, a production build refuses. */
const openOfferStatus =
  "verkauf (Platzhalter: Nach rechtlicher Beratung „verkauf“ (Verkauf des ganzen Hausboots, ohne Rückkauf-, Miet- oder Ertragszusage von Ihnen oder dem Betreiber) oder „vermoegensanlage“ (Vermögensanlage ohne Prospektpflicht) eintragen; docs/anleitung.md, „Live gehen“)";

/** A text written once per offer status; the page shows the declared one (src/views/section-context.ts). */
export function byOfferStatus<Field extends z.ZodType>(label: Label, field: (label: string) => Field) {
  return group(typeof label === "string" ? { label, hint: "Je nach offerStatus in risk-notice.yaml." } : label, {
    verkauf: field("Beim Verkauf des Hausboots ohne Zusage"),
    vermoegensanlage: field("Bei einer Vermögensanlage mit Zusage"),
  });
}

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
  footnote: byOfferStatus("Text der Fußnote an der Rendite oben auf der Seite", (label) =>
    text(label, { max: 600, tokens: offerTokens, requires: ["rendite"] }),
  ),
  paragraphs: sentences("Absätze nach der Fußnote", 0),
  risksHeading: text("Überschrift der Liste der Risiken", { max: 60 }),
  offerRisks: byOfferStatus(
    {
      label: "Die Risiken, die von offerStatus abhängen, zuerst",
      hint: "Als „Name: Erklärung“; der Name erscheint fett.",
    },
    (label) => sentences(label, 0),
  ),
  risks: sentences({ label: "Die übrigen Risiken als „Name: Erklärung“", hint: "Der Name erscheint fett." }, 1),
  closing: text("Der letzte Satz, fett", { max: 300 }),
});
