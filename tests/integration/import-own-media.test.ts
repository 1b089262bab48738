import { execFile, spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import exifReader from "exif-reader";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  audioLoudnessLufs,
  galleryPath,
  heroVideoFiles,
  heroVideoPaths,
  maxVideoBytes,
  mediaPaths,
  photoSize,
  posterSize,
  videoSize,
} from "../../scripts/media/targets.ts";
import { parse } from "yaml";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { mediaTextFiles } from "../../scripts/media/media-texts.ts";
import { shownText } from "../../src/content-schemas/text-syntax.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { findPlaceholders, formatDataPath, formatPlaceholder } from "../../src/content-reading/placeholders.ts";
import { contentFolder, dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { ownerMediaMarker, placeholderMediaProblems, type OwnerMedia } from "../../src/media/owner-media.ts";
import { listFiles } from "../support/list-files.ts";
import { fixtureRoot } from "../support/project-copy.ts";

// Runs the real command (`npm run media -- import`) against photos and a clip made here, into a scratch
// project root that holds only a fresh clone's data files: never over the committed media or content.
// MEDIA_ENCODE_SPEED=fast only picks faster encoder presets.
const mediaCommand = fileURLToPath(new URL("../../scripts/media.ts", import.meta.url));
const run = promisify(execFile);
// Every test starts the command or ffmpeg as a child process; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });
// The same paths are read again after the second import; sharp must not answer from its cache.
sharp.cache(false);

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function importMedia(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  const child = spawn(process.execPath, [mediaCommand, "import", ...args], {
    env: { ...env, MEDIA_ENCODE_SPEED: "fast" },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

const gps = {
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "12/1 56/1 0/1" },
};

/** A phone photo held sideways: stored 1200 × 1600 with red on top and blue below, EXIF orientation 6 (turn 90° clockwise). */
async function writeSidewaysPhoto(file: string) {
  const half = (background: string) => ({
    input: { create: { width: 1200, height: 800, channels: 3 as const, background } },
  });
  await solid(1200, 1600, "#000000")
    .composite([
      { ...half("#e02020"), top: 0, left: 0 },
      { ...half("#2040e0"), top: 800, left: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "Testphone" }, ...gps })
    .toFile(file);
}

/** 20 s, 640 × 360 at 30 fps; the hue turns once in 20 s, so frames a few seconds apart differ clearly. */
async function writePhoneClip(file: string) {
  await run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=640x360:rate=30:duration=20,hue=H=2*PI*t/20,noise=alls=4:allf=t"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=20:sample_rate=48000"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "18", "-pix_fmt", "yuv420p", "-c:a", "aac"],
    ...["-metadata", "location=+52.3797+012.9344/", file],
  ]);
}

/** Mean red, green and blue of a region (sharp's `stats()` would measure the whole image). */
async function meanColour(file: string, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(file).extract(region).raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let index = 0; index < data.length; index++) sums[index % info.channels]! += data[index]!;
  return sums.map((sum) => Math.round(sum / (data.length / info.channels)));
}

async function frameAt(video: string, output: string, seconds?: number) {
  const scale = `scale=${videoSize.width}:${videoSize.height}:force_original_aspect_ratio=increase,crop=${videoSize.width}:${videoSize.height}`;
  // Without a time, the last frame: decode the final 0.2 s, each frame overwriting the one image.
  const input =
    seconds === undefined ? ["-sseof", "-0.2", "-i", video] : ["-ss", String(seconds), "-i", video, "-frames:v", "1"];
  await run("ffmpeg", ["-loglevel", "error", "-y", ...input, "-vf", scale, "-update", "1", output]);
  return output;
}

/** Mean absolute difference of two frames in grey levels (0–255) at a small size. */
async function frameDifference(a: string, b: string) {
  const grey = (file: string) => sharp(file).resize(240, 180).greyscale().raw().toBuffer();
  const [left, right] = await Promise.all([grey(a), grey(b)]);
  return left.reduce((sum, value, index) => sum + Math.abs(value - right[index]!), 0) / left.length;
}

async function probe(file: string) {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-print_format",
    "json",
    "-show_format",
    "-show_streams",
    file,
  ]);
  return JSON.parse(stdout) as {
    format: { duration: string; tags?: Record<string, string> };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number; duration?: string }[];
  };
}

