import AxeBuilder from "@axe-core/playwright";
import { markedSegmentsText, readSiteContent } from "../support/site-content.ts";
import {
  expect,
  loadedAndIdle,
  recordForeignRequests,
  recordScriptRequests,
  renderEverySection,
  test,
  useSharedPage,
} from "./fixtures.ts";

// What the page must show, from the project's own content and the view code that computes the figures: the tests
// hold for whatever valid content the owner writes.
const { content, page: expected } = readSiteContent();

test.describe("the landing page", () => {
  test.describe("as loaded, read without scrolling or a click", () => {
    const shared = useSharedPage((page) => page.goto("/"));

    test("shows the seven sections in order with their headings", async () => {
      const { page } = shared;
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.locator("h1")).toHaveText(content.hero.headline);
      const sections = await page
        .locator("main > section")
        .evaluateAll((all) =>
          all.map((section) => ({ id: section.id, heading: section.querySelector("h1, h2")?.textContent?.trim() })),
        );
      expect(sections).toEqual([
        { id: "start", heading: content.hero.headline },
        { id: "leben", heading: content["life-aboard"].heading },
        { id: "galerie", heading: content.gallery.heading },
        { id: "technische-daten", heading: content["technical-data"].heading },
        { id: "rendite", heading: content["return-model-texts"].heading },
        { id: "bewertungen", heading: content.reviews.heading },
        { id: "kontakt", heading: content.contact.heading },
      ]);
      await expect(page.locator("#kontakt")).toContainText(content.contact.subtitle);
    });

    test("hero: subtitle, the three info cards and the listing link", async () => {
      const { page } = shared;
      const hero = page.locator("#start");
      const { infoCards } = expected.hero;
      await expect(hero).toContainText(expected.hero.subtitle);
      const cards = hero.getByRole("list", { name: infoCards.listLabel }).getByRole("listitem");
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(0)).toContainText(infoCards.location.town);
      await expect(cards.nth(0)).toContainText(infoCards.location.detail);
      // The rating with its platform, date and whose listing it rates, visible where it stands.
      const { rating } = infoCards;
      await expect(cards.nth(1)).toContainText(`${rating.value} ${rating.outOf}`);
      for (const part of [rating.count, rating.listing]) await expect(cards.nth(1).getByText(part)).toBeVisible();
      await expect(cards.nth(1)).toContainText(content.reviews.ratingSummary.source);
      await expect(cards.nth(1)).toContainText(content.reviews.ratingSummary.asOf);
      await expect(cards.nth(2).getByTestId("hero-yield")).toContainText(infoCards.yield.value);
      await expect(cards.nth(2).getByTestId("hero-yield-note")).toBeVisible();
      await expect(cards.nth(2)).toContainText(infoCards.yield.note);

      const cta = hero.getByRole("link", { name: expected.hero.ctaLabel });
      await expect(cta).toHaveAttribute("href", content.site.listingUrl);
      await expect(cta).toHaveAttribute("target", "_blank");
      await expect(cta).toHaveAttribute("rel", "noopener noreferrer");
    });

    test("'Leben auf dem Wasser' tells the story with the boat's facts in it, beside a described photo", async () => {
      const { page } = shared;
      const section = page.locator("#leben");
      await expect(section.locator("p")).toHaveText(expected.lifeAboard.paragraphs);
      await expect(section.locator("img")).toHaveAttribute("alt", expected.lifeAboard.photoAlt);
    });

    test("technical data shows every fact of the boat, formatted", async () => {
      const { page } = shared;
      const cards = page.locator("#technische-daten dl > div");
      await expect(cards.locator("dt")).toHaveText(expected.technicalData.rows.map((row) => row.label));
      await expect(cards.locator("dd")).toHaveText(expected.technicalData.rows.map((row) => row.value));
    });

    test("the return model is a real table with the nine computed values and a risk notice", async () => {
      const { page } = shared;
      const section = page.locator("#rendite");
      for (const paragraph of expected.returnModel.intro) {
        await expect(section).toContainText(markedSegmentsText(paragraph));
      }
      const table = section.getByRole("table", { name: expected.returnModel.table.caption });
      await expect(table.locator("tbody th[scope=row]")).toHaveText(
        expected.returnModel.table.rows.map((row) => row.label),
      );
      await expect(table.locator("tbody td")).toHaveText(expected.returnModel.table.rows.map((row) => row.value));
      const notice = section.getByTestId("risk-notice");
      await expect(notice).toBeVisible();
      await expect(notice.getByTestId("risk-warnings").locator("p")).toHaveText(
        expected.returnModel.riskNotice.warnings.map(({ text }) => text),
      );
      await expect(notice).toContainText(expected.returnModel.riskNotice.closing);
    });

    test("the guests' reviews, newest first, with stars, text, author and month", async () => {
      const { page } = shared;
      const reviews = page.getByTestId("review");
      await expect(reviews).toHaveCount(expected.reviews.reviews.length);
      for (const [index, review] of expected.reviews.reviews.entries()) {
        const card = reviews.nth(index);
        await expect(card.getByRole("img", { name: review.starsLabel })).toBeVisible();
        await expect(card.locator("blockquote")).toContainText(review.text.slice(0, 40));
        await expect(card).toContainText(`${review.author}, ${review.monthLabel}`);
      }
    });

    test("footer links to Impressum and Datenschutz", async () => {
      const { page } = shared;
      const footer = page.locator("footer");
      const { imprintLinkLabel, privacyLinkLabel } = content.site.footer;
      await expect(footer.getByRole("link", { name: imprintLinkLabel })).toHaveAttribute("href", "/impressum/");
      await expect(footer.getByRole("link", { name: privacyLinkLabel })).toHaveAttribute("href", "/datenschutz/");
    });
  });

  test("on a phone the 'Leben auf dem Wasser' photo loads as it comes near, not with the first view", async ({
    page,
  }) => {
    const height = 915;
    await page.setViewportSize({ width: 412, height });
    // A round trip of 300 ms makes Chromium rate the connection 3G and fetch lazy images from 2,500 px ahead.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 300,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/");
    await loadedAndIdle(page);
    const photo = page.locator("#leben img");
    const { files, distanceBelowView } = await photo.evaluate((image) => ({
      files: [image, ...image.parentElement!.querySelectorAll("source")]
        .flatMap((element) => [
          element.getAttribute("src") ?? "",
          ...(element.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(" ")[0]!),
        ])
        .filter(Boolean),
      distanceBelowView: image.getBoundingClientRect().top - innerHeight,
    }));
    const photoRequests = () => requested.filter((url) => files.some((file) => url.endsWith(file)));
    test.skip(distanceBelowView <= height, "the owner's story is short enough to put the photo in the first screens");
    expect(photoRequests()).toEqual([]);
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeTruthy();
    expect(photoRequests()).toHaveLength(1);
  });

  test("a link to a section lands on that section", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/#kontakt");
    const top = () => page.locator("#kontakt").evaluate((section) => Math.abs(section.getBoundingClientRect().top));
    await expect.poll(top).toBeLessThan(50);
  });

  test.describe("with the video playing", () => {
    test.use({ reducedMotion: "no-preference" });

    test("makes no request to another origin, even after scrolling and playing the video", async ({ page, site }) => {
      const foreign = recordForeignRequests(page, site.url);
      await page.goto("/");
      await page.getByRole("button", { name: "Video pausieren" }).waitFor();
      for (const section of await page.locator("main > section").all()) await section.scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
      expect(foreign).toEqual([]);
    });
  });

  test("requests no script while the visitor reads and scrolls without touching a control", async ({ page }) => {
    const scripts = recordScriptRequests(page);
    await page.goto("/");
    // Reading until the browser is idle after load: where an idle island, or a visible one in the first view,
    // would have asked for React.
    await loadedAndIdle(page);
    // Scroll with the wheel while the pointer rests on the page, as on a desktop, where the form passes under it.
    const height = page.viewportSize()!.height;
    const form = (await page.getByRole("form", { name: "Kontaktformular" }).boundingBox())!;
    const pointer = { x: form.x + form.width / 2, y: height - 10 };
    await page.mouse.move(pointer.x, pointer.y);
    let formPassedUnderPointer = false;
    while (!(await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1))) {
      await page.mouse.wheel(0, height / 2);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      formPassedUnderPointer ||= await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest("form")),
        pointer,
      );
    }
    expect(formPassedUnderPointer).toBe(true);
    // Every section has been in view, so a visible island would have asked for its script by the next idle period.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(scripts).toEqual([]);
    await expect(page.locator("astro-island[ssr]")).toHaveCount(2);
  });

  test("has no accessibility violations (axe)", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ton einschalten" }).waitFor();
    await renderEverySection(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
