import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { readDataFile } from "../content/data-files.ts";
import { lifeAboardSourceName, mediaPaths } from "./media-files.ts";

/**
 * The committed record that the page's media are the owner's own: written by `npm run media -- import`, removed by
 * `npm run media -- --force` (the drawn placeholders). Without it, the media are the drawings.
 */
export const ownerMediaMarker = "src/assets/media/owner-media.json";

// Before November 2026 the import recorded the owner's file names (`sources`); read as their count, never written.
const importedPart = z
  .object({
    importedAt: z.iso.datetime(),
    count: z.number().int().min(1).optional(),
    sources: z.array(z.string()).min(1).optional(),
  })
  .transform(({ importedAt, count, sources }) => ({ importedAt, count: count ?? sources?.length ?? 1 }));
const ownerMediaSchema = z.object({
  gallery: importedPart.optional(),
  lifeAboard: importedPart.optional(),
  heroVideo: importedPart.optional(),
});

/** The parts an import replaces as a whole, each with when and how many files (not their names: N13a). */
export type OwnerMedia = z.infer<typeof ownerMediaSchema>;
export type MediaPart = keyof OwnerMedia;
const mediaParts = ownerMediaSchema.keyof().options;

/** What the marker says: the imported parts, `absent` (all drawn placeholders), or `unreadable` (edited by hand). */
export async function readOwnerMedia(root: string): Promise<OwnerMedia | "absent" | "unreadable"> {
  let text: string;
  try {
    text = await readFile(join(root, ownerMediaMarker), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "absent";
    throw error;
  }
  try {
    const parsed = ownerMediaSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : "unreadable";
  } catch {
    return "unreadable";
  }
}

/** Records the parts an import just wrote (how many files each), keeping what earlier imports recorded for the rest. */
export async function recordOwnerMedia(
  root: string,
  counts: Partial<Record<MediaPart, number>>,
  importedAt = new Date(),
): Promise<void> {
  const earlier = await readOwnerMedia(root);
  const media: OwnerMedia = typeof earlier === "object" ? earlier : {};
  for (const part of mediaParts) {
    const count = counts[part];
    if (count) media[part] = { importedAt: importedAt.toISOString(), count };
  }
  const note =
    "Eigene Medien, übernommen mit npm run media -- import. Solange diese Datei besteht, zeichnet npm run media die Platzhalter nur mit --force neu.";
  await writeFile(join(root, ownerMediaMarker), `${JSON.stringify({ note, ...media }, null, 2)}\n`);
}

const importAgain = "`npm run media -- import <Ordner> --force`";
const stillDrawn: Record<MediaPart, string> = {
  gallery: `Medien: die Galerie zeigt noch gezeichnete Platzhalter – eigene Fotos mit ${importAgain} übernehmen oder in /admin/ hochladen und die gezeichneten aus der Galerie entfernen`,
  lifeAboard: `Medien: das Foto bei „Leben auf dem Wasser“ ist noch der gezeichnete Platzhalter – ein Foto namens ${lifeAboardSourceName}.jpg zu den Fotos legen und ${importAgain} wiederholen`,
  heroVideo: `Medien: Hero-Video und Poster sind noch die gezeichneten Platzhalter – ein Video (MOV oder MP4) zu den Fotos legen und ${importAgain} wiederholen`,
};

/**
 * The SHA-256 of every gallery photo `npm run media` drew, written when it draws. Photos uploaded in the CMS at
 * /admin/ never write the marker above; the gallery counts as the owner's once no photo it lists is one of these.
 */
export const drawnGalleryRecord = "src/assets/media/drawn-gallery.json";

const sha256 = async (file: string) =>
  createHash("sha256")
    .update(await readFile(file))
    .digest("hex");

/** Records the gallery folder's photos as the drawn placeholders (after `npm run media` drew them). */
export async function recordDrawnGallery(root: string): Promise<void> {
  const folder = join(root, mediaPaths.galleryFolder);
  const files = (await readdir(folder)).filter((name) => !name.startsWith(".")).sort();
  const note =
    "Die gezeichneten Platzhalter der Galerie (SHA-256), geschrieben von npm run media. Nicht von Hand ändern.";
  const drawn = await Promise.all(files.map((name) => sha256(join(folder, name))));
  await writeFile(join(root, drawnGalleryRecord), `${JSON.stringify({ note, sha256: drawn }, null, 2)}\n`);
}

/** Whether the gallery still shows a drawing: without the record of the drawings, as long as the import has not run. */
async function galleryShowsDrawing(root: string): Promise<boolean> {
  let drawn: Set<string>;
  try {
    drawn = new Set(
      (JSON.parse(await readFile(join(root, drawnGalleryRecord), "utf8")) as { sha256: string[] }).sha256,
    );
  } catch {
    return true;
  }
  try {
    const hashes = await Promise.all(
      readDataFile("gallery", root).photos.map(({ file }) => sha256(join(root, mediaPaths.galleryFolder, file))),
    );
    return hashes.some((hash) => drawn.has(hash));
  } catch {
    // gallery.yaml with a mistake or a listed photo missing: the content check names that; here it stays "drawn".
    return true;
  }
}

/** One German line per part of the page's media that is still a drawn placeholder; empty when all are the owner's. */
export async function placeholderMediaProblems(root: string): Promise<string[]> {
  const media = await readOwnerMedia(root);
  if (media === "unreadable") {
    return [`Medien: ${ownerMediaMarker} ist nicht lesbar – eigene Fotos mit ${importAgain} erneut übernehmen`];
  }
  const imported = media === "absent" ? {} : media;
  const ownGallery = Boolean(imported.gallery) || !(await galleryShowsDrawing(root));
  if (media === "absent" && !ownGallery) {
    return [
      "Medien: noch die gezeichneten Platzhalter – eigene Fotos mit `npm run media -- import <Ordner>` übernehmen",
    ];
  }
  return mediaParts
    .filter((part) => (part === "gallery" ? !ownGallery : !imported[part]))
    .map((part) => stillDrawn[part]);
}
