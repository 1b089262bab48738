// Where the data files are, and their values as YAML reads them, unchecked: for code that runs after the build has
// checked them (the contact function, the production guard) and should not carry the schemas.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { DataFileName } from "../content-schemas/index.ts";

export const contentFolder = "src/content";

export const dataFilePath = (name: DataFileName) => `${contentFolder}/${name}.yaml`;

/** A bundled copy of this module (the contact function on Netlify) finds the project by walking up. */
export function projectRoot(root?: string): string {
  if (root !== undefined) return root;
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    if (existsSync(join(folder, dataFilePath("site")))) return folder;
    if (dirname(folder) === folder) return process.cwd();
  }
}

export function readUncheckedDataFile(name: DataFileName, root?: string): unknown {
  try {
    return parse(readFileSync(join(projectRoot(root), dataFilePath(name)), "utf8"));
  } catch {
    return undefined;
  }
}
