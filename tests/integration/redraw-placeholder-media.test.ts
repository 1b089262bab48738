import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { redrawPlaceholderMedia } from "../../scripts/media/placeholder-media.ts";
import { backupFolder, galleryPath, mediaPaths } from "../../scripts/media/targets.ts";
import { ownerMediaMarker, placeholderMediaProblems, recordOwnerMedia } from "../../src/lib/owner-media.ts";
import { listFiles } from "../support/list-files.ts";

// `npm run media` over a scratch project holding the owner's imported media (any bytes do: nothing here decodes them).
// The refusal runs the real command; the --force path runs the same function with a stand-in for the drawing, which
// takes about 40 s of SVG rendering and video encoding for real.
const mediaCommand = fileURLToPath(new URL("../../scripts/media.ts", import.meta.url));

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
      (await listFiles(folder)).map(async (path) => [path, await readFile(join(folder, path))] as const),
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
  await recordOwnerMedia(root, {
    gallery: ["a.jpg", "b.jpg", "c.jpg", "d.jpg"],
    lifeAboard: ["leben-auf-dem-wasser.jpg"],
    heroVideo: ["IMG_0042.MOV"],
  });
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
  });

  it("over the drawings (no marker) draws at once and backs nothing up", async () => {
    await rm(join(root, ownerMediaMarker));
    const drawn: string[] = [];
    await redrawPlaceholderMedia(["--root", root], tmpdir(), async (target) => {
      drawn.push(target);
    });
    expect(drawn).toEqual([root]);
    expect(await listFiles(join(root, backupFolder))).toEqual([]);
  });
});
