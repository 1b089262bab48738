// `npm test` needs Debian's Chromium (Playwright and Lighthouse; nothing may download a browser), ffmpeg (the media
// import's tests) and poppler's PDF tools (pdfinfo, pdftotext, pdffonts read the exposé's PDF). As root (CI, containers)
// a missing one is installed with apt; anyone else is told how.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ffmpegInstallAdvice, hasFfmpeg } from "../../scripts/media/ffmpeg.ts";
import { chromiumPath } from "./chromium.ts";

function installWithApt(installArgs: string[], advice: string): void {
  if (process.getuid?.() !== 0) {
    console.error(advice);
    process.exit(1);
  }
  console.log(`Fehlt: apt-get install ${installArgs.join(" ")} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...installArgs], { stdio: "inherit", env });
}

if (!existsSync(chromiumPath)) {
  installWithApt(
    ["chromium"],
    `Chromium fehlt unter ${chromiumPath}. Bitte installieren: sudo apt-get update && sudo apt-get install -y chromium`,
  );
}
if (!hasFfmpeg()) installWithApt(["--no-install-recommends", "ffmpeg"], ffmpegInstallAdvice);

/** pdfinfo's first line (it prints its version to standard error), or undefined if there is none. */
const pdfinfoVersion = () => {
  const probe = spawnSync("pdfinfo", ["-v"], { encoding: "utf8" });
  return probe.error ? undefined : probe.stderr.split("\n")[0];
};
if (!pdfinfoVersion()) {
  installWithApt(
    ["--no-install-recommends", "poppler-utils"],
    "pdfinfo, pdftotext und pdffonts fehlen. Bitte installieren: sudo apt-get update && sudo apt-get install -y poppler-utils",
  );
}

const chromium = execFileSync(chromiumPath, ["--version"], { encoding: "utf8" }).trim();
const ffmpeg = execFileSync("ffmpeg", ["-version"], { encoding: "utf8" }).split("\n")[0];
console.log(`Für die Tests: ${chromium} (${chromiumPath}), ${ffmpeg}, ${pdfinfoVersion()}, Node ${process.version}`);
