// The languages the site can be built in. Which of them a build publishes, src/content/site.yaml › languages decides
// (docs/i18n.md); German is the default and always on: its page lives at the root, every other under /<language>/.

export const languages = ["de", "en"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "de";

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** The language a request or a stored record names, or the default when it names none we know. */
export const languageOr = (value: unknown): Language => (isLanguage(value) ? value : defaultLanguage);

/** For Intl formatting: German as in Germany, English as in Britain (€75,000; 3.3%; 27 November 2026). */
export const languageTags = { de: "de-DE", en: "en-GB" } as const satisfies Record<Language, string>;

/** Where a language's pages live: `/` for the default, `/en/` for English (Astro's i18n routing, no prefix for de). */
export const languagePrefix = (language: Language): string => (language === defaultLanguage ? "/" : `/${language}/`);

/** `og:locale` per language. */
export const openGraphLocales = { de: "de_DE", en: "en_GB" } as const satisfies Record<Language, string>;

/** The editions `site.yaml › languages` asks for, German always first; unknown entries are the schema's to report. */
export function publishedLanguages(listed: unknown): Language[] {
  const named = Array.isArray(listed) ? listed.filter(isLanguage) : [];
  return languages.filter((language) => language === defaultLanguage || named.includes(language));
}