async function integratedLoudness(file: string) {
  // -vn: the measure needs the sound only, so the picture is not decoded.
  const { stderr } = await run("ffmpeg", ["-hide_banner", "-i", file, "-vn", "-af", "ebur128", "-f", "null", "-"]);
  return Number(/I:\s+(-?[\d.]+) LUFS\s+Threshold/.exec(stderr.slice(stderr.lastIndexOf("Summary")))?.[1]);
}

/** Top-level MP4 boxes in file order (size + type), to see whether `moov` comes before `mdat`. */
function topLevelBoxes(mp4: Buffer) {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= mp4.length;) {
    const size = mp4.readUInt32BE(offset);
    boxes.push(mp4.toString("latin1", offset + 4, offset + 8));
    offset += size === 1 ? Number(mp4.readBigUInt64BE(offset + 8)) : size;
    if (size === 0) break;
  }
  return boxes;
}

const readMarker = async (root: string): Promise<Required<OwnerMedia> & { note: string }> =>
  JSON.parse(await readFile(join(root, ownerMediaMarker), "utf8"));

/** A scratch project folder with a fresh clone's data files, which the import rewrites, and nothing else. */
async function projectWithContent(folder: string): Promise<string> {
  await cp(join(fixtureRoot, contentFolder), join(folder, contentFolder), { recursive: true });
  return folder;
}

const mediaFiles = async (root: string) =>
  (await listFiles(root)).filter((path) => !path.startsWith(`${contentFolder}/`));

