import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentFolder, dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import sharp from "sharp";
import { mediaPaths, minPhotoWidth } from "../../src/content-schemas/media-files.ts";
import {
  narrowPhotoProblems,
  ownerMediaMarker,
  placeholderMediaProblems,
  readOwnerMedia,
  recordOwnerMedia,
} from "../../src/media/owner-media.ts";
import { yamlAsEditorWrites } from "../support/sveltia-form.ts";
import { fixtureRoot, recordAsDrawn } from "../support/project-copy.ts";

const drawnLine =
  "Medien: noch die gezeichneten Platzhalter – eigene Fotos mit `npm run media -- import <Ordner>` übernehmen";

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "owner-media-"));
  await mkdir(dirname(join(root, ownerMediaMarker)), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the owner-media marker", () => {
  it("without a marker, the media are the drawn placeholders", async () => {
    expect(await readOwnerMedia(root)).toBe("absent");
    expect(await placeholderMediaProblems(root)).toEqual([drawnLine]);
  });

  it("records each imported part with its date and number of files, and keeps earlier parts on a later import", async () => {
    const first = new Date("2026-05-01T10:00:00Z");
    const second = new Date("2026-05-03T18:30:00Z");
    await recordOwnerMedia(root, { gallery: 3, heroVideo: 1 }, first);
    expect(await placeholderMediaProblems(root)).toEqual([
      "Medien: das Foto bei „Leben auf dem Wasser“ ist noch der gezeichnete Platzhalter – ein Foto namens leben-auf-dem-wasser.jpg zu den Fotos legen und `npm run media -- import <Ordner> --force` wiederholen, oder es in /admin/ unter „Medien“ ersetzen",
    ]);

    await recordOwnerMedia(root, { gallery: 5, lifeAboard: 1 }, second);
    expect(await readOwnerMedia(root)).toEqual({
      gallery: { importedAt: second.toISOString(), count: 5 },
      lifeAboard: { importedAt: second.toISOString(), count: 1 },
      heroVideo: { importedAt: first.toISOString(), count: 1 },
    });
    expect(await placeholderMediaProblems(root)).toEqual([]);
    const written = await readFile(join(root, ownerMediaMarker), "utf8");
    expect(JSON.parse(written).note).toContain("npm run media -- import");
    expect(written).not.toMatch(/sources|\.jpg|\.mov/i);
  });

  it("names the hero video when only photos were imported", async () => {
    await recordOwnerMedia(root, { gallery: 3, lifeAboard: 1 });
    expect(await placeholderMediaProblems(root)).toEqual([
      "Medien: Hero-Video und Poster sind noch die gezeichneten Platzhalter – ein Video (MOV oder MP4) zu den Fotos legen und `npm run media -- import <Ordner> --force` wiederholen",
    ]);
  });

  it.each([
    ["no JSON", "eigene Fotos"],
    ["the wrong shape", JSON.stringify({ gallery: { importedAt: "gestern", count: 0 } })],
    [
      "file names instead of a count",
      JSON.stringify({ gallery: { importedAt: "2026-05-01T10:00:00.000Z", sources: ["IMG_1.jpg"] } }),
    ],
  ])("says so when the marker holds %s, and a new import replaces it", async (_label, content) => {
    await writeFile(join(root, ownerMediaMarker), content);
    expect(await readOwnerMedia(root)).toBe("unreadable");
    expect(await placeholderMediaProblems(root)).toEqual([
      `Medien: ${ownerMediaMarker} ist nicht lesbar – eigene Fotos mit \`npm run media -- import <Ordner> --force\` erneut übernehmen`,
    ]);
    await recordOwnerMedia(root, { gallery: 3, lifeAboard: 1, heroVideo: 1 });
    expect(await placeholderMediaProblems(root)).toEqual([]);
  });
});

