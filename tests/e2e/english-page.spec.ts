// The English edition at /en/ (issue 42): the same seven sections, figures, photos and video as the German page, the
// texts of the data files' en: blocks, en-GB formats, and the two editions pointing to each other. Figures are worked
// out here from the data files' inputs with Intl's en-GB formats, not by the view code; the contract strings are
// the data files' or written out.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { contactFieldSpecsIn } from "../../src/contact-form/field-specs.ts";
import { dataFileNames, type DataFileName } from "../../src/content-schemas/index.ts";
import type { SiteContent } from "../../src/content-schemas/index.ts";
import { inLanguage } from "../../src/content-reading/translated-content.ts";
import { forecastFor } from "../support/forecast.ts";
import { readSiteContent } from "../support/site-content.ts";
import {
  elementsMovedWhileLoading,
  expect,
  loadedAndIdle,
  placeholderAndRoom,
  recordForeignRequests,
  recordScriptRequests,
  renderEverySection,
  test,
} from "./fixtures.ts";
import { downloadedPdf, readPdfPages } from "./pdf-pages.ts";

const run = promisify(execFile);
const { content } = readSiteContent();
/** Each data file as the English page reads it: the facts at its root, its texts from its en: block. */
const english = Object.fromEntries(
  dataFileNames.map((name) => [name, inLanguage(content[name] as { en?: object }, "en", `${name}.yaml`)]),
) as { [Name in DataFileName]: SiteContent[Name] };
const fields = contactFieldSpecsIn("en");

// en-GB as a British reader expects it: „€75,000“, „3.3%“, „August 2025“; a negative figure with a real minus.
const minus = (text: string) => text.replace(/^-/, "\u2212");
const euro = (value: number) =>
  minus(new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(value));
const percent = (value: number) =>
  minus(
    new Intl.NumberFormat("en-GB", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      value / 100,
    ),
  );
