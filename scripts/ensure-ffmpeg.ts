// The media import and its tests need ffmpeg. Nothing may download a binary: install Debian's package when missing.
import { execFileSync } from "node:child_process";
import { ffmpegInstallAdvice, hasFfmpeg } from "./media/ffmpeg.ts";

if (!hasFfmpeg()) {
  if (process.getuid?.() !== 0) {
    console.error(ffmpegInstallAdvice);
    process.exit(1);
  }
  console.log("ffmpeg fehlt: installiere es mit apt-get install -y ffmpeg …");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "ffmpeg"], { stdio: "inherit", env });
}

const version = execFileSync("ffmpeg", ["-version"], { encoding: "utf8" }).split("\n")[0];
console.log(`Für Medien-Import und Tests: ${version}`);
