import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readSiteContent, segmentsText } from "../support/site-content.ts";
import { expect, renderEverySection, test } from "./fixtures.ts";

// The photos gallery.yaml lists, in its order, with the alt texts and captions the page gives them.
const { photos, lightbox } = readSiteContent().page.gallery;
const number = (photo: (typeof photos)[number]) => photos.indexOf(photo) + 1;
// The last photo: the one furthest down the list, which needs scrolling, and another photo than the first wherever
// the gallery has two (the schema allows a single photo; then the tests open that one again).
const later = photos.at(-1)!;

// The first photo with a caption and the first without one, as far as gallery.yaml has them (captions may be left
// out): the caption printed under the thumbnail, and the lightbox's position line with the caption after it.
const captionCases = [photos.find((photo) => photo.caption), photos.find((photo) => !photo.caption)]
  .filter((photo) => photo !== undefined)
  .map((photo) => {
    const caption = photo.caption ? segmentsText(photo.caption) : "";
    return {
      photo,
      printed: photo.caption ? [caption] : [],
      inLightbox: new RegExp(`^${number(photo)} / ${photos.length}\\s*${RegExp.escape(caption)}$`),
    };
  });

const columnCount = (page: Page) =>
  page.getByTestId("gallery-grid").evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);

test.describe("the gallery", () => {
  test("shows every listed photo lazily, with its alt text, fixed dimensions and AVIF/WebP sources", async ({
    page,
  }) => {
    await page.goto("/");
    const images = page.locator("#galerie img");
    await expect(images).toHaveCount(photos.length);
    for (const [index, photo] of photos.entries()) {
      const image = images.nth(index);
      await expect(image).toHaveAttribute("alt", photo.alt);
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
    // The page has loaded (lazy images near the viewport included); the gallery is still far below it.
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
    expect(requestedGalleryFiles.size).toBeLessThanOrEqual(4);
    for (const image of await page.locator("#galerie img").all()) {
      await image.scrollIntoViewIfNeeded();
    }
    await expect.poll(() => requestedGalleryFiles.size).toBe(new Set(photos.map((photo) => photo.file)).size);
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
      await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(photos.length);
      const enlarged = () => fetched.filter((path) => !thumbnails.has(path));
      expect(enlarged()).toEqual([]);

      const first = photos[0]!;
      const firstThumbnail = page.getByRole("button", { name: `${first.alt} ${lightbox.openHint}` });
      await firstThumbnail.click();
      const firstView = page.getByRole("dialog", { name: first.alt });
      await expect(firstView).toBeVisible();
      await expect(firstView.getByTestId("lightbox-position")).toHaveText(`1 / ${photos.length}`);
      await expect(firstView.getByRole("button", { name: lightbox.closeLabel })).toBeFocused();
      const photo = await firstView.getByRole("img", { name: first.alt }).boundingBox();
      const viewport = page.viewportSize()!;
      expect(Math.max(photo!.width / viewport.width, photo!.height / viewport.height)).toBeGreaterThan(0.85);
      await expect.poll(enlarged).toHaveLength(1);
      expect(enlarged()[0]).toContain(`/${first.file.replace(/\.\w+$/, "")}.`);

      await page.keyboard.press("Escape");
      await expect(firstView).toBeHidden();
      await expect(firstThumbnail).toBeFocused();

      const laterThumbnail = page.getByRole("button", { name: `${later.alt} ${lightbox.openHint}` });
      await laterThumbnail.click();
      const laterView = page.getByRole("dialog", { name: later.alt });
      await expect(laterView.getByTestId("lightbox-position")).toHaveText(`${number(later)} / ${photos.length}`);
      await laterView.getByRole("button", { name: lightbox.closeLabel }).click();
      await expect(laterView).toBeHidden();
      await expect(laterThumbnail).toBeFocused();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("closes on a click outside the photo and never prints", async ({ page }) => {
      await page.goto("/");
      // Any photo will do.
      await page.getByRole("button", { name: `${later.alt} ${lightbox.openHint}` }).click();
      const view = page.getByRole("dialog", { name: later.alt });
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
  test("shows each photo's caption, which print shows under the thumbnail, and no caption where there is none", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("#galerie li > figure > figcaption")).toHaveCount(
      photos.filter((photo) => photo.caption).length,
    );
    for (const { photo, printed, inLightbox } of captionCases) {
      await page.emulateMedia({ media: "screen" });
      const printedCaption = page
        .locator("#galerie li")
        .nth(number(photo) - 1)
        .locator(":scope > figure > figcaption");
      await expect(printedCaption).toHaveText(printed);
      await expect(printedCaption.filter({ visible: true })).toHaveCount(0);
      await page.getByRole("button", { name: `${photo.alt} ${lightbox.openHint}` }).click();
      await expect(page.getByRole("dialog", { name: photo.alt }).locator("figcaption")).toHaveText(inLightbox);
      await page.keyboard.press("Escape");
      await page.emulateMedia({ media: "print" });
      await expect(printedCaption.filter({ visible: true })).toHaveCount(printed.length);
    }
  });

  test("has no accessibility violations while open (axe)", async ({ page }) => {
    await page.goto("/");
    await renderEverySection(page);
    // Any photo will do.
    await page.getByRole("button", { name: `${later.alt} ${lightbox.openHint}` }).click();
    await expect(page.getByRole("dialog", { name: later.alt })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("falls back to a link to the large photo where the Popover API is missing", async ({ page, request }) => {
    await page.goto("/");
    const fallback = page
      .locator("#galerie li")
      .nth(number(later) - 1)
      .getByRole("link", { includeHidden: true });
    // Chromium supports popovers, so here the link is hidden and the button opens the view.
    await expect(fallback).toBeHidden();
    const href = await fallback.getAttribute("href");
    expect(href).not.toBeNull();
    expect((await thumbnailFiles(page)).has(href!)).toBe(false);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(href).toContain(`/${later.file.replace(/\.\w+$/, "")}.`);
  });
});
