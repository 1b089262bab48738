import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ownerMediaMarker,
  placeholderMediaProblems,
  readOwnerMedia,
  recordOwnerMedia,
} from "../../src/lib/owner-media.ts";

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

  it("records each imported part with its date and source files, and keeps earlier parts on a later import", async () => {
    const first = new Date("2026-05-01T10:00:00Z");
    const second = new Date("2026-05-03T18:30:00Z");
    await recordOwnerMedia(root, { gallery: ["a.jpg", "b.jpg", "c.jpg"], heroVideo: ["IMG_0042.MOV"] }, first);
    expect(await placeholderMediaProblems(root)).toEqual([
      "Medien: das Foto bei „Leben auf dem Wasser“ ist noch der gezeichnete Platzhalter – ein Foto namens leben-auf-dem-wasser.jpg zu den Fotos legen und `npm run media -- import <Ordner> --force` wiederholen",
    ]);

    await recordOwnerMedia(
      root,
      { gallery: ["d.jpg", "e.jpg", "f.jpg"], lifeAboard: ["leben-auf-dem-wasser.jpg"] },
      second,
    );
    expect(await readOwnerMedia(root)).toEqual({
      gallery: { importedAt: second.toISOString(), sources: ["d.jpg", "e.jpg", "f.jpg"] },
      lifeAboard: { importedAt: second.toISOString(), sources: ["leben-auf-dem-wasser.jpg"] },
      heroVideo: { importedAt: first.toISOString(), sources: ["IMG_0042.MOV"] },
    });
    expect(await placeholderMediaProblems(root)).toEqual([]);
    expect(JSON.parse(await readFile(join(root, ownerMediaMarker), "utf8")).note).toContain("nur mit --force");
  });

  it("names the hero video when only photos were imported", async () => {
    await recordOwnerMedia(root, { gallery: ["a.jpg", "b.jpg", "c.jpg"], lifeAboard: ["leben-auf-dem-wasser.jpg"] });
    expect(await placeholderMediaProblems(root)).toEqual([
      "Medien: Hero-Video und Poster sind noch die gezeichneten Platzhalter – ein Video (MOV oder MP4) zu den Fotos legen und `npm run media -- import <Ordner> --force` wiederholen",
    ]);
  });

  it.each([
    ["no JSON", "eigene Fotos"],
    ["the wrong shape", JSON.stringify({ gallery: { importedAt: "gestern", sources: [] } })],
  ])("says so when the marker holds %s, and a new import replaces it", async (_label, content) => {
    await writeFile(join(root, ownerMediaMarker), content);
    expect(await readOwnerMedia(root)).toBe("unreadable");
    expect(await placeholderMediaProblems(root)).toEqual([
      `Medien: ${ownerMediaMarker} ist nicht lesbar – eigene Fotos mit \`npm run media -- import <Ordner> --force\` erneut übernehmen`,
    ]);
    await recordOwnerMedia(root, {
      gallery: ["a.jpg", "b.jpg", "c.jpg"],
      lifeAboard: ["leben-auf-dem-wasser.jpg"],
      heroVideo: ["clip.mp4"],
    });
    expect(await placeholderMediaProblems(root)).toEqual([]);
  });
});
