import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/support/chromium.ts";

// Where the shared server's contact function writes messages; Playwright empties test-results/ before each run.
process.env.E2E_OUTBOX_DIR = path.join(import.meta.dirname, "test-results", "outbox");

// The long poles start first, each on a worker of its own, so the other worker's short tests fill the time beside
// them: the variants' 18 production builds, then each of the real editor's two sessions (one ends in a build too).
const longPoles = ["offer-variants.spec.ts", "cms-editor.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  // Every test may run on either worker; a describe block that shares a server or builds keeps its tests together.
  fullyParallel: true,
  workers: 2,
  projects: [
    ...longPoles.map((file) => ({ name: file.replace(".spec.ts", ""), testMatch: file })),
    { name: "pages", testIgnore: longPoles },
  ],
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 45_000,
  // Conditions, not sleeps: a shared CI machine can take longer than the default 5 s to hydrate an island.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // The built dist/ exactly as `npm run serve` serves it, on a free port; specs that need their own
  // mail server (contact-form.spec.ts) start their own.
  webServer: {
    command: `"${process.execPath}" server/serve.ts`,
    env: {
      HOST: "127.0.0.1",
      PORT: "0",
      ENV_FILE: "",
      SMTP_HOST: "",
      MAIL_OUTBOX_DIR: process.env.E2E_OUTBOX_DIR,
      BLOBS_DIR: path.join(import.meta.dirname, "test-results", "blobs"),
    },
    wait: { stdout: /Server läuft auf (?<e2e_site_url>http:\/\/\S+)/ },
    gracefulShutdown: { signal: "SIGTERM", timeout: 3_000 },
  },
  use: {
    browserName: "chromium",
    headless: true,
    locale: "de-DE",
    // A visitor who asked for less motion: the hero video stays the poster. Starting the video is most of what a page
    // load costs Chromium here (AV1 decoded in software), so only the specs about the video and what moves while it
    // starts opt back in (`test.use({ reducedMotion: "no-preference" })`).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, "--autoplay-policy=no-user-gesture-required"],
    },
  },
});
