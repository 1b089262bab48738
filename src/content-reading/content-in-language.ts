// The whole site's content in one language edition: every data file through inLanguage(), so a view reads the
// language's texts where the German ones stood and the facts, entered once, from the same place.
import { defaultLanguage, type Language } from "../i18n/languages.ts";
import { dataFileNames } from "../content-schemas/index.ts";
import type { ShownContent } from "./placeholders.ts";
import { inLanguage } from "./translated-content.ts";

export function siteContentIn(content: ShownContent, language: Language): ShownContent {
  if (language === defaultLanguage) return content;
  return Object.fromEntries(
    dataFileNames.map((name) => [name, inLanguage(content[name] as { en?: object }, language, `${name}.yaml`)]),
  ) as ShownContent;
}
