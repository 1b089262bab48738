// Playwright must use Debian's Chromium; nothing may download a browser. Install it when missing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "../tests/support/chromium.ts";
import { installWithApt } from "./apt-install.ts";

if (!existsSync(chromiumPath)) {
  installWithApt(["chromium"], {
    notice: `Chromium fehlt unter ${chromiumPath}: installiere es mit apt-get install -y chromium …`,
    advice: `Chromium fehlt unter ${chromiumPath}. Bitte installieren: sudo apt-get update && sudo apt-get install -y chromium`,
  });
}

const version = execFileSync(chromiumPath, ["--version"], { encoding: "utf8" }).trim();
console.log(`Browser für die Tests: ${version} (${chromiumPath}); Node ${process.version}`);
