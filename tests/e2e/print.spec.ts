import { readSiteContent } from "../support/site-content.ts";
import { expect, test, useSharedPage } from "./fixtures.ts";

const { content } = readSiteContent();
import { readPdfPages } from "./pdf-pages.ts";

test.describe("printing the page as an exposé", () => {
  // One page, loaded once and read in print by every check; the PDF check, which scrolls, comes last.
  const shared = useSharedPage(
    async (page) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Ton einschalten" }).waitFor();
      await page.emulateMedia({ media: "print" });
    },
    { viewport: { width: 1280, height: 900 } },
  );

  test("shows the poster instead of the video and hides the controls and the listing button", async () => {
    const { page } = shared;
    await expect(page.locator("#start video")).toBeHidden();
    await expect(page.getByRole("button", { name: "Ton einschalten" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Video pausieren" })).toBeHidden();
    await expect(page.locator("#start picture img")).toBeVisible();
    await expect(page.getByRole("link", { name: content.hero.ctaLabel })).toBeHidden();
  });

  test("replaces form controls with the contact details", async () => {
    const { page } = shared;
    const contact = page.locator("#kontakt");
    const controls = await contact.locator("input, textarea, button, form").all();
    expect(controls.length).toBeGreaterThanOrEqual(4);
    for (const control of controls) {
      await expect(control).toBeHidden();
    }
    await expect(page.getByTestId("print-contact-details")).toBeVisible();
    const details = page.getByTestId("print-contact-details");
    for (const part of [content.owner.name, content.owner.email, content.owner.phone])
      await expect(details).toContainText(part);
  });

  test("prints black text and the URLs of links", async () => {
    const { page } = shared;
    const color = await page.locator("#rendite h2").evaluate((heading) => getComputedStyle(heading).color);
    expect(color).toBe("rgb(0, 0, 0)");
    const bodyColor = await page
      .locator("#leben p")
      .first()
      .evaluate((p) => getComputedStyle(p).color);
    expect(bodyColor).toBe("rgb(0, 0, 0)");
    const printedUrl = await page
      .locator("footer")
      .getByRole("link", { name: content.site.footer.imprintLinkLabel })
      .evaluate((link) => getComputedStyle(link, "::after").content);
    expect(printedUrl).toContain("/impressum/");
  });

  test("keeps cards, table rows and reviews in one piece", async () => {
    const { page } = shared;
    const breakInside = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).breakInside);
    expect(await breakInside("#technische-daten .card")).toBe("avoid");
    expect(await breakInside("#rendite tbody tr")).toBe("avoid");
    expect(await breakInside("[data-testid=review]")).toBe("avoid");
  });

  test("puts the hero's facts, a moderate poster and the technical data first", async () => {
    const { page } = shared;
    const top = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
    expect(await top("#technische-daten")).toBeLessThan(await top("#leben"));
    expect(await top("#leben")).toBeLessThan(await top("#galerie"));
    const posterWidth = await page.locator("#start picture img").evaluate((image) => image.clientWidth);
    const pageWidth = await page.locator("main").evaluate((main) => main.clientWidth);
    expect(posterWidth / pageWidth).toBeLessThan(0.5);
  });

  test("renders an A4 exposé of at most 5 well-filled pages with a running header and page numbers", async () => {
    const { page } = shared;
    await page.emulateMedia({ media: "screen" });
    for (const image of await page.locator("img[loading=lazy]").all()) await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.emulateMedia({ media: "print" });
    const sectionHeadings = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((section) => section.querySelector("h1, h2")!.textContent!.trim()));
    expect(sectionHeadings).toHaveLength(7);
    const siteUrl = await page.locator("link[rel=canonical]").getAttribute("href");

    const pdf = await page.pdf({ format: "A4", printBackground: true });
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox\s*\[\s*0\s+0\s+595\.\d+\s+842\.\d+\s*\]/);
    const pages = await readPdfPages(new Uint8Array(pdf));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(5);

    const withoutSpace = (text: string) => text.replace(/\s+/g, "");
    const allText = withoutSpace(pages.map((pdfPage) => pdfPage.text).join(""));
    for (const heading of sectionHeadings) expect(allText).toContain(withoutSpace(heading));
    expect(withoutSpace(pages[0]!.text)).toContain(withoutSpace(content["technical-data"].heading));

    pages.forEach((pdfPage, index) => {
      const frame = [content.site.name, siteUrl, `Seite ${index + 1} von ${pages.length}`];
      const frameItems = pdfPage.textItems.filter((item) => frame.includes(item.text.trim()));
      expect(frameItems.map((item) => item.text.trim()).sort()).toEqual([...frame].sort());
      if (index === pages.length - 1) return;
      // The content area lies between the running header and the page number; at least half of it is used.
      const areaTop = Math.max(...frameItems.filter((item) => item.text !== frame[2]).map((item) => item.bottom));
      const areaBottom = frameItems.find((item) => item.text === frame[2])!.top;
      const printed = [...pdfPage.textItems.filter((item) => !frameItems.includes(item)), ...pdfPage.images];
      const contentBottom = Math.max(...printed.map((item) => item.bottom));
      expect((contentBottom - areaTop) / (areaBottom - areaTop), `page ${index + 1} filled`).toBeGreaterThan(0.5);
    });
  });
});
