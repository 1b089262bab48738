import { chmod, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliveredTokens, percentile, submitContacts } from "../support/contact-load.ts";
import { securityHeaders } from "../../netlify/functions/_lib/responses.ts";
import { contactPaths } from "../../src/contact-form/paths.ts";
import { contactFieldSpecs } from "../../src/contact-form/field-specs.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { withShownTexts } from "../../src/content-reading/placeholders.ts";
import { startTestBlobs, type TestBlobs } from "../support/blobs.ts";
import { createFixtureRoot, postForm, postJson, siteStartTimeoutMs, visitor } from "../support/contact-requests.ts";
import { unusedPort } from "../support/unused-port.ts";
import { startSite, type RunningSite } from "../support/site-server.ts";
import {
  smtpEnvironment,
  startSmtpServer,
  testMailAddresses,
  type SmtpTestServer,
} from "../support/smtp-test-server.ts";

const { to: contactTo, from: contactFrom } = testMailAddresses;

let fixtureRoot: string;
let removeFixtureRoot: () => Promise<void>;

beforeAll(async () => {
  ({ root: fixtureRoot, remove: removeFixtureRoot } = await createFixtureRoot());
});

afterAll(async () => {
  await removeFixtureRoot();
});

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(response.headers.get(name), `${response.status} ${name}`).toBe(value);
  }
}

