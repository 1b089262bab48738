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

/**
 * The exposé as a PDF, per language edition (the `lang` of the page that links it): the file's name from the site's
 * name, the link's text, and what the link adds once the file is printed (pages and size, 1 MB = 1,000,000 bytes).
 * An English edition adds `en` here, with a file name of its own.
 */
export const exposePdfWording = {
  de: {
    fileName: (siteSlug: string) => `expose-${siteSlug}.pdf`,
    linkText: "Exposé als PDF",
    // Formatted here, not with format.ts: the islands import this file, and nothing here may run at import time.
    details: (pages: number, bytes: number) => {
      const size =
        bytes >= 100_000
          ? `${(bytes / 1_000_000).toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\u00a0MB`
          : `${Math.ceil(bytes / 1_000)}\u00a0KB`;
      return `${pages}\u00a0${pages === 1 ? "Seite" : "Seiten"}, ${size}`;
    },
    missingNotice: (cause: string) => `Das Exposé als PDF fehlt in diesem Build: ${cause}`,
    /** Printed with the contact details, each followed by its address, so the PDF links them. */
    printLinks: { listing: "Inserat", page: "Exposé online" },
  },
} as const;

export type ExposePdfLanguage = keyof typeof exposePdfWording;
