import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "./fixtures.ts";
import { unreachableBlobsEnvironment } from "../support/blobs.ts";
import { contactPaths } from "../../src/contact-form/paths.ts";
import { visitor } from "../support/contact-requests.ts";
import { readSiteContent } from "../support/site-content.ts";
import { startSite, type RunningSite } from "../support/site-server.ts";
import {
  smtpEnvironment,
  startSmtpServer,
  testMailAddresses,
  type SmtpTestServer,
} from "../support/smtp-test-server.ts";

const { to: contactTo, from: contactFrom } = testMailAddresses;
// The owner's words for the close button and the error page's link back (contact.yaml); the notices are the spec's.
const { form: formTexts, failurePage } = readSiteContent().content.contact;
const successText = "Vielen Dank für Ihre Nachricht. Ich werde mich bald bei Ihnen melden.";
const failureText = "Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.";

function form(page: Page) {
  return page.getByRole("form", { name: "Kontaktformular" });
}

function fields(page: Page) {
  const scope = form(page);
  return {
    name: scope.getByLabel("Name", { exact: true }),
    email: scope.getByLabel("E-Mail", { exact: true }),
    message: scope.getByLabel("Nachricht", { exact: true }),
    submit: scope.getByRole("button", { name: /Nachricht senden|Wird gesendet/ }),
  };
}

/** The island has hydrated: it then leaves validation to the schema. */
async function formIsHydrated(page: Page): Promise<void> {
  await expect(form(page)).toHaveAttribute("novalidate", "");
}

/** Opens the page at the form, clicks into it as a visitor starts, and waits until the island has hydrated. */
async function openHydratedForm(page: Page, site: RunningSite): Promise<void> {
  await page.goto(`${site.url}/#kontakt`, { waitUntil: "domcontentloaded" });
  await fields(page).name.click();
  await formIsHydrated(page);
}

/** Every request to the contact function from now on. */
function postsTo(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === contactPaths.endpoint) posts.push(request.method());
  });
  return posts;
}

async function fillValid(page: Page): Promise<void> {
  const { name, email, message } = fields(page);
  await name.fill(visitor.name);
  await email.fill(visitor.email);
  await message.fill(visitor.message);
}