describe("send-contact-email with a real SMTP server", () => {
  let smtp: SmtpTestServer;
  let site: RunningSite;

  /** Posts, then waits for the function's logged outcome for it: only then is "nothing was sent" a fact. */
  async function refused(post: () => Promise<Response>, outcome = /\[kontakt\] \S+ (ungültig|abgewiesen)/) {
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

  it("delivers a valid message once with fixed From/To, the visitor as Reply-To and intact umlauts", async () => {
    const response = await postJson(site, visitor, "application/json; charset=utf-8");

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true });
    expectSecurityHeaders(response);

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.from?.value).toEqual([expect.objectContaining({ address: contactFrom })]);
    expect(mail!.to).toMatchObject({ value: [{ address: contactTo }] });
    expect(mail!.replyTo?.value).toEqual([{ address: visitor.email, name: visitor.name }]);
    expect(mail!.subject).toBe("Neue Anfrage zum Hausboot von Jürgen Größe");
    expect(mail!.text).toContain(`Name: ${visitor.name}`);
    expect(mail!.text).toContain(`E-Mail: ${visitor.email}`);
    expect(mail!.text).toContain(visitor.message);
    expect(mail!.html).toBe(false);
    expect(smtp.envelopes[0]).toEqual({ from: contactFrom, to: [contactTo] });
  });

  it("sends the trimmed values", async () => {
    const response = await postJson(site, {
      name: "  Anna Berg \n",
      email: " anna@besucher.test ",
      message: "\n Guten Tag, ich habe Fragen.  ",
    });
    expect(response.status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toBe("Neue Anfrage zum Hausboot von Anna Berg");
    expect(smtp.messages[0]!.replyTo?.value).toEqual([{ address: "anna@besucher.test", name: "Anna Berg" }]);
  });

  it.each([
    ["empty name", { name: "   " }, { name: contactFieldSpecs.name.messages.required }],
    ["name of 101 characters", { name: "a".repeat(101) }, { name: contactFieldSpecs.name.messages.tooLong }],
    ["invalid email", { email: "keine-adresse" }, { email: contactFieldSpecs.email.messages.invalid }],
    ["email list", { email: "a@besucher.test, b@besucher.test" }, { email: contactFieldSpecs.email.messages.invalid }],
    [
      "email with display name",
      { email: "Eve <eve@besucher.test>" },
      { email: contactFieldSpecs.email.messages.invalid },
    ],
    [
      "email of 256 characters",
      { email: `${"a".repeat(64)}.${"b".repeat(180)}@example.de` },
      { email: contactFieldSpecs.email.messages.tooLong },
    ],
    ["message of 9 characters", { message: "zu kurz!!" }, { message: contactFieldSpecs.message.messages.tooShort }],
    [
      "message of 1001 characters",
      { message: "x".repeat(1001) },
      { message: contactFieldSpecs.message.messages.tooLong },
    ],
    [
      "non-string values",
      { name: 42, email: null, message: ["x"] },
      {
        name: contactFieldSpecs.name.messages.required,
        email: contactFieldSpecs.email.messages.invalid,
        message: contactFieldSpecs.message.messages.tooShort,
      },
    ],
  ])("answers 400 with field errors for %s and sends nothing", async (_label, override, fields) => {
    const response = await refused(() => postJson(site, { ...visitor, ...override }));

    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    const body = await response.json();
    expect(body.error).toEqual(expect.any(String));
    expect(body.fields).toEqual(fields);
    expect(smtp.messages).toHaveLength(0);
  });

  it("answers 400 with all three field errors for an empty object", async () => {
    const response = await postJson(site, {});
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      name: contactFieldSpecs.name.messages.required,
      email: contactFieldSpecs.email.messages.invalid,
      message: contactFieldSpecs.message.messages.tooShort,
    });
  });

  it.each([
    ["name", { name: "Max\r\nBcc: opfer@fremd.test" }],
    ["name (LF only)", { name: "Max\nTo: opfer@fremd.test" }],
    ["email", { email: "max@besucher.test\r\nBcc: opfer@fremd.test" }],
  ])("rejects CR/LF in the %s instead of sending a message with an extra header", async (field, override) => {
    const response = await refused(() => postJson(site, { ...visitor, ...override }));
    expect(response.status).toBe(400);
    const fields = (await response.json()).fields;
    expect(Object.keys(fields)).toEqual([field.split(" ")[0]]);
    expect(smtp.messages).toHaveLength(0);
  });

  it.each([
    ["an RFC 2047 encoded word with a line break", "=?utf-8?q?X=0D=0ABcc:_a@evil.com?="],
    ["an encoded word that shows as an address", "=?utf-8?b?QWRtaW4gPGFkbWluQGJhbmsuZGU+?="],
    ["a right-to-left override", "abc\u202egnp.exe"],
    ["a zero-width space", "Max\u200bMustermann"],
    ["a byte order mark inside", "Max\ufeffMustermann"],
    ["a Hangul filler that shows as nothing", "\u3164"],
    ["a run of blank Braille patterns", "Max\u2800\u2800\u2800"],
    ["private-use characters", "\ue000\ue000"],
  ])("rejects a name with %s: 400 with the German message, nothing sent", async (_label, name) => {
    const response = await refused(() => postJson(site, { ...visitor, name }));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ name: contactFieldSpecs.name.messages.unusualCharacters });
    const form = await refused(() => postForm(site, { ...visitor, name }));
    expect(form.headers.get("location")).toBe("/kontakt/fehler/name/");
    expect(smtp.messages).toHaveLength(0);
  });

  it.each([
    ["an address in angle brackets", "Sparkasse Kundenservice <sicherheit@sparkasse.de>"],
    ["the owner's own address", "info@hausboot-werder.de"],
    ["quotes around a fake address", 'Eve" <opfer@fremd.test>, "Mallory'],
    ["full-width look-alikes of < @ >", "Sparkasse ＜sicherheit＠sparkasse.de＞"],
    ["the small commercial at", "sicherheit﹫sparkasse.de"],
  ])("refuses a name with %s, which would pose as that sender: 400 with the German message", async (_label, name) => {
    const response = await refused(() => postJson(site, { ...visitor, name }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Bitte überprüfen Sie Ihre Eingaben.",
      fields: { name: 'Bitte geben Sie nur Ihren Namen ein, ohne E-Mail-Adresse und ohne die Zeichen < > @ "' },
    });
    const form = await refused(() => postForm(site, { ...visitor, name }));
    expect([form.status, form.headers.get("location")]).toEqual([303, "/kontakt/fehler/name/"]);
    expect(smtp.messages).toHaveLength(0);
  });

  describe("posts from another website", () => {
    const crossSite = /\[kontakt\] \S+ abgewiesen: von einer fremden Website gesendet/;
    const post = (headers: Record<string, string>, body: string, contentType: string) =>
      fetch(new URL(contactPaths.endpoint, site.url), {
        method: "POST",
        headers: { "content-type": contentType, ...headers },
        body,
        redirect: "manual",
      });
    const json = (headers: Record<string, string>) => post(headers, JSON.stringify(visitor), "application/json");
    const form = (headers: Record<string, string>) =>
      post(headers, new URLSearchParams({ ...visitor, website: "" }).toString(), "application/x-www-form-urlencoded");

    it("refuses a browser's cross-site post: 403 with a German message as JSON, the error page for a form", async () => {
      const refusedJson = await refused(() => json({ "sec-fetch-site": "cross-site" }), crossSite);
      expect(refusedJson.status).toBe(403);
      expectSecurityHeaders(refusedJson);
      expect(await refusedJson.json()).toEqual({
        error: "Diese Anfrage kam nicht von dieser Website und wurde deshalb abgelehnt.",
      });
      const refusedForm = await refused(
        () => form({ "sec-fetch-site": "cross-site", origin: "https://angreifer.example" }),
        crossSite,
      );
      expect([refusedForm.status, refusedForm.headers.get("location")]).toEqual([303, contactPaths.failure]);
      expect(smtp.messages).toHaveLength(0);
    });

    it("refuses a foreign or opaque Origin from a browser that sends no Sec-Fetch-Site", async () => {
      for (const origin of ["https://angreifer.example", "null"]) {
        const response = await refused(() => form({ origin }), crossSite);
        expect([response.status, response.headers.get("location")], origin).toEqual([303, contactPaths.failure]);
      }
      expect(smtp.messages).toHaveLength(0);
    });

    it("accepts the site's own form and island: same origin, and no origin headers from other programs", async () => {
      const origin = new URL(site.url).origin;
      expect((await json({ "sec-fetch-site": "same-origin", origin })).status).toBe(200);
      expect((await form({ "sec-fetch-site": "same-origin", origin })).headers.get("location")).toBe(
        contactPaths.thanks,
      );
      expect((await form({ origin })).headers.get("location")).toBe(contactPaths.thanks);
      expect((await json({})).status).toBe(200);
      expect(smtp.messages).toHaveLength(4);
    });
  });

  it("rejects an address with 65 characters before the @ and accepts 64", async () => {
    const tooLong = await refused(() => postJson(site, { ...visitor, email: `${"a".repeat(65)}@besucher.test` }));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).fields).toEqual({ email: contactFieldSpecs.email.messages.localPartTooLong });
    expect(smtp.messages).toHaveLength(0);

    expect((await postJson(site, { ...visitor, email: `${"a".repeat(64)}@besucher.test` })).status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
  });

  it("delivers an address with an internationalised domain as punycode, readable in the text", async () => {
    const response = await postJson(site, { ...visitor, email: "juergen@bücher.de" });
    expect(response.status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    const replyTo = smtp.messages[0]!.headerLines.find((header) => header.key === "reply-to")?.line;
    expect(replyTo).toMatch(/<juergen@xn--bcher-kva\.de>$/);
    expect(smtp.messages[0]!.text).toContain("E-Mail: juergen@xn--bcher-kva.de (juergen@bücher.de)");
  });

  it("refuses a form post in another charset (ISO-8859-1) and bytes that are not UTF-8 with 415", async () => {
    const latin1 = await refused(() =>
      fetch(new URL(contactPaths.endpoint, site.url), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded; charset=ISO-8859-1" },
        body: "name=M%E4x+M%FCller&email=max%40besucher.test&message=Gr%FC%DFe+vom+See%2C+ist+das+Boot+frei%3F",
        redirect: "manual",
      }),
    );
    expect(latin1.status).toBe(415);
    expectSecurityHeaders(latin1);

    const notUtf8 = await refused(() =>
      fetch(new URL(contactPaths.endpoint, site.url), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: Buffer.from(JSON.stringify({ ...visitor, name: "Mäx" }), "latin1"),
      }),
    );
    expect(notUtf8.status).toBe(415);
    expectSecurityHeaders(notUtf8);
    expect((await notUtf8.json()).error).toEqual(expect.any(String));
    expect(smtp.messages).toHaveLength(0);
  });

  // Netlify invokes the function only for its config.method (POST); other methods reach the static site.
  it("answers GET with the 404 page and PUT or DELETE with 405, without calling the function", async () => {
    const get = await fetch(new URL(contactPaths.endpoint, site.url));
    expect(get.status).toBe(404);
    expect(await get.text()).toContain("<title>404</title>");
    for (const method of ["PUT", "DELETE"]) {
      const response = await fetch(new URL(contactPaths.endpoint, site.url), { method, body: "{}" });
      expect([response.status, response.headers.get("allow")], method).toEqual([405, "GET, HEAD"]);
    }
  });

  it.each(["text/plain", "multipart/form-data; boundary=x", "application/xml"])(
    "answers content type %s with 415",
    async (type) => {
      const response = await refused(() => postJson(site, visitor, type));
      expect(response.status).toBe(415);
      expectSecurityHeaders(response);
      expect((await response.json()).error).toEqual(expect.any(String));
      expect(smtp.messages).toHaveLength(0);
    },
  );

  it("reads bodies of exactly 16 KiB and answers 413 one byte above", async () => {
    const bodyOf = (bytes: number) => {
      const json = JSON.stringify({ ...visitor, message: "" });
      return JSON.stringify({ ...visitor, message: "x".repeat(bytes - Buffer.byteLength(json)) });
    };
    expect(Buffer.byteLength(bodyOf(16 * 1024))).toBe(16 * 1024);

    const atLimit = await postJson(site, bodyOf(16 * 1024));
    expect(atLimit.status).toBe(400);
    expect((await atLimit.json()).fields).toEqual({ message: contactFieldSpecs.message.messages.tooLong });

    const aboveLimit = await postJson(site, bodyOf(16 * 1024 + 1));
    expect(aboveLimit.status).toBe(413);
    expectSecurityHeaders(aboveLimit);
    expect((await aboveLimit.json()).error).toEqual(expect.any(String));
  });

  it("answers 413 for an oversized chunked body without Content-Length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(new URL(contactPaths.endpoint, site.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it.each([
    ["malformed JSON", '{"name": "Jürgen",'],
    ["a JSON array", JSON.stringify([visitor])],
    ["a JSON string", JSON.stringify("hallo")],
    ["an empty body", ""],
  ])("answers 400 for %s", async (_label, body) => {
    const response = await refused(() => postJson(site, body));
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    const json = await response.json();
    expect(json.error).toEqual(expect.any(String));
    expect(json.fields).toEqual({});
    expect(smtp.messages).toHaveLength(0);
  });

  const honeypot = /\[kontakt\] \S+ Honeypot ausgefüllt, nichts gesendet/;

  it("answers success for a filled honeypot and sends nothing", async () => {
    const response = await refused(() => postJson(site, { ...visitor, website: "https://spam.example" }), honeypot);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(smtp.messages).toHaveLength(0);
  });

  it("ignores an empty honeypot", async () => {
    const response = await postJson(site, { ...visitor, website: "" });
    expect(response.status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
  });

  it("redirects a form post with 303 to the thank-you page and delivers it", async () => {
    const response = await postForm(site, { ...visitor, website: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kontakt/danke/");
    expectSecurityHeaders(response);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toBe("Neue Anfrage zum Hausboot von Jürgen Größe");
    expect(smtp.messages[0]!.text).toContain(visitor.message);
  });

  it("redirects an invalid form post to the error page naming the fields", async () => {
    const response = await refused(() => postForm(site, { name: "", email: "kaputt", message: visitor.message }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kontakt/fehler/name-email/");
    expect(smtp.messages).toHaveLength(0);
  });

  it("redirects a form post with a filled honeypot to the thank-you page and sends nothing", async () => {
    const response = await refused(() => postForm(site, { ...visitor, website: "spam" }), honeypot);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kontakt/danke/");
    expect(smtp.messages).toHaveLength(0);
  });

  it("delivers 100 sequential submissions, each exactly once", { timeout: 30_000 }, async () => {
    const tokens = Array.from({ length: 100 }, (_, index) => `bench-1-test-${index}`);
    const outcomes = await submitContacts(site.url, tokens, 1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
    await smtp.waitForMessages(100);
    const delivered = deliveredTokens(smtp);
    expect(tokens.map((token) => delivered.get(token))).toEqual(tokens.map(() => 1));
    expect(smtp.messages).toHaveLength(100);
    const latencies = outcomes.map((outcome) => outcome.ms);
    console.log(
      `Kontaktformular lokal, 100 Sendungen: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
    );
  });

  it("never writes the visitor's name, email or message to the logs, whatever the outcome", async () => {
    const since = site.logs.length;
    const named = { name: "Anna Berg", email: "anna@besucher.test", message: "Schöne Grüße vom Steg, Anna" };
    expect((await postJson(site, named)).status).toBe(200);
    await refused(() => postJson(site, { ...named, name: "Anna <opfer@fremd.test>" }));
    await refused(() => postJson(site, { ...named, website: "Anna Berg" }), honeypot);
    await refused(() => postJson(site, { ...named, email: "anna@" }));
    await site.waitForLog(/gesendet smtp=250/, since);
    const logs = site.logs.slice(since).join("\n");
    expect(logs).toContain("[kontakt]");
    for (const secret of [named.name, named.email, "Schöne Grüße", "opfer@fremd.test", "anna@"]) {
      expect(logs).not.toContain(secret);
    }
  });
});

// Every SMTP fault in both modes: with the store (the default) the enquiry is kept and the visitor told it was sent;
// with CONTACT_STORE=off nothing is kept and the visitor gets today's failure answers.
describe.each([
  { mode: "with the store", env: {} as Record<string, string>, stored: true },
  { mode: "with CONTACT_STORE=off", env: { CONTACT_STORE: "off" }, stored: false },
])("send-contact-email when SMTP fails, $mode", ({ env: modeEnv, stored }) => {
  let blobs: TestBlobs;

  beforeAll(async () => {
    blobs = await startTestBlobs();
  });

  afterAll(async () => {
    await blobs?.stop();
  });

  beforeEach(() => blobs.clear());

  // Short SMTP timeouts keep the tests fast; by default one send may take 8 s.
  const startFaultySite = (smtpPort: number) =>
    startSite({
      root: fixtureRoot,
      env: { ...smtpEnvironment(smtpPort), SMTP_TIMEOUT_MS: "500", ...blobs.env, ...modeEnv },
    });

  async function expectAnswerFor(response: Response, lastError: RegExp): Promise<void> {
    expectSecurityHeaders(response);
    const enquiries = await blobs.enquiries();
    if (stored) {
      expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
      expect(enquiries).toEqual([
        expect.objectContaining({ attempts: 1, lastError: expect.stringMatching(lastError) }),
      ]);
    } else {
      expect(response.status).toBe(502);
      expect((await response.json()).error).toEqual(expect.any(String));
      expect(enquiries).toEqual([]);
    }
  }

  it("when the SMTP server is down", { timeout: siteStartTimeoutMs }, async () => {
    const site = await startFaultySite(await unusedPort());
    try {
      await expectAnswerFor(await postJson(site, visitor), /^code=E[A-Z]+ smtp=-$/);
      expect(site.logs.join("\n")).toMatch(
        stored ? /gespeichert, Versand fehlgeschlagen code=E\w+/ : /Zustellung fehlgeschlagen code=E\w+/,
      );
    } finally {
      await site.stop();
    }
  });

  it("when the SMTP server never greets", { timeout: siteStartTimeoutMs + 20_000 }, async () => {
    const silent = await startSmtpServer({ neverGreet: true });
    const site = await startFaultySite(silent.port);
    try {
      await expectAnswerFor(await postJson(site, visitor), /^code=ETIMEDOUT/);
    } finally {
      await site.stop();
      await silent.stop();
    }
  });

  it("when the SMTP server rejects the recipient", { timeout: siteStartTimeoutMs }, async () => {
    const rejecting = await startSmtpServer({ rejectRecipient: true });
    const site = await startFaultySite(rejecting.port);
    try {
      await expectAnswerFor(await postJson(site, visitor), /^code=EENVELOPE smtp=550$/);
      expect(rejecting.messages).toHaveLength(0);
      expect(site.logs.join("\n")).toContain("smtp=550");
    } finally {
      await site.stop();
      await rejecting.stop();
    }
  });

  it("when the SMTP server takes the message but never answers", { timeout: siteStartTimeoutMs }, async () => {
    const hanging = await startSmtpServer({ hangAfterData: true });
    const site = await startFaultySite(hanging.port);
    try {
      // The socket's silence timeout or the send's hard deadline, whichever fires first.
      await expectAnswerFor(await postJson(site, visitor), /^code=(ETIMEDOUT|EABORT)/);
      expect(hanging.messages).toHaveLength(1);
    } finally {
      await site.stop();
      await hanging.stop();
    }
  });

  it("after a working SMTP server went away, also for form posts", { timeout: siteStartTimeoutMs }, async () => {
    const smtp = await startSmtpServer();
    const site = await startFaultySite(smtp.port);
    try {
      expect((await postJson(site, visitor)).status).toBe(200);
      expect(await blobs.keys()).toEqual([]);
      await smtp.stop();
      await expectAnswerFor(await postJson(site, visitor), /^code=E[A-Z]+ smtp=-$/);
      const formResponse = await postForm(site, visitor);
      expect(formResponse.status).toBe(303);
      expect(formResponse.headers.get("location")).toBe(stored ? "/kontakt/danke/" : "/kontakt/fehler/");
    } finally {
      await site.stop();
      await smtp.stop();
    }
  });
});

describe("send-contact-email without SMTP_HOST", () => {
  let outboxDir: string;

  beforeEach(async () => {
    outboxDir = await mkdtemp(path.join(os.tmpdir(), "kontakt-outbox-"));
    // As an older version left it: an existing folder keeps its mode unless the function changes it.
    await chmod(outboxDir, 0o755);
  });

  afterEach(async () => {
    await rm(outboxDir, { recursive: true, force: true });
  });

  it(
    "writes one parseable .eml per message into the outbox outside production",
    { timeout: siteStartTimeoutMs },
    async () => {
      const site = await startSite({
        root: fixtureRoot,
        env: { SMTP_HOST: "", CONTEXT: "", CONTACT_TO: "", CONTACT_FROM: "", MAIL_OUTBOX_DIR: outboxDir },
      });
      try {
        expect((await postJson(site, visitor)).status).toBe(200);
        const formResponse = await postForm(site, { ...visitor, name: "Zweite Person" });
        expect(formResponse.status).toBe(303);
        expect(formResponse.headers.get("location")).toBe("/kontakt/danke/");

        const files = (await readdir(outboxDir)).sort();
        expect(files).toHaveLength(2);
        expect(files.every((file) => file.endsWith(".eml"))).toBe(true);
        // The visitors' messages: readable by this account only.
        for (const file of files) expect((await stat(path.join(outboxDir, file))).mode & 0o777).toBe(0o600);
        expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);

        const mails = await Promise.all(
          files.map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))),
        );
        const first = mails.find((mail) => mail.subject === "Neue Anfrage zum Hausboot von Jürgen Größe");
        expect(first).toBeDefined();
        const { email } = withShownTexts(readDataFile("owner"));
        expect(first!.from?.value).toEqual([expect.objectContaining({ address: email })]);
        expect(first!.to).toMatchObject({ value: [{ address: email }] });
        expect(first!.replyTo?.value).toEqual([{ address: visitor.email, name: visitor.name }]);
        expect(first!.text).toContain(visitor.message);
        expect(first!.messageId).toEqual(expect.any(String));
        expect(mails.map((mail) => mail.subject)).toContain("Neue Anfrage zum Hausboot von Zweite Person");

        const logs = site.logs.join("\n");
        expect(logs).toContain(path.join(outboxDir, files[0]!));
        expect(logs).not.toContain(visitor.email);
      } finally {
        await site.stop();
      }
    },
  );

  it.each([
    ["in Netlify's production context", { CONTEXT: "production" }, "SMTP_HOST fehlt"],
    [
      "on Netlify outside production, where no .eml file would be kept",
      { CONTEXT: "deploy-preview", SITE_ID: "b8e7c0de-0000-4000-8000-000000000000" },
      "E-Mail-Versand nicht konfiguriert (auf Netlify nur per SMTP: dort bliebe keine .eml-Datei erhalten): SMTP_HOST fehlt",
    ],
  ])(
    "answers 500 %s and logs the missing variable, not the visitor",
    { timeout: siteStartTimeoutMs },
    async (_label, where, logged) => {
      const site = await startSite({
        root: fixtureRoot,
        env: { SMTP_HOST: "", CONTACT_TO: contactTo, CONTACT_FROM: contactFrom, MAIL_OUTBOX_DIR: outboxDir, ...where },
      });
      try {
        const response = await postJson(site, visitor);
        expect(response.status).toBe(500);
        expectSecurityHeaders(response);
        expect(await response.json()).toEqual({
          error: "Der E-Mail-Versand ist derzeit nicht eingerichtet. Bitte versuchen Sie es später erneut.",
        });
        expect(await readdir(outboxDir)).toEqual([]);
        const logs = site.logs.join("\n");
        expect(logs).toContain(logged);
        expect(logs).not.toContain(visitor.email);
        expect(logs).not.toContain(contactTo);
      } finally {
        await site.stop();
      }
    },
  );
});
