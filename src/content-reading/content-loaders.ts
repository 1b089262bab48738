// The content collections' loaders, and what they check before anything is built.
import { existsSync, readdirSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import type { Loader, LoaderContext } from "astro/loaders";
import { dataFileNames, type DataFileName } from "../content-schemas/index.ts";
import { descriptionMaxLength, filledSiteDescription } from "../formatting/boat-facts.ts";
import { ContentError, dataFileProblems, readDataFile, type ContentProblem } from "./data-files.ts";
import { isGalleryFile, mediaPaths } from "../content-schemas/media-files.ts";
import { contentFolder, dataFilePath, projectRoot } from "./data-file-paths.ts";

export function contentProblems(root?: string): ContentProblem[] {
  const folder = projectRoot(root);
  const problems = dataFileNames.flatMap((name) => dataFileProblems(name, folder));
  if (problems.some(({ file }) => file === dataFilePath("gallery"))) return problems;
  return [...problems, ...missingGalleryFiles(folder, readDataFile("gallery", folder).photos)];
}

export function missingGalleryFiles(root: string, photos: readonly { file: string }[]): ContentProblem[] {
  return photos.flatMap(({ file }, index): ContentProblem[] => {
    if (existsSync(join(root, mediaPaths.galleryFolder, file))) return [];
    const message = `${mediaPaths.galleryFolder}/${file} gibt es nicht, die Bildergalerie nennt es aber noch: den Eintrag entfernen (im Browser unter „Die Bildergalerie“), das Foto wieder in den Ordner legen (nach einem Import liegt es in media-backup/) oder den Dateinamen genau so schreiben wie im Ordner, mit Endung`;
    return [{ file: dataFilePath("gallery"), path: ["photos", index, "file"], message }];
  });
}

export function unlistedGalleryFiles(root: string, photos: readonly { file: string }[]): string[] {
  const listed = new Set(photos.map(({ file }) => file));
  return readdirSync(join(root, mediaPaths.galleryFolder))
    .filter((name) => isGalleryFile(name) && !listed.has(name))
    .sort()
    .map((name) => `${mediaPaths.galleryFolder}/${name}`);
}

function missingMedia(root: string): ContentProblem[] {
  const message = "fehlt; npm run media -- import <Ordner> --force legt es an (docs/anleitung.md, Schritt 3)";
  return [mediaPaths.poster, mediaPaths.lifeAboard]
    .filter((path) => !existsSync(join(root, path)))
    .map((file) => ({ file, path: [], message }));
}

/** Measurable only once site and boat are filled in, so no schema or editor rule can hold it to the limit. */
export function longDescriptionWarning(root: string): string | undefined {
  const description = filledSiteDescription(readDataFile("site", root), readDataFile("boat", root));
  if (description.length <= descriptionMaxLength) return undefined;
  return `${dataFilePath("site")} › description: ist mit eingesetzten Werten ${description.length} Zeichen lang; Suchmaschinen zeigen etwa ${descriptionMaxLength}, die Seite kürzt sie dort mit „…“`;
}

let allChecked: Promise<void> | undefined;

/** Every file checked at once before the first loads, so a build names every mistake, not the first one met. */
function checkAllContent({ config, logger }: LoaderContext): Promise<void> {
  allChecked ??= (async () => {
    const root = fileURLToPath(config.root);
    const problems = [...contentProblems(root), ...missingMedia(root)];
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

/** In `astro dev` a broken file leaves the page at its last good state and the terminal names the mistake. */
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

/** The page's images, each with its path relative to `src/content/` for Astro's `image()`. */
export function mediaLoader(): Loader {
  return {
    name: "media-files",
    load: async ({ config, parseData, store }) => {
      const root = fileURLToPath(config.root);
      const filePath = `${contentFolder}/media.yaml`;
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
        const data = await parseData({ id, data: { image: posix.relative(contentFolder, path) }, filePath });
        store.set({ id, data, filePath });
      }
    },
  };
}
