// The content collections' loaders: one data file each, and the page's media files for Astro's image pipeline.
import { readdir } from "node:fs/promises";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import type { Loader, LoaderContext } from "astro/loaders";
import type { DataFileName } from "../content-schemas/index.ts";
import {
  longDescriptionWarning,
  missingGalleryFiles,
  siteContentProblems,
  unlistedGalleryFiles,
} from "./content-checks.ts";
import { ContentError, readDataFile } from "./data-files.ts";
import { isGalleryFile, mediaPaths } from "./media-files.ts";
import { contentFolder, dataFilePath } from "./unchecked-data-files.ts";

let allChecked: Promise<void> | undefined;

/**
 * Before the first file is loaded: every data file and the media checked at once, so a build names every mistake,
 * not the first one a loader meets. Photos in the gallery folder that gallery.yaml does not list are only a warning.
 */
function checkAllContent({ config, logger }: LoaderContext): Promise<void> {
  allChecked ??= (async () => {
    const root = fileURLToPath(config.root);
    const problems = siteContentProblems(root);
    if (problems.length > 0) {
      const count = problems.length === 1 ? "Ein Fehler" : `${problems.length} Fehler`;
      throw new ContentError(problems, `${count} in den Inhaltsdateien, der Build bricht ab:`);
    }
    const longDescription = longDescriptionWarning(root);
    if (longDescription) logger.warn(longDescription);
    const unlisted = unlistedGalleryFiles(root, readDataFile("gallery", root).photos);
    if (unlisted.length > 0) {
      logger.warn(`Nicht in src/content/gallery.yaml eingetragen, die Seite zeigt sie nicht:\n${unlisted.join("\n")}`);
    }
  })();
  return allChecked;
}

/**
 * One data file as a collection with one entry, its id the file's name. A mistake in any file stops the build with
 * German lines naming file and field; in `astro dev` the page keeps the last good state and the terminal names it.
 */
export function dataFileLoader(name: DataFileName): Loader {
  return {
    name: "data-file",
    load: async (context) => {
      await checkAllContent(context);
      const file = join(fileURLToPath(context.config.root), dataFilePath(name));
      syncDataFile(name, context);
      context.watcher?.add(file);
      context.watcher?.on("change", async (changed) => {
        if (changed !== file) return;
        try {
          syncDataFile(name, context);
          context.logger.info(`${dataFilePath(name)} neu geladen`);
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          context.logger.error(
            `${dataFilePath(name)} nicht übernommen, die Seite zeigt den letzten gültigen Stand:\n${error.message}`,
          );
        }
      });
    },
  };
}

function syncDataFile(name: DataFileName, { config, store }: LoaderContext) {
  const root = fileURLToPath(config.root);
  const data = readDataFile(name, root);
  if (name === "gallery") {
    const missing = missingGalleryFiles(root, readDataFile("gallery", root).photos);
    if (missing.length > 0) throw new ContentError(missing);
  }
  // Checked above with the collection's own schema, which transforms nothing: no second pass through parseData.
  store.clear();
  store.set({ id: name, data, filePath: dataFilePath(name) });
}

/**
 * The page's images, each an entry with its path relative to `src/content/` for Astro's `image()`: `poster`,
 * `life-aboard`, and `gallery/<file name>` for every photo in the gallery folder.
 */
export function mediaLoader(): Loader {
  return {
    name: "media-files",
    load: async ({ config, parseData, store }) => {
      const root = fileURLToPath(config.root);
      const fromContent = (path: string) => posix.relative(contentFolder, path);
      const gallery = (await readdir(join(root, mediaPaths.galleryFolder)).catch(() => []))
        .filter(isGalleryFile)
        .map((name) => ({ id: `gallery/${name}`, path: `${mediaPaths.galleryFolder}/${name}` }));
      const entries = [
        { id: "poster", path: mediaPaths.poster },
        { id: "life-aboard", path: mediaPaths.lifeAboard },
        ...gallery,
      ];
      store.clear();
      for (const { id, path } of entries) {
        const filePath = `${contentFolder}/media.yaml`;
        const data = await parseData({ id, data: { image: fromContent(path) }, filePath });
        store.set({ id, data, filePath });
      }
    },
  };
}