test.describe("contact form", () => {
  test.describe.configure({ mode: "serial" });

  let smtp: SmtpTestServer;
  let site: RunningSite;

  test.beforeAll(async () => {
    smtp = await startSmtpServer({ replyDelayMs: 600 });
    site = await startSite({ env: smtpEnvironment(smtp.port) });
  });

  test.beforeEach(() => smtp.clear());

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  test("sends a message: sending state, success notice, reset form, mail delivered", async ({ page }) => {
    await openHydratedForm(page, site);
    await fillValid(page);
    const { name, email, message, submit } = fields(page);

    await submit.click();
    await expect(submit).toHaveText("Wird gesendet...");
    await expect(submit).toBeDisabled();

    const notice = page.getByRole("status").filter({ hasText: "Nachricht gesendet!" });
    await expect(notice).toContainText(successText);
    await expect(submit).toHaveText("Nachricht senden");
    await expect(submit).toBeEnabled();
    await expect(name).toHaveValue("");
    await expect(email).toHaveValue("");
    await expect(message).toHaveValue("");

    const [mail] = await smtp.waitForMessages(1);
    expect(smtp.messages).toHaveLength(1);
    expect(mail!.subject).toBe(`Neue Anfrage zum Hausboot von ${visitor.name}`);
    expect(mail!.replyTo?.value).toEqual([{ address: visitor.email, name: visitor.name }]);
    expect(mail!.from?.value[0]?.address).toBe(contactFrom);
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.value.map((to) => to.address) : []).toEqual([contactTo]);
    expect(mail!.text).toContain(visitor.message);

    await page.getByRole("button", { name: formTexts.closeNotice }).click();
    await expect(notice).toHaveCount(0);
  });

  test("success notices disappear by themselves and at most three are shown", async ({ page }) => {
    await openHydratedForm(page, site);
    for (let i = 0; i < 4; i += 1) {
      await fillValid(page);
      await fields(page).submit.click();
      // The form is reset only once the server has accepted the message.
      await expect(fields(page).name).toHaveValue("");
    }
    const notices = page.getByRole("status").getByText("Nachricht gesendet!");
    await expect(notices).toHaveCount(3);
    await expect(notices).toHaveCount(0, { timeout: 8_000 });
    await smtp.waitForMessages(4);
  });

  test("shows the schema's message for every rule, focuses the first invalid field and revalidates", async ({
    page,
  }) => {
    await openHydratedForm(page, site);
    const { name, email, message, submit } = fields(page);

    await submit.click();
    await expect(name).toBeFocused();
    for (const [field, text] of [
      [name, "Bitte geben Sie Ihren Namen ein"],
      [email, "Bitte geben Sie eine gültige E-Mail-Adresse ein"],
      [message, "Ihre Nachricht sollte mindestens 10 Zeichen lang sein"],
    ] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(text);
    }

    const cases = [
      [name, "a".repeat(101), "Der Name darf höchstens 100 Zeichen lang sein"],
      [name, "Max\tMustermann", "Der Name darf keine Steuerzeichen enthalten"],
      [name, "   ", "Bitte geben Sie Ihren Namen ein"],
      [name, "abc\u202egnp.exe", "Bitte verwenden Sie nur Buchstaben, Ziffern und übliche Satzzeichen"],
      [
        name,
        "=?utf-8?b?QWRtaW4gPGFkbWluQGJhbmsuZGU+?=",
        "Bitte verwenden Sie nur Buchstaben, Ziffern und übliche Satzzeichen",
      ],
      [name, "\u3164", "Bitte verwenden Sie nur Buchstaben, Ziffern und übliche Satzzeichen"],
      [
        name,
        "Sparkasse Kundenservice <sicherheit@sparkasse.de>",
        'Bitte geben Sie nur Ihren Namen ein, ohne E-Mail-Adresse und ohne die Zeichen < > @ "',
      ],
      [
        name,
        "Sparkasse ＜sicherheit＠sparkasse.de＞",
        'Bitte geben Sie nur Ihren Namen ein, ohne E-Mail-Adresse und ohne die Zeichen < > @ "',
      ],
      [email, "Max <max@beispiel.de>", "Bitte geben Sie eine gültige E-Mail-Adresse ein"],
      [email, "a@beispiel.de, b@beispiel.de", "Bitte geben Sie eine gültige E-Mail-Adresse ein"],
      [email, `${"a".repeat(65)}@beispiel.de`, "Vor dem @ dürfen höchstens 64 Zeichen stehen"],
      [
        email,
        `${"a".repeat(64)}.${"b".repeat(179)}@beispiel.de`,
        "Die E-Mail-Adresse darf höchstens 255 Zeichen lang sein",
      ],
      // 193 characters as typed, 256 in the punycode the mail carries.
      [
        email,
        `${"a".repeat(64)}@${"bücher.".repeat(9)}${"x".repeat(62)}.de`,
        "Die E-Mail-Adresse darf höchstens 255 Zeichen lang sein",
      ],
      [message, "123456789", "Ihre Nachricht sollte mindestens 10 Zeichen lang sein"],
      [message, "x".repeat(1001), "Ihre Nachricht darf höchstens 1000 Zeichen lang sein"],
    ] as const;
    for (const [field, value, text] of cases) {
      await field.fill(value);
      await expect(field).toHaveAccessibleDescription(text);
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }

    await fillValid(page);
    for (const field of [name, email, message]) {
      await expect(field).not.toHaveAttribute("aria-invalid");
      await expect(field).toHaveAccessibleDescription("");
    }

    // The island refuses before anything leaves the page: the post would start within the click.
    const posts = postsTo(page);
    await email.fill("kaputt");
    await submit.click();
    await expect(email).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("has no axe violations with error messages and a notice shown", async ({ page }) => {
    // Two full axe runs: on a busy 2-core machine they alone took over 40 s.
    test.slow();
    await openHydratedForm(page, site);
    await fields(page).submit.click();
    await expect(fields(page).name).toHaveAttribute("aria-invalid", "true");
    const withErrors = await new AxeBuilder({ page }).analyze();
    expect(withErrors.violations).toEqual([]);

    await fillValid(page);
    await fields(page).submit.click();
    await expect(page.getByRole("status")).toContainText("Nachricht gesendet!");
    const withNotice = await new AxeBuilder({ page }).include("#kontakt").analyze();
    expect(withNotice.violations).toEqual([]);
  });

  test("leaves nothing in localStorage, sessionStorage or cookies after sending", async ({ page, context }) => {
    await openHydratedForm(page, site);
    await fillValid(page);
    await fields(page).submit.click();
    await expect(page.getByRole("status")).toContainText("Nachricht gesendet!");

    const storage = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
    }));
    expect(storage).toEqual({ local: 0, session: 0, cookie: "" });
    expect(await context.cookies()).toEqual([]);
  });

  test("text typed before React arrives survives, and the mail carries exactly what was typed", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(`${site.url}/#kontakt`);
    const { name, email, message, submit } = fields(page);
    await name.click();
    await name.pressSequentially(visitor.name);
    await email.click();
    await email.pressSequentially(visitor.email);
    await message.click();
    await message.pressSequentially(visitor.message);
    await expect(form(page)).not.toHaveAttribute("novalidate");

    scripts.release();
    await formIsHydrated(page);
    await expect(name).toHaveValue(visitor.name);
    await expect(email).toHaveValue(visitor.email);
    await expect(message).toHaveValue(visitor.message);
    await expect(message).toBeFocused();
    await submit.click();
    await expect(page.getByRole("status")).toContainText("Nachricht gesendet!");

    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.subject).toBe(`Neue Anfrage zum Hausboot von ${visitor.name}`);
    expect(mail!.replyTo?.value).toEqual([{ address: visitor.email, name: visitor.name }]);
    expect(mail!.text).toContain(`Name: ${visitor.name}\n`);
    expect(mail!.text).toContain(`Nachricht:\n${visitor.message}\n`);
  });

  test("a form sent before React arrives is the plain form post: the thank-you page and exactly one mail", async ({
    page,
  }) => {
    await holdScripts(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto(`${site.url}/#kontakt`);
    await fillValid(page);
    await fields(page).submit.click();
    await expect(page).toHaveURL(`${site.url}/kontakt/danke/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nachricht gesendet!");

    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.subject).toBe(`Neue Anfrage zum Hausboot von ${visitor.name}`);
    expect(posts).toEqual([`${site.url}/api/send-contact-email`]);
    expect(smtp.received()).toBe(1);
  });

  test("submits without JavaScript: 303 to the thank-you page and the mail arrives", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${site.url}/#kontakt`);
      await expect(form(page)).not.toHaveAttribute("novalidate");
      const { submit } = fields(page);

      // Native constraints stop an empty form before it leaves the browser, focusing the first empty field.
      const posts = postsTo(page);
      await submit.click();
      await expect(fields(page).name).toBeFocused();
      expect(posts).toEqual([]);

      await fillValid(page);
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url().endsWith("/api/send-contact-email")),
        submit.click(),
      ]);
      expect(response.status()).toBe(303);
      await expect(page).toHaveURL(`${site.url}/kontakt/danke/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nachricht gesendet!");
      await expect(page.getByText(successText)).toBeVisible();
      expect(posts).toEqual(["POST"]);

      const [mail] = await smtp.waitForMessages(1);
      expect(mail!.subject).toBe(`Neue Anfrage zum Hausboot von ${visitor.name}`);
      expect(mail!.text).toContain(visitor.message);
    } finally {
      await context.close();
    }
  });

  test("without JavaScript, input the server rejects leads to the error page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${site.url}/#kontakt`);
      await fillValid(page);
      // Passes the browser's `required`, fails the schema's trim.
      await fields(page).name.fill("   ");
      await fields(page).submit.click();
      await expect(page).toHaveURL(`${site.url}/kontakt/fehler/name/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fehler");
      await expect(page.getByTestId("fields-to-correct").getByRole("listitem")).toHaveText([/^Name:/]);
      await expect(page.getByText(failureText)).toBeVisible();
      await expect(page.getByRole("link", { name: failurePage.backLabel })).toHaveAttribute("href", "/#kontakt");
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await context.close();
    }
  });

  test("the thank-you and error pages ship no JavaScript and are not indexed", async ({ page }) => {
    for (const path of ["/kontakt/danke/", "/kontakt/fehler/"]) {
      await page.goto(`${site.url}${path}`);
      await expect(page.locator("script:not([type='application/ld+json'])"), path).toHaveCount(0);
      await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", /noindex/);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
});

test.describe("contact form when the mail server is gone", () => {
  let smtp: SmtpTestServer;

  test.beforeEach(async () => {
    smtp = await startSmtpServer();
  });

  test.afterEach(async () => {
    await smtp?.stop();
  });

  test("with the store, the visitor is told the message was sent, since it is kept and delivered later", async ({
    page,
  }) => {
    const site = await startSite({ env: smtpEnvironment(smtp.port) });
    try {
      await smtp.stop();
      await openHydratedForm(page, site);
      await fillValid(page);
      await fields(page).submit.click();

      await expect(page.getByRole("status")).toContainText(successText);
      await expect(fields(page).name).toHaveValue("");
      expect(site.logs.join("\n")).toMatch(/gespeichert, Versand fehlgeschlagen code=E\w+/);
    } finally {
      await site.stop();
    }
  });

  test.describe("and the store is unavailable too", () => {
    let site: RunningSite;

    test.beforeEach(async () => {
      site = await startSite({ env: { ...smtpEnvironment(smtp.port), ...(await unreachableBlobsEnvironment()) } });
      await smtp.stop();
    });

    test.afterEach(async () => {
      await site?.stop();
    });

    test("shows the 'Fehler' notice, keeps the values and logs no personal data", async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on("console", (entry) => {
        if (entry.type() === "error") consoleErrors.push(entry.text());
      });

      await openHydratedForm(page, site);
      await fillValid(page);
      await fields(page).submit.click();

      const alert = page.getByRole("alert").filter({ hasText: "Fehler" });
      await expect(alert).toContainText(failureText);
      const { name, email, message, submit } = fields(page);
      await expect(name).toHaveValue(visitor.name);
      await expect(email).toHaveValue(visitor.email);
      await expect(message).toHaveValue(visitor.message);
      await expect(submit).toBeEnabled();

      await expect.poll(() => consoleErrors.some((line) => line.includes("Kontaktformular"))).toBe(true);
      for (const line of [...consoleErrors, ...site.logs]) {
        expect(line).not.toContain(visitor.name);
        expect(line).not.toContain(visitor.email);
        expect(line).not.toContain("Grüße");
      }

      await page.getByRole("button", { name: formTexts.closeNotice }).click();
      await expect(alert).toHaveCount(0);
    });

    test("without JavaScript, the form post lands on the error page", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        await page.goto(`${site.url}/#kontakt`);
        await fillValid(page);
        await fields(page).submit.click();
        await expect(page).toHaveURL(`${site.url}/kontakt/fehler/`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fehler");
        await expect(page.getByText(failureText)).toBeVisible();
        await expect(page.getByRole("link", { name: failurePage.backLabel })).toHaveAttribute("href", "/#kontakt");
      } finally {
        await context.close();
      }
    });
  });
});
