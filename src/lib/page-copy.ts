// The page's fixed wording that no data file holds, in one place: the video's play button (its sound button keeps the
// specification's 'Ton einschalten'/'Ton ausschalten' literally), what a crashed island shows, the printed page
// numbers, and the marks of open placeholders, which only previews show (a production build refuses them, so the
// owner has nothing to edit here).
export const playbackLabels = { off: "Video abspielen", on: "Video pausieren" } as const;

export const islandCrashedText = "Unexpected Application Error!";

/** Around the CSS page counters: „Seite 2 von 6“. */
export const printPageNumber = { before: "Seite ", between: " von " } as const;

/** After a marked placeholder, for screen readers. */
export const placeholderMarkNote = " (Platzhalter – vor Veröffentlichung ersetzen)";

/** Above a legal page while it marks a placeholder, with a sample of the mark. */
export const placeholderNote = {
  title: "Platzhalter – vor Veröffentlichung ersetzen:",
  before: "Die",
  sample: "hervorgehobenen",
  after: "Angaben in eckigen Klammern müssen noch durch die echten Daten des Anbieters ersetzt werden.",
} as const;
