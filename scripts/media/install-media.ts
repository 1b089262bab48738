import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { isGalleryFile } from "../../src/content-schemas/media-files.ts";
import { ownerMediaMarker } from "../../src/media/owner-media.ts";
import { shownText } from "../../src/content-schemas/text-syntax.ts";
import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { readUncheckedDataFile } from "../../src/content-reading/unchecked-data-files.ts";
import { mediaTextFiles } from "./media-texts.ts";
import { fileNameTime } from "../file-name-time.ts";
import { backupFolder, heroVideoPaths, mediaPaths } from "./targets.ts";

/** The gallery photos the page shows (relative to the project), in file-name order. */
export async function galleryFiles(root: string): Promise<string[]> {
  return (await readdir(join(root, mediaPaths.galleryFolder)).catch(() => []))
    .filter(isGalleryFile)
    .sort()
    .map((name) => `${mediaPaths.galleryFolder}/${name}`);
}

/** The page's current media files (relative to the project) that an import with these parts would replace or remove. */
export async function mediaToReplace(root: string, parts: { lifeAboard: boolean; video: boolean }): Promise<string[]> {
  const single = [
    ...(parts.lifeAboard ? [mediaPaths.lifeAboard] : []),
    ...(parts.video ? [mediaPaths.poster, ...heroVideoPaths] : []),
  ];
  return [...(await galleryFiles(root)), ...single.filter((path) => existsSync(join(root, path)))];
}

/** A gallery photo the import moves aside, with the caption the gallery's list gives it (if it lists it). */
export interface MovedPhoto {
  name: string;
  caption?: string;
  listed: boolean;
}

/** The replaced gallery photos by name, with their captions from gallery.yaml, so the owner sees what moves aside. */
export function movedGalleryPhotos(root: string, replaced: readonly string[]): MovedPhoto[] {
  const { photos = [] } = (readUncheckedDataFile("gallery", root) ?? {}) as {
    photos?: { file?: unknown; caption?: unknown }[];
  };
  return replaced
    .filter((path) => path.startsWith(`${mediaPaths.galleryFolder}/`))
    .map((path) => {
      const name = basename(path);
      const entry = photos.find(({ file }) => String(file ?? "").replace(/^\//, "") === name);
      return {
        name,
        listed: entry !== undefined,
        ...(typeof entry?.caption === "string" && entry.caption !== "" ? { caption: shownText(entry.caption) } : {}),
      };
    });
}

/** `  urlaub-am-see.webp – „Das hochgeladene Foto“` */
export const formatMovedPhoto = ({ name, caption, listed }: MovedPhoto) =>
  `  ${name}${caption ? ` – „${caption}“` : ""}${listed ? "" : " (steht nicht in der Bildergalerie)"}`;

/**
 * Copies the files about to be replaced, the data files with their captions and texts (which the import rewrites),
 * and the owner-media marker if there is one, into `media-backup/<time>/` (same relative paths, so copying the folder
 * back restores the set), removes the old gallery so a new one never mixes with it, then puts the new files in place.
 * Returns the backup folder relative to the project.
 */
export async function installMedia(
  root: string,
  newFiles: { staged: string; path: string }[],
  replaced: string[],
): Promise<string | undefined> {
  const backup = replaced.length > 0 ? await freshBackupFolder(root) : undefined;
  if (backup) {
    const marker = existsSync(join(root, ownerMediaMarker)) ? [ownerMediaMarker] : [];
    const texts = mediaTextFiles.map(dataFilePath).filter((path) => existsSync(join(root, path)));
    for (const path of [...replaced, ...texts, ...marker]) await copyInto(join(root, path), join(root, backup, path));
    for (const path of replaced.filter((path) => path.startsWith(`${mediaPaths.galleryFolder}/`))) {
      await rm(join(root, path));
    }
  }
  for (const { staged, path } of newFiles) await copyInto(staged, join(root, path));
  return backup;
}

async function copyInto(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to);
}

async function freshBackupFolder(root: string): Promise<string> {
  const stamp = fileNameTime(new Date());
  for (let suffix = 1; ; suffix++) {
    const folder = `${backupFolder}/${stamp}${suffix > 1 ? `-${suffix}` : ""}`;
    if (!existsSync(join(root, folder))) {
      await mkdir(join(root, folder), { recursive: true });
      return folder;
    }
  }
}
