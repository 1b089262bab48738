import { rmSync } from "node:fs";
import path from "node:path";
import { astroCli, runNode } from "../scripts/run-node.ts";
import { findPlaceholders } from "../src/content-reading/placeholders.ts";
import { copyProject, fillPlaceholders, markMediaAsOwners } from "../tests/support/project-copy.ts";

/**
 * What the live site serves: a production build (`CONTEXT=production`, so no preview notice and no `noindex`) of a
 * copy of the project whose open placeholders are filled in the way an owner fills them, each found by the same
 * search as preflight's (`findPlaceholders`), so a placeholder added to any data file is filled too, and whose media
 * count as the owner's. Returns the built folder; `remove()` deletes the copy.
 */
export async function buildFilledProduction(): Promise<{ dist: string; remove(): void }> {
  const copy = copyProject("hausboot-bench-");
  const remove = () => rmSync(copy, { recursive: true, force: true });
  try {
    await fillPlaceholders(copy, findPlaceholders(copy));
    await markMediaAsOwners(copy);
    const env = { ...process.env, CONTEXT: "production", SITE_URL: "https://hausboot-werder.de", ENV_FILE: "" };
    const { code, output } = await runNode(copy, [astroCli(copy), "build"], env);
    if (code !== 0) throw new Error(`Produktions-Build endete mit Code ${code}:\n${output.slice(-4000)}`);
    return { dist: path.join(copy, "dist"), remove };
  } catch (error) {
    remove();
    throw error;
  }
}
