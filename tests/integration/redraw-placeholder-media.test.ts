import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { redrawPlaceholderMedia } from "../../scripts/media/placeholder-media.ts";
import { backupFolder, galleryPath, mediaPaths } from "../../scripts/media/targets.ts";
import { readDataFile } from "../../src/content/data-files.ts";
import { findPlaceholders } from "../../src/content/find-placeholders.ts";
import { formatDataPath } from "../../src/content/placeholders.ts";
import { contentFolder } from "../../src/content/data-file-names.ts";
import { ownerMediaMarker, placeholderMediaProblems, recordOwnerMedia } from "../../src/lib/owner-media.ts";
import { listFiles } from "../support/list-files.ts";
import { fixtureRoot } from "../support/project-copy.ts";

// `npm run media` over a scratch project holding a fresh clone's data files and the owner's imported media (any bytes
// do: nothing here decodes them).
// The refusal runs the real command; the --force path runs the same function with a stand-in for the drawing, which
// takes about 40 s of SVG rendering and video encoding for real.
const mediaCommand = fileURLToPath(new URL("../../scripts/media.ts", import.meta.url));
// The refusal starts the command as a child process; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const ownFiles = [
  ...[1, 2, 3, 4].map(galleryPath),
  mediaPaths.lifeAboard,
  mediaPaths.poster,
  mediaPaths.heroMp4,
  mediaPaths.heroWebm,
];

const snapshot = async (folder: string) =>
  new Map(
    await Promise.all(
      (await listFiles(folder))
        .filter((path) => !path.startsWith(`${contentFolder}/`))
        .map(async (path) => [path, await readFile(join(folder, path))] as const),
    ),
  );

function runMedia(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [mediaCommand, ...args]);
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

let root: string;
let before: Map<string, Buffer>;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "placeholder-media-"));
  for (const path of ownFiles) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), `eigene Datei ${path}`);
  }
  await cp(join(fixtureRoot, contentFolder), join(root, contentFolder), { recursive: true });
  await recordOwnerMedia(root, { gallery: 4, lifeAboard: 1, heroVideo: 1 });
  before = await snapshot(root);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

describe("redrawing the placeholder media (npm run media)", () => {
  it("refuses over the owner's imported media without --force and changes nothing", async () => {
    const { code, stderr } = await runMedia(["--root", root]);
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Die Medien im Projekt sind Ihre eigenen (übernommen mit npm run media -- import, vermerkt in ${ownerMediaMarker}).`,
    );
    expect(stderr).toContain("  npm run media -- --force");
    expect(stderr).toContain("Es wurde nichts geändert.");
    expect(await snapshot(root)).toEqual(before);
  });

  it("with --force backs the owner's set up as the import does, removes the marker, then draws", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    let whenDrawing: { gallery: string[]; marker: boolean; backups: string[] } | undefined;
    const draw = async (target: string) => {
      whenDrawing = {
        gallery: (await listFiles(target)).filter((path) => path.startsWith(mediaPaths.galleryFolder)),
        marker: await stat(join(target, ownerMediaMarker)).then(
          () => true,
          () => false,
        ),
        backups: await listFiles(join(target, backupFolder)),
      };
      for (const path of [galleryPath(1), galleryPath(2)]) await writeFile(join(target, path), "gezeichnet");
    };

    await redrawPlaceholderMedia(["--force", "--root", root], tmpdir(), draw);

    // The old gallery is gone before drawing, so four own photos never mix with fewer drawn ones.
    expect(whenDrawing).toMatchObject({ gallery: [], marker: false });
    const [stamp, ...others] = await readdir(join(root, backupFolder));
    expect(others).toEqual([]);
    const saved = await snapshot(join(root, backupFolder, stamp!));
    expect(saved).toEqual(before);
    expect(whenDrawing!.backups).toEqual([...before.keys()].map((path) => `${stamp}/${path}`));
    expect(log).toHaveBeenCalledWith(`\nDie bisherigen Medien liegen in ${backupFolder}/${stamp}/.`);

    const gallery = (await listFiles(root)).filter((path) => path.startsWith(mediaPaths.galleryFolder));
    expect(gallery).toEqual([galleryPath(1), galleryPath(2)]);
    expect(await placeholderMediaProblems(root)).toEqual([
      "Medien: noch die gezeichneten Platzhalter – eigene Fotos mit `npm run media -- import <Ordner>` übernehmen",
    ]);
    // The words about the owner's media do not fit the drawings: placeholders, the gallery listing what was drawn.
    expect(readDataFile("gallery", root).photos.map(({ file }) => file)).toEqual(["gallery-01.jpg", "gallery-02.jpg"]);
    const texts = findPlaceholders(root)
      .filter(({ file }) => /(hero|life-aboard|gallery)\.yaml$/.test(file))
      .map(({ file, path }) => `${file.slice(contentFolder.length + 1)} › ${formatDataPath(path)}`);
    expect(texts).toEqual([
      "hero.yaml › posterAlt",
      "hero.yaml › videoLabel",
      "life-aboard.yaml › photoAlt",
      "gallery.yaml › photos[0].caption",
      "gallery.yaml › photos[1].caption",
    ]);
  });

  it("over the drawings (no marker) draws at once and backs nothing up", async () => {
    await rm(join(root, ownerMediaMarker));
    const drawn: string[] = [];
    await redrawPlaceholderMedia(["--root", root], tmpdir(), async (target) => {
      drawn.push(target);
    });
    expect(drawn).toEqual([root]);
    expect(await listFiles(join(root, backupFolder))).toEqual([]);
    // The drawings are drawn the same each time: their words still fit.
    expect(readDataFile("gallery", root)).toEqual(readDataFile("gallery", fixtureRoot));
  });
});
