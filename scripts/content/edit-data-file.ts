import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseDocument, Scalar, type Document } from "yaml";
import { ContentError, checkDataFile } from "../../src/content-reading/data-files.ts";
import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import type { DataFileName } from "../../src/content-schemas/index.ts";

/** A text in double quotes: a placeholder starts with [, which YAML would otherwise read as a list. */
export const quoted = (value: string) => Object.assign(new Scalar(value), { type: Scalar.QUOTE_DOUBLE });

/**
 * Changes a data file the way a person would, keeping its comments and layout, and writes it only if the result is
 * still a valid data file.
 */
export async function editDataFile(root: string, name: DataFileName, edit: (document: Document) => void) {
  const file = join(root, dataFilePath(name));
  const document = parseDocument(await readFile(file, "utf8"));
  edit(document);
  const text = document.toString({ lineWidth: 0, flowCollectionPadding: false });
  const result = checkDataFile(name, text);
  if (!result.ok) throw new ContentError(result.problems);
  await writeFile(file, text);
}
