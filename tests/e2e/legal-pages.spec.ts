import AxeBuilder from "@axe-core/playwright";
import { owner } from "../../src/content/owner.ts";
import { isPlaceholder } from "../../src/content/placeholder.ts";
import { expect, test } from "./fixtures.ts";

const legalPages = [
  {
    path: "/impressum/",
    footerLink: "Impressum",
    heading: "Impressum",
    sectionHeadings: [
      "Angaben gemäß § 5 DDG",
      "Kontakt",
      ...(owner.publishesEditorialContent ? ["Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV"] : []),
      "Verbraucherstreitbeilegung",
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
      "Kontakt per E-Mail oder Telefon",
      "Wie lange ich Ihre Anfrage aufbewahre",
      "Empfänger Ihrer Daten",
      "Bewertungen von Gästen",
      "Keine Cookies, kein Tracking, keine Analyse-Tools",
      "Keine Anfragen an Dritte",
      "Link zum Ferienvermietungsangebot",
      "Ihre Rechte",
      "Ihr Widerspruchsrecht nach Art. 21 DSGVO",
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

test("the privacy policy sets the right to object apart and highlights it (Art. 21 Abs. 4 DSGVO)", async ({ page }) => {
  await page.goto("/datenschutz/");
  const highlighted = page.locator("main section[data-highlighted]");
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted.locator("h2")).toHaveText("Ihr Widerspruchsrecht nach Art. 21 DSGVO");
  await expect(highlighted).toContainText("jederzeit widersprechen");
  const border = await highlighted.evaluate((section) => getComputedStyle(section).borderTopWidth);
  expect(parseFloat(border)).toBeGreaterThanOrEqual(2);
});

test("the privacy policy names the processors, the retention periods and the reviewers' data", async ({ page }) => {
  await page.goto("/datenschutz/");
  const main = page.locator("main");
  await expect(main).toContainText("Netlify Functions");
  await expect(main).toContainText(
    "legt die Funktion Ihre Angaben vor dem Versand in einem Datenspeicher von Netlify ab",
  );
  await expect(main).toContainText("Art. 6 Abs. 1 lit. b DSGVO oder lit. f DSGVO");
  await expect(main).toContainText("Sobald die E-Mail zugestellt ist, löscht die Funktion die gespeicherten Angaben");
  await expect(main).toContainText("spätestens nach sieben Tagen");
  await expect(main).toContainText(owner.mailProvider.name);
  await expect(main).toContainText("Art. 13 Abs. 1 lit. e DSGVO");
  await expect(main).toContainText("Geschäftsbriefe sechs Jahre, Buchungsbelege acht Jahre");
  await expect(main).toContainText("Art. 6 Abs. 1 lit. c DSGVO");
  await expect(main).toContainText("Art. 14 DSGVO");
  await expect(main).toContainText(`Netlify speichert die Logdateien ${owner.hostingLogRetention}`);
});

test("both legal pages are listed in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/impressum\/<\/loc>/);
  expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/datenschutz\/<\/loc>/);
});
