import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/support/chromium.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 45_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    browserName: "chromium",
    headless: true,
    locale: "de-DE",
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, "--autoplay-policy=no-user-gesture-required"],
    },
  },
});
