// An English visitor writes: the function over real HTTP with a real SMTP server (and the local Blobs store where a
// failure keeps the enquiry), answering in English; the German answers are covered in send-contact-email.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactFieldSpecs, contactFieldSpecsIn } from "../../src/contact-form/field-specs.ts";
import { startTestBlobs, type TestBlobs } from "../support/blobs.ts";
import { createFixtureRoot, postForm, postJson, siteStartTimeoutMs } from "../support/contact-requests.ts";
import { startSite, type RunningSite } from "../support/site-server.ts";
import { smtpEnvironment, startSmtpServer, type SmtpTestServer } from "../support/smtp-test-server.ts";
import { unusedPort } from "../support/unused-port.ts";

const englishVisitor = {
  name: "Jane O'Neill",
  email: "jane.oneill@visitor.test",
  message: "Hello, is the boat still for sale? I would like to see it in spring.",
  language: "en",
} as const;
const english = contactFieldSpecsIn("en");

let fixtureRoot: string;
let removeFixtureRoot: () => Promise<void>;

beforeAll(async () => {
  ({ root: fixtureRoot, remove: removeFixtureRoot } = await createFixtureRoot());
});

afterAll(async () => {
  await removeFixtureRoot();
});

describe("the contact function answers an English form in English", () => {
  let smtp: SmtpTestServer;
  let site: RunningSite;

  /** Posts, then waits for the function's logged outcome: only then is "nothing was sent" a fact. */
  async function logged(post: () => Promise<Response>, outcome: RegExp) {
    const since = site.logs.length;
    const response = await post();
    await site.waitForLog(outcome, since);
    return response;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({ root: fixtureRoot, env: smtpEnvironment(smtp.port) });
  }, siteStartTimeoutMs);

  afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  beforeEach(() => smtp.clear());

  it("delivers a valid English message once, and the owner's mail says to answer in English", async () => {
    const response = await postJson(site, englishVisitor);

    expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.subject).toBe(`Neue Anfrage zum Hausboot von ${englishVisitor.name} (auf Englisch)`);
    expect(mail!.replyTo?.value).toEqual([{ address: englishVisitor.email, name: englishVisitor.name }]);
    expect(mail!.text).toContain("bitte auf Englisch antworten");
    // The owner reads the mail in German: the field names stay German.
    expect(mail!.text).toContain(`${contactFieldSpecs.name.label}: ${englishVisitor.name}`);
    expect(mail!.text).toContain(englishVisitor.message);
  });

  it("answers an invalid English form with 400, an English summary and English field messages", async () => {
    const response = await logged(
      () => postJson(site, { ...englishVisitor, name: " ", email: "no-address", message: "too short" }),
      /\[kontakt\] \S+ ungültig/,
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please check your entries.",
      fields: {
        name: english.name.messages.required,
        email: english.email.messages.invalid,
        message: english.message.messages.tooShort,
      },
    });
    expect(english.name.messages.required).toBe("Please enter your name");
    expect(smtp.messages).toHaveLength(0);
  });

  it("keeps German for a form that names no language or one the site does not have", async () => {
    for (const language of [undefined, "fr"]) {
      const response = await logged(
        () => postJson(site, { ...englishVisitor, language, email: "no-address" }),
        /\[kontakt\] \S+ ungültig/,
      );
      expect(await response.json(), String(language)).toEqual({
        error: "Bitte überprüfen Sie Ihre Eingaben.",
        fields: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein" },
      });
    }
  });

  it("sends an English form without JavaScript to the English thank-you page and delivers it", async () => {
    const response = await postForm(site, englishVisitor);

    expect([response.status, response.headers.get("location")]).toEqual([303, "/en/kontakt/danke/"]);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toMatch(/\(auf Englisch\)$/);
  });

  it("sends an invalid English form without JavaScript to the English error page naming the fields", async () => {
    const response = await logged(
      () => postForm(site, { ...englishVisitor, name: "", email: "broken" }),
      /\[kontakt\] \S+ ungültig/,
    );

    expect([response.status, response.headers.get("location")]).toEqual([303, "/en/kontakt/fehler/name-email/"]);
    expect(smtp.messages).toHaveLength(0);
  });

  it("sends an English form with a filled honeypot to the English thank-you page and sends nothing", async () => {
    const response = await logged(
      () => postForm(site, { ...englishVisitor, website: "spam" }),
      /\[kontakt\] \S+ Honeypot ausgefüllt/,
    );

    expect([response.status, response.headers.get("location")]).toEqual([303, "/en/kontakt/danke/"]);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("an English form while the SMTP server is down", () => {
  let blobs: TestBlobs;

  beforeAll(async () => {
    blobs = await startTestBlobs();
  });

  afterAll(async () => {
    await blobs?.stop();
  });

  beforeEach(() => blobs.clear());

  const startSiteWithoutSmtp = async (env: Record<string, string>) =>
    startSite({
      root: fixtureRoot,
      env: { ...smtpEnvironment(await unusedPort()), SMTP_TIMEOUT_MS: "500", ...blobs.env, ...env },
    });

  it(
    "keeps the enquiry with its language for the retry and tells the visitor it was sent",
    { timeout: siteStartTimeoutMs },
    async () => {
      const site = await startSiteWithoutSmtp({});
      try {
        const response = await postJson(site, englishVisitor);
        expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
        expect(await blobs.enquiries()).toEqual([
          expect.objectContaining({
            attempts: 1,
            language: "en",
            fields: expect.objectContaining({ name: englishVisitor.name }),
          }),
        ]);
      } finally {
        await site.stop();
      }
    },
  );

  it(
    "without the store: 502 in English as JSON, the English error page for a form post",
    { timeout: siteStartTimeoutMs },
    async () => {
      const site = await startSiteWithoutSmtp({ CONTACT_STORE: "off" });
      try {
        const response = await postJson(site, englishVisitor);
        expect([response.status, await response.json()]).toEqual([
          502,
          { error: "Your message could not be delivered. Please try again later." },
        ]);
        const form = await postForm(site, englishVisitor);
        expect([form.status, form.headers.get("location")]).toEqual([303, "/en/kontakt/fehler/"]);
        expect(await blobs.enquiries()).toEqual([]);
      } finally {
        await site.stop();
      }
    },
  );
});
