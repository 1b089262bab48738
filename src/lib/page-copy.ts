// The page's fixed wording that no data file holds, in one place: the video's play button (its sound button keeps the
// specification's 'Ton einschalten'/'Ton ausschalten' literally), what a crashed island shows, the printed page
// numbers, and the marks of open placeholders, which only previews show (a production build refuses them, so the
// owner has nothing to edit here).
import { noBreakSpace } from "./format.ts";

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

const germanDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const germanInteger = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });

/**
 * The exposé as a PDF, per language edition (the `lang` of the page that links it): the file's name from the site's
 * name, the link's text, and what the link adds once the file is printed (pages and size, 1 MB = 1,000,000 bytes).
 * An English edition adds `en` here, with a file name of its own.
 */
export const exposePdfWording = {
  de: {
    fileName: (siteSlug: string) => `expose-${siteSlug}.pdf`,
    linkText: "Exposé als PDF",
    details: (pages: number, bytes: number) =>
      `${germanInteger.format(pages)}${noBreakSpace}${pages === 1 ? "Seite" : "Seiten"}, ${
        bytes >= 100_000
          ? `${germanDecimal.format(bytes / 1_000_000)}${noBreakSpace}MB`
          : `${germanInteger.format(Math.ceil(bytes / 1_000))}${noBreakSpace}KB`
      }`,
    missingNotice: (cause: string) => `Das Exposé als PDF fehlt in diesem Build: ${cause}`,
    /** Printed with the contact details, each followed by its address, so the PDF links them. */
    printLinks: { listing: "Inserat", page: "Exposé online" },
  },
} as const;

export type ExposePdfLanguage = keyof typeof exposePdfWording;
