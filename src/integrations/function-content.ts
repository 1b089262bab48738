// What the functions need of the content, fixed when the site is built: the site's name and the owner's address,
// checked by their schemas and written to a JSON module beside the functions, which their bundle then carries. No
// data file is read while a function runs; a wrong value stops the build in the content layer, with file and field.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { ContentError, readDataFile } from "../content-reading/data-files.ts";
import { shownText } from "../content-schemas/text-syntax.ts";
import { dataFilePath, projectRoot } from "../content-reading/data-file-paths.ts";

/** Not in git: `npm run build`, `npm run dev`, `npm run check`, the server and the tests write it from the YAML. */
export const functionContentFile = "netlify/functions/_lib/site-and-owner.json";

/** A preview's placeholder shows as its first part, as on the page. */
export const functionContent = (root?: string) => ({
  siteName: shownText(readDataFile("site", root).name),
  ownerEmail: shownText(readDataFile("owner", root).email),
});

/** Written only when it changed, and whole: test servers starting at once all write it. */
export function writeFunctionContent(root?: string): void {
  const file = join(projectRoot(root), functionContentFile);
  const json = `${JSON.stringify(functionContent(root), null, 2)}\n`;
  try {
    if (readFileSync(file, "utf8") === json) return;
  } catch {
    // Not written yet.
  }
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, json);
  renameSync(draft, file);
}

export function functionContentModule(): AstroIntegration {
  let root = projectRoot();
  return {
    name: "function-content",
    hooks: {
      // Every command (build, dev, check through sync) sets up the configuration first.
      "astro:config:setup": ({ config }) => {
        root = fileURLToPath(config.root);
        try {
          writeFunctionContent(root);
        } catch (error) {
          // A wrong value stops the build in the content layer, which names it with every other mistake in the files.
          if (!(error instanceof ContentError)) throw error;
        }
      },
      // In dev the functions are rebuilt when the module changes, so an edited name or address reaches them.
      "astro:server:setup": ({ server }) => {
        const sources = new Set((["site", "owner"] as const).map((name) => resolve(root, dataFilePath(name))));
        server.watcher.on("change", (file) => {
          if (!sources.has(resolve(file))) return;
          try {
            writeFunctionContent(root);
          } catch {
            // The content layer reports the same file and field on the page and in the terminal.
          }
        });
      },
    },
  };
}
