// A data file's texts in the other languages (docs/i18n.md): German and the facts stay at the root, each further
// language gets a block of its translatable texts under its code, each text under the same rule as its German one.
import { z } from "zod";
import { languages } from "../i18n/languages.ts";
import { formMeta, group, list, optional, text, type Label } from "./fields.ts";

/** The English block; optional in the file, required while `site.yaml › languages` has English (the guard checks). */
export const englishTexts = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  optional(group({ label: "Englisch", hint: "Die Texte der englischen Seite." }, shape));

/** The English counterpart of a text the specification fixes in German: the English edition has its own words. */
export const counterpartOf = (label: Label, german: string) => text(label, { max: Math.max(40, 2 * german.length) });

const languageChoice = z.enum(languages, {
  error: `muss ${languages.map((language) => `„${language}“`).join(" oder ")} sein`,
});
formMeta.add(languageChoice, {
  label: "Sprache",
  choices: [
    { label: "Deutsch", value: "de" },
    { label: "Englisch", value: "en" },
  ],
});

/** `[de, en]` or `[de]`; German is the default and always built, so only whether `en` is listed decides anything. */
export const languagesField = list(
  {
    label: "Sprachen der Seite",
    hint: "[de, en]: der Build baut die englische Fassung unter /en/ mit; [de]: es gibt keine englische Seite.",
  },
  languageChoice,
  { min: 1, max: languages.length },
);
