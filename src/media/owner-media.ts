import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { readDataFile } from "../content-reading/data-files.ts";
import { lifeAboardSourceName, mediaPaths, minPhotoWidth } from "../content-schemas/media-files.ts";

/** Written by `npm run media -- import`; without it the media are the drawings. */
export const ownerMediaMarker = "src/assets/media/owner-media.json";

const importedPart = z.object({ importedAt: z.iso.datetime(), count: z.number().int().min(1) });
const ownerMediaSchema = z.object({
  gallery: importedPart.optional(),
  lifeAboard: importedPart.optional(),
  heroVideo: importedPart.optional(),
});

/** The parts an import replaces as a whole, each with when and how many files (not their names: N13a). */
export type OwnerMedia = z.infer<typeof ownerMediaSchema>;
export type ImportedMediaPart = keyof OwnerMedia;
const mediaParts = ownerMediaSchema.keyof().options;

/** What the marker says: the imported parts, `absent` (all drawn placeholders), or `unreadable` (edited by hand). */
export async function readOwnerMedia(root: string): Promise<OwnerMedia | "absent" | "unreadable"> {
  const file = join(root, ownerMediaMarker);
  if (!existsSync(file)) return "absent";
  try {
    return ownerMediaSchema.parse(JSON.parse(await readFile(file, "utf8")));
  } catch {
    return "unreadable";
  }
}

/** Keeps what earlier imports recorded for the parts this one did not write. */
export async function recordOwnerMedia(
  root: string,
  counts: Partial<Record<ImportedMediaPart, number>>,
  importedAt = new Date(),
): Promise<void> {
  const earlier = await readOwnerMedia(root);
  const media: OwnerMedia = typeof earlier === "object" ? earlier : {};
  for (const part of mediaParts) {
    const count = counts[part];
    if (count) media[part] = { importedAt: importedAt.toISOString(), count };
  }
  const note = "Eigene Medien, übernommen mit npm run media -- import.";
  await writeFile(join(root, ownerMediaMarker), `${JSON.stringify({ note, ...media }, null, 2)}\n`);
}

const importAgain = "`npm run media -- import <Ordner> --force`";
const stillDrawn: Record<ImportedMediaPart, string> = {
  gallery: `Medien: die Galerie zeigt noch gezeichnete Platzhalter – eigene Fotos mit ${importAgain} übernehmen oder in /admin/ hochladen und die gezeichneten aus der Galerie entfernen`,
  lifeAboard: `Medien: das Foto bei „Leben auf dem Wasser“ ist noch der gezeichnete Platzhalter – ein Foto namens ${lifeAboardSourceName}.jpg zu den Fotos legen und ${importAgain} wiederholen, oder es in /admin/ unter „Medien“ ersetzen`,
  heroVideo: `Medien: Hero-Video und Poster sind noch die gezeichneten Platzhalter – ein Video (MOV oder MP4) zu den Fotos legen und ${importAgain} wiederholen`,
};

/** Photos uploaded in /admin/ never write the marker above; a part is the owner's once it shows none of these. */
export const drawnPlaceholdersRecord = "src/assets/media/drawn-placeholders.json";

const drawnRecord = z.object({ gallery: z.array(z.string()), lifeAboard: z.array(z.string()) });

const sha256 = async (file: string) =>
  createHash("sha256")
    .update(await readFile(file))
    .digest("hex");

const galleryPhotoPaths = (root: string) =>
  readDataFile("gallery", root).photos.map(({ file }) => `${mediaPaths.galleryFolder}/${file}`);

/** A gallery.yaml with a mistake or a missing photo counts as drawn here: the content check names those. */
async function showsDrawing(root: string): Promise<{ gallery: boolean; lifeAboard: boolean }> {
  let drawn: z.infer<typeof drawnRecord>;
  try {
    drawn = drawnRecord.parse(JSON.parse(await readFile(join(root, drawnPlaceholdersRecord), "utf8")));
  } catch {
    return { gallery: true, lifeAboard: true };
  }
  const isDrawn = async (list: string[], path: string) => list.includes(await sha256(join(root, path)));
  const gallery = await Promise.all(galleryPhotoPaths(root).map((path) => isDrawn(drawn.gallery, path)))
    .then((drawnPhotos) => drawnPhotos.some(Boolean))
    .catch(() => true);
  const lifeAboard = await isDrawn(drawn.lifeAboard, mediaPaths.lifeAboard).catch(() => true);
  return { gallery, lifeAboard };
}

export async function lifeAboardPhotoIsOwners(root: string): Promise<boolean> {
  const media = await readOwnerMedia(root);
  if (typeof media === "object" && media.lifeAboard) return true;
  return !(await showsDrawing(root)).lifeAboard;
}

export async function placeholderMediaProblems(root: string): Promise<string[]> {
  const media = await readOwnerMedia(root);
  if (media === "unreadable") {
    return [`Medien: ${ownerMediaMarker} ist nicht lesbar – eigene Fotos mit ${importAgain} erneut übernehmen`];
  }
  const imported = media === "absent" ? {} : media;
  const drawn = await showsDrawing(root);
  const own: Record<ImportedMediaPart, boolean> = {
    gallery: Boolean(imported.gallery) || !drawn.gallery,
    lifeAboard: Boolean(imported.lifeAboard) || !drawn.lifeAboard,
    heroVideo: Boolean(imported.heroVideo),
  };
  if (!mediaParts.some((part) => own[part])) {
    return [
      "Medien: noch die gezeichneten Platzhalter – eigene Fotos mit `npm run media -- import <Ordner>` übernehmen",
    ];
  }
  return mediaParts.filter((part) => !own[part]).map((part) => stillDrawn[part]);
}

/** The editor does not check a photo's width on upload, so the production build refuses a narrow one. */
export async function narrowPhotoProblems(root: string): Promise<string[]> {
  const lines = await Promise.all(
    [...new Set([...galleryPhotoPaths(root), mediaPaths.lifeAboard])].map(async (path) => {
      const size = await sharp(join(root, path))
        .metadata()
        .then(({ autoOrient }) => autoOrient)
        .catch(() => undefined);
      if (!size || size.width >= minPhotoWidth) return undefined;
      return `${path}: ${size.width} × ${size.height} Pixel, die Seite braucht mindestens ${minPhotoWidth} Pixel Breite (sonst wirkt das Foto unscharf) – ein größeres Foto hochladen`;
    }),
  );
  return lines.filter((line) => line !== undefined);
}
