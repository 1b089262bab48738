// The data files' values as YAML reads them, unchecked: for code that runs after the build has checked them (the
// production guard) or must answer for files the schema would refuse (preflight, the editor).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { DataFileName } from "../content-schemas/index.ts";
import { dataFilePath, projectRoot } from "./data-file-paths.ts";

export function readUncheckedDataFile(name: DataFileName, root?: string): unknown {
  try {
    return parse(readFileSync(join(projectRoot(root), dataFilePath(name)), "utf8"));
  } catch {
    return undefined;
  }
}
