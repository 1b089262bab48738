import { execFile } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { expect, it } from "vitest";
import { runNode } from "../../scripts/run-node.ts";
import { formatPlaceholder } from "../../src/content-reading/placeholders.ts";
import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { readOwnerMedia } from "../../src/media/owner-media.ts";
import { astroBuild, listedPlaceholders } from "../support/owner-commands.ts";
import { fillPlaceholders, ownerEnvironment, useFreshCloneCopy } from "../support/project-copy.ts";

const run = promisify(execFile);
const folders = useFreshCloneCopy("hausboot-owner");

/**
 * The owner's folder as README step 3 asks for it: phone photos and a phone video, named as the phone names them;
 * no photo is named for "Leben auf dem Wasser". The video lasts 7 s, the shortest the import takes without options
 * (a 6 s loop and 1 s of crossfade, scripts/media/targets.ts): the fewest frames to encode four times.
 */
async function ownersMedia(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const photo = (name: string, blue: number) =>
    sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 40, g: 120, b: blue } } })
      .jpeg()
      .toFile(join(folder, name));
  await Promise.all([photo("IMG_0001.jpg", 90), photo("IMG_0002.jpg", 150), photo("IMG_0003.jpg", 210)]);
  await run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=640x480:rate=25:duration=7"],
    ...["-f", "lavfi", "-i", "sine=frequency=220:duration=7:sample_rate=48000"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", join(folder, "IMG_0004.mp4")],
  ]);
}

it("fill in what preflight lists, import photos and a video, describe them: the production build passes and the page shows no placeholder", async () => {
  const { root: copy, scratch } = folders;
  // 1. Every placeholder preflight lists, filled in as the README says (the costs confirmed, the price without VAT).
  await fillPlaceholders(copy, await listedPlaceholders(copy));
  expect(await listedPlaceholders(copy)).toEqual([]);

  // 2. The owner's photos and video; the words that described the drawings become placeholders, and the import says so.
  const folder = join(scratch, "hausboot");
  await ownersMedia(folder);
  const imported = await runNode(copy, ["scripts/media.ts", "import", folder, "--force"], {
    ...ownerEnvironment({ MEDIA_ENCODE_SPEED: "fast" }),
    INIT_CWD: copy,
  });
  expect(imported.code).toBe(0);
  expect(imported.output).toContain("Foto bei „Leben auf dem Wasser“: das erste Foto, IMG_0001.jpg, da keins");
  const mediaTexts = await listedPlaceholders(copy);
  expect(mediaTexts.map(({ file, path }) => `${file} › ${path.join(".")}`)).toEqual([
    `${dataFilePath("hero")} › posterAlt`,
    `${dataFilePath("hero")} › videoLabel`,
    `${dataFilePath("hero")} › en.posterAlt`,
    `${dataFilePath("hero")} › en.videoLabel`,
    `${dataFilePath("life-aboard")} › photoAlt`,
    `${dataFilePath("life-aboard")} › en.photoAlt`,
    ...[0, 1, 2].map((index) => `${dataFilePath("gallery")} › photos.${index}.caption`),
    ...[0, 1, 2].map((index) => `${dataFilePath("gallery")} › en.photos.${index}.caption`),
  ]);
  for (const placeholder of mediaTexts) expect(imported.output).toContain(formatPlaceholder(placeholder));
  expect(await readOwnerMedia(copy)).toMatchObject({
    gallery: { count: 3 },
    lifeAboard: { count: 1 },
    heroVideo: { count: 1 },
  });
  expect(readFileSync(join(copy, "src/assets/media/owner-media.json"), "utf8")).not.toContain("IMG_");

  // 3. The owner describes the media; then nothing is left and the production build goes through.
  await fillPlaceholders(copy, mediaTexts);
  expect(await listedPlaceholders(copy)).toEqual([]);
  const dist = join(scratch, "dist");
  // No exposé printed (EXPOSE_PDF=skip): this test reads the pages; expose-pdf.test.ts reads a production build's PDF.
  const { code, output } = await astroBuild(copy, dist, {
    CONTEXT: "production",
    SITE_URL: "https://hausboot-werder.de",
    EXPOSE_PDF: "skip",
  });
  expect(output).not.toContain("vor der Veröffentlichung ersetzt");
  expect(code).toBe(0);

  for (const page of ["index.html", "impressum/index.html", "datenschutz/index.html"]) {
    const html = readFileSync(join(dist, page), "utf8");
    expect(html, page).not.toContain("data-placeholder");
    expect(html, page).not.toContain("(Platzhalter:");
  }
  const landing = readFileSync(join(dist, "index.html"), "utf8");
  expect(landing).toContain('href="https://www.airbnb.de/rooms/12345678"');
  expect(landing).toContain("Name und Anschrift des Betreibers");
  expect(landing).toContain('"@type":"FAQPage"');
  expect(landing).toContain('"valueAddedTaxIncluded":false');
  expect(landing).not.toContain('name="robots"');
  expect(landing).not.toContain('data-testid="preview-notice"');
  expect(landing).toContain('alt="Beschreibung des ersten Videobilds"');
}, 600_000);
