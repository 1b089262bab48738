import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const columnCount = (page: Page) =>
  page.getByTestId("gallery-grid").evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);

test.describe("the gallery", () => {
  test("has 13 lazy images with numbered alt texts, fixed dimensions and AVIF/WebP sources", async ({ page }) => {
    await page.goto("/");
    const images = page.locator("#galerie img");
    await expect(images).toHaveCount(13);
    for (let index = 0; index < 13; index++) {
      const image = images.nth(index);
      await expect(image).toHaveAttribute("alt", `Galeriebild ${index + 1}`);
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
    const picture = page.locator("#galerie picture").first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\d+w/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\d+w/);
  });

  test("loads images only as they near the viewport", async ({ page }) => {
    const requestedGalleryFiles = new Set<string>();
    page.on("request", (request) => {
      const file = request.url().match(/gallery-(\d+)\./)?.[1];
      if (file) requestedGalleryFiles.add(file);
    });
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(requestedGalleryFiles.size).toBeLessThanOrEqual(4);
    for (const image of await page.locator("#galerie img").all()) {
      await image.scrollIntoViewIfNeeded();
    }
    await expect.poll(() => requestedGalleryFiles.size).toBe(13);
  });

  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      expect(await columnCount(page)).toBe(columns);
    });
  }

  test("shows 2 columns in print", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.emulateMedia({ media: "print" });
    expect(await columnCount(page)).toBe(2);
  });
});

/** Every image file the gallery grid may load, from its `srcset`s and `src`s. */
async function thumbnailFiles(page: Page): Promise<Set<string>> {
  const candidates = await page
    .locator("#galerie picture source, #galerie picture img")
    .evaluateAll((elements) =>
      elements.flatMap((element) => [
        ...(element.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!),
        element.getAttribute("src") ?? "",
      ]),
    );
  return new Set(candidates.filter(Boolean).map((url) => new URL(url, page.url()).pathname));
}

/** Paths of the gallery image files the page has fetched successfully so far. */
function recordGalleryFiles(page: Page): string[] {
  const fetched: string[] = [];
  page.on("requestfinished", async (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/gallery-\d+\./.test(path) && (await request.response())?.ok()) fetched.push(path);
  });
  return fetched;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the enlarged view with JavaScript ${javaScriptEnabled ? "enabled" : "disabled"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });

    test("opens a photo large only when asked, closes with Esc and „Schließen“ and returns focus", async ({ page }) => {
      const fetched = recordGalleryFiles(page);
      await page.goto("/");
      await expect(page.locator(":focus")).toHaveCount(0);
      const thumbnails = await thumbnailFiles(page);
      for (const image of await page.locator("#galerie img").all()) await image.scrollIntoViewIfNeeded();
      await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(13);
      const enlarged = () => fetched.filter((path) => !thumbnails.has(path));
      expect(enlarged()).toEqual([]);

      const firstThumbnail = page.getByRole("button", { name: "Galeriebild 1 vergrößern" });
      await firstThumbnail.click();
      const firstView = page.getByRole("dialog", { name: "Galeriebild 1" });
      await expect(firstView).toBeVisible();
      await expect(firstView.getByTestId("lightbox-position")).toHaveText("1 / 13");
      await expect(firstView.getByRole("button", { name: "Schließen" })).toBeFocused();
      const photo = await firstView.getByRole("img", { name: "Galeriebild 1" }).boundingBox();
      const viewport = page.viewportSize()!;
      expect(Math.max(photo!.width / viewport.width, photo!.height / viewport.height)).toBeGreaterThan(0.85);
      await expect.poll(enlarged).toHaveLength(1);
      expect(enlarged()[0]).toMatch(/\/gallery-01\./);

      await page.keyboard.press("Escape");
      await expect(firstView).toBeHidden();
      await expect(firstThumbnail).toBeFocused();

      const fourthThumbnail = page.getByRole("button", { name: "Galeriebild 4 vergrößern" });
      await fourthThumbnail.click();
      const fourthView = page.getByRole("dialog", { name: "Galeriebild 4" });
      await expect(fourthView.getByTestId("lightbox-position")).toHaveText("4 / 13");
      await fourthView.getByRole("button", { name: "Schließen" }).click();
      await expect(fourthView).toBeHidden();
      await expect(fourthThumbnail).toBeFocused();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("closes on a click outside the photo and never prints", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Galeriebild 2 vergrößern" }).click();
      const view = page.getByRole("dialog", { name: "Galeriebild 2" });
      await expect(view).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(view).toBeHidden();
      await page.emulateMedia({ media: "screen" });
      await expect(view).toBeVisible();
      await page.mouse.click(8, 8);
      await expect(view).toBeHidden();
    });
  });
}

test.describe("the enlarged view", () => {
  test("shows the photo's caption, which print shows under the thumbnail", async ({ page }) => {
    await page.goto("/");
    const printedCaption = page.locator("#galerie li > figure > figcaption").first();
    await expect(printedCaption).toBeHidden();
    const caption = (await printedCaption.textContent())?.trim();
    expect(caption).toBeTruthy();
    await page.getByRole("button", { name: "Galeriebild 1 vergrößern" }).click();
    await expect(page.getByRole("dialog", { name: "Galeriebild 1" })).toContainText(caption!);
    await page.emulateMedia({ media: "print" });
    await expect(printedCaption).toBeVisible();
  });

  test("has no accessibility violations while open (axe)", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Galeriebild 3 vergrößern" }).click();
    await expect(page.getByRole("dialog", { name: "Galeriebild 3" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("falls back to a link to the large photo where the Popover API is missing", async ({ page, request }) => {
    await page.goto("/");
    const fallback = page.locator("#galerie li").nth(4).getByRole("link", { includeHidden: true });
    // Chromium supports popovers, so here the link is hidden and the button opens the view.
    await expect(fallback).toBeHidden();
    const href = await fallback.getAttribute("href");
    expect(href).not.toBeNull();
    expect((await thumbnailFiles(page)).has(href!)).toBe(false);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(href).toMatch(/\/gallery-05\./);
  });
});
