// The media import and its tests need ffmpeg. Nothing may download a binary: install Debian's package when missing.
import { execFileSync } from "node:child_process";
import { installWithApt } from "./apt-install.ts";
import { ffmpegInstallAdvice, hasFfmpeg } from "./media/ffmpeg.ts";

if (!hasFfmpeg()) {
  installWithApt(["--no-install-recommends", "ffmpeg"], {
    notice: "ffmpeg fehlt: installiere es mit apt-get install -y ffmpeg …",
    advice: ffmpegInstallAdvice,
  });
}

const version = execFileSync("ffmpeg", ["-version"], { encoding: "utf8" }).split("\n")[0];
console.log(`Für Medien-Import und Tests: ${version}`);