const monthYear = (isoMonth: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoMonth}-01T00:00:00Z`),
  );

/** The base case's yield from return-model.yaml's inputs, by the tests' one forecast oracle. */
const baseCaseYield = () =>
  forecastFor(content["return-model"], content["return-model"].occupiedNightsPerSeason).yieldPercent;

const sectionIds = ["start", "leben", "galerie", "technische-daten", "rendite", "bewertungen", "kontakt"];

/** The sections' ids and headings, in order. */
const sections = (page: Page) =>
  page
    .locator("main > section")
    .evaluateAll((all) =>
      all.map((section) => ({ id: section.id, heading: section.querySelector("h1, h2")?.textContent?.trim() })),
    );

/** The addresses of the page's photos and the video's sources: what both editions must share. */
const media = (page: Page) =>
  page.evaluate(() => ({
    images: [...document.querySelectorAll("main img")].map((image) => image.getAttribute("src")),
    video: [...document.querySelectorAll("main video source")].map((source) => source.getAttribute("src")),
  }));

async function structuredData(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = scripts.map((text) => JSON.parse(text) as { "@type": string });
  return {
    product: items.find((item) => item["@type"] === "Product") as unknown as {
      name: string;
      description: string;
      aggregateRating: unknown;
      offers: { price: number; priceCurrency: string; url: string };
    },
    faq: items.find((item) => item["@type"] === "FAQPage") as unknown as { mainEntity: { name: string }[] } | undefined,
  };
}

test.describe("the English page", () => {
  test("shows the seven sections in the German page's order, with the English headings, photos and video", async ({
    page,
  }) => {
    await page.goto("/");
    const germanMedia = await media(page);
    await page.goto("/en/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await sections(page)).toEqual(
      [
        english.hero.headline,
        english["life-aboard"].heading,
        english.gallery.heading,
        english["technical-data"].heading,
        english["return-model-texts"].heading,
        english.reviews.heading,
        english.contact.heading,
      ].map((heading, index) => ({ id: sectionIds[index], heading })),
    );
    await expect(page.locator("#kontakt")).toContainText(english.contact.subtitle);
    expect(await media(page)).toEqual(germanMedia);
    expect(germanMedia.images.length).toBeGreaterThan(content.gallery.photos.length);
  });

  test("writes figures and dates as en-GB does: €75,000, 3.3%, August 2025", async ({ page }) => {
    await page.goto("/en/");
    const yieldText = percent(baseCaseYield());
    expect(yieldText).toMatch(/^−?\d+\.\d%$/);
    await expect(page.getByTestId("hero-yield")).toContainText(yieldText);
    await expect(page.getByTestId("return-model-table")).toContainText(euro(content["return-model"].purchasePriceEuro));
    await expect(page.getByTestId("return-model-table")).toContainText(yieldText);
    const reviews = page.locator("#bewertungen");
    for (const { month } of content.reviews.reviews) await expect(reviews).toContainText(monthYear(month));
    // Nothing in the German formats: „75.000 €“, „3,3 %“.
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/\d[\u00a0 ]€/);
    expect(text).not.toMatch(/\d,\d[\u00a0 ]%/);
  });

  test("the contact form speaks English and names its language", async ({ page }) => {
    await page.goto("/en/#kontakt");
    const form = page.getByRole("form", { name: english.contact.form.title });
    await expect(form.getByPlaceholder(fields.name.placeholder, { exact: true })).toBeVisible();
    await expect(form.getByLabel(fields.email.label, { exact: true })).toBeVisible();
    await expect(form.getByPlaceholder(fields.message.placeholder, { exact: true })).toBeVisible();
    await expect(form.locator('input[name="language"]')).toHaveValue("en");
    // Clicked into, the island hydrates and takes validation over from the browser.
    await form.getByPlaceholder(fields.name.placeholder, { exact: true }).click();
    await expect(form).toHaveAttribute("novalidate", "");
    await form.getByRole("button", { name: english.contact.form.submit }).click();
    await expect(form.getByText(fields.name.messages.required!, { exact: true })).toBeVisible();
    await form.getByPlaceholder(fields.name.placeholder, { exact: true }).fill("Jane O'Neill");
    await form.getByLabel(fields.email.label, { exact: true }).fill("jane.oneill@visitor.test");
    await form.getByPlaceholder(fields.message.placeholder, { exact: true }).fill("Is the boat still for sale?");
    await form.getByRole("button", { name: english.contact.form.submit }).click();
    const notice = page.getByRole("status").filter({ hasText: english.contact.notices.success.title });
    await expect(notice).toContainText(english.contact.notices.success.text);
    await expect(form.getByRole("link", { name: english.contact.form.privacyLink })).toHaveAttribute(
      "href",
      "/en/datenschutz/",
    );
  });

  test("the footer links the English legal pages", async ({ page }) => {
    await page.goto("/en/");
    const footer = page.locator("footer");
    const { imprintLinkLabel, privacyLinkLabel } = english.site.footer;
    await expect(footer.getByRole("link", { name: imprintLinkLabel })).toHaveAttribute("href", "/en/impressum/");
    await expect(footer.getByRole("link", { name: privacyLinkLabel })).toHaveAttribute("href", "/en/datenschutz/");
  });
});

test.describe("each edition points to the other", () => {
  test("a plain link in the other language, reached by keyboard, leads from German to English and back", async ({
    page,
  }) => {
    for (const [from, to, label, language] of [
      ["/", "/en/", "English", "en"],
      ["/en/", "/", "Deutsch", "de"],
    ] as const) {
      await page.goto(from);
      const link = page.getByRole("link", { name: label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", to);
      await expect(link).toHaveAttribute("hreflang", language);
      await expect(link).toHaveAttribute("lang", language);
      // The keyboard's second stop, after the skip link.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`^[^?#]+://[^/]+${to.replace(/\//g, "\\/")}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", language);
    }
  });

  test("the switch is a link without script: it works with JavaScript off", async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("hreflang de, en and x-default, a canonical address each, og:locale with its alternate", async ({ page }) => {
    await page.goto("/");
    const root = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!);
    expect(root.pathname).toBe("/");
    const alternates = { de: root.href, en: new URL("/en/", root).href, "x-default": root.href };
    for (const [path, locale, alternateLocale] of [
      ["/", "de_DE", "en_GB"],
      ["/en/", "en_GB", "de_DE"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, root).href);
      const links = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((all) => all.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      expect(Object.fromEntries(links)).toEqual(alternates);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", locale);
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute("content", alternateLocale);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new URL(path, root).href);
    }
  });

  test("the Product data is in English with the same price and rating; the FAQ follows the English questions", async ({
    page,
  }) => {
    await page.goto("/");
    const german = await structuredData(page);
    await page.goto("/en/");
    const inEnglish = await structuredData(page);
    const { ratingSummary } = content.reviews;
    expect(inEnglish.product.offers.price).toBe(content["return-model"].purchasePriceEuro);
    expect(inEnglish.product.offers.priceCurrency).toBe("EUR");
    expect(inEnglish.product.offers.price).toBe(german.product.offers.price);
    expect(inEnglish.product.aggregateRating).toEqual(german.product.aggregateRating);
    expect(inEnglish.product.aggregateRating).toMatchObject({
      ratingValue: ratingSummary.ratingValue.toFixed(1),
      reviewCount: ratingSummary.reviewCount,
    });
    expect(new URL(inEnglish.product.offers.url).pathname).toBe("/en/");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", inEnglish.product.description);
    // Both editions have FAQ data or neither (none while a buyer fact is open); the English one asks in English.
    const questions = (faq: typeof german.faq) => faq?.mainEntity.map((question) => question.name);
    expect(questions(inEnglish.faq)).toEqual(
      questions(german.faq) && english["buyer-facts"].topics.map((topic) => topic.question),
    );
  });

  test("the sitemap lists both editions with their alternates, the form's pages in neither", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/en\/<\/loc>/);
    expect(sitemap).toMatch(/hreflang="en" href="https:\/\/[^"]+\/en\/"/);
    expect(sitemap).not.toContain("/kontakt/");
  });
});