let scratch: string;
let photos: string;
let root: string;
let clip: string;
let firstRun: CommandResult;
let firstRunStarted: Date;
const loop = { start: 12, length: 6 };

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "media-import-test-"));
  photos = join(scratch, "owner-folder");
  root = await projectWithContent(join(scratch, "project"));
  await mkdir(photos);
  await writeSidewaysPhoto(join(photos, "foto-1.jpg"));
  await solid(800, 450, "#20c040").png().toFile(join(photos, "foto-2.png"));
  await solid(600, 1000, "#e0d020").webp().toFile(join(photos, "foto-10.webp"));
  await solid(2000, 1500, "#c020c0").jpeg().withExifMerge(gps).toFile(join(photos, "Leben-auf-dem-Wasser.jpg"));
  clip = join(photos, "IMG_0042.MOV");
  await writePhoneClip(clip);
  firstRunStarted = new Date();
  firstRun = await importMedia([
    photos,
    ...["--root", root, "--video-start", String(loop.start), "--video-length", String(loop.length)],
  ]);
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe("importing the owner's photos and video", () => {
  it("writes exactly the files the page uses, at the documented sizes", async () => {
    expect(firstRun.stderr).toBe("");
    expect(firstRun.code).toBe(0);
    expect(await mediaFiles(root)).toEqual(
      [
        galleryPath(1),
        galleryPath(2),
        galleryPath(3),
        mediaPaths.lifeAboard,
        mediaPaths.poster,
        ...heroVideoPaths,
        ownerMediaMarker,
      ].sort(),
    );
    for (const path of [galleryPath(1), galleryPath(2), galleryPath(3), mediaPaths.lifeAboard]) {
      const { width, height, format } = await sharp(join(root, path)).metadata();
      expect({ path, width, height, format }).toEqual({ path, ...photoSize, format: "jpeg" });
    }
    const poster = await sharp(join(root, mediaPaths.poster)).metadata();
    expect([poster.width, poster.height]).toEqual([posterSize.width, posterSize.height]);
  });

  it("orders the gallery by file name, counting numbers as numbers, and keeps the named photo for 'Leben auf dem Wasser'", async () => {
    const centre = { left: 700, top: 500, width: 200, height: 200 };
    const [red, green, blue] = await meanColour(join(root, galleryPath(2)), centre);
    expect([red, blue]).toEqual([expect.closeTo(32, -1), expect.closeTo(64, -1)]);
    expect(green).toBeGreaterThan(180);
    const yellow = await meanColour(join(root, galleryPath(3)), centre);
    expect(yellow[0]).toBeGreaterThan(200);
    expect(yellow[2]).toBeLessThan(60);
    const magenta = await meanColour(join(root, mediaPaths.lifeAboard), centre);
    expect(magenta[1]).toBeLessThan(60);
  });

  it("turns a sideways photo upright by its EXIF orientation and drops EXIF and GPS", async () => {
    const source = await sharp(join(photos, "foto-1.jpg")).metadata();
    expect(source.orientation).toBe(6);
    expect(exifReader(source.exif!).GPSInfo?.GPSLatitude).toEqual([52, 22, 30]);

    const output = join(root, galleryPath(1));
    const upright = await sharp(output).metadata();
    expect(upright.orientation).toBeUndefined();
    expect(upright.exif).toBeUndefined();
    expect(upright.xmp).toBeUndefined();
    expect((await readFile(output)).includes("Exif\0\0")).toBe(false);
    // Turned clockwise, the stored top (red) is on the right and the bottom (blue) on the left.
    const [leftRed, , leftBlue] = await meanColour(output, { left: 200, top: 500, width: 200, height: 200 });
    const [rightRed, , rightBlue] = await meanColour(output, { left: 1200, top: 500, width: 200, height: 200 });
    expect(leftBlue).toBeGreaterThan(180);
    expect(leftRed).toBeLessThan(80);
    expect(rightRed).toBeGreaterThan(180);
    expect(rightBlue).toBeLessThan(80);
    expect((await sharp(join(root, mediaPaths.lifeAboard)).metadata()).exif).toBeUndefined();
  });

  it("makes AV1/Opus and H.264/AAC loops of the chosen length at the wide and the phone size, under the size limit", async () => {
    for (const { path, size } of heroVideoFiles) {
      const file = await probe(join(root, path));
      const [video, audio] = path.endsWith(".webm") ? ["av1", "opus"] : ["h264", "aac"];
      expect(file.streams.map((stream) => stream.codec_name).sort()).toEqual([audio, video].sort());
      const picture = file.streams.find((stream) => stream.codec_type === "video")!;
      expect([picture.width, picture.height]).toEqual([size.width, size.height]);
      expect(Number(file.format.duration)).toBeCloseTo(loop.length, 1);
      expect(file.format.tags?.location).toBeUndefined();
      expect((await stat(join(root, path))).size).toBeLessThanOrEqual(maxVideoBytes);
    }
    expect((await probe(clip)).format.tags?.location).toBe("+52.3797+012.9344/");

    // The noisy clip fills most of the allowance, so the limit really constrained H.264's encoder. AV1 is encoded at
    // constant quality first and capped only above the limit; this clip stays under it uncapped (about 700 KB).
    expect((await stat(join(root, mediaPaths.heroMp4))).size).toBeGreaterThan(maxVideoBytes / 2);
    const boxes = topLevelBoxes(await readFile(join(root, mediaPaths.heroMp4)));
    expect(boxes.indexOf("moov")).toBeGreaterThan(-1);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
  });

  it("joins the loop's end seamlessly to its start and takes the poster from that first frame", async () => {
    const frames = join(scratch, "frames");
    await mkdir(frames, { recursive: true });
    const mp4 = join(root, mediaPaths.heroMp4);
    const first = await frameAt(mp4, join(frames, "first.png"), 0);
    const last = await frameAt(mp4, join(frames, "last.png"));
    const clipAtStart = await frameAt(clip, join(frames, "clip-start.png"), loop.start);
    const clipAtEnd = await frameAt(clip, join(frames, "clip-end.png"), loop.start + loop.length);

    // Without the crossfade the loop would begin at the chosen start and jump from its end back to there.
    expect(await frameDifference(first, clipAtStart)).toBeGreaterThan(20);
    expect(await frameDifference(first, clipAtEnd)).toBeLessThan(8);
    expect(await frameDifference(last, first)).toBeLessThan(8);

    const poster = join(frames, "poster.png");
    await sharp(join(root, mediaPaths.poster)).resize(videoSize.width, videoSize.height).toFile(poster);
    expect(await frameDifference(poster, first)).toBeLessThan(8);
    expect(await frameDifference(poster, clipAtStart)).toBeGreaterThan(20);
  });

  it("normalises the sound quietly", async () => {
    expect(await integratedLoudness(clip)).toBeGreaterThan(audioLoudnessLufs + 5);
    expect(await integratedLoudness(join(root, mediaPaths.heroMp4))).toBeCloseTo(audioLoudnessLufs, 0);
  });

  it("records in the committed marker that the media are the owner's, with the date and how many, no file names", async () => {
    const marker = await readMarker(root);
    const importedAt = { importedAt: expect.any(String) };
    expect(marker).toEqual({
      note: expect.stringContaining("npm run media -- import"),
      gallery: { ...importedAt, count: 3 },
      lifeAboard: { ...importedAt, count: 1 },
      heroVideo: { ...importedAt, count: 1 },
    });
    expect(await readFile(join(root, ownerMediaMarker), "utf8")).not.toMatch(/foto|Leben|IMG/);
    const date = new Date(marker.gallery.importedAt);
    expect(date.getTime()).toBeGreaterThanOrEqual(firstRunStarted.getTime());
    expect(date.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await placeholderMediaProblems(root)).toEqual([]);
    expect(firstRun.stdout).toContain(`Als eigene Medien vermerkt in ${ownerMediaMarker} (bitte mit einchecken).`);
  });

  it("makes the words that described the drawings placeholders, lists them, and keeps the files' comments", async () => {
    // The placeholders the import made: in the three files, and not already open in a fresh clone.
    const key = ({ file, path }: { file: string; path: (string | number)[] }) => `${file} › ${formatDataPath(path)}`;
    const openBefore = new Set(findPlaceholders(fixtureRoot).map(key));
    const mediaTexts = findPlaceholders(root).filter(
      (placeholder) =>
        [dataFilePath("gallery"), dataFilePath("life-aboard"), dataFilePath("hero")].includes(placeholder.file) &&
        !openBefore.has(key(placeholder)),
    );
    // The English words about the drawings too, while the file has its English block (docs/i18n.md).
    expect(mediaTexts.map(key)).toEqual([
      "src/content/hero.yaml › posterAlt",
      "src/content/hero.yaml › videoLabel",
      "src/content/hero.yaml › en.posterAlt",
      "src/content/hero.yaml › en.videoLabel",
      "src/content/life-aboard.yaml › photoAlt",
      "src/content/life-aboard.yaml › en.photoAlt",
      "src/content/gallery.yaml › photos[0].caption",
      "src/content/gallery.yaml › photos[1].caption",
      "src/content/gallery.yaml › photos[2].caption",
      "src/content/gallery.yaml › en.photos[0].caption",
      "src/content/gallery.yaml › en.photos[1].caption",
      "src/content/gallery.yaml › en.photos[2].caption",
    ]);
    for (const placeholder of mediaTexts) expect(firstRun.stdout).toContain(formatPlaceholder(placeholder));
    expect(readDataFile("gallery", root).photos.map(({ file }) => file)).toEqual([
      "gallery-01.jpg",
      "gallery-02.jpg",
      "gallery-03.jpg",
    ]);
    const galleryYaml = await readFile(join(root, dataFilePath("gallery")), "utf8");
    // With the slash, as the editor writes an upload: the editor shows these photos too.
    expect(galleryYaml).toContain("  - file: /gallery-01.jpg\n");
    const fixtureYaml = await readFile(join(fixtureRoot, dataFilePath("gallery")), "utf8");
    expect(galleryYaml.slice(0, galleryYaml.indexOf("photos:"))).toBe(
      fixtureYaml.slice(0, fixtureYaml.indexOf("photos:")),
    );
    // What the import does not replace keeps its words.
    expect(readDataFile("hero", root).headline).toBe(readDataFile("hero", fixtureRoot).headline);
  });

  it("reports progress per file and ends with a table of file, size and dimensions", () => {
    expect(firstRun.stdout).toContain("Foto 1/4: foto-1.jpg → gallery-01.jpg");
    expect(firstRun.stdout).toContain("Foto 3/4: foto-10.webp → gallery-03.jpg");
    expect(firstRun.stdout).toMatch(/MP4.*: 100 %/);
    expect(firstRun.stdout).toMatch(/WEBM.*: 100 %/);
    expect(firstRun.stdout).toMatch(/Datei\s+Größe\s+Maße\s+Dauer/);
    expect(firstRun.stdout).toMatch(/src\/assets\/media\/gallery\/gallery-01\.jpg\s+\d+ KB\s+1600 × 1200/);
    expect(firstRun.stdout).toMatch(/public\/media\/hero-loop\.webm\s+[\d,]+ (KB|MB)\s+960 × 720\s+6,0 s/);
  });
});

