// Playwright must use Debian's Chromium; nothing may download a browser. Install it when missing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "../tests/support/chromium.ts";

if (!existsSync(chromiumPath)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium fehlt unter ${chromiumPath}. Bitte installieren: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log(`Chromium fehlt unter ${chromiumPath}: installiere es mit apt-get install -y chromium …`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
}

const version = execFileSync(chromiumPath, ["--version"], { encoding: "utf8" }).trim();
console.log(`Browser für die Tests: ${version} (${chromiumPath}); Node ${process.version}`);
