import { descriptionPattern, readSiteContent } from "../support/site-content.ts";
import { expect, test } from "./fixtures.ts";

const { content } = readSiteContent();

test.describe("search engines and link previews", () => {
  test("the page has title, description, canonical and Open Graph tags with a 1200x630 image", async ({
    page,
    request,
    site,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(content.site.title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(descriptionPattern(content));
    expect(description!.length).toBeLessThanOrEqual(160);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https:\/\/.+\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const imageUrl = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(imageUrl).toMatch(/^https:\/\//);
    const image = await request.get(`${site.url}${new URL(imageUrl!).pathname}`);
    expect(image.status()).toBe(200);
    const dimensions = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, new URL(imageUrl!).pathname);
    expect(dimensions).toEqual([1200, 630]);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.png");
    const favicon = await request.get("/favicon.png");
    expect(favicon.headers()["content-type"]).toBe("image/png");
    const icon = await page.evaluate(async () => {
      const img = new Image();
      img.src = "/favicon.png";
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(icon).toEqual([32, 32]);
  });

  test("robots.txt and the sitemap point at each other", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap-index\.xml/);
    const index = await request.get("/sitemap-index.xml");
    expect(index.status()).toBe(200);
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/<\/loc>/);
    expect(sitemap).not.toContain("/kontakt/");
  });
});
