import type { Language } from "../i18n/languages.ts";

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
