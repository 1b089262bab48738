/**
 * `node bench/screenshots.ts <url> <folder>`: full-page screenshots of the page at 375 and 1280 px and in print
 * media, with reduced motion (the poster, not a video frame), every section rendered; for comparing a change's
 * look before and after (`--compare <folder-a> <folder-b>` counts the pixels that differ).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { compare: { type: "boolean", default: false } },
});
const shots = ["mobile-375", "desktop-1280", "print"] as const;

if (options.compare) {
  const [before, after] = positionals as [string, string];
  for (const name of shots) {
    const [a, b] = await Promise.all(
      [before, after].map((folder) =>
        sharp(path.join(folder, `${name}.png`))
          .raw()
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    if (a!.info.width !== b!.info.width || a!.info.height !== b!.info.height) {
      console.log(`${name}: size ${a!.info.width}×${a!.info.height} → ${b!.info.width}×${b!.info.height}`);
      continue;
    }
    let differing = 0;
    for (let i = 0; i < a!.data.length; i += a!.info.channels) {
      if (
        Math.abs(a!.data[i]! - b!.data[i]!) +
          Math.abs(a!.data[i + 1]! - b!.data[i + 1]!) +
          Math.abs(a!.data[i + 2]! - b!.data[i + 2]!) >
        24
      )
        differing++;
    }
    const total = a!.info.width * a!.info.height;
    console.log(`${name}: ${differing} of ${total} pixels differ (${((differing / total) * 100).toFixed(3)} %)`);
  }
} else {
  const [url, folder] = positionals as [string, string];
  await mkdir(folder, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    for (const name of shots) {
      const width = name === "mobile-375" ? 375 : name === "print" ? 794 : 1280;
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: "reduce",
        bypassCSP: true,
      });
      const page = await context.newPage();
      if (name === "print") await page.emulateMedia({ media: "print" });
      await page.goto(url, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      // content-visibility: auto sections render only near the viewport: show all of them as a visitor scrolling would.
      await page.addStyleTag({
        content: ".render-when-near, .photo-when-near { content-visibility: visible !important; }",
      });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true, animations: "disabled" });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
