// The content collections' loaders: one data file each, and the page's media files for Astro's image pipeline.
import { readdir, readFile } from "node:fs/promises";
import { extname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import type { Loader, LoaderContext } from "astro/loaders";
import { galleryExtensions, mediaPaths } from "../lib/media-files.ts";
import { ContentError, missingGalleryFiles, parseDataFile } from "./data-files.ts";
import { contentFolder, dataFilePath, type DataFile, type DataFileName } from "./schemas/index.ts";

/**
 * One data file as a collection with one entry, its id the file's name. A mistake in the file stops the build with
 * German lines naming file and field; in `astro dev` the page keeps the last good state and the terminal names it.
 */
export function dataFileLoader(name: DataFileName): Loader {
  return {
    name: "data-file",
    load: async (context) => {
      const file = join(fileURLToPath(context.config.root), dataFilePath(name));
      await syncDataFile(name, file, context);
      context.watcher?.add(file);
      context.watcher?.on("change", async (changed) => {
        if (changed !== file) return;
        try {
          await syncDataFile(name, file, context);
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

async function syncDataFile(name: DataFileName, file: string, { config, parseData, store }: LoaderContext) {
  const result = parseDataFile(name, await readFile(file, "utf8"));
  if (!result.ok) throw new ContentError(result.problems);
  if (name === "gallery") {
    const { photos } = result.data as DataFile<"gallery">;
    const missing = missingGalleryFiles(fileURLToPath(config.root), photos);
    if (missing.length > 0) throw new ContentError(missing);
  }
  const data = await parseData({ id: name, data: result.data, filePath: dataFilePath(name) });
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
        .filter((name) => (galleryExtensions as readonly string[]).includes(extname(name).toLowerCase()))
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
