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
  return gaps(unwrap(englishSchema), german, english, []);
}

function gaps(field: z.ZodType, german: unknown, english: unknown, path: DataPath): EnglishGap[] {
  const def = field._zod.def as { type: string; element?: z.ZodType };
  if (def.type === "object") {
    if (!isRecord(german)) return [];
    const texts = isRecord(english) ? english : {};
    return Object.entries((field as z.ZodObject).shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
      german[key] === undefined ? [] : gaps(unwrap(child), german[key], texts[key], [...path, key]),
    );
  }
  if (def.type === "array") {
    if (!Array.isArray(german)) return [];
    const items = Array.isArray(english) ? english : [];
    const element = unwrap(def.element!);
    return [
      ...german.flatMap((item, index) => gaps(element, item, items[index], [...path, index])),
      ...items
        .slice(german.length)
        .map((_, index) => ({ path: [...path, german.length + index], problem: "extra" as const })),
    ];
  }
  if (typeof german !== "string" || shownText(german).trim() === "") return [];
  return typeof english === "string" ? [] : [{ path, problem: "missing" }];
}

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
  return pairs(unwrap(englishSchema), german, english, []);
}

function pairs(field: z.ZodType, german: unknown, english: unknown, path: DataPath): DataPath[] {
  const def = field._zod.def as { type: string; element?: z.ZodType };
  if (def.type === "object") {
    if (!isRecord(german) || !isRecord(english)) return [];
    return Object.entries((field as z.ZodObject).shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
      pairs(unwrap(child), german[key], english[key], [...path, key]),
    );
  }
  if (def.type === "array") {
    if (!Array.isArray(german) || !Array.isArray(english)) return [];
    const element = unwrap(def.element!);
    return german.flatMap((item, index) => pairs(element, item, english[index], [...path, index]));
  }
  return typeof german === "string" && typeof english === "string" ? [path] : [];
}
