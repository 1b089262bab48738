// The page's fixed wording that no data file holds, per language edition, in one place: the video's buttons (the
// German sound button keeps the specification's 'Ton einschalten'/'Ton ausschalten' literally), what a crashed island
// shows, the printed page numbers, the language switch, and the marks of open placeholders, which only previews show
// (a production build refuses them, so the owner has nothing to edit here).
import type { Language } from "../i18n/languages.ts";

/** The hero video's two buttons, each with its label while off and while on; the island gets them as props. */
export const videoControlLabels = {
  de: {
    playback: { off: "Video abspielen", on: "Video pausieren" },
    sound: { off: "Ton einschalten", on: "Ton ausschalten" },
  },
  en: {
    playback: { off: "Play video", on: "Pause video" },
    sound: { off: "Turn sound on", on: "Turn sound off" },
  },
} as const satisfies Record<Language, unknown>;

export type VideoControlLabels = (typeof videoControlLabels)[Language];

/** Around a guest's words: „…“ in German, ‘…’ in British English (as the English texts quote). */
export const quotationMarks = {
  de: { open: "„", close: "“" },
  en: { open: "‘", close: "’" },
} as const satisfies Record<Language, unknown>;

export const islandCrashedText = "Unexpected Application Error!";

/** Around the CSS page counters: „Seite 2 von 6“, „Page 2 of 6“. */
export const printPageNumbers = {
  de: { before: "Seite ", between: " von " },
  en: { before: "Page ", between: " of " },
} as const satisfies Record<Language, unknown>;

/**
 * The link to the other edition, named in that edition's language (a reader who needs it reads that one), with the
 * language's own code on the link so screen readers pronounce it right.
 */
export const languageNames = { de: "Deutsch", en: "English" } as const satisfies Record<Language, string>;

/** The switch's name for screen readers (a navigation landmark), in the page's language. */
export const languageSwitchLabels = { de: "Sprache", en: "Language" } as const satisfies Record<Language, string>;

/** After a marked placeholder, for screen readers. */
export const placeholderMarkNotes = {
  de: " (Platzhalter – vor Veröffentlichung ersetzen)",
  en: " (placeholder – replace before publishing)",
} as const satisfies Record<Language, string>;

/** The German note; the tests' expectations of German texts with marks use it. */
export const placeholderMarkNote = placeholderMarkNotes.de;

/** Above a legal page while it marks a placeholder, with a sample of the mark. */
export const placeholderNotes = {
  de: {
    title: "Platzhalter – vor Veröffentlichung ersetzen:",
    before: "Die",
    sample: "hervorgehobenen",
    after: "Angaben in eckigen Klammern müssen noch durch die echten Daten des Anbieters ersetzt werden.",
  },
  en: {
    title: "Placeholder – replace before publishing:",
    before: "The",
    sample: "highlighted",
    after: "details in square brackets must still be replaced by the provider's real details.",
  },
} as const satisfies Record<Language, unknown>;

export const placeholderNote = placeholderNotes.de;

// Formatted here, not with format.ts: the islands import this file, and nothing here may run at import time.
const megabytes = (bytes: number, locale: string) =>
  (bytes / 1_000_000).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const fileSize = (bytes: number, locale: string) =>
  bytes >= 100_000 ? `${megabytes(bytes, locale)}\u00a0MB` : `${Math.ceil(bytes / 1_000)}\u00a0KB`;

/**
 * The exposé as a PDF, per language edition (the `lang` of the page that links it): the file's name from the site's
 * name, the link's text, and what the link adds once the file is printed (pages and size, 1 MB = 1,000,000 bytes).
 */
export const exposePdfWording = {
  de: {
    fileName: (siteSlug: string) => `expose-${siteSlug}.pdf`,
    linkText: "Exposé als PDF",
    details: (pages: number, bytes: number) =>
      `${pages}\u00a0${pages === 1 ? "Seite" : "Seiten"}, ${fileSize(bytes, "de-DE")}`,
    missingNotice: (cause: string) => `Das Exposé als PDF fehlt in diesem Build: ${cause}`,
    /** Printed with the contact details, each followed by its address, so the PDF links them. */
    printLinks: { listing: "Inserat", page: "Exposé online" },
  },
  en: {
    fileName: (siteSlug: string) => `expose-${siteSlug}-en.pdf`,
    linkText: "Exposé as a PDF",
    details: (pages: number, bytes: number) =>
      `${pages}\u00a0${pages === 1 ? "page" : "pages"}, ${fileSize(bytes, "en-GB")}`,
    missingNotice: (cause: string) => `The exposé as a PDF is missing from this build: ${cause}`,
    printLinks: { listing: "Listing", page: "Exposé online" },
  },
} as const satisfies Record<Language, unknown>;

export type ExposePdfLanguage = keyof typeof exposePdfWording;
