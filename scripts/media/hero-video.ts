import { basename, join } from "node:path";
import sharp from "sharp";
import { ownerFileOnly, probe, runFfmpeg } from "./ffmpeg.ts";
import { ImportRefusal } from "./import-refusal.ts";
import {
  audioLoudnessLufs,
  audioTruePeakDb,
  crossfadeSeconds,
  phoneVideoSize,
  posterSize,
  videoSize,
} from "./targets.ts";
import { encodeUnderLimit, type EncodeSpeed } from "./video-encode.ts";
import { describeVideo, loopFrameRate, loopGraph, pictureGraph, planLoop } from "./video-plan.ts";

/**
 * The hero loop from the owner's clip: the chosen part as a seamless loop, quietly normalised, at the wide size and
 * at the phone size, each as WebM (AV1) and MP4 (H.264) under the size limit, and the poster from the loop's first
 * frame. `gainDb` is undefined when the clip is silent or has no sound.
 */
export async function makeHeroVideo(
  sourceFile: string,
  requested: { start?: number; length?: number },
  output: Record<"mp4" | "webm" | "phoneMp4" | "phoneWebm" | "poster", string>,
  workFolder: string,
  speed: EncodeSpeed,
  onProgress: (label: string, fraction: number) => void,
) {
  const name = basename(sourceFile);
  const probed = await probe(sourceFile).catch((error: Error) => {
    throw new ImportRefusal(`Das Video „${name}“ kann nicht gelesen werden (${error.message}).`);
  });
  const source = describeVideo(probed, name);
  const plan = planLoop(source, requested);
  const readFailure = (error: Error) => {
    throw new ImportRefusal(`Das Video „${name}“ kann nicht verarbeitet werden: ${error.message}`);
  };

  const loop = join(workFolder, "loop.mkv");
  const clipSeconds = String(plan.length + crossfadeSeconds);
  const silence = source.hasAudio ? [] : ["-f", "lavfi", "-t", clipSeconds, "-i", "anullsrc=r=48000:cl=stereo"];
  await runFfmpeg(
    [
      ...["-ss", String(plan.start), "-t", clipSeconds, ...ownerFileOnly, "-i", sourceFile, ...silence],
      ...["-filter_complex", loopGraph(source, plan, videoSize, source.hasAudio ? "0:a:0" : "1:a")],
      ...["-map", "[video]", "-map", "[audio]", "-map_metadata", "-1"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "6", "-c:a", "pcm_s16le", loop],
    ],
    { seconds: plan.length, onProgress: (fraction) => onProgress("Schleife schneiden", fraction) },
  ).catch(readFailure);

  // The loop's first frame is the clip's frame at start + length (the crossfade begins there); taken
  // from the original for a sharp 1440 × 1080 poster.
  const posterPng = join(workFolder, "poster.png");
  await runFfmpeg([
    ...["-ss", String(plan.start + plan.length), ...ownerFileOnly, "-i", sourceFile, "-frames:v", "1"],
    ...[
      "-filter_complex",
      `${pictureGraph(source, posterSize, "0:v", "framed")};[framed]scale=in_color_matrix=bt709,format=rgb24[poster]`,
    ],
    ...["-map", "[poster]", "-map_metadata", "-1", posterPng],
  ]).catch(readFailure);
  await sharp(posterPng).jpeg({ quality: 85, mozjpeg: true }).toFile(output.poster);

  const gainDb = await loudnessGain(loop);
  const job = {
    input: loop,
    seconds: plan.length,
    frameRate: loopFrameRate(source.frameRate),
    gainDb: gainDb ?? 0,
    speed,
    workFolder,
  };
  const phone = (label: string, fraction: number) => onProgress(`${label} (Handy)`, fraction);
  await encodeUnderLimit({ ...job, size: videoSize, output: output.mp4, format: "mp4", onProgress });
  await encodeUnderLimit({ ...job, size: videoSize, output: output.webm, format: "webm", onProgress });
  await encodeUnderLimit({ ...job, size: phoneVideoSize, output: output.phoneMp4, format: "mp4", onProgress: phone });
  await encodeUnderLimit({ ...job, size: phoneVideoSize, output: output.phoneWebm, format: "webm", onProgress: phone });
  return { plan, gainDb };
}

/**
 * One linear gain to the target loudness (a dynamic normaliser would change the level across the loop's
 * seam), lowered if the peaks would otherwise clip. Silence stays silence.
 */
async function loudnessGain(file: string): Promise<number | undefined> {
  const loudnorm = `loudnorm=I=${audioLoudnessLufs}:TP=${audioTruePeakDb}:print_format=json`;
  const report = await runFfmpeg(["-i", file, "-vn", "-af", loudnorm, "-f", "null", "-"], { logLevel: "info" });
  const json = report.slice(report.lastIndexOf("{"), report.lastIndexOf("}") + 1);
  const { input_i, input_tp } = JSON.parse(json) as { input_i: string; input_tp: string };
  const loudness = Number(input_i);
  if (!Number.isFinite(loudness) || loudness < -70) return undefined;
  const gain = Math.min(audioLoudnessLufs - loudness, audioTruePeakDb - Number(input_tp));
  return Math.round(gain * 10) / 10;
}
