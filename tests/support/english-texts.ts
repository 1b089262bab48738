// Test set-up for the English edition: a copy whose every English text is written, so one left open stands alone.
import type { Document } from "yaml";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { dataFileSchemas, translatedFileNames } from "../../src/content-schemas/index.ts";
import { englishGaps } from "../../src/content-reading/english-texts.ts";
import { englishBlockKey, readUncheckedDataFiles, type DataPath } from "../../src/content-reading/placeholders.ts";

const valueAt = (data: unknown, path: DataPath): unknown =>
  path.reduce<unknown>((value, step) => (value as Record<string | number, unknown> | undefined)?.[step], data);

/**
 * Writes each English text the files lack as its German text (which keeps the same rule) and deletes English list
 * entries without a German one: the English edition complete, whatever its words.
 */
export async function fillEnglishGaps(root: string): Promise<void> {
  const values = readUncheckedDataFiles(root);
  for (const name of translatedFileNames) {
    const german = values[name] as Record<string, unknown>;
    const gaps = englishGaps(dataFileSchemas[name].shape.en, german, german[englishBlockKey]);
    if (gaps.length === 0) continue;
    await editDataFile(root, name, (document: Document) => {
      if (!document.has(englishBlockKey)) document.set(englishBlockKey, document.createNode({}));
      for (const { path } of gaps.filter(({ problem }) => problem === "missing")) {
        document.setIn([englishBlockKey, ...path], valueAt(german, path));
      }
      for (const { path } of gaps.filter(({ problem }) => problem === "extra").reverse()) {
        document.deleteIn([englishBlockKey, ...path]);
      }
    });
  }
}
