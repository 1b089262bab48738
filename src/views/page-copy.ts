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

/** Above a legal page while it marks a placeholder, with a sample of the mark. */
export const legalPagePlaceholderNotes = {
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
