import { chromiumFlags, chromiumPath } from "../support/chromium.ts";
import { expect, test } from "./fixtures.ts";

const videoState = (page: import("@playwright/test").Page) =>
  page.locator("#start video").evaluate((video: HTMLVideoElement) => ({ muted: video.muted, paused: video.paused }));

test.describe("the hero video", () => {
  test("starts muted and playing; the sound toggle names its action and reports its state", async ({ page }) => {
    await page.goto("/");
    const soundOn = page.getByRole("button", { name: "Ton einschalten" });
    await expect(soundOn).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => videoState(page), { timeout: 15_000 }).toEqual({ muted: true, paused: false });

    await soundOn.click();
    const soundOff = page.getByRole("button", { name: "Ton ausschalten" });
    await expect(soundOff).toHaveAttribute("aria-pressed", "true");
    expect((await videoState(page)).muted).toBe(false);

    await soundOff.click();
    await expect(page.getByRole("button", { name: "Ton einschalten" })).toHaveAttribute("aria-pressed", "false");
    expect((await videoState(page)).muted).toBe(true);
  });

  test("can be paused and played again from the keyboard", async ({ page }) => {
    await page.goto("/");
    const pause = page.getByRole("button", { name: "Video pausieren" });
    await pause.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Video abspielen" })).toBeFocused();
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Video pausieren" })).toBeVisible();
    await expect.poll(async () => (await videoState(page)).paused, { timeout: 15_000 }).toBe(false);
  });

  test("does not autoplay when the visitor prefers reduced motion", async ({ browser, site }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", baseURL: site.url });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Video abspielen" })).toBeVisible();
    await page.waitForTimeout(500);
    expect((await videoState(page)).paused).toBe(true);
    await context.close();
  });

  test("loads as a plain page: poster first, video with playsinline and loop, no source fetched before hydration", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const video = html.match(/<video[^>]*>/)?.[0] ?? "";
    expect(video).toMatch(/playsinline/i);
    expect(video).toMatch(/\bloop\b/);
    expect(video).toMatch(/preload="none"/);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/);
    expect(html).toMatch(/<astro-island[^>]*client="idle"/);
  });

  test("without JavaScript shows the poster and no controls that would do nothing", async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.url });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("#start picture img")).toBeVisible();
    await expect(page.locator("#start button")).toHaveCount(0);
    await context.close();
  });

  test("shows the error message instead of a blank when the island crashes", async ({ page }) => {
    // An old browser without matchMedia makes the island throw while it starts.
    await page.addInitScript(() => {
      Object.defineProperty(window, "matchMedia", { value: undefined });
    });
    await page.goto("/");
    await expect(page.locator("#start")).toContainText("Unexpected Application Error!");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("the hero layout", () => {
  /** Top and bottom edges of the hero's parts and the next section, in page coordinates. */
  const heroEdges = (page: import("@playwright/test").Page) =>
    page.evaluate(() => {
      const edges = (element: Element | null) => {
        const box = element!.getBoundingClientRect();
        return [Math.round(box.top + scrollY), Math.round(box.bottom + scrollY)];
      };
      const [media, text] = document.querySelector("#start > div")!.children;
      return {
        media: edges(media!),
        text: edges(text!),
        heading: edges(document.querySelector("#start h1")),
        cards: edges(document.querySelector("#start ul")),
        nextSection: edges(document.querySelector("#leben")),
      };
    });

  for (const width of [1024, 1280, 1440, 1920]) {
    test(`at ${width} px the video box ends with the text column`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const { media, text } = await heroEdges(page);
      expect(media[0]).toBe(text[0]);
      expect(Math.abs(media[1]! - text[1]!)).toBeLessThanOrEqual(1);
    });
  }

  for (const width of [375, 1024, 1280]) {
    test(`at ${width} px nothing moves when the heading font arrives after first paint`, async ({ page }) => {
      let releaseFont = () => {};
      const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
      await page.route(/\/_astro\/fonts\/.+\.woff2$/, async (route) => {
        await fontHeld;
        await route.continue();
      });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      const fontFamily = () =>
        page.evaluate(() => getComputedStyle(document.querySelector("#start h1")!).fontFamily.split(",")[0]!);
      const isLoaded = (family: string) => page.evaluate((name) => document.fonts.check(`600 48px ${name}`), family);
      const family = await fontFamily();
      expect(await isLoaded(family)).toBe(false);
      const withFallback = await heroEdges(page);

      releaseFont();
      await expect.poll(() => isLoaded(family)).toBe(true);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await heroEdges(page)).toEqual(withFallback);
    });
  }

  test("on a desktop with classic scrollbars no box moves while the page loads", async ({ playwright, site }) => {
    // Playwright hides scrollbars by default; a real desktop window shows one once the page outgrows it.
    const browser = await playwright.chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
      ignoreDefaultArgs: ["--hide-scrollbars"],
    });
    const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { movedElements: moved });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[]) {
          for (const { node } of entry.sources) {
            if (node instanceof Element) moved.push(`${node.tagName}.${node.className}`);
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(site.url);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => (window as unknown as { movedElements: string[] }).movedElements)).toEqual([]);
    await browser.close();
  });
});
