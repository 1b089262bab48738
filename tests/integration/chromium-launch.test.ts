import { readdirSync, readFileSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromiumFlags, chromiumPath } from "../support/chromium.ts";

// Chromium keeps only the last `--disable-features` on its command line, so the flags the build and the tests launch
// with name Playwright's own list again (src/pdf/chromium.ts). Read from the browser Playwright really starts.

/** The command lines of this process's child processes. */
function childCommandLines(): string[][] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const parent = Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
        if (parent !== process.pid) return [];
        return [readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean)];
      } catch {
        return []; // ended meanwhile
      }
    });
}

describe("the Chromium the build and the tests launch through Playwright", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  });
  afterAll(() => browser?.close());

  test("turns off every feature Playwright turns off, and the address bar's pop-ups", () => {
    const browserProcess = childCommandLines().find((args) => args.some((arg) => arg.startsWith("--remote-debugging")));
    expect(browserProcess, "no Chromium started by this process").toBeDefined();
    const featureLists = browserProcess!
      .filter((arg) => arg.startsWith("--disable-features="))
      .map((arg) => arg.slice("--disable-features=".length).split(","));
    expect(featureLists.length, "Playwright's switch and ours").toBeGreaterThanOrEqual(2);
    const effective = featureLists.at(-1)!;
    for (const features of featureLists.slice(0, -1)) expect(effective).toEqual(expect.arrayContaining(features));
    expect(effective).toEqual(expect.arrayContaining(["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]));
  });

  test("builds no address-bar pop-up for a new browser context", async () => {
    const context = await browser.newContext();
    try {
      await (await context.newPage()).goto("about:blank");
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send("Target.getTargets", { filter: [{}] });
      expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith("chrome://"))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
