// An English form sent without JavaScript lands on the English thank-you and error pages, which the build makes from
// the German pages' shape with contact.yaml's and site.yaml's English texts. The English page that renders the form is
// phase B of the English edition (docs/i18n.md); until then a bare form on the site's origin posts what it will post.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { contactEndpoint } from "../../src/contact-form/paths.ts";
import { contactFieldSpecsIn } from "../../src/contact-form/field-specs.ts";
import { contactFieldRules } from "../../src/contact-form/field-rules.ts";
import { inLanguage } from "../../src/content-reading/translated-content.ts";
import { readSiteContent } from "../support/site-content.ts";
import { startSite, type RunningSite } from "../support/site-server.ts";
import { smtpEnvironment, startSmtpServer, type SmtpTestServer } from "../support/smtp-test-server.ts";

const english = inLanguage(readSiteContent().content.contact, "en", "contact.yaml");
const englishFields = contactFieldSpecsIn("en");
const englishRules = contactFieldRules.en;
/** A list item naming a field and starting with its rule; the page keeps „100 characters“ together (a no-break space). */
const startsWithRule = (label: string, rule: string) =>
  new RegExp(`^${label}: ${rule.slice(0, 20).replaceAll(" ", String.raw`\s`)}`);
const englishVisitor = {
  name: "Jane O'Neill",
  email: "jane.oneill@visitor.test",
  message: "Hello, is the boat still for sale? I would like to see it in spring.",
};

/** The English form's fields as plain HTML, its language in the hidden field the island's server render carries. */
const plainEnglishForm = `<!doctype html><html lang="en"><title>Form</title>
<form method="post" action="${contactEndpoint}">
  <input name="name"><input name="email"><textarea name="message"></textarea>
  <input type="hidden" name="language" value="en"><button type="submit">Send</button>
</form></html>`;

test.describe("the English contact form without JavaScript", () => {
  // One mail server and site for the three tests, on one worker.
  test.describe.configure({ mode: "default" });
  let smtp: SmtpTestServer;
  let site: RunningSite;

  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({ env: smtpEnvironment(smtp.port) });
  });

  test.beforeEach(() => smtp.clear());

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  async function openPlainForm(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route(`${site.url}/form-in-english/`, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: plainEnglishForm }),
    );
    await page.goto(`${site.url}/form-in-english/`);
    return page;
  }

  async function send(page: Page, fields: Record<string, string>) {
    for (const [name, value] of Object.entries(fields)) await page.locator(`[name=${name}]`).fill(value);
    await page.getByRole("button", { name: "Send" }).click();
  }

  test("a valid message: the English thank-you page, and the owner's mail says to answer in English", async ({
    browser,
  }) => {
    const page = await openPlainForm(browser);
    try {
      await send(page, englishVisitor);
      await expect(page).toHaveURL(`${site.url}/en/kontakt/danke/`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.notices.success.title);
      await expect(page.getByText(english.notices.success.text)).toBeVisible();

      const [mail] = await smtp.waitForMessages(1);
      expect(mail!.subject).toBe(`Neue Anfrage zum Hausboot von ${englishVisitor.name} (auf Englisch)`);
      expect(mail!.text).toContain("bitte auf Englisch antworten");
    } finally {
      await page.context().close();
    }
  });

  test("input the server refuses: the English error page names the fields with their English rules", async ({
    browser,
  }) => {
    const page = await openPlainForm(browser);
    try {
      await send(page, { ...englishVisitor, name: "   ", email: "broken" });
      await expect(page).toHaveURL(`${site.url}/en/kontakt/fehler/name-email/`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.notices.failure.title);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(english.failurePage.invalidFieldsHeading);
      await expect(page.getByTestId("fields-to-correct").getByRole("listitem")).toHaveText([
        startsWithRule(englishFields.name.label, englishRules.name.rule),
        startsWithRule(englishFields.email.label, englishRules.email.rule),
      ]);
      await expect(page.getByRole("link", { name: english.failurePage.backLabel })).toHaveAttribute(
        "href",
        "/en/#kontakt",
      );
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await page.context().close();
    }
  });

  test("the English thank-you and error pages ship no JavaScript, are not indexed and pass axe", async ({ page }) => {
    for (const path of ["/en/kontakt/danke/", "/en/kontakt/fehler/", "/en/kontakt/fehler/message/"]) {
      await page.goto(`${site.url}${path}`);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
      await expect(page.locator("script:not([type='application/ld+json'])"), path).toHaveCount(0);
      await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", /noindex/);
      await expect(page.locator("meta[property='og:locale']")).toHaveAttribute("content", "en_GB");
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
});
