// Enquiries sent while SMTP is down or hangs are stored and delivered later, each exactly once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { submitContacts } from "../support/contact-load.ts";
import { contactPaths } from "../../src/contact-form/paths.ts";
import { postForm, postJson, siteStartTimeoutMs, visitor } from "../support/contact-requests.ts";
import { unusedPort } from "../support/unused-port.ts";
import { type RunningSite } from "../support/site-server.ts";
import { startSmtpServer, type SmtpTestServer } from "../support/smtp-test-server.ts";
import {
  arrivals,
  blobs,
  mailRetry,
  startStoringSite,
  tokenIn,
  tokensFor,
  useStoredDelivery,
} from "../support/stored-delivery.ts";

useStoredDelivery();

describe("when SMTP is down, enquiries are stored and delivered later", () => {
  let smtp: SmtpTestServer;
  let site: RunningSite;

  beforeAll(async () => {
    smtp = await startSmtpServer({ countOnly: true });
    site = await startStoringSite(await unusedPort());
  }, siteStartTimeoutMs);

  afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  beforeEach(() => smtp.clear());

  it(
    "answers success for 20 submissions, stores 20 enquiries, and mail:retry delivers each exactly once",
    {
      timeout: 30_000,
    },
    async () => {
      const tokens = tokensFor("down", 20);
      const outcomes = await submitContacts(site.url, tokens, 5);
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);

      const stored = await blobs.enquiries();
      expect(stored).toHaveLength(20);
      for (const enquiry of stored) {
        expect(enquiry).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^code=E[A-Z]+ smtp=-$/) });
        expect(enquiry.messageId).toBe(`<${enquiry.id}@hausboot.test>`);
        expect(new Date(enquiry.nextAttemptAt).getTime() - Date.parse(enquiry.receivedAt)).toBeGreaterThanOrEqual(
          10 * 60_000,
        );
      }
      expect(stored.map((enquiry) => tokenIn(enquiry)).sort()).toEqual([...tokens].sort());
      expect(smtp.received()).toBe(0);

      const first = await mailRetry(smtp.port);
      expect(first.exitCode).toBe(0);
      await smtp.waitForMessages(20);
      expect(arrivals(smtp, tokens)).toEqual(tokens.map(() => 1));
      expect([...smtp.messageIds.keys()].sort()).toEqual(stored.map((enquiry) => enquiry.messageId).sort());
      expect(await blobs.keys()).toEqual([]);
      expect(first.logs).toContainEqual(expect.stringMatching(/20 zugestellt, 0 fehlgeschlagen/));

      const second = await mailRetry(smtp.port);
      expect(second.exitCode).toBe(0);
      expect(smtp.received()).toBe(20);
      expect(second.logs).toContainEqual(expect.stringMatching(/0 zugestellt, 0 fehlgeschlagen, 0 wartend/));
    },
  );

  it("delivers 20 stored enquiries exactly once when two retry runs overlap", { timeout: 30_000 }, async () => {
    const tokens = tokensFor("overlap", 20);
    expect((await submitContacts(site.url, tokens, 5)).every((outcome) => outcome.ok)).toBe(true);
    expect(await blobs.enquiries()).toHaveLength(20);

    const runs = await Promise.all([mailRetry(smtp.port), mailRetry(smtp.port)]);
    expect(runs.map((run) => run.exitCode)).toEqual([0, 0]);
    expect(arrivals(smtp, tokens)).toEqual(tokens.map(() => 1));
    expect(smtp.received()).toBe(20);
    expect(await blobs.keys()).toEqual([]);
  });

  // What the function accepts, the retry must deliver: the address's limit holds for the punycode the mail carries.
  it("keeps and later delivers an address of 255 characters in punycode, and refuses one of 256", async () => {
    const withDomainPadding = (padding: number) => `${"a".repeat(64)}@${"bücher.".repeat(9)}${"x".repeat(padding)}.de`;
    const longest = await postJson(site, { ...visitor, email: withDomainPadding(61) });
    expect(longest.status).toBe(200);
    const tooLong = await postJson(site, { ...visitor, name: "Zu lang", email: withDomainPadding(62) });
    expect([tooLong.status, (await tooLong.json()).fields]).toEqual([400, { email: expect.any(String) }]);
    const [stored] = await blobs.enquiries();
    expect(stored!.fields.email).toHaveLength(255);

    expect((await mailRetry(smtp.port)).exitCode).toBe(0);
    await smtp.waitForMessages(1);
    expect([...smtp.messageIds.keys()]).toEqual([stored!.messageId]);
    expect(await blobs.keys()).toEqual([]);
  });

  it("keeps the enquiry and answers success to a form post too", { timeout: 20_000 }, async () => {
    const response = await postForm(site, { ...visitor, website: "" });
    expect([response.status, response.headers.get("location")]).toEqual([303, contactPaths.thanks]);
    expect(await blobs.enquiries()).toEqual([
      expect.objectContaining({
        attempts: 1,
        fields: { name: visitor.name, email: visitor.email, message: visitor.message },
      }),
    ]);
    expect(site.logs).toContainEqual(
      expect.stringMatching(/^\[kontakt\] [0-9a-f-]{36} gespeichert, Versand fehlgeschlagen code=E[A-Z]+ smtp=-/),
    );
  });
});

describe("an SMTP server that takes the message but never answers", () => {
  it("makes the retry resend it with the same Message-ID", { timeout: siteStartTimeoutMs + 10_000 }, async () => {
    const silent = await startSmtpServer({ hangAfterData: true });
    const smtp = await startSmtpServer();
    const site = await startStoringSite(silent.port, { SMTP_TIMEOUT_MS: "500" });
    try {
      const response = await postJson(site, visitor);
      expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
      expect(silent.messages).toHaveLength(1);
      const [enquiry] = await blobs.enquiries();
      expect(enquiry).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^code=E/) });

      expect((await mailRetry(smtp.port)).exitCode).toBe(0);
      const [resent] = await smtp.waitForMessages(1);
      expect(resent!.messageId).toBe(silent.messages[0]!.messageId);
      expect(resent!.messageId).toBe(enquiry!.messageId);
      expect(await blobs.keys()).toEqual([]);
    } finally {
      await site.stop();
      await silent.stop();
      await smtp.stop();
    }
  });
});
