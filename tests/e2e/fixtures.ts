import { test as base, expect, type BrowserContextOptions, type Page } from "@playwright/test";

interface SiteFixture {
  url: string;
  /** Where the contact function writes messages, since this server has no SMTP server configured. */
  outboxDir: string;
}

// The server is playwright.config.ts's webServer, which stores the URL it printed in E2E_SITE_URL.
export const test = base.extend<Record<never, never>, { site: SiteFixture }>({
  site: [
    async ({}, use) => {
      const { E2E_SITE_URL: url, E2E_OUTBOX_DIR: outboxDir } = process.env;
      if (!url || !outboxDir) throw new Error("E2E_SITE_URL fehlt: die Specs laufen nur mit playwright.config.ts");
      await use({ url, outboxDir });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

export { expect };

/**
 * One page for a describe block's read-only checks of the same page, opened in its `beforeAll` (with the project's
 * locale and motion preference and the shared server as base URL, as the `page` fixture has them) and closed in its
 * `afterAll`: each check then reads the loaded page instead of starting a browser context and loading it again. Only
 * for checks that leave the page as they found it. Call it inside the block: it runs the block's tests on one worker,
 * in order.
 */
export function useSharedPage(
  open: (page: Page) => Promise<unknown>,
  options: BrowserContextOptions = {},
): { readonly page: Page } {
  test.describe.configure({ mode: "default" });
  let shared: Page | undefined;

  test.beforeAll(async ({ browser, site }, testInfo) => {
    // A page of its own context, as the `page` fixture's, which axe needs to finish its run in a page beside it.
    const { locale, reducedMotion } = testInfo.project.use;
    const context = await browser.newContext({ locale, reducedMotion, baseURL: site.url, ...options });
    shared = await context.newPage();
    await open(shared);
  });

  test.afterAll(async () => {
    await shared?.context().close();
  });

  return {
    get page() {
      if (!shared) throw new Error("useSharedPage: die Seite ist erst in den Tests da, nicht beim Einlesen");
      return shared;
    },
  };
}

/** Fails the test on any request that leaves the site's origin. */
export function recordForeignRequests(page: import("@playwright/test").Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

/**
 * Holds back the script files (the islands' chunks and React) so a test can act before React is there, as on a slow
 * phone connection: none arrives before the test calls `release()`, however long that takes. Inline scripts are part
 * of the page and are not held.
 */
export async function holdScripts(page: import("@playwright/test").Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

/** The URLs of all script files a page requests from now on. */
export function recordScriptRequests(page: import("@playwright/test").Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

/**
 * Resolves in the browser's first idle period after the page's load event and its fonts. By then the work that
 * loading queued has run: the video's start and any `client:idle` island (both wait for idle after load), CSP
 * violation events, the font swap.
 */
export async function loadedAndIdle(page: import("@playwright/test").Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestIdleCallback(resolve));
  });
}

/**
 * Scrolls every section that renders only near the viewport (`content-visibility: auto`) into view once, as a reader
 * does, and back to the top. Until then the browser lays such a section out at its placeholder height and paints
 * none of it, but axe still measures its content, which then lies over the following sections' boxes: a page
 * nobody sees (the risk list of the long forecast section read as text on the contact section's navy).
 */
export async function renderEverySection(page: import("@playwright/test").Page): Promise<void> {
  for (const section of await page.locator(".render-when-near").all()) {
    await section.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        section.evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Opens `url` and returns every element a layout shift moved while the page loaded, its fonts arrived and the hero
 * video started (it starts last). Text nodes are not counted: a heading's text settles by a few pixels when its font
 * replaces the metric-matched fallback, which moves no box.
 */
export async function elementsMovedWhileLoading(page: import("@playwright/test").Page, url: string): Promise<string[]> {
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
  await page.goto(url);
  await loadedAndIdle(page);
  await expect
    .poll(() => page.locator("#start video").evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  return page.evaluate(() => (window as unknown as { movedElements: string[] }).movedElements);
}

/** A text field's placeholder width and the room its padding leaves for it, in CSS pixels. */
export const placeholderAndRoom = (field: import("@playwright/test").Locator) =>
  field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
  });