describe("replacing media that are already there", () => {
  const editorPhoto = "urlaub-am-see.webp";
  let secondFolder: string;
  let before: Map<string, Buffer>;

  beforeAll(async () => {
    secondFolder = join(scratch, "second-folder");
    await mkdir(secondFolder);
    for (const [name, colour] of [
      ["a.jpg", "#101010"],
      ["b.jpg", "#808080"],
      ["c.jpg", "#f0f0f0"],
      ["d.jpg", "#f00000"],
    ]) {
      await solid(1600, 1200, colour!).jpeg().toFile(join(secondFolder, name!));
    }
    await writeFile(join(secondFolder, "order.txt"), "# hell nach dunkel\nc.jpg\nb.jpg\n\na.jpg\n");
    // A photo the owner added in the editor since: its own name, its caption typed there.
    await solid(1600, 1200, "#3080c0")
      .webp()
      .toFile(join(root, mediaPaths.galleryFolder, editorPhoto));
    await editDataFile(root, "gallery", (document) => {
      document.addIn(["photos"], document.createNode({ file: `/${editorPhoto}`, caption: "Das hochgeladene Foto" }));
    });
    before = new Map(
      await Promise.all(
        (await mediaFiles(root)).map(async (path) => [path, await readFile(join(root, path))] as const),
      ),
    );
  });

  it("refuses without --force and changes nothing", async () => {
    const result = await importMedia([secondFolder, "--root", root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Im Projekt liegen schon Medien");
    expect(result.stderr).toContain("--force");
    expect(result.stderr).toContain("Es wurde nichts geändert.");
    // Every photo that would go is named, with its caption from the gallery's list.
    const { photos } = readDataFile("gallery", root);
    for (const { file, caption } of photos) {
      expect(result.stderr).toContain(`  ${file}${caption ? ` – „${shownText(caption)}“` : ""}`);
    }
    expect(await mediaFiles(root)).toEqual([...before.keys()]);
    for (const [path, content] of before) expect((await readFile(join(root, path))).equals(content)).toBe(true);
  });

  it("with --force replaces the gallery in the order of order.txt and keeps the previous set in a backup", async () => {
    const { photos: photosBefore } = readDataFile("gallery", root);
    const result = await importMedia([secondFolder, "--root", root, "--force"]);
    expect(result.stderr).toBe("");
    // Each photo moved aside is named with its caption, and the captions are kept beside the photos.
    for (const { file, caption } of photosBefore) {
      expect(result.stdout).toContain(`  ${file}${caption ? ` – „${shownText(caption)}“` : ""}`);
    }
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Nicht verwendet: d.jpg (nicht in order.txt).");

    const gallery = (await listFiles(root)).filter((path) => path.startsWith(mediaPaths.galleryFolder));
    expect(gallery).toEqual([galleryPath(1), galleryPath(2), galleryPath(3)]);
    const brightness = async (path: string) =>
      (await meanColour(join(root, path), { left: 0, top: 0, width: 1600, height: 1200 }))[0]!;
    expect(await brightness(galleryPath(1))).toBeGreaterThan(await brightness(galleryPath(2)));
    expect(await brightness(galleryPath(2))).toBeGreaterThan(await brightness(galleryPath(3)));

    const backups = (await listFiles(join(root, "media-backup"))).map((path) => path.split("/").slice(1).join("/"));
    const dataFiles = mediaTextFiles.map(dataFilePath);
    const editorUpload = `${mediaPaths.galleryFolder}/${editorPhoto}`;
    expect(backups).toEqual(
      [galleryPath(1), galleryPath(2), galleryPath(3), editorUpload, ...dataFiles, ownerMediaMarker].sort(),
    );
    expect(result.stdout).toContain(`  ${editorPhoto} – „Das hochgeladene Foto“`);
    const [backupFolder] = await readdir(join(root, "media-backup"));
    for (const path of backups.filter((path) => !dataFiles.includes(path))) {
      expect((await readFile(join(root, "media-backup", backupFolder!, path))).equals(before.get(path)!)).toBe(true);
    }
    const keptGallery = parse(
      await readFile(join(root, "media-backup", backupFolder!, dataFilePath("gallery")), "utf8"),
    ) as { photos: unknown[] };
    expect(keptGallery.photos).toEqual(
      photosBefore.map((photo) => expect.objectContaining({ caption: photo.caption })),
    );
    // No video and no "Leben auf dem Wasser" photo in this folder: those files stay as they were.
    for (const path of [mediaPaths.lifeAboard, mediaPaths.poster, ...heroVideoPaths]) {
      expect((await readFile(join(root, path))).equals(before.get(path)!)).toBe(true);
    }
    // The marker names the new gallery and keeps the parts this import left alone, with their first date.
    const earlier = JSON.parse(before.get(ownerMediaMarker)!.toString("utf8")) as Required<OwnerMedia>;
    const marker = await readMarker(root);
    expect(marker).toMatchObject({
      gallery: { count: 3 },
      lifeAboard: earlier.lifeAboard,
      heroVideo: earlier.heroVideo,
    });
    expect(marker.gallery.importedAt > earlier.gallery.importedAt).toBe(true);
  });
});

describe("refusing what it cannot use", () => {
  const folderWith = async (name: string, files: Record<string, (file: string) => Promise<unknown>>) => {
    const folder = join(scratch, name);
    await mkdir(folder);
    for (const [file, write] of Object.entries(files)) await write(join(folder, file));
    return folder;
  };
  const photo = (colour: string) => (file: string) => solid(400, 300, colour).jpeg().toFile(file);
  const expectRefusal = async (folder: string, message: string, env?: NodeJS.ProcessEnv) => {
    const emptyRoot = await projectWithContent(join(scratch, `${folder.split("/").pop()}-root`));
    const result = await importMedia([folder, "--root", emptyRoot], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Es wurde nichts geändert.");
    expect(await mediaFiles(emptyRoot)).toEqual([]);
  };

  it("fewer than 3 photos", async () => {
    const folder = await folderWith("two-photos", { "a.jpg": photo("#ff0000"), "b.jpg": photo("#00ff00") });
    await expectRefusal(folder, "Zu wenige Fotos für die Galerie: 2 gefunden, mindestens 3 nötig");
  });

  it("a file that cannot be read, named", async () => {
    const folder = await folderWith("broken-photo", {
      "a.jpg": photo("#ff0000"),
      "b.jpg": photo("#00ff00"),
      "c.jpg": photo("#0000ff"),
      "kaputt.jpg": async (file: string) =>
        writeFile(file, (await readFile(join(photos, "foto-1.jpg"))).subarray(0, 2000)),
    });
    await expectRefusal(folder, "Die Datei „kaputt.jpg“ kann nicht gelesen werden");
  });

  it("a drawing posing as a photo (an SVG named .jpg), by what the file holds", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300"/></svg>';
    const folder = await folderWith("svg-as-jpg", {
      "a.jpg": photo("#ff0000"),
      "b.jpg": photo("#00ff00"),
      "c.jpg": photo("#0000ff"),
      "grafik.jpg": (file: string) => writeFile(file, svg),
    });
    await expectRefusal(folder, "Die Datei „grafik.jpg“ ist kein Foto im Format JPEG, PNG oder WebP, sondern SVG");
  });

  it("an AVIF photo named .jpg, as AVIF, not as the iPhone's HEIC", async () => {
    const folder = await folderWith("avif-as-jpg", {
      "a.jpg": photo("#ff0000"),
      "b.jpg": photo("#00ff00"),
      "c.jpg": photo("#0000ff"),
      "bild.jpg": (file: string) => solid(400, 300, "#0088ff").avif().toFile(file),
    });
    await expectRefusal(folder, "Die Datei „bild.jpg“ ist kein Foto im Format JPEG, PNG oder WebP, sondern AVIF");
  });

  it("HEIC photos, with how to convert them", async () => {
    const folder = await folderWith("heic", {
      "a.jpg": photo("#ff0000"),
      "b.jpg": photo("#00ff00"),
      "c.jpg": photo("#0000ff"),
      "IMG_0001.HEIC": (file: string) => writeFile(file, "not decoded"),
    });
    await expectRefusal(folder, "heif-convert IMG_0001.HEIC IMG_0001.jpg");
  });

  it("a video when ffmpeg is missing, with how to install it", async () => {
    const folder = await folderWith("no-ffmpeg", {
      "a.jpg": photo("#ff0000"),
      "b.jpg": photo("#00ff00"),
      "c.jpg": photo("#0000ff"),
      "clip.mp4": (file: string) => writeFile(file, "never probed"),
    });
    await expectRefusal(folder, "sudo apt-get install -y ffmpeg", { ...process.env, PATH: dirname(process.execPath) });
  });

  it("a data file it would have to rewrite, while that file is broken", async () => {
    const folder = await folderWith("broken-content", {
      "a.jpg": photo("#ff0000"),
      "b.jpg": photo("#00ff00"),
      "c.jpg": photo("#0000ff"),
    });
    const project = await projectWithContent(join(scratch, "broken-content-root"));
    await writeFile(join(project, dataFilePath("gallery")), "photos: [gallery-01.jpg\n");
    const result = await importMedia([folder, "--root", project]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Erst die Inhaltsdateien korrigieren; der Import schreibt die Bildtexte hinein:");
    expect(result.stderr).toContain("src/content/gallery.yaml: ist kein gültiges YAML");
    expect(await mediaFiles(project)).toEqual([]);
  });
});
