import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { lifeAboardSourceName } from "./media-files.ts";

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
  gallery: `Medien: die Galerie zeigt noch die gezeichneten Platzhalter – eigene Fotos mit ${importAgain} übernehmen`,
  lifeAboard: `Medien: das Foto bei „Leben auf dem Wasser“ ist noch der gezeichnete Platzhalter – ein Foto namens ${lifeAboardSourceName}.jpg zu den Fotos legen und ${importAgain} wiederholen`,
  heroVideo: `Medien: Hero-Video und Poster sind noch die gezeichneten Platzhalter – ein Video (MOV oder MP4) zu den Fotos legen und ${importAgain} wiederholen`,
};

/** One German line per part of the page's media that is still a drawn placeholder; empty when all are the owner's. */
export async function placeholderMediaProblems(root: string): Promise<string[]> {
  const media = await readOwnerMedia(root);
  if (media === "absent") {
    return [
      "Medien: noch die gezeichneten Platzhalter – eigene Fotos mit `npm run media -- import <Ordner>` übernehmen",
    ];
  }
  if (media === "unreadable") {
    return [`Medien: ${ownerMediaMarker} ist nicht lesbar – eigene Fotos mit ${importAgain} erneut übernehmen`];
  }
  return mediaParts.filter((part) => !media[part]).map((part) => stillDrawn[part]);
}
