import { chromiumFlags, chromiumPath } from "../support/chromium.ts";
import type { Locator, Page } from "@playwright/test";
import { elementsMovedWhileLoading, expect, holdScripts, loadedAndIdle, test } from "./fixtures.ts";

// Every test here is about the video playing or starting, so the visitor has not asked for less motion (the other
// specs' default, playwright.config.ts); the one test of a reduced-motion visitor opens its own context.
test.use({ reducedMotion: "no-preference" });

const videoState = (page: Page) =>
  page.locator("#start video").evaluate((video: HTMLVideoElement) => ({ muted: video.muted, paused: video.paused }));

/** React has mounted the island and owns its controls. */
const reactOwnsControls = (page: Page) => page.locator("#start [data-hydrated]").waitFor({ state: "attached" });
/** Astro has not yet handed the island to React. */
const beforeReact = (page: Page) =>
  page.locator("#start astro-island").evaluate((island) => island.hasAttribute("ssr"));

/** Presses Tab until `control` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (
    let presses = 0;
    presses < 10 && !(await control.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(control).toBeFocused();
}

/** Counts the video's sound toggles from the very first script on ('volumechange' does not bubble; capture does). */
async function countSoundToggles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { soundToggles: number };
    counter.soundToggles = 0;
    document.addEventListener("volumechange", () => (counter.soundToggles += 1), true);
  });
}

