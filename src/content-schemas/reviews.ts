import { fact, fixed, group, list, number, patterned, specified, text, type Label } from "./field-builders.ts";

const stars = (label: Label) => number(label, { min: 1, max: 10 });

export const reviewsSchema = group("„Was Gäste sagen“ und die Bewertung oben", {
  heading: specified("Überschrift des Abschnitts", "Was Gäste sagen"),
  ratingSummary: group("Die Bewertung des Inserats, wie die Plattform sie zeigt", {
    ratingValue: stars({ label: "Durchschnittliche Bewertung", hint: "Z. B. 4.9." }),
    bestRating: number("Höchste mögliche Bewertung", { integer: true, min: 1, max: 10 }),
    reviewCount: number("Anzahl der Bewertungen", { integer: true }),
    source: fact(text({ label: "Plattform, von der Bewertung und Texte stammen", hint: "Z. B. Airbnb." }, { max: 40 })),
    asOf: text(
      { label: "Monat und Jahr, in dem Sie Bewertung und Texte übernommen haben", hint: "Z. B. Oktober 2025." },
      { max: 40 },
    ),
  }),
  sourceLine: text(
    { label: "Die Zeile zur Herkunft", hint: "{plattform} ist source, {stand} ist asOf." },
    {
      max: 150,
      tokens: ["plattform", "stand"],
    },
  ),
  verification: text(
    { label: "Satz unter der Herkunft", hint: "Wie die Plattform prüft, wer bewerten darf." },
    { max: 200 },
  ),
  badgeOutOf: text(
    { label: "Was nach der Note oben steht", hint: "{beste} ist bestRating." },
    { max: 40, tokens: ["beste"] },
  ),
  badgeCount: text(
    { label: "Zeile unter der Note", hint: "{anzahl} ist reviewCount, {plattform} source, {stand} asOf." },
    {
      max: 120,
      requires: ["anzahl", "plattform", "stand"],
    },
  ),
  badgeListing: text({ label: "Zeile unter der Note", hint: "Wessen Inserat bewertet wurde." }, { max: 100 }),
  sampleReviewNote: fixed(
    "so verlangt es die Vorschau für Bewertungen, die noch Platzhalter sind",
    text("Hinweis über einer Bewertung, deren Text noch ein Platzhalter ist", { max: 60 }),
  ),
  starsLabel: text("Was Screenreader bei den Sternen einer Bewertung vorlesen", {
    max: 40,
    tokens: ["sterne", "beste"],
  }),
  reviews: list(
    { label: "Die Bewertungen", hint: "Die Seite zeigt die neueste zuerst." },
    group("Eine Bewertung", {
      author: fact(text("Vorname des Gastes, wie die Plattform ihn zeigt", { max: 40 })),
      month: patterned(
        { label: "Monat der Bewertung", hint: "Als Jahr-Monat, z. B. 2025-08." },
        /^\d{4}-(?:0[1-9]|1[0-2])$/,
        "muss ein Monat wie 2025-08 sein (Jahr-Monat, in Anführungszeichen)",
      ),
      rating: stars("Sterne der Bewertung, von 1 bis bestRating"),
      text: text("Der Text, wörtlich und mit Einverständnis des Gastes", { max: 600 }),
    }),
    { max: 12 },
  ),
});
