import { stat } from "node:fs/promises";
import { join } from "node:path";
import { runFfmpeg } from "./ffmpeg.ts";
import { maxVideoBytes } from "./targets.ts";
import { rationalValue } from "./video-plan.ts";

/**
 * `best` for the owner's real import; `fast` (environment `MEDIA_ENCODE_SPEED=fast`) only makes the tests
 * quicker: faster encoder presets and one VP9 pass, with the same sizes, limits and checks.
 */
export type EncodeSpeed = "best" | "fast";
export const encodeSpeed = (): EncodeSpeed => (process.env.MEDIA_ENCODE_SPEED === "fast" ? "fast" : "best");

export type VideoFormat = "mp4" | "webm";
const audioKbps: Record<VideoFormat, number> = { mp4: 64, webm: 48 };
/** Room left in the limit for the container and the encoder's rate control error. */
const limitShare = 0.95;
/** x264's VBV buffer (`-bufsize`) in seconds of the cap: a file can exceed the cap by at most this. */
const bufferSeconds = 1;
const maxAttempts = 3;

/**
 * The video bitrate ceiling (kbit/s) that keeps `seconds` of video plus audio under `limitBytes`, even if
 * the encoder fills its whole buffer on top.
 */
export function videoBitrateCapKbps(limitBytes: number, seconds: number, format: VideoFormat): number {
  const budgetKbit = (limitBytes * limitShare * 8) / 1000 - audioKbps[format] * seconds;
  return Math.floor(budgetKbit / (seconds + bufferSeconds));
}

export interface EncodeJob {
  /** The finished loop (intermediate file with video and audio). */
  input: string;
  output: string;
  format: VideoFormat;
  seconds: number;
  frameRate: string;
  gainDb: number;
  speed: EncodeSpeed;
  workFolder: string;
  onProgress: (label: string, fraction: number) => void;
}

/**
 * Constant quality with a bitrate ceiling: calm footage stays small at full quality, busy footage
 * (ripples, leaves) is held under the limit. Should the file still land over it, the ceiling is lowered
 * in proportion and the encode repeated.
 */
export async function encodeUnderLimit(job: EncodeJob): Promise<void> {
  let capKbps = videoBitrateCapKbps(maxVideoBytes, job.seconds, job.format);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const passes = passArguments(job, capKbps);
    for (const [index, args] of passes.entries()) {
      const pass = passes.length > 1 ? ` Durchgang ${index + 1}/${passes.length}` : "";
      const retry = attempt > 1 ? ` Versuch ${attempt}` : "";
      await runFfmpeg(args, {
        seconds: job.seconds,
        onProgress: (fraction) => job.onProgress(`${job.format.toUpperCase()}${pass}${retry}`, fraction),
      });
    }
    const { size } = await stat(job.output);
    if (size <= maxVideoBytes) return;
    capKbps = Math.floor((capKbps * maxVideoBytes * limitShare) / size);
  }
  throw new Error(`${job.output} bleibt nach ${maxAttempts} Versuchen über dem Limit von ${maxVideoBytes} Bytes.`);
}

function passArguments(job: EncodeJob, capKbps: number): string[][] {
  const keyframeInterval = String(Math.round(2 * rationalValue(job.frameRate)));
  const common = ["-i", job.input, "-map", "0:v:0", "-map_metadata", "-1", "-map_chapters", "-1"];
  const audio = ["-map", "0:a:0", "-af", `volume=${job.gainDb}dB`, "-ac", "2", "-ar", "48000"];
  const bt709 = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"];
  if (job.format === "mp4") {
    return [
      [
        ...common,
        ...audio,
        ...["-c:v", "libx264", "-preset", job.speed === "fast" ? "veryfast" : "slow", "-crf", "22"],
        ...["-maxrate", `${capKbps}k`, "-bufsize", `${capKbps * bufferSeconds}k`],
        ...["-profile:v", "high", "-level:v", "4.0", "-pix_fmt", "yuv420p", "-g", keyframeInterval, ...bt709],
        ...["-c:a", "aac", "-b:a", `${audioKbps.mp4}k`, "-movflags", "+faststart", job.output],
      ],
    ];
  }
  const vp9 = [
    ...["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", `${capKbps}k`, "-row-mt", "1", "-tile-columns", "1"],
    ...["-pix_fmt", "yuv420p", "-g", keyframeInterval, ...bt709],
  ];
  const opus = ["-c:a", "libopus", "-b:a", `${audioKbps.webm}k`, job.output];
  if (job.speed === "fast") return [[...common, ...audio, ...vp9, "-deadline", "realtime", "-cpu-used", "8", ...opus]];
  const passLog = ["-passlogfile", join(job.workFolder, "vp9-pass")];
  const good = ["-deadline", "good", "-cpu-used", "2"];
  return [
    [...common, ...vp9, ...good, ...passLog, "-pass", "1", "-an", "-f", "null", "-"],
    [...common, ...audio, ...vp9, ...good, ...passLog, "-pass", "2", ...opus],
  ];
}