/** The sound is on or off, the button says so, and it was toggled exactly `toggles` times. */
async function expectSound(page: Page, { on, toggles }: { on: boolean; toggles: number }): Promise<void> {
  const button = page.getByRole("button", { name: on ? "Ton ausschalten" : "Ton einschalten" });
  await expect(button).toHaveAttribute("aria-pressed", String(on));
  expect((await videoState(page)).muted).toBe(!on);
  expect(await page.evaluate(() => (window as unknown as { soundToggles: number }).soundToggles)).toBe(toggles);
}

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
    try {
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.getByRole("button", { name: "Video abspielen" })).toBeVisible();
      await loadedAndIdle(page);
      expect((await videoState(page)).paused).toBe(true);
    } finally {
      await context.close();
    }
  });

  test("loads as a plain page: poster first, video with playsinline and loop, hydrated on intent", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const video = html.match(/<video[^>]*>/)?.[0] ?? "";
    expect(video).toMatch(/playsinline/i);
    expect(video).toMatch(/\bloop\b/);
    expect(video).toMatch(/preload="none"/);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/);
    expect(html).toMatch(/<astro-island[^>]*client="intent"/);
  });

  for (const { width, file, posterInline } of [
    { width: 375, file: "/media/hero-loop-phone.webm", posterInline: true },
    { width: 1280, file: "/media/hero-loop.webm", posterInline: false },
  ]) {
    test(`at ${width} px plays the AV1 rendition sized for its box; the poster comes ${posterInline ? "inline" : "as a file"}`, async ({
      page,
    }) => {
      const posterRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("hero-poster")) posterRequests.push(request.url());
      });
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const video = page.locator("#start video");
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused), { timeout: 15_000 })
        .toBe(true);
      expect(new URL(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).pathname).toBe(file);
      const poster = await page.locator("#start picture img").evaluate((img: HTMLImageElement) => ({
        painted: img.complete && img.naturalWidth > 0,
        inline: img.currentSrc.startsWith("data:image/avif"),
      }));
      expect(poster).toEqual({ painted: true, inline: posterInline });
      expect(posterRequests.length > 0).toBe(!posterInline);
    });
  }

  test("starts only after the page has loaded", async ({ page }) => {
    const videoRequestedAt: number[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "media") videoRequestedAt.push(Date.now());
    });
    let loadedAt = Number.NaN;
    page.on("load", () => (loadedAt = Date.now()));
    await page.goto("/");
    await expect.poll(() => videoRequestedAt.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(videoRequestedAt[0]).toBeGreaterThanOrEqual(loadedAt);
  });

  test("does not start for a visitor who asks to save data", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true } });
    });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Video abspielen" })).toBeVisible();
    await loadedAndIdle(page);
    expect((await videoState(page)).paused).toBe(true);
    await page.getByRole("button", { name: "Video abspielen" }).click();
    await expect.poll(async () => (await videoState(page)).paused, { timeout: 15_000 }).toBe(false);
  });

  test("without JavaScript shows the poster and no controls that would do nothing", async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.url });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("#start picture img")).toBeVisible();
      await expect(page.locator("#start video")).toBeHidden();
      await expect(page.locator("#start button")).toHaveCount(2);
      for (const button of await page.locator("#start button").all()) await expect(button).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test("shows the error message instead of a blank when the island crashes", async ({ page }) => {
    // A browser whose media element throws when asked for its state makes the island throw while it mounts.
    await page.addInitScript(() => {
      Object.defineProperty(HTMLMediaElement.prototype, "readyState", {
        get() {
          throw new Error("kaputt");
        },
      });
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Ton einschalten" }).click();
    await expect(page.locator("#start")).toContainText("Unexpected Application Error!");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("the hero video before React has arrived", () => {
  let scripts: { release(): void };

  test.beforeEach(async ({ page }) => {
    scripts = await holdScripts(page);
  });

  test("'Ton einschalten' switches the sound on at once, and React keeps it on", async ({ page }) => {
    await countSoundToggles(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Ton einschalten" }).click();
    expect(await beforeReact(page)).toBe(true);
    expect((await videoState(page)).muted).toBe(false);

    scripts.release();
    await reactOwnsControls(page);
    await expectSound(page, { on: true, toggles: 1 });

    // React now handles the button alone: one click, one toggle.
    await page.getByRole("button", { name: "Ton ausschalten" }).click();
    await expectSound(page, { on: false, toggles: 2 });
  });

  test("two quick clicks are two toggles", async ({ page }) => {
    await countSoundToggles(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Ton einschalten" }).click();
    await page.getByRole("button", { name: "Ton ausschalten" }).click();
    expect(await beforeReact(page)).toBe(true);
    await expectSound(page, { on: false, toggles: 2 });

    scripts.release();
    await reactOwnsControls(page);
    await expectSound(page, { on: false, toggles: 2 });
  });

  test("Tab and Space switch the sound on at the first try", async ({ page }) => {
    await countSoundToggles(page);
    await page.goto("/");
    const soundOn = page.getByRole("button", { name: "Ton einschalten" });
    await tabTo(page, soundOn);
    await page.keyboard.press("Space");
    expect(await beforeReact(page)).toBe(true);
    expect((await videoState(page)).muted).toBe(false);

    scripts.release();
    await reactOwnsControls(page);
    await expect(page.getByRole("button", { name: "Ton ausschalten" })).toBeFocused();
    await expectSound(page, { on: true, toggles: 1 });
  });

  test("Tab and Enter pause the playing video at the first try", async ({ page }) => {
    await page.goto("/");
    const pause = page.getByRole("button", { name: "Video pausieren" });
    await expect(pause).toBeVisible({ timeout: 15_000 });
    await tabTo(page, pause);
    await page.keyboard.press("Enter");
    expect(await beforeReact(page)).toBe(true);
    expect((await videoState(page)).paused).toBe(true);
    scripts.release();
    await reactOwnsControls(page);
    await expect(page.getByRole("button", { name: "Video abspielen" })).toBeFocused();
    expect((await videoState(page)).paused).toBe(true);
  });

  test("a click without focus, as a screen reader in browse mode sends it, works at once", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ton einschalten" }).dispatchEvent("click");
    expect((await videoState(page)).muted).toBe(false);
    scripts.release();
    await reactOwnsControls(page);
    await expect(page.getByRole("button", { name: "Ton ausschalten" })).toHaveAttribute("aria-pressed", "true");
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

  test("the first frame already holds the whole hero", async ({ page }) => {
    // Chromium lifts `<link rel="expect">` when the named element is inserted, not when it is closed.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const hero = document.querySelector("#start");
        Object.assign(window, { heroAtFirstFrame: hero && hero.querySelectorAll("*").length });
      });
    });
    await page.goto("/");
    const [atFirstFrame, loaded] = await page.evaluate(() => [
      (window as unknown as { heroAtFirstFrame: number | null }).heroAtFirstFrame,
      document.querySelectorAll("#start *").length,
    ]);
    expect(atFirstFrame).toBe(loaded);
  });

  test("on a desktop with classic scrollbars no box moves while the page loads", async ({ playwright, site }) => {
    // Playwright hides scrollbars by default; a real desktop window shows one once the page outgrows it.
    const browser = await playwright.chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
      ignoreDefaultArgs: ["--hide-scrollbars"],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
      // Loaded: the fonts are in and the video, which starts last, shows its frames.
      expect(await elementsMovedWhileLoading(page, site.url)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
