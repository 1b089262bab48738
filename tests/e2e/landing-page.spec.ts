import AxeBuilder from "@axe-core/playwright";
import { agreedReturnTableValues, agreedRiskWarnings, agreedTechnicalData } from "../support/agreed-figures.ts";
import { expect, recordForeignRequests, test } from "./fixtures.ts";

test.describe("the landing page", () => {
  test("shows the seven sections in order with their headings", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("h1")).toHaveText("Ihre Investition in Freiheit und Ruhe auf dem Wasser");
    const sectionHeadings = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((section) => section.querySelector("h1, h2")?.textContent?.trim()));
    expect(sectionHeadings).toEqual([
      "Ihre Investition in Freiheit und Ruhe auf dem Wasser",
      "Leben auf dem Wasser",
      "Bildergalerie",
      "Technische Daten",
      "Betreibervertrag & Renditemodell",
      "Was Gäste sagen",
      "Interesse geweckt?",
    ]);
    await expect(page.locator("#kontakt")).toContainText(
      "Kontaktieren Sie mich für weitere Informationen oder eine Besichtigung",
    );
  });

  test("hero: subtitle, the three info cards and the listing link", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#start");
    await expect(hero).toContainText("passive Airbnb-Investition mit Betreibervertrag");
    const cards = hero.getByRole("list", { name: "Das Wichtigste auf einen Blick" }).getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("Werder (Havel)");
    await expect(cards.nth(0)).toContainText("See");
    await expect(cards.nth(1)).toContainText("Gäste-Favorit");
    await expect(cards.nth(1)).toContainText("5,0");
    await expect(cards.nth(1)).toContainText("20 Bewertungen");
    await expect(cards.nth(2)).toContainText("3,3 % p. a.");
    await expect(cards.nth(2)).toContainText("60 Nächten");

    const cta = hero.getByRole("link", { name: /Airbnb-Angebot ansehen/ });
    await expect(cta).toHaveAttribute("href", /^https:\/\//);
    await expect(cta).toHaveAttribute("target", "_blank");
    await expect(cta).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("'Leben auf dem Wasser' tells of the 1930 Dutch steel ship on the lake, with a photo", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#leben");
    await expect(section).toContainText("1930");
    await expect(section).toContainText("holländisches Stahlschiff");
    await expect(section).toContainText("See");
    expect(await section.locator("p").count()).toBeGreaterThanOrEqual(2);
    await expect(section.locator("img")).toHaveAttribute("alt", /\S/);
  });

  test("technical data shows every agreed value", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#technische-daten");
    const pairs = await section
      .locator("dl > div")
      .evaluateAll((cards) =>
        cards.map((card) => [
          card.querySelector("dt")?.textContent?.trim(),
          card.querySelector("dd")?.textContent?.trim(),
        ]),
      );
    expect(Object.fromEntries(pairs)).toEqual(agreedTechnicalData);
  });

  test("the return model is a real table with the nine computed values and a risk notice", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#rendite");
    await expect(section).toContainText("Betreiber");
    await expect(section).toContainText("bis zu vier Gäste");
    const table = section.getByRole("table", { name: /^Prognose für eine Saison/ });
    const values = await table.locator("tbody tr td").allTextContents();
    expect(values.map((value) => value.trim())).toEqual(agreedReturnTableValues);
    await expect(table.locator("tbody th[scope=row]")).toHaveCount(9);
    const notice = section.getByTestId("risk-notice");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Prognose");
    await expect(notice).toContainText("keine Garantie");
    await expect(notice.getByTestId("risk-warnings").locator("p")).toHaveText(agreedRiskWarnings);
    await expect(notice).toContainText("keine Anlageberatung");
  });

  test("three guest reviews with five stars, text and author with month", async ({ page }) => {
    await page.goto("/");
    const reviews = page.getByTestId("review");
    await expect(reviews).toHaveCount(3);
    for (const review of await reviews.all()) {
      await expect(review.getByRole("img", { name: "5 von 5 Sternen" })).toBeVisible();
      await expect(review.locator("svg")).toHaveCount(5);
      await expect(review.locator("blockquote")).toHaveText(/.{60,}/);
      await expect(review).toContainText(
        /\b[A-ZÄÖÜ][a-zäöüß]+, (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) 20\d\d\b/,
      );
    }
  });

  test("a link to a section lands on that section", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/#kontakt");
    await page.waitForLoadState("networkidle");
    const top = await page.locator("#kontakt").evaluate((section) => section.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(50);
  });

  test("footer links to Impressum and Datenschutz", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum/");
    await expect(footer.getByRole("link", { name: "Datenschutz" })).toHaveAttribute("href", "/datenschutz/");
  });

  test("makes no request to another origin, even after scrolling and playing the video", async ({ page, site }) => {
    const foreign = recordForeignRequests(page, site.url);
    await page.goto("/");
    await page.getByRole("button", { name: "Video pausieren" }).waitFor();
    for (let y = 0; y < 12; y++) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
  });

  test("has no accessibility violations (axe)", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ton einschalten" }).waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
