import { describe, expect, it } from "vitest";
import { ImportRefusal } from "../../scripts/media/import-refusal.ts";
import { parseOrderFile } from "../../scripts/media/source-folder.ts";
import { framingFor, maxVideoBytes } from "../../scripts/media/targets.ts";
import { formatBytes, parseSeconds } from "../../scripts/format-measures.ts";
import { videoBitrateCapKbps } from "../../scripts/media/video-encode.ts";
import {
  describeVideo,
  loopFrameRate,
  pictureGraph,
  planLoop,
  type SourceVideo,
} from "../../scripts/media/video-plan.ts";

const clip = (seconds: number): SourceVideo => ({
  seconds,
  width: 1920,
  height: 1080,
  frameRate: "30/1",
  hasAudio: true,
  hdr: false,
});

describe("framing photos and video to 4:3", () => {
  it.each([
    [4032, 3024, "crop"],
    [1920, 1080, "crop"],
    [1000, 1000, "crop"],
    [3024, 4032, "letterbox"],
    [4000, 1200, "letterbox"],
  ] as const)("%i × %i → %s", (width, height, framing) => {
    expect(framingFor(width, height)).toBe(framing);
  });
});

describe("choosing the loop", () => {
  it("takes 8 s from second 1 by default", () => {
    expect(planLoop(clip(20), {})).toEqual({ start: 1, length: 8 });
  });

  it("takes what a short clip allows and starts at 0 when there is no second to spare", () => {
    expect(planLoop(clip(8.5), {})).toEqual({ start: 0, length: 7.5 });
  });

  it("follows --video-start and --video-length", () => {
    expect(planLoop(clip(20), { start: 12, length: 6 })).toEqual({ start: 12, length: 6 });
  });

  it.each([
    [{ length: 5 }, "--video-length muss zwischen 6 und 10 Sekunden liegen."],
    [{ length: 11 }, "--video-length muss zwischen 6 und 10 Sekunden liegen."],
    [{ start: -1 }, "--video-start darf nicht negativ sein."],
    [{ start: 15, length: 8 }, "Spätestens --video-start 11 wählen oder --video-length kürzen."],
  ])("refuses %o", (requested, message) => {
    expect(() => planLoop(clip(20), requested)).toThrow(ImportRefusal);
    expect(() => planLoop(clip(20), requested)).toThrow(message);
  });

  it("refuses a clip too short for a loop and its crossfade", () => {
    expect(() => planLoop(clip(6.5), {})).toThrow(
      "Das Video ist nur 6,5 s lang; für die Schleife braucht es mindestens 7 s",
    );
  });

  it("halves high frame rates until they are at most 30 fps", () => {
    expect(loopFrameRate("60/1")).toBe("60/2");
    expect(loopFrameRate("60000/1001")).toBe("60000/2002");
    expect(loopFrameRate("120/1")).toBe("120/4");
    expect(loopFrameRate("25/1")).toBe("25/1");
    expect(loopFrameRate("30000/1001")).toBe("30000/1001");
  });
});

describe("reading what ffprobe says about a phone clip", () => {
  const probed = (video: Record<string, unknown>) => ({
    format: { duration: "12.5" },
    streams: [
      { codec_type: "video", width: 1920, height: 1080, avg_frame_rate: "30/1", ...video },
      { codec_type: "audio" },
    ],
  });

  it("swaps width and height for a clip filmed upright (rotation flag)", () => {
    const video = describeVideo(probed({ side_data_list: [{ rotation: -90 }] }), "IMG_1.MOV");
    expect([video.width, video.height]).toEqual([1080, 1920]);
  });

  it("recognises HDR (HLG) and tone-maps it to SDR", () => {
    const video = describeVideo(probed({ color_transfer: "arib-std-b67" }), "IMG_1.MOV");
    expect(video.hdr).toBe(true);
    expect(pictureGraph(video, { width: 960, height: 720 }, "0:v", "out")).toContain("tonemap=");
    expect(pictureGraph(clip(10), { width: 960, height: 720 }, "0:v", "out")).not.toContain("tonemap=");
  });

  it("refuses a file without a video stream", () => {
    expect(() => describeVideo({ format: { duration: "3" }, streams: [{ codec_type: "audio" }] }, "ton.mp4")).toThrow(
      "In „ton.mp4“ ist kein lesbares Video.",
    );
  });
});

describe("keeping the video under its size limit", () => {
  it.each([6, 8, 10])("a %i s loop at the bitrate cap plus a full encoder buffer and audio fits", (seconds) => {
    const cap = videoBitrateCapKbps(maxVideoBytes, seconds, "mp4");
    const worstCaseBytes = ((cap * (seconds + 1) + 64 * seconds) * 1000) / 8;
    expect(worstCaseBytes).toBeLessThanOrEqual(maxVideoBytes * 0.95);
    expect(worstCaseBytes).toBeGreaterThan(maxVideoBytes * 0.9);
  });
});

describe("small helpers", () => {
  it("reads order.txt: one name per line, blank lines and # comments ignored", () => {
    expect(parseOrderFile("# Reihenfolge\r\nb.jpg\n\n  a.png  \n")).toEqual(["b.jpg", "a.png"]);
  });

  it("reads seconds with a decimal point or comma", () => {
    expect(parseSeconds("12,5")).toBe(12.5);
    expect(parseSeconds("8")).toBe(8);
    expect(parseSeconds("acht")).toBeNaN();
    expect(parseSeconds(undefined)).toBeUndefined();
  });

  it("formats sizes like the limit", () => {
    expect(formatBytes(maxVideoBytes)).toBe("1,5 MB");
    expect(formatBytes(81_234)).toBe("79 KB");
  });
});
