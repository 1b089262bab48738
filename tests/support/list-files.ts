import { readdir } from "node:fs/promises";
import { join } from "node:path";

/** Every file below `folder`, as sorted paths relative to it; an absent folder has none. */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}
