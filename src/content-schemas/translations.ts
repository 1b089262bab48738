// A data file's texts in the other languages (docs/i18n.md): German and the facts stay at the root, English gets a
// block of the translatable texts under `en`, derived from the German schema: each text under the same rule as its
// German one, a text the specification fixes in German as a free English text, facts left out.
import { z } from "zod";
import { languages } from "../i18n/languages.ts";
import { tokensIn } from "./text-syntax.ts";
import { formMeta, group, list, optional, text, type Label } from "./field-builders.ts";

/** The English counterpart of a text the specification fixes in German: the English edition has its own words. */
export const counterpartOf = (label: Label, german: string) =>
  text(label, { max: Math.max(40, 2 * german.length), requires: tokensIn(german) });

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

/** The languages the editor saved the file with (Sveltia's `single_file_default_root` writes `lang: [de, en]`). */
const savedLanguages = optional(list("Sprachen, die der Editor in dieser Datei gespeichert hat", languageChoice));

/**
 * A text block in English: any of the German file's texts, each optional (a data file alone cannot know whether
 * English is on; the production guard and preflight require every one while it is). Keys are the German keys.
 */
export type EnglishTexts = { [key: string]: EnglishValue | undefined };
type EnglishValue = string | EnglishTexts | (EnglishTexts | string)[];

const labelOf = (field: z.ZodType): Label => {
  const meta = formMeta.get(field);
  if (!meta) throw new Error("Ein Feld ohne formMeta: die englische Fassung braucht seine Bezeichnung");
  return meta.hint ? { label: meta.label, hint: meta.hint } : meta.label;
};

/** The English counterpart of a German field, or `undefined` for a fact. Always optional. */
export function englishField(field: z.ZodType): z.ZodType | undefined {
  const meta = formMeta.get(field);
  const def = field._zod.def;
  if (meta?.translate === "fact") return undefined;
  switch (def.type) {
    case "optional":
    case "default":
      // A default would fill an English text the owner has not written, which then could not be told from an empty one.
      return englishField((def as z.core.$ZodOptionalDef | z.core.$ZodDefaultDef).innerType as z.ZodType);
    case "string":
      // An e-mail or web address is the same in every language.
      return meta?.text && !meta.text.format ? optional(field) : undefined;
    case "literal": {
      const [value, ...others] = (def as z.core.$ZodLiteralDef<string>).values;
      // A specified() text; other literals are a kind's name or a yes/no answer: facts.
      return meta?.fixed && typeof value === "string" && others.length === 0
        ? optional(counterpartOf(labelOf(field), value))
        : undefined;
    }
    case "object":
      return englishGroup(field, (field as z.ZodObject).shape as Record<string, z.ZodType>);
    case "union": {
      // Kinds of a list item (a cost item per year or per share): their texts by key, whichever kind German has.
      const shape: Record<string, z.ZodType> = {};
      for (const option of (def as z.core.$ZodUnionDef).options as z.ZodObject[]) {
        for (const [key, child] of Object.entries(option.shape as Record<string, z.ZodType>)) {
          if (!englishField(child)) continue;
          if (shape[key] && shape[key] !== child)
            throw new Error(`${key}: ein Text, der je nach Art anders geregelt ist`);
          shape[key] = child;
        }
      }
      return englishGroup(field, shape);
    }
    case "array": {
      const item = englishField((def as z.core.$ZodArrayDef).element as z.ZodType);
      if (!item) return undefined;
      const { maximum } = (field as z.ZodArray)._zod.bag as { maximum?: number };
      // By position: the German list decides how many entries there are, the English one supplies their texts.
      const items = list(labelOf(field), item, { max: maximum ?? 100 }) as unknown as z.ZodDefault<z.ZodArray>;
      return optional(items.unwrap());
    }
    default:
      return undefined;
  }
}

function englishGroup(field: z.ZodType, shape: Record<string, z.ZodType>): z.ZodType | undefined {
  const texts = Object.entries(shape).flatMap(([key, child]) => {
    const english = englishField(child);
    return english ? [[key, english] as const] : [];
  });
  return texts.length > 0 ? optional(group(labelOf(field), Object.fromEntries(texts))) : undefined;
}

const englishBlockLabel = {
  label: "Englisch",
  hint: "Die Texte der englischen Seite; Zahlen, Namen und Fotos nur oben.",
};

/** The German schema with the editor's `lang` and the English block derived from it. */
export function withTranslations<Shape extends z.core.$ZodLooseShape>(german: z.ZodObject<Shape>) {
  const english = englishField(german);
  if (!english) throw new Error(`${formMeta.get(german)?.label}: keine übersetzbaren Texte`);
  const englishBlock = optional(group(englishBlockLabel, (english as z.ZodOptional<z.ZodObject>).unwrap().shape));
  return group(labelOf(german), {
    ...german.shape,
    lang: savedLanguages,
    en: englishBlock as unknown as z.ZodOptional<z.ZodType<EnglishTexts>>,
  });
}
