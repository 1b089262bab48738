import AxeBuilder from "@axe-core/playwright";
import type { Locator } from "@playwright/test";
import { maxStoredDays } from "../../src/contact-form/delivery.ts";
import { describeCollectedData } from "../../src/contact-form/field-rules.ts";
import { formatsIn } from "../../src/formatting/format.ts";
import { imprintSections, privacyPolicySections } from "../../src/views/legal-pages.ts";
import { readSiteContent } from "../support/site-content.ts";
import { expect, test, useSharedPage } from "./fixtures.ts";

const { numberInWords, typeset } = formatsIn("de");

// Both pages as the view code builds them from the project's own data files.
const { content, placeholders } = readSiteContent();
const { owner, site } = content;
const legalPages = [
  {
    path: "/impressum/",
    footerLink: site.footer.imprintLinkLabel,
    heading: content.imprint.title,
    sections: imprintSections(content.imprint, owner),
  },
  {
    path: "/datenschutz/",
    footerLink: site.footer.privacyLinkLabel,
    heading: content["privacy-policy"].title,
    sections: privacyPolicySections(content["privacy-policy"], owner, content.reviews),
  },
];
// The owner's name, while owner.yaml still leaves it open: then both pages mark it.
const openOwnerName = placeholders
  .filter(({ file, path }) => file === "src/content/owner.yaml" && path.join() === "name")
  .map(() => owner.name);

for (const legalPage of legalPages) {
  test.describe(`the page ${legalPage.path}`, () => {
    // The checks that only read the page share one load of it; the print check, which switches to print, comes last.
    const shared = useSharedPage((page) => page.goto(legalPage.path));

    test("is reachable from the footer of the landing page and links back", async ({ page, site }) => {
      await page.goto("/");
      await page.locator("footer").getByRole("link", { name: legalPage.footerLink, exact: true }).click();
      await expect(page).toHaveURL(`${site.url}${legalPage.path}`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(legalPage.heading);
      await page.getByRole("link", { name: content.site.homeLinkLabel }).click();
      await expect(page).toHaveURL(`${site.url}/`);
    });

    test("has its sections in order, each with its paragraphs and list", async () => {
      const { page } = shared;
      await expect(page.locator("main h2")).toHaveText(legalPage.sections.map((section) => section.heading));
      // What a sighted reader sees: without the screen-reader note inside each placeholder mark.
      const seen = (items: Locator) =>
        items.evaluateAll((elements) =>
          elements.map((element) => {
            const copy = element.cloneNode(true) as Element;
            for (const note of copy.querySelectorAll(".sr-only")) note.remove();
            return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
          }),
        );
      const plain = (texts: readonly string[]) => texts.map((text) => typeset(text).replace(/\s+/g, " ").trim());
      for (const [index, section] of legalPage.sections.entries()) {
        const shown = page.locator("main section").nth(index);
        expect(await seen(shown.locator("p"))).toEqual(plain(section.paragraphs));
        expect(await seen(shown.locator("li"))).toEqual(plain(section.list ?? []));
      }
    });

    test("shows the owner's name and a mail link to the owner", async () => {
      const { page } = shared;
      const main = page.locator("main");
      await expect(main).toContainText(owner.name);
      await expect(main.getByRole("link", { name: owner.email }).first()).toHaveAttribute(
        "href",
        `mailto:${owner.email}`,
      );
    });

    test("marks every placeholder and explains what to do", async () => {
      const { page } = shared;
      const marked = await page
        .locator("main mark[data-placeholder]")
        .evaluateAll((marks) => marks.map((mark) => mark.firstChild?.textContent ?? ""));
      const bracketedTexts = ((await page.locator("main").textContent()) ?? "").match(/\[[^\]]+\]/g) ?? [];
      expect(marked).toEqual(bracketedTexts);
      expect(marked).toEqual(expect.arrayContaining(openOwnerName));
      // One note above the page exactly while it marks a placeholder.
      await expect(page.getByTestId("placeholder-note")).toHaveText(
        marked.length === 0 ? [] : [/Platzhalter – vor Veröffentlichung ersetzen/],
      );
    });

    test("ships no JavaScript", async ({ page, request }) => {
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(r.url());
      });
      // goto waits for the load event, which waits for every script the page asks for.
      await page.goto(legalPage.path);
      expect(scripts).toEqual([]);
      const html = await (await request.get(legalPage.path)).text();
      expect(html).not.toContain("astro-island");
      expect(html.match(/<script(?![^>]*application\/ld\+json)/g)).toBeNull();
    });

    test("has no accessibility violations (axe)", async () => {
      const { page } = shared;
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });

    test("prints black headings and text without repeating link addresses", async () => {
      const { page } = shared;
      await page.emulateMedia({ media: "print" });
      // Retried: for a visitor who asked for less motion every change of style is a transition of 0.01 ms.
      for (const selector of ["main h1", "main h2", "main section p"]) {
        await expect(page.locator(selector).first()).toHaveCSS("color", "rgb(0, 0, 0)");
      }
      await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
      await expect(page.getByRole("link", { name: site.homeLinkLabel })).toBeHidden();
      const mailLinkAfter = await page
        .locator("main")
        .getByRole("link", { name: owner.email })
        .first()
        .evaluate((link) => getComputedStyle(link, "::after").content);
      expect(mailLinkAfter).toBe("none");
    });
  });
}

test("the privacy policy sets the right to object apart and highlights it (Art. 21 Abs. 4 DSGVO)", async ({ page }) => {
  const highlightedSections = legalPages[1]!.sections.filter((section) => section.highlighted);
  await page.goto("/datenschutz/");
  const highlighted = page.locator("main section[data-highlighted]");
  await expect(highlighted.locator("h2")).toHaveText(highlightedSections.map((section) => section.heading));
  await expect(highlighted.first()).toContainText("Art. 21");
  const border = await highlighted.first().evaluate((section) => getComputedStyle(section).borderTopWidth);
  expect(parseFloat(border)).toBeGreaterThanOrEqual(2);
});

test("the privacy policy names the form's fields, the owner's mail provider and log retention and the store's deletion deadline", async ({
  page,
}) => {
  await page.goto("/datenschutz/");
  const main = page.locator("main");
  await expect(main).toContainText(owner.mailProvider.name);
  await expect(main).toContainText(owner.hostingLogRetention);
  await expect(main).toContainText(`${numberInWords(maxStoredDays)} Tagen`);
  // The form's fields as src/contact-form/field-specs.ts lists them, filled into {formular-angaben}.
  await expect(main).toContainText(`Ihre Angaben: ${describeCollectedData()}.`);
});

test("both legal pages are listed in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/impressum\/<\/loc>/);
  expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/datenschutz\/<\/loc>/);
});
