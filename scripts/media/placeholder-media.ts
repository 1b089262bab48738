import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ownerMediaMarker, readOwnerMedia, recordDrawnPlaceholders } from "../../src/lib/owner-media.ts";
import { ffmpegInstallAdvice, hasFfmpeg } from "./ffmpeg.ts";
import { ImportRefusal } from "./import-refusal.ts";
import { backUpMedia, galleryFiles, mediaToReplace } from "./install-media.ts";
import { markMediaTextsAsPlaceholders } from "./media-texts.ts";
import { backupFolder } from "./targets.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export const placeholderUsage = [
  "Aufruf: npm run media [-- --force]",
  "",
  "  zeichnet die Platzhalter-Medien (Galerie, „Leben auf dem Wasser“, Hero-Video und Poster); braucht ffmpeg",
  "  --force           auch eigene, importierte Medien ersetzen (die bisherigen werden vorher gesichert)",
  "  --root <ordner>   Projektordner, in den geschrieben wird (Standard: dieses Projekt)",
].join("\n");

/** Draws every placeholder file into the project folder `root`. */
export type DrawPlaceholders = (root: string) => Promise<void>;

const drawWithGenerator: DrawPlaceholders = async (root) => {
  const { drawPlaceholderMedia } = await import("../make-placeholder-media.mjs");
  await drawPlaceholderMedia(root);
};

/**
 * `npm run media`: draws the placeholders. Over the owner's imported media (the marker says so) only with `--force`,
 * and then the owner's set is backed up as the import does and the marker removed before anything is drawn.
 */
export async function redrawPlaceholderMedia(
  args: string[],
  cwd: string,
  draw: DrawPlaceholders = drawWithGenerator,
): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { force: { type: "boolean", default: false }, root: { type: "string" } },
    });
  } catch {
    throw new ImportRefusal(`Unbekannte Angabe: ${args.join(" ")}\n\n${placeholderUsage}`);
  }
  const root = resolve(cwd, parsed.values.root ?? projectRoot);
  const ownMedia = (await readOwnerMedia(root)) !== "absent";
  if (ownMedia && !parsed.values.force) {
    throw new ImportRefusal(
      [
        `Die Medien im Projekt sind Ihre eigenen (übernommen mit npm run media -- import, vermerkt in ${ownerMediaMarker}).`,
        "npm run media würde sie durch die gezeichneten Platzhalter ersetzen. Ist das gewollt, noch einmal mit --force starten;",
        `die bisherigen Dateien werden dann nach ${backupFolder}/ gesichert:`,
        "  npm run media -- --force",
      ].join("\n"),
    );
  }
  if (!hasFfmpeg()) throw new ImportRefusal(ffmpegInstallAdvice);

  let backup: string | undefined;
  if (ownMedia) {
    backup = await backUpMedia(root, await mediaToReplace(root, { lifeAboard: true, video: true }));
    await rm(join(root, ownerMediaMarker));
  }
  await draw(root);
  // The guard knows the drawings by their content, also after photos were uploaded in the CMS.
  await recordDrawnPlaceholders(root);
  if (backup) console.log(`\nDie bisherigen Medien liegen in ${backup}/.`);
  // The words about the owner's media do not describe the drawings; over drawings they still do.
  if (ownMedia) {
    const drawnGallery = (await galleryFiles(root)).map((path) => path.slice(path.lastIndexOf("/") + 1));
    const texts = await markMediaTextsAsPlaceholders(root, {
      galleryFiles: drawnGallery,
      lifeAboard: true,
      heroVideo: true,
    });
    console.log(
      `Die Texte zu Ihren bisherigen Medien sind jetzt Platzhalter (${texts.length}), z. B. die Bildunterschriften.`,
    );
  }
}
