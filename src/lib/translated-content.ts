// A data file's values in one language (docs/i18n.md): German and the facts at the file's root, the other language's
// texts in its block, each block complete for what it holds (the schema checks that), so it replaces German key by key.
import { defaultLanguage, type Language } from "../i18n/languages.ts";

type Translatable = { en?: object | undefined };

/** The file's values with its texts in `language`; names file and language when the block is missing. */
export function inLanguage<File extends Translatable>(file: File, language: Language, fileName: string) {
  const { en, ...german } = file;
  if (language === defaultLanguage) return german;
  if (!en) {
    throw new Error(
      `${fileName}: die englischen Texte (en:) fehlen, solange site.yaml › languages en enthält. Ergänzen Sie sie ` +
        `oder nehmen Sie en aus languages.`,
    );
  }
  return { ...german, ...en } as typeof german;
}
