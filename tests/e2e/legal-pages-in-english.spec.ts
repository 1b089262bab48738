// The English Imprint and Privacy policy (/en/impressum/, /en/datenschutz/): translations that say at the top that the
// German page binds and link to it, in English (lang="en"), with the same sections as the German page for the owner's
// declarations. Expected texts come from the data files' English blocks and the German files' section flags, not from
// the pages' view code.
import AxeBuilder from "@axe-core/playwright";
import type { Locator } from "@playwright/test";
import { readSiteContent } from "../support/site-content.ts";
import { plain } from "../support/declared-texts.ts";
import { expect, test } from "./fixtures.ts";

const { content } = readSiteContent();
const { owner } = content;
const englishSite = content.site.en as { homeLinkLabel: string; footer: Record<string, string> };

interface EnglishSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}
interface EnglishLegalTexts {
  title: string;
  sections: EnglishSection[];
}

/** A data file's English block as the owner wrote it (the schema lets every text be left out; the guard refuses it). */
const englishOf = (file: { en?: unknown }, name: string) => {
  if (!file.en) throw new Error(`${name}: kein en:-Block`);
  return file.en as EnglishLegalTexts;
};

const sellsAsBusiness = owner.sellerType === "unternehmer" || owner.sellerType === "kleinunternehmer";

/** The German sections the owner's declarations show, each with its English counterpart by position. */
function shownSections(
  german: readonly { heading: string; onlyWithEditorialContent?: boolean; onlyForBusinessSellers?: boolean }[],
  english: EnglishLegalTexts,
) {
  return german.flatMap((section, index) =>
    (section.onlyWithEditorialContent && !owner.publishesEditorialContent) ||
    (section.onlyForBusinessSellers && !sellsAsBusiness)
      ? []
      : [english.sections[index]!],
  );
}

const legalPages = [
  {
    path: "/en/impressum/",
    footerLink: englishSite.footer.imprintLinkLabel!,
    germanPath: "/impressum/",
    germanTitle: content.imprint.title,
    english: englishOf(content.imprint, "imprint.yaml"),
    sections: shownSections(content.imprint.sections, englishOf(content.imprint, "imprint.yaml")),
  },
  {
    path: "/en/datenschutz/",
    footerLink: englishSite.footer.privacyLinkLabel!,
    germanPath: "/datenschutz/",
    germanTitle: content["privacy-policy"].title,
    english: englishOf(content["privacy-policy"], "privacy-policy.yaml"),
    sections: shownSections(
      content["privacy-policy"].sections,
      englishOf(content["privacy-policy"], "privacy-policy.yaml"),
    ),
  },
];

/** What a sighted reader sees: without the screen-reader note inside each placeholder mark. */
const seenText = (element: Locator) =>
  element.evaluate((node) => {
    const copy = node.cloneNode(true) as Element;
    for (const note of copy.querySelectorAll(".sr-only")) note.remove();
    return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
  });

/** A text's own words around its named fields, which the page fills in from other files. */
const wordsAround = (text: string) =>
  text
    .split(/\{[a-z-]+\}/)
    .map(plain)
    .filter((part) => part.length > 0);

for (const legalPage of legalPages) {
  test.describe(`the English page ${legalPage.path}`, () => {
    test("is in English and says first that the German page binds, linking to it", async ({ page, site }) => {
      await page.goto(legalPage.path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator("h1")).toHaveText(legalPage.english.title);
      const note = page.getByTestId("binding-version");
      await expect(note).toHaveCount(1);
      // At the top: before the first section.
      const noteBeforeSections = await note.evaluate((element) => {
        const firstSection = document.querySelector("main section");
        return !!firstSection && !!(element.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(noteBeforeSections).toBe(true);
      await expect(note).toContainText(/legally binding/);
      const germanLink = note.getByRole("link", { name: legalPage.germanTitle, exact: true });
      await expect(germanLink).toHaveAttribute("lang", "de");
      // On paper the German page's address follows its title (and joins the link's name, so found by its target).
      await page.emulateMedia({ media: "print" });
      const printedAfter = await note
        .locator(`a[href="${legalPage.germanPath}"]`)
        .evaluate((link) => getComputedStyle(link, "::after").content);
      expect(printedAfter).toMatch(new RegExp(`^" \\(https://[^"]+${legalPage.germanPath}\\)"$`));
      await page.emulateMedia({ media: "screen" });
      await germanLink.click();
      await expect(page).toHaveURL(`${site.url}${legalPage.germanPath}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.locator("h1")).toHaveText(legalPage.germanTitle);
      // The German page is the binding one and carries no such note.
      await expect(page.getByTestId("binding-version")).toHaveCount(0);
    });

    test("has the German page's sections for the owner's declarations, in English", async ({ page }) => {
      await page.goto(legalPage.path);
      await expect(page.locator("main h2")).toHaveText(legalPage.sections.map((section) => plain(section.heading)));
      for (const [index, section] of legalPage.sections.entries()) {
        const shown = plain(await seenText(page.locator("main section").nth(index)));
        for (const text of [...section.paragraphs, ...(section.list ?? [])]) {
          for (const words of wordsAround(text)) expect(shown).toContain(words);
        }
      }
    });

    test("is linked from the English page's footer and leads back to it", async ({ page, site }) => {
      await page.goto("/en/");
      await page.locator("footer").getByRole("link", { name: legalPage.footerLink, exact: true }).click();
      await expect(page).toHaveURL(`${site.url}${legalPage.path}`);
      await page.getByRole("link", { name: englishSite.homeLinkLabel, exact: true }).click();
      await expect(page).toHaveURL(`${site.url}/en/`);
    });

    test("has no accessibility violations (axe)", async ({ page }) => {
      await page.goto(legalPage.path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  });
}

test("the English Imprint shows the consumer-dispute and § 18 MStV sections exactly when the German one does", async ({
  page,
}) => {
  await page.goto("/impressum/");
  const germanSections = await page.locator("main h2").count();
  await page.goto("/en/impressum/");
  await expect(page.locator("main h2")).toHaveCount(germanSections);
});

test("the English privacy policy sets the right to object apart as the German one does", async ({ page }) => {
  const policy = legalPages[1]!;
  const highlighted = content["privacy-policy"].sections.flatMap((section, index) =>
    section.highlighted ? [plain(policy.english.sections[index]!.heading)] : [],
  );
  await page.goto(policy.path);
  await expect(page.locator("main section[data-highlighted] h2")).toHaveText(highlighted);
});

test("both English legal pages are in the sitemap beside their German pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  for (const { path, germanPath } of legalPages) {
    expect(sitemap).toMatch(new RegExp(`<loc>https://[^<]+${path}</loc>`));
    expect(sitemap).toMatch(new RegExp(`hreflang="de" href="https://[^"]+${germanPath}"`));
  }
});
