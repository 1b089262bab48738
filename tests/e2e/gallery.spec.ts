import { expect, test } from "./fixtures.ts";

const columnCount = (page: import("@playwright/test").Page) =>
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
