// The whole site's content in one language edition: every data file through inLanguage(), so a view reads the
// language's texts where the German ones stood and the facts, entered once, from the same place.
import { defaultLanguage, type Language } from "../i18n/languages.ts";
import { dataFileNames, type SiteContent } from "../content-schemas/index.ts";
import { inLanguage } from "./translated-content.ts";

export function siteContentIn(content: SiteContent, language: Language): SiteContent {
  if (language === defaultLanguage) return content;
  return Object.fromEntries(
    dataFileNames.map((name) => [name, inLanguage(content[name] as { en?: object }, language, `${name}.yaml`)]),
  ) as SiteContent;
}
