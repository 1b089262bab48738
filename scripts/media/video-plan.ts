import { ImportRefusal } from "./import-refusal.ts";
import type { ProbeResult } from "./ffmpeg.ts";
import { crossfadeSeconds, framingFor, loopSeconds, type Size } from "./targets.ts";
import { formatSeconds } from "../format-measures.ts";

export interface SourceVideo {
  seconds: number;
  /** As displayed, after the phone's rotation flag. */
  width: number;
  height: number;
  /** ffmpeg rational, e.g. `30000/1001`. */
  frameRate: string;
  hasAudio: boolean;
  /** HLG or PQ (iPhones film HDR by default); needs tone mapping to look right in SDR. */
  hdr: boolean;
}

export function describeVideo(probed: ProbeResult, fileName: string): SourceVideo {
  const video = probed.streams?.find((stream) => stream.codec_type === "video");
  const seconds = Number(probed.format?.duration ?? video?.duration);
  if (!video?.width || !video.height || !(seconds > 0)) {
    throw new ImportRefusal(`In „${fileName}“ ist kein lesbares Video.`);
  }
  const rotation = video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0;
  const sideways = Math.abs(rotation) % 180 === 90;
  const rate = [video.avg_frame_rate, video.r_frame_rate].find((value) => value && rationalValue(value) > 0);
  return {
    seconds,
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    frameRate: rate ?? "30/1",
    hasAudio: probed.streams?.some((stream) => stream.codec_type === "audio") ?? false,
    hdr: ["arib-std-b67", "smpte2084"].includes(video.color_transfer ?? ""),
  };
}

/** `30000/1001` → 29.97 */
export const rationalValue = (rational: string) => {
  const [numerator, denominator = "1"] = rational.split("/");
  return Number(numerator) / Number(denominator);
};

/** Halves 60 or 50 fps (and more) until at most 30, so frames are dropped evenly and nothing judders. */
export function loopFrameRate(sourceRate: string): string {
  const [numerator = 30, sourceDenominator = 1] = sourceRate.split("/").map(Number);
  let denominator = sourceDenominator;
  while (numerator / denominator > 30.5) denominator *= 2;
  return `${numerator}/${denominator}`;
}

export interface LoopPlan {
  start: number;
  length: number;
}

/**
 * Which part of the clip becomes the loop. Without `--video-start` the first second is skipped when the
 * clip is long enough (phones shake as recording starts); without `--video-length` the loop lasts 8 s.
 */
export function planLoop(source: SourceVideo, requested: { start?: number; length?: number }): LoopPlan {
  const { min, max } = loopSeconds;
  if (requested.length !== undefined && (requested.length < min || requested.length > max)) {
    throw new ImportRefusal(`--video-length muss zwischen ${min} und ${max} Sekunden liegen.`);
  }
  if (requested.start !== undefined && requested.start < 0) {
    throw new ImportRefusal("--video-start darf nicht negativ sein.");
  }
  const usable = Math.floor((source.seconds - crossfadeSeconds) * 10) / 10;
  if (usable < min) {
    throw new ImportRefusal(
      `Das Video ist nur ${formatSeconds(source.seconds)} lang; für die Schleife braucht es mindestens ${formatSeconds(min + crossfadeSeconds)} (${formatSeconds(min)} Schleife und ${formatSeconds(crossfadeSeconds)} Überblendung).`,
    );
  }
  const length = requested.length ?? Math.min(loopSeconds.default, usable);
  const start = requested.start ?? (usable - length >= 1 ? 1 : 0);
  if (start + length > usable + 1e-6) {
    const latestStart = Math.max(0, Math.floor((usable - length) * 10) / 10);
    throw new ImportRefusal(
      `Das Video ist ${formatSeconds(source.seconds)} lang: ab Sekunde ${formatSeconds(start, "")} reicht es nicht für ${formatSeconds(length)} Schleife und ${formatSeconds(crossfadeSeconds)} Überblendung. Spätestens --video-start ${latestStart} wählen${requested.length === undefined ? "" : " oder --video-length kürzen"}.`,
    );
  }
  return { start, length };
}

/**
 * Filtergraph from `[input]` to `[output]`: tone-mapped to SDR if needed, framed to 4:3 like the photos
 * (crop, or the whole picture over a blurred copy) and scaled to `size` in BT.709.
 */
export function pictureGraph(source: SourceVideo, size: Size, input: string, output: string): string {
  const { width, height } = size;
  const toSdr = source.hdr
    ? "zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,zscale=t=bt709:m=bt709:r=tv,format=yuv420p,"
    : "";
  const scaleTo = (fit: "increase" | "decrease") =>
    `scale=${width}:${height}:force_original_aspect_ratio=${fit}:force_divisible_by=2:flags=lanczos:out_color_matrix=bt709`;
  if (framingFor(source.width, source.height) === "crop") {
    return `[${input}]${toSdr}${scaleTo("increase")},crop=${width}:${height},setsar=1[${output}]`;
  }
  const small = `${width / 8}:${height / 8}`;
  return (
    `[${input}]${toSdr}split[${output}_fg][${output}_bg];` +
    `[${output}_bg]scale=${small}:force_original_aspect_ratio=increase,crop=${small},gblur=sigma=4,lutyuv=y=val*0.65,scale=${width}:${height}[${output}_backdrop];` +
    `[${output}_fg]${scaleTo("decrease")}[${output}_picture];` +
    `[${output}_backdrop][${output}_picture]overlay=(W-w)/2:(H-h)/2,setsar=1[${output}]`
  );
}

/**
 * The loop from a clip that starts at the loop's start and lasts `length + crossfade`: its first second is
 * the clip's last second fading into its first, so the end of the loop runs on into its start unbroken.
 */
export function loopGraph(source: SourceVideo, plan: LoopPlan, size: Size, audioInput: string): string {
  const { length } = plan;
  const fade = crossfadeSeconds;
  const end = length + fade;
  const video =
    `${pictureGraph(source, size, "0:v", "framed")};` +
    `[framed]fps=${loopFrameRate(source.frameRate)},format=yuv420p,split=3[vhead][vmain][vtail];` +
    `[vhead]trim=start=0:end=${fade},setpts=PTS-STARTPTS[head];` +
    `[vmain]trim=start=${fade}:end=${length},setpts=PTS-STARTPTS[main];` +
    `[vtail]trim=start=${length}:end=${end},setpts=PTS-STARTPTS[tail];` +
    `[tail][head]xfade=transition=fade:duration=${fade}:offset=0[seam];` +
    `[seam][main]concat=n=2:v=1:a=0[video]`;
  const audio =
    `[${audioInput}]aresample=48000,aformat=channel_layouts=stereo,asplit=3[ahead][amain][atail];` +
    `[ahead]atrim=start=0:end=${fade},asetpts=PTS-STARTPTS[heada];` +
    `[amain]atrim=start=${fade}:end=${length},asetpts=PTS-STARTPTS[maina];` +
    `[atail]atrim=start=${length}:end=${end},asetpts=PTS-STARTPTS[taila];` +
    `[taila][heada]acrossfade=d=${fade}:c1=qsin:c2=qsin[seama];` +
    `[seama][maina]concat=n=2:v=0:a=1[audio]`;
  return `${video};${audio}`;
}
