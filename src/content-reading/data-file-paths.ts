// Where the data files are: the one place their folder and names are written. `projectRoot` finds the project also
// from a bundled copy of this module (Astro's build bundles it).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { DataFileName } from "../content-schemas/index.ts";

export const contentFolder = "src/content";

export const dataFilePath = (name: DataFileName) => `${contentFolder}/${name}.yaml`;

/** The project's folder: `root` where given, else found by walking up from this module. */
export function projectRoot(root?: string): string {
  if (root !== undefined) return root;
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    if (existsSync(join(folder, dataFilePath("site")))) return folder;
    if (dirname(folder) === folder) return process.cwd();
  }
}
