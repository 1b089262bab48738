import AxeBuilder from "@axe-core/playwright";
import { readSiteContent } from "../support/site-content.ts";
import { expect, test } from "./fixtures.ts";

const notFound = readSiteContent().content["not-found"];

test.describe("an unknown address", () => {
  test("answers 404 with the not-found page and a link home", async ({ page, site }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
    await expect(page.getByText(notFound.text)).toBeVisible();
    // It answers at any address, so it claims none: no canonical address, no og:url.
    await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
    await page.getByRole("link", { name: notFound.homeLabel }).click();
    await expect(page).toHaveURL(`${site.url}/`);
  });

  // The server's own `404 <path>` log line is tested in tests/integration/server.test.ts.
  test("logs the missing path in the browser console", async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto("/nirgendwo/boot");
    await expect
      .poll(() => consoleErrors)
      .toContain("404 Error: User attempted to access non-existent route: /nirgendwo/boot");
  });

  test("ships no framework JavaScript, only a tiny inline log line", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    // goto waits for the load event, which waits for every script the page asks for.
    await page.goto("/gibt-es-nicht");
    expect(scripts).toEqual([]);
    const html = await (await request.get("/gibt-es-nicht")).text();
    expect(html).not.toContain("astro-island");
    const inlineScripts = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inlineScripts).toHaveLength(1);
    expect(inlineScripts[0]![1]!.length).toBeLessThan(300);
  });

  test("has no accessibility violations (axe)", async ({ page }) => {
    await page.goto("/gibt-es-nicht");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