test.describe("the English page holds what the German page holds", () => {
  test.describe("with the video playing", () => {
    test.use({ reducedMotion: "no-preference" });

    test("no box moves while the page loads, its fonts arrive and the video starts", async ({ page }) => {
      // As on the German page (hero-video.spec.ts).
      expect(await elementsMovedWhileLoading(page, "/en/")).toEqual([]);
    });

    test("the video's buttons speak English and work", async ({ page }) => {
      await page.goto("/en/");
      const sound = page.getByRole("button", { name: "Turn sound on", exact: true });
      await sound.click();
      await expect(page.getByRole("button", { name: "Turn sound off", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByRole("button", { name: "Pause video", exact: true })).toBeVisible();
    });
  });

  test("requests no script while read and scrolled, and none from another origin", async ({ page, site }) => {
    const scripts = recordScriptRequests(page);
    const foreign = recordForeignRequests(page, site.url);
    await page.goto("/en/");
    await loadedAndIdle(page);
    await renderEverySection(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(scripts).toEqual([]);
    expect(foreign).toEqual([]);
    await expect(page.locator("astro-island[ssr]")).toHaveCount(2);
  });

  test("at a phone's 375 px nothing is wider than the screen and the e-mail example fits its field", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/en/#kontakt");
    await renderEverySection(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const email = page.locator('#kontakt input[type="email"]');
    await email.scrollIntoViewIfNeeded();
    const { text, room } = await placeholderAndRoom(email);
    expect(text).toBeGreaterThan(0);
    expect(text).toBeLessThanOrEqual(room);
  });

  test("has no accessibility violations (axe)", async ({ page }) => {
    await page.goto("/en/");
    await page.getByRole("button", { name: "Turn sound on" }).waitFor();
    await renderEverySection(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test("prints as an A4 exposé of at most 5 pages with English page numbers", async ({ page }) => {
    await page.goto("/en/");
    for (const image of await page.locator("img[loading=lazy]").all()) await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.emulateMedia({ media: "print" });
    const pages = await readPdfPages(new Uint8Array(await page.pdf({ format: "A4", printBackground: true })));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(5);
    const withoutSpace = (text: string) => text.replace(/\s+/g, "");
    const allText = withoutSpace(pages.map((pdfPage) => pdfPage.text).join(""));
    for (const heading of [english.hero.headline, english["technical-data"].heading, english.contact.heading]) {
      expect(allText).toContain(withoutSpace(heading));
    }
    pages.forEach((pdfPage, index) => {
      expect(pdfPage.text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  test("links its own exposé PDF, printed from the English page, at most 5 pages", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto("/en/");
    const links = page.getByRole("link", { name: /^Exposé as a PDF/ });
    await expect(links).toHaveCount(2);
    const href = (await links.first().getAttribute("href"))!;
    expect(href).toMatch(/^\/expose-[a-z0-9-]+-en\.pdf$/);
    await page.goto("/");
    await expect(page.locator("a[data-expose-pdf]").first()).not.toHaveAttribute("href", href);
    const file = testInfo.outputPath("expose-en.pdf");
    const { body, info: stdout, pages: pdfPages } = await downloadedPdf(request, href, file);
    expect(pdfPages).toBeLessThanOrEqual(5);
    expect(stdout).toMatch(/^Title:\s+\S/m);
    const { stdout: text } = await run("pdftotext", [file, "-"]);
    expect(text.replace(/\s+/g, " ")).toContain(english.contact.heading);
    const megabytes = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      body.byteLength / 1_000_000,
    );
    await page.goto("/en/");
    expect((await links.first().textContent())!.replace(/\s/g, " ")).toBe(
      `Exposé as a PDF (${pdfPages} pages, ${megabytes} MB)`,
    );
  });
});
