import AxeBuilder from "@axe-core/playwright";
import { isPlaceholder, owner } from "../../src/content/owner.ts";
import { expect, test } from "./fixtures.ts";

const legalPages = [
  {
    path: "/impressum/",
    footerLink: "Impressum",
    heading: "Impressum",
    sectionHeadings: [
      "Angaben gemäß § 5 DDG",
      "Kontakt",
      "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      "Verbraucherstreitbeilegung",
      "Haftung für Inhalte",
      "Haftung für Links",
    ],
  },
  {
    path: "/datenschutz/",
    footerLink: "Datenschutz",
    heading: "Datenschutzerklärung",
    sectionHeadings: [
      "Verantwortlicher",
      "Hosting bei Netlify",
      "Zweck, Rechtsgrundlage und Speicherdauer beim Hosting",
      "Kontaktformular",
      "Keine Cookies, kein Tracking, keine Analyse-Tools",
      "Keine Anfragen an Dritte",
      "Link zum Ferienvermietungsangebot",
      "Ihre Rechte",
      "SSL/TLS-Verschlüsselung",
      "Stand",
    ],
  },
] as const;

for (const legalPage of legalPages) {
  test.describe(`the page ${legalPage.path}`, () => {
    test("is reachable from the footer of the landing page and links back", async ({ page, site }) => {
      await page.goto("/");
      await page.locator("footer").getByRole("link", { name: legalPage.footerLink, exact: true }).click();
      await expect(page).toHaveURL(`${site.url}${legalPage.path}`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(legalPage.heading);
      await page.getByRole("link", { name: "Zur Startseite" }).click();
      await expect(page).toHaveURL(`${site.url}/`);
    });

    test("has the required section headings in order", async ({ page }) => {
      await page.goto(legalPage.path);
      await expect(page.locator("main h2")).toHaveText([...legalPage.sectionHeadings]);
    });

    test("shows the owner's name and a mail link to the owner", async ({ page }) => {
      await page.goto(legalPage.path);
      const main = page.locator("main");
      await expect(main).toContainText(owner.name);
      await expect(main.getByRole("link", { name: owner.email }).first()).toHaveAttribute(
        "href",
        `mailto:${owner.email}`,
      );
    });

    test("marks every placeholder and explains what to do", async ({ page }) => {
      await page.goto(legalPage.path);
      const marked = await page
        .locator("main mark[data-placeholder]")
        .evaluateAll((marks) => marks.map((mark) => mark.firstChild?.textContent ?? ""));
      const bracketedTexts = ((await page.locator("main").textContent()) ?? "").match(/\[[^\]]+\]/g) ?? [];
      expect(marked).toEqual(bracketedTexts);
      if (isPlaceholder(owner.name)) expect(marked).toContain(owner.name);
      const note = page.getByTestId("placeholder-note");
      if (marked.length === 0) {
        await expect(note).toHaveCount(0);
      } else {
        await expect(note).toContainText("Platzhalter – vor Veröffentlichung ersetzen");
      }
    });

    test("ships no JavaScript", async ({ page, request }) => {
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(r.url());
      });
      await page.goto(legalPage.path);
      await page.waitForLoadState("networkidle");
      expect(scripts).toEqual([]);
      const html = await (await request.get(legalPage.path)).text();
      expect(html).not.toContain("astro-island");
      expect(html.match(/<script(?![^>]*application\/ld\+json)/g)).toBeNull();
    });

    test("has no accessibility violations (axe)", async ({ page }) => {
      await page.goto(legalPage.path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });

    test("prints black headings and text without repeating link addresses", async ({ page }) => {
      await page.goto(legalPage.path);
      await page.emulateMedia({ media: "print" });
      const color = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).color);
      expect(await color("main h1")).toBe("rgb(0, 0, 0)");
      expect(await color("main h2")).toBe("rgb(0, 0, 0)");
      expect(await color("main section p")).toBe("rgb(0, 0, 0)");
      const background = await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor);
      expect(background).toBe("rgb(255, 255, 255)");
      await expect(page.getByRole("link", { name: "Zur Startseite" })).toBeHidden();
      const mailLinkAfter = await page
        .locator("main")
        .getByRole("link", { name: owner.email })
        .first()
        .evaluate((link) => getComputedStyle(link, "::after").content);
      expect(mailLinkAfter).toBe("none");
    });
  });
}

test("both legal pages are listed in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/impressum\/<\/loc>/);
  expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/datenschutz\/<\/loc>/);
});
