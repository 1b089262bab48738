import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import {
  ContentError,
  contentProblems,
  readDataFile,
  unlistedGalleryFiles,
  type ContentProblem,
} from "../content/data-files.ts";
import { renderedContentProblems } from "../lib/content-checks.ts";
import { mediaPaths } from "../lib/media-files.ts";

/** The single images every build needs; a gallery photo the list names but lacks is a content problem already. */
function missingMedia(root: string): ContentProblem[] {
  return [mediaPaths.poster, mediaPaths.lifeAboard]
    .filter((path) => !existsSync(join(root, path)))
    .map((path) => ({
      file: path,
      path: [],
      message: "fehlt; npm run media -- import <Ordner> --force legt es an (README: „Replacing the placeholder media“)",
    }));
}

/**
 * Checks every data file in src/content/ before Astro loads any, so `astro build` and `astro dev` name every mistake
 * at once, one German line each (`src/content/return-model.yaml › averagePricePerNightEuro: …`), instead of the
 * first one the content layer meets.
 */
export function contentCheck(): AstroIntegration {
  return {
    name: "content-check",
    hooks: {
      "astro:config:setup": ({ config, logger }) => {
        const root = fileURLToPath(config.root);
        const problems = [...contentProblems(root), ...missingMedia(root)];
        if (problems.length === 0) problems.push(...renderedContentProblems(root));
        if (problems.length > 0) {
          // Logged and ended here rather than thrown: Astro would open with an English line about a failed hook.
          const error = new ContentError(problems);
          const count = problems.length === 1 ? "Ein Fehler" : `${problems.length} Fehler`;
          logger.error(`${count} in den Inhaltsdateien, der Build bricht ab:\n${error.message}\n${error.hint}`);
          process.exit(1);
        }
        const unlisted = unlistedGalleryFiles(root, readDataFile("gallery", root).photos);
        if (unlisted.length > 0) {
          logger.warn(
            `Nicht in src/content/gallery.yaml eingetragen, die Seite zeigt sie nicht:\n${unlisted.join("\n")}`,
          );
        }
      },
    },
  };
}
