import { stat } from "node:fs/promises";
import { runFfmpeg } from "./ffmpeg.ts";
import { maxVideoBytes, type Size } from "./targets.ts";
import { rationalValue } from "./video-plan.ts";

/**
 * `best` for the owner's real import; `fast` (environment `MEDIA_ENCODE_SPEED=fast`) only makes the tests
 * quicker: faster encoder presets, with the same sizes, limits and checks.
 */
export type EncodeSpeed = "best" | "fast";
export const encodeSpeed = (): EncodeSpeed => (process.env.MEDIA_ENCODE_SPEED === "fast" ? "fast" : "best");

export type VideoFormat = "mp4" | "webm";
// Opus at 24 kbit/s carries the quiet ambience a visitor may switch on; AAC, for browsers without AV1, needs more.
const audioKbps: Record<VideoFormat, number> = { mp4: 64, webm: 24 };
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
  /** The picture size of this rendition; the loop is scaled down to it if it is larger. */
  size: Size;
  gainDb: number;
  speed: EncodeSpeed;
  workFolder: string;
  onProgress: (label: string, fraction: number) => void;
}

/**
 * Constant quality with a bitrate ceiling: calm footage stays small at full quality, busy footage
 * (ripples, leaves) is held under the limit. Should the file still land over it, the ceiling is lowered
 * in proportion and the encode repeated. AV1 is first encoded at constant quality alone, and at the ceiling
 * bitrate only if that file is too large.
 */
export async function encodeUnderLimit(job: EncodeJob): Promise<void> {
  let capKbps = videoBitrateCapKbps(maxVideoBytes, job.seconds, job.format);
  let capped = job.format === "mp4";
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const passes = passArguments(job, capped ? capKbps : undefined);
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
    if (capped) capKbps = Math.floor((capKbps * maxVideoBytes * limitShare) / size);
    capped = true;
  }
  throw new Error(`${job.output} bleibt nach ${maxAttempts} Versuchen über dem Limit von ${maxVideoBytes} Bytes.`);
}

// Constant quality at the hero's needs, measured on the demo loop at phone size against its source (SSIM, the
// docs/content.md "Replacing the placeholder media" has the figures): AV1 from SVT-AV1 at CRF 40 matches what the page
// showed before (VP9 at 960 × 720 scaled down, SSIM 0.9955) at about 38 KB, where VP9 needs about 90 KB and H.264
// over 130 KB. libaom reaches the same size at that quality but encodes many times slower.
const av1Crf = "40";
const h264Crf = "22";

function passArguments(job: EncodeJob, capKbps: number | undefined): string[][] {
  // One key frame per loop: the video is never sought into, only restarted, and key frames are its largest part.
  const keyframeInterval = String(Math.ceil(job.seconds * rationalValue(job.frameRate)));
  const scale = `scale=${job.size.width}:${job.size.height}:flags=lanczos`;
  const common = ["-i", job.input, "-map", "0:v:0", "-vf", scale, "-map_metadata", "-1", "-map_chapters", "-1"];
  const audio = ["-map", "0:a:0", "-af", `volume=${job.gainDb}dB`, "-ac", "2", "-ar", "48000"];
  const bt709 = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"];
  if (job.format === "mp4") {
    return [
      [
        ...common,
        ...audio,
        ...["-c:v", "libx264", "-preset", job.speed === "fast" ? "veryfast" : "slow", "-crf", h264Crf],
        ...(capKbps === undefined ? [] : ["-maxrate", `${capKbps}k`, "-bufsize", `${capKbps * bufferSeconds}k`]),
        ...["-profile:v", "high", "-level:v", "4.0", "-pix_fmt", "yuv420p", "-g", keyframeInterval, ...bt709],
        ...["-c:a", "aac", "-b:a", `${audioKbps.mp4}k`, "-movflags", "+faststart", job.output],
      ],
    ];
  }
  const av1 = [
    ...["-c:v", "libsvtav1", ...(capKbps === undefined ? ["-crf", av1Crf] : ["-b:v", `${capKbps}k`])],
    ...["-preset", job.speed === "fast" ? "12" : "4", "-svtav1-params", "tune=0"],
    ...["-pix_fmt", "yuv420p", "-g", keyframeInterval, ...bt709],
  ];
  return [[...common, ...audio, ...av1, "-c:a", "libopus", "-b:a", `${audioKbps.webm}k`, job.output]];
}