describe("photos uploaded or replaced in the CMS, which writes no marker", () => {
  const galleryLine =
    "Medien: die Galerie zeigt noch gezeichnete Platzhalter – eigene Fotos mit `npm run media -- import <Ordner> --force` übernehmen oder in /admin/ hochladen und die gezeichneten aus der Galerie entfernen";

  /** A fresh clone's gallery: the listed photos, drawn (their content only needs to differ). */
  beforeEach(async () => {
    await cp(join(fixtureRoot, contentFolder), join(root, contentFolder), { recursive: true });
    await mkdir(join(root, mediaPaths.galleryFolder), { recursive: true });
    for (const { file } of readDataFile("gallery", root).photos) {
      await writeFile(join(root, mediaPaths.galleryFolder, file), `gezeichnet ${file}`);
    }
    await mkdir(dirname(join(root, mediaPaths.lifeAboard)), { recursive: true });
    await writeFile(join(root, mediaPaths.lifeAboard), "gezeichnet");
    recordAsDrawn(root);
  });

  /** What the CMS commits: the uploads in the gallery folder, gallery.yaml listing them. */
  async function uploadInCms(files: string[], keepDrawn: number) {
    const gallery = readDataFile("gallery", root);
    for (const file of files) await writeFile(join(root, mediaPaths.galleryFolder, file), `Foto ${file}`);
    const photos = [...gallery.photos.slice(0, keepDrawn), ...files.map((file) => ({ file: `/${file}` }))];
    await writeFile(join(root, dataFilePath("gallery")), yamlAsEditorWrites({ ...gallery, photos }));
  }

  it("the drawn gallery counts as drawn", async () => {
    expect(await placeholderMediaProblems(root)).toEqual([drawnLine]);
  });

  it("while one drawing is still listed, the gallery is still drawn", async () => {
    await uploadInCms(["steg.jpg", "bug.jpg"], 1);
    expect(await placeholderMediaProblems(root)).toEqual([drawnLine]);
    await recordOwnerMedia(root, { lifeAboard: 1, heroVideo: 1 });
    expect(await placeholderMediaProblems(root)).toEqual([galleryLine]);
  });

  it("once only uploaded photos are listed, the gallery is the owner's; the rest still needs the import", async () => {
    await uploadInCms(["steg.jpg", "bug.jpg", "abend.jpg"], 0);
    const problems = await placeholderMediaProblems(root);
    expect(problems).not.toContain(galleryLine);
    expect(problems).not.toContain(drawnLine);
    expect(problems).toHaveLength(2);
    await recordOwnerMedia(root, { lifeAboard: 1, heroVideo: 1 });
    expect(await placeholderMediaProblems(root)).toEqual([]);
  });

  it("the photo at „Leben auf dem Wasser“ replaced in the CMS (same name, own content) is the owner's", async () => {
    await uploadInCms(["steg.jpg"], 0);
    const lifeAboardLine = (await placeholderMediaProblems(root)).find((line) => line.includes("Leben auf dem Wasser"));
    expect(lifeAboardLine).toBeDefined();
    await writeFile(join(root, mediaPaths.lifeAboard), "eigenes Foto");
    expect(await placeholderMediaProblems(root)).not.toContain(lifeAboardLine);
    expect(await placeholderMediaProblems(root)).toHaveLength(1);
  });

  it("an uploaded photo with a drawing's name but its own content is the owner's", async () => {
    const [first] = readDataFile("gallery", root).photos;
    await writeFile(join(root, mediaPaths.galleryFolder, first!.file), "eigenes Foto");
    await uploadInCms([], 1);
    expect(await placeholderMediaProblems(root)).not.toContain(galleryLine);
  });
});

describe("a photo narrower than the page needs, as an upload in the editor can be", () => {
  const photo = (width: number, height: number, orientation?: number) => {
    const image = sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 160 } } }).jpeg();
    return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
  };

  it("is named by the production guard's check, by its size as the browser shows it", async () => {
    await cp(join(fixtureRoot, contentFolder), join(root, contentFolder), { recursive: true });
    await mkdir(join(root, mediaPaths.galleryFolder), { recursive: true });
    await mkdir(dirname(join(root, mediaPaths.lifeAboard)), { recursive: true });
    await writeFile(join(root, mediaPaths.lifeAboard), await photo(minPhotoWidth, 1200));
    const files = {
      "wide.jpg": await photo(minPhotoWidth, 1200),
      "narrow.jpg": await photo(minPhotoWidth - 1, 1200),
      // 2000 × 1500 lying on its side: the page shows it 1500 pixels wide.
      "turned.jpg": await photo(2000, 1500, 6),
    };
    for (const [file, bytes] of Object.entries(files)) {
      await writeFile(join(root, mediaPaths.galleryFolder, file), bytes);
    }
    const gallery = readDataFile("gallery", root);
    const photos = Object.keys(files).map((file) => ({ file: `/${file}` }));
    await writeFile(join(root, dataFilePath("gallery")), yamlAsEditorWrites({ ...gallery, photos }));

    const lines = await narrowPhotoProblems(root);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(`^${mediaPaths.galleryFolder}/narrow\\.jpg: ${minPhotoWidth - 1} × 1200 Pixel`),
    );
    expect(lines[1]).toMatch(new RegExp(`^${mediaPaths.galleryFolder}/turned\\.jpg: 1500 × 2000 Pixel`));
  });
});
