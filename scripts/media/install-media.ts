import { copyFile, mkdir, readdir, rm, stat } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import { galleryExtensions } from "../../src/lib/media-files.ts";
import { ownerMediaMarker } from "../../src/lib/owner-media.ts";
import { backupFolder, mediaPaths } from "./targets.ts";

/** The gallery photos the page shows (relative to the project), in file-name order. */
export async function galleryFiles(root: string): Promise<string[]> {
  return (await readdir(join(root, mediaPaths.galleryFolder)).catch(() => []))
    .filter((name) => (galleryExtensions as readonly string[]).includes(extname(name).toLowerCase()))
    .sort()
    .map((name) => `${mediaPaths.galleryFolder}/${name}`);
}

/** The page's current media files (relative to the project) that an import with these parts would replace or remove. */
export async function mediaToReplace(root: string, parts: { lifeAboard: boolean; video: boolean }): Promise<string[]> {
  const gallery = await galleryFiles(root);
  const single = [
    ...(parts.lifeAboard ? [mediaPaths.lifeAboard] : []),
    ...(parts.video ? [mediaPaths.poster, mediaPaths.heroMp4, mediaPaths.heroWebm] : []),
  ];
  const existing = await Promise.all(
    single.map((path) =>
      stat(join(root, path)).then(
        () => path,
        () => undefined,
      ),
    ),
  );
  return [...gallery, ...existing.filter((path) => path !== undefined)];
}

/**
 * Copies the files about to be replaced, and the owner-media marker if there is one, into `media-backup/<time>/`
 * (same relative paths, so copying the folder back restores the set), then removes the old gallery so a new one never
 * mixes with it. Returns the backup folder relative to the project.
 */
export async function backUpMedia(root: string, replaced: string[]): Promise<string | undefined> {
  if (replaced.length === 0) return undefined;
  const backup = await freshBackupFolder(root);
  const marker = await stat(join(root, ownerMediaMarker)).then(
    () => [ownerMediaMarker],
    () => [],
  );
  for (const path of [...replaced, ...marker]) {
    await mkdir(dirname(join(root, backup, path)), { recursive: true });
    await copyFile(join(root, path), join(root, backup, path));
  }
  for (const path of replaced.filter((path) => path.startsWith(`${mediaPaths.galleryFolder}/`))) {
    await rm(join(root, path));
  }
  return backup;
}

/** Backs up and clears what is replaced (`backUpMedia`), then puts the new files in place. */
export async function installMedia(
  root: string,
  newFiles: { staged: string; path: string }[],
  replaced: string[],
): Promise<string | undefined> {
  const backup = await backUpMedia(root, replaced);
  for (const { staged, path } of newFiles) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await copyFile(staged, join(root, path));
  }
  return backup;
}

async function freshBackupFolder(root: string): Promise<string> {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, "0");
  const stamp = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}_${two(now.getHours())}-${two(now.getMinutes())}-${two(now.getSeconds())}`;
  for (let suffix = 1; ; suffix++) {
    const folder = `${backupFolder}/${stamp}${suffix > 1 ? `-${suffix}` : ""}`;
    const taken = await stat(join(root, folder)).then(
      () => true,
      () => false,
    );
    if (!taken) {
      await mkdir(join(root, folder), { recursive: true });
      return folder;
    }
  }
}
