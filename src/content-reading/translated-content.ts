// A data file's values in one language (docs/i18n.md): German and the facts at the file's root, the other language's
// texts in its block. The German file decides every key and every list's length; the English block supplies texts
// for keys and list positions it has. A text it lacks stays German: previews show it, the production guard refuses it.
import { defaultLanguage, type Language } from "../i18n/languages.ts";

type Translatable = { en?: unknown; lang?: unknown };

/** The file's values with its texts in `language`; names the file when its English block is not a group of texts. */
export function inLanguage<File extends Translatable>(file: File, language: Language, fileName: string) {
  const { en, lang: _savedLanguages, ...german } = file;
  if (language === defaultLanguage) return german;
  if (en !== undefined && (typeof en !== "object" || en === null || Array.isArray(en))) {
    throw new Error(`${fileName} › en: muss eine Gruppe von Texten sein`);
  }
  return withTexts(german, en) as typeof german;
}

/** German values with the English texts over them, by key and by list position; facts only from German. */
function withTexts(german: unknown, english: unknown): unknown {
  if (typeof german === "string") return typeof english === "string" ? english : german;
  if (Array.isArray(german)) {
    const items = Array.isArray(english) ? english : [];
    return german.map((item, index) => withTexts(item, items[index]));
  }
  if (typeof german !== "object" || german === null) return german;
  const texts = typeof english === "object" && english !== null ? (english as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(german).map(([key, value]) => [key, withTexts(value, texts[key])]));
}
