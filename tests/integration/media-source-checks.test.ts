import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probe } from "../../scripts/media/ffmpeg.ts";
import { heicAdvice } from "../../scripts/media/source-folder.ts";

// The review's case: a ".mp4" that is an HLS playlist, naming another local video. Without limits, ffprobe takes
// it for a playlist and reports the other video's streams, so the import would publish a different file.
let folder: string;
let real: string;
let playlist: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "media-source-"));
  real = path.join(folder, "anderes-video.mp4");
  playlist = path.join(folder, "urlaub.mp4");
  await promisify(execFile)("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=64x48:rate=10"],
    ...["-t", "1", "-pix_fmt", "yuv420p", real],
  ]);
  await writeFile(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\n${real}\n#EXT-X-ENDLIST\n`);
}, 30_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("the owner's media files", { timeout: 30_000 }, () => {
  it("are read only as real MP4/MOV/WebM containers from the local disk", async () => {
    expect((await probe(real)).streams?.[0]).toMatchObject({ codec_type: "video", width: 64, height: 48 });
    await expect(probe(playlist)).rejects.toThrow(/not on whitelist/);
  });

  it("appear quoted in commands the import prints for copying into a terminal", () => {
    const advice = heicAdvice(["Urlaub $(touch pwned).heic"]);
    expect(advice).toContain("heif-convert 'Urlaub $(touch pwned).heic' 'Urlaub $(touch pwned).jpg'");
    expect(heicAdvice(["IMG_0001.HEIC"])).toContain("heif-convert IMG_0001.HEIC IMG_0001.jpg");
    // Windows is a supported system too.
    expect(heicAdvice(["IMG_0001.HEIC"])).toMatch(/^ {2}Windows: .*„Fotos“.*JPEG/m);
  });
});
