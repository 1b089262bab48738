import { execFile, spawn, spawnSync } from "node:child_process";
import { createInterface } from "node:readline";
import { promisify } from "node:util";

export const ffmpegInstallAdvice = [
  "ffmpeg fehlt; es wird für das Video der Seite gebraucht. So wird es installiert:",
  "  Debian/Ubuntu: sudo apt-get install -y ffmpeg",
  "  macOS (Homebrew): brew install ffmpeg",
  "  Windows: winget install ffmpeg",
  "Danach den Befehl noch einmal starten.",
].join("\n");

/** ffmpeg and ffprobe both answer (Debian's ffmpeg package brings both). */
export function hasFfmpeg(): boolean {
  return ["ffmpeg", "ffprobe"].every((tool) => spawnSync(tool, ["-version"], { stdio: "ignore" }).status === 0);
}

export interface FfmpegRun {
  /** Expected length of the output, to turn ffmpeg's progress into a fraction. */
  seconds?: number;
  onProgress?: (fraction: number) => void;
  /** `info` when the caller reads a filter's report (loudnorm) from stderr. */
  logLevel?: "error" | "info";
}

/** Runs ffmpeg with `-progress` on stdout and resolves with its stderr; rejects with the end of stderr. */
export function runFfmpeg(
  args: string[],
  { seconds, onProgress, logLevel = "error" }: FfmpegRun = {},
): Promise<string> {
  const child = spawn(
    "ffmpeg",
    ["-hide_banner", "-nostdin", "-y", "-loglevel", logLevel, "-nostats", "-progress", "pipe:1", ...args],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  createInterface({ input: child.stdout }).on("line", (line) => {
    const [key, value] = line.split("=");
    if (!onProgress) return;
    if (key === "out_time_us" && seconds && /^\d+$/.test(value ?? "")) {
      onProgress(Math.min(1, Number(value) / 1e6 / seconds));
    } else if (key === "progress" && value === "end") {
      onProgress(1);
    }
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(stderr)
        : reject(new Error(stderr.trim().split("\n").slice(-4).join("\n") || `ffmpeg: ${code}`)),
    );
  });
}

export interface ProbeResult {
  format?: { duration?: string; tags?: Record<string, string> };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    color_transfer?: string;
    duration?: string;
    tags?: Record<string, string>;
    side_data_list?: { rotation?: number }[];
  }[];
}

/**
 * Put before an input the owner supplied: ffmpeg picks the demuxer by content, so a ".mp4" that is really an HLS
 * playlist would make it read other files, or addresses, the playlist names. Only real MP4/MOV/WebM containers,
 * only from the local disk.
 */
export const ownerFileOnly = [
  "-format_whitelist",
  "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm",
  "-protocol_whitelist",
  "file",
] as const;

export async function probe(file: string): Promise<ProbeResult> {
  const args = [...ownerFileOnly, "-v", "error", "-print_format", "json", "-show_format", "-show_streams", file];
  const { stdout } = await promisify(execFile)("ffprobe", args).catch((error: Error & { stderr?: string }) => {
    throw new Error(error.stderr?.trim() || error.message);
  });
  return JSON.parse(stdout) as ProbeResult;
}

/** The size of the first video stream and the length of a file; undefined when it holds no video. */
export async function probeVideo(file: string) {
  const probed = await probe(file);
  const video = probed.streams?.find((stream) => stream.codec_type === "video");
  if (!video?.width || !video.height) return undefined;
  return { width: video.width, height: video.height, seconds: Number(probed.format?.duration) };
}
