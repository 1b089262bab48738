// The data files' values read with plain Node and YAML only, no schema: enough to list the open placeholders for the
// build guard, and to take a value the build has already checked (the contact function's site name).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { dataFileNames, dataFilePath, type DataFileName } from "./data-file-names.ts";
import { openPlaceholders, type OpenPlaceholder } from "./placeholders.ts";

/**
 * The project folder that holds `src/content/`: the caller's root if given, else the folder above this module's. A
 * bundled copy of this module (the contact function on Netlify) finds it by walking up.
 */
export function projectRoot(root?: string): string {
  if (root !== undefined) return root;
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    if (existsSync(join(folder, dataFilePath("site")))) return folder;
    if (dirname(folder) === folder) return process.cwd();
  }
}

/** A data file's values as YAML reads them, unchecked; undefined when the file is missing or no valid YAML. */
export function readDataFileValues(name: DataFileName, root?: string): unknown {
  try {
    return parse(readFileSync(join(projectRoot(root), dataFilePath(name)), "utf8"));
  } catch {
    return undefined;
  }
}

/** Every placeholder the owner still has to fill in, file by file in the order of `dataFileNames`. */
export function findPlaceholders(root?: string): OpenPlaceholder[] {
  const folder = projectRoot(root);
  return openPlaceholders(
    Object.fromEntries(dataFileNames.map((name) => [name, readDataFileValues(name, folder)])) as Record<
      DataFileName,
      unknown
    >,
  );
}
