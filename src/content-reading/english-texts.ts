// Which English texts a data file still lacks (docs/i18n.md): every text its English schema allows for a German value
// the file has. Lists by position, so a German entry without its English one is missing, an English entry without a
// German one is left over; a German text left empty (an optional caption) needs no English one.
import type { z } from "zod";
import { dataFileSchemas, translatedFileNames, type DataFileName } from "../content-schemas/index.ts";
import { shownText } from "../content-schemas/text-syntax.ts";
import { englishBlockKey, englishField, englishIsOn, isNotChosen, type DataPath } from "./placeholders.ts";
import { dataFilePath } from "./data-file-paths.ts";

export interface EnglishGap {
  /** Where in the English block, e.g. `["form", "submit"]` or `["photos", 3, "caption"]`. */
  path: DataPath;
  problem: "missing" | "extra";
}

const unwrap = (field: z.ZodType): z.ZodType => {
  const def = field._zod.def as { type: string; innerType?: z.ZodType };
  return def.type === "optional" || def.type === "default" ? unwrap(def.innerType!) : field;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `englishSchema` is the file's `en` field; `german` the file's values, `english` its `en` block. */
export function englishGaps(englishSchema: z.ZodType, german: unknown, english: unknown): EnglishGap[] {
  return textPairs(unwrap(englishSchema), german, english, []).flatMap((pair): EnglishGap[] => {
    if (pair.german === undefined) return [{ path: pair.path, problem: "extra" }];
    const needed = shownText(pair.german).trim() !== "" && typeof pair.english !== "string";
    return needed ? [{ path: pair.path, problem: "missing" }] : [];
  });
}

/**
 * Each German text the English schema allows, with what the English block has at its path; and each English list
 * entry beyond the German list's end, without a German text.
 */
function textPairs(field: z.ZodType, german: unknown, english: unknown, path: DataPath): TextPair[] {
  const def = field._zod.def as { type: string; element?: z.ZodType };
  if (def.type === "object") {
    if (!isRecord(german)) return [];
    const texts = isRecord(english) ? english : {};
    return Object.entries((field as z.ZodObject).shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
      textPairs(unwrap(child), german[key], texts[key], [...path, key]),
    );
  }
  if (def.type === "array") {
    if (!Array.isArray(german)) return [];
    const items = Array.isArray(english) ? english : [];
    const element = unwrap(def.element!);
    return [
      ...german.flatMap((item, index) => textPairs(element, item, items[index], [...path, index])),
      ...items.slice(german.length).map((item, index) => ({ path: [...path, german.length + index], english: item })),
    ];
  }
  return typeof german === "string" ? [{ path, german, english }] : [];
}

type TextPair = { path: DataPath; german?: string; english: unknown };

/**
 * One German line per English text the page needs and the files lack, while `site.yaml › languages` has English:
 * `src/content/contact.yaml › Englisch › form.submit fehlt`. Placeholders are named with the others
 * (`formatPlaceholder`). With English off, nothing: an `en:` block may wait in the files, whole or in part.
 */
export function missingEnglishTexts(values: Readonly<Record<DataFileName, unknown>>): string[] {
  if (!englishIsOn(values)) return [];
  return translatedFileNames.flatMap((name) => {
    const file = dataFilePath(name);
    const german = values[name];
    const english = (german as Record<string, unknown> | undefined)?.[englishBlockKey];
    return englishGaps(dataFileSchemas[name].shape.en, german, english)
      .filter(({ path }) => !isNotChosen(values, file, path))
      .map(({ path, problem }) =>
        problem === "missing"
          ? `${englishField(file, path)} fehlt`
          : `${englishField(file, path)}: die englische Liste hat hier einen Eintrag mehr als die deutsche; löschen Sie ihn oder ergänzen Sie den deutschen`,
      );
  });
}

/** Every text a file has in German and in English: its path in the file's root and in its `en:` block alike. */
export function translatedTextPaths(englishSchema: z.ZodType, german: unknown, english: unknown): DataPath[] {
  return textPairs(unwrap(englishSchema), german, english, [])
    .filter((pair) => pair.german !== undefined && typeof pair.english === "string")
    .map(({ path }) => path);
}
