import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deliveredTokens, submitContacts, tokenPattern } from "../support/contact-load.ts";
import {
  alertsWorstCaseMs,
  maxStorageMs,
  maxWaitingEnquiries,
  storeRequestTimeoutMs,
} from "../../netlify/functions/_lib/delivery-policy.ts";
import { retryStoredEnquiries, type RetryRunOptions } from "../../netlify/functions/_lib/retry-run.ts";
import { closeSmtpTransport } from "../../netlify/functions/_lib/mail-transport.ts";
import { enquiryKey, newEnquiry, type StoredEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import { contactPaths } from "../../src/contact-form/paths.ts";
import { startTestBlobs, unreachableBlobsEnvironment, type TestBlobs } from "../support/blobs.ts";
import { createFixtureRoot, postForm, postJson, siteStartTimeoutMs, visitor } from "../support/contact-requests.ts";
import { unusedPort } from "../support/unused-port.ts";
import { runMailRetry, startSite, type FinishedRun, type RunningSite } from "../support/site-server.ts";
import { smtpEnvironment, startSmtpServer, type SmtpTestServer } from "../support/smtp-test-server.ts";
import { startStoreProxy } from "../support/store-proxy.ts";

let fixtureRoot: string;
let removeFixtureRoot: () => Promise<void>;
let blobs: TestBlobs;

beforeAll(async () => {
  ({ root: fixtureRoot, remove: removeFixtureRoot } = await createFixtureRoot());
  blobs = await startTestBlobs();
});

afterAll(async () => {
  await blobs?.stop();
  await removeFixtureRoot();
});

beforeEach(async () => {
  await blobs.clear();
  await blobs.production.clear();
});

function startStoringSite(smtpPort: number, env: Record<string, string> = {}): Promise<RunningSite> {
  return startSite({
    root: fixtureRoot,
    env: { ...smtpEnvironment(smtpPort), SITE_URL: "https://hausboot.test", ...blobs.env, ...env },
  });
}

function mailRetry(smtpPort: number): Promise<FinishedRun> {
  return runMailRetry({ ...smtpEnvironment(smtpPort), ...blobs.env });
}

/** One retry run in this process, as `npm run mail:retry` makes it (every failed attempt due now), quietly. */
function retryNow(smtp: SmtpTestServer, options: Partial<RetryRunOptions> = {}) {
  return retryStoredEnquiries({
    env: smtpEnvironment(smtp.port),
    isProduction: false,
    ignoreBackoff: true,
    log: () => {},
    ...options,
  });
}

const tokensFor = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `bench-${Date.now()}-${label}-${index}`);

/** How often each token arrived (0 when not at all), in the order of `tokens`. */
const arrivals = (smtp: SmtpTestServer, tokens: string[]) => {
  const delivered = deliveredTokens(smtp);
  return tokens.map((token) => delivered.get(token) ?? 0);
};

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

/**
 * For tests that run `retryStoredEnquiries` in this process: it finds the store through NETLIFY_BLOBS_CONTEXT, as a
 * function on Netlify does, and leaves a pooled SMTP connection open until closed.
 */
function runRetryInThisProcess(): void {
  beforeEach(() => {
    vi.stubEnv("NETLIFY_BLOBS_CONTEXT", blobs.env.NETLIFY_BLOBS_CONTEXT);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    closeSmtpTransport();
  });
}

describe("the scheduled retry", { timeout: 30_000 }, () => {
  runRetryInThisProcess();

  it("waits for the backoff, then delivers, and deletes enquiries older than 7 days unsent", async () => {
    const smtp = await startSmtpServer();
    const receivedAt = new Date("2026-11-20T10:00:00Z");
    const due = { ...newEnquiry(visitor, receivedAt, "hausboot.test"), attempts: 1 };
    const expired = newEnquiry(
      { ...visitor, name: "Alte Anfrage" },
      new Date(receivedAt.getTime() - maxStorageMs),
      "hausboot.test",
    );
    await blobs.put(due);
    await blobs.put(expired);
    const logs: string[] = [];
    const runAt = (minutes: number) =>
      retryStoredEnquiries({
        env: smtpEnvironment(smtp.port),
        isProduction: false,
        now: () => new Date(receivedAt.getTime() + minutes * 60_000),
        log: (line) => logs.push(line),
      });
    try {
      expect(await runAt(5)).toMatchObject({ delivered: 0, waiting: 1, gaveUp: 1, ok: false });
      expect(smtp.received()).toBe(0);
      expect(await blobs.keys()).toEqual([enquiryKey(due)]);
      expect(logs).toContainEqual(
        `[kontakt-wiederholung] ${expired.id} aufgegeben und gelöscht: älter als 7 Tage, 0 Versuche, letzter Fehler -`,
      );

      expect(await runAt(11)).toMatchObject({ delivered: 1, waiting: 0, ok: true });
      const [mail] = await smtp.waitForMessages(1);
      expect(mail!.messageId).toBe(due.messageId);
      expect(mail!.subject).toBe(`Neue Anfrage zum Hausboot von ${visitor.name}`);
      expect(mail!.date?.toISOString()).toBe(receivedAt.toISOString());
      expect(mail!.text).toContain("wegen einer Störung beim E-Mail-Versand erst jetzt zugestellt");
      expect(await blobs.keys()).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });

  // Stored before the name rules were tightened (`<>@"` in 2026-11, NFKC look-alikes later): still the visitor's
  // enquiry. The owner gets it, with the name kept out of the headers where it could pose as a sender.
  it("delivers an enquiry stored under an older form's rules, its name only in the text", async () => {
    const smtp = await startSmtpServer();
    const { version: _version, ...unversioned } = {
      ...newEnquiry(visitor, new Date(Date.now() - 60 * 60_000), "hausboot.test"),
      attempts: 1,
    };
    const legacy = { ...unversioned, fields: { ...visitor, name: "Bank <info@bank.test>" } };
    await blobs.store.setJSON(enquiryKey(legacy), legacy);
    try {
      expect(await retryNow(smtp)).toMatchObject({ delivered: 1, unreadable: 0 });
      const [mail] = await smtp.waitForMessages(1);
      expect(mail!.messageId).toBe(legacy.messageId);
      expect(mail!.subject).toBe("Neue Anfrage zum Hausboot");
      expect(mail!.replyTo?.value).toEqual([{ address: visitor.email, name: "" }]);
      expect(mail!.text).toContain("Name: Bank <info@bank.test>");
      expect(await blobs.keys()).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });

  it("starts nothing it could not finish before the platform stops it, and says the run was cut short", async () => {
    const smtp = await startSmtpServer();
    const due = { ...newEnquiry(visitor, new Date(Date.now() - 60 * 60_000), "hausboot.test"), attempts: 1 };
    const expired = newEnquiry(visitor, new Date(Date.now() - maxStorageMs), "hausboot.test");
    await blobs.put(due);
    await blobs.put(expired);
    try {
      // A limit that leaves no time for even one read after the alerts' reserve.
      const summary = await retryNow(smtp, {
        ignoreBackoff: false,
        timeLimitMs: alertsWorstCaseMs + storeRequestTimeoutMs,
      });
      expect(summary).toMatchObject({ delivered: 0, gaveUp: 0, deferred: 2, ok: false });
      expect(smtp.received()).toBe(0);
      expect(await blobs.keys()).toEqual([enquiryKey(expired), enquiryKey(due)].sort());
    } finally {
      await smtp.stop();
    }
  });

  it("run by hand, sends every enquiry with a failed attempt now, but none the function may still be sending", async () => {
    const smtp = await startSmtpServer();
    const failedOnce = { ...newEnquiry(visitor, new Date(), "hausboot.test"), attempts: 1 };
    const inFlight = newEnquiry({ ...visitor, name: "Noch unterwegs" }, new Date(), "hausboot.test");
    await blobs.put(failedOnce);
    await blobs.put(inFlight);
    try {
      expect(await retryNow(smtp)).toMatchObject({ delivered: 1, waiting: 1 });
      expect(smtp.messages.map((mail) => mail.messageId)).toEqual([failedOnce.messageId]);
      expect(await blobs.keys()).toEqual([enquiryKey(inFlight)]);
    } finally {
      await smtp.stop();
    }
  });

  it(
    "mail:retry deletes enquiries older than 7 days without sending, delivers the others, and exits with an error",
    { timeout: 20_000 },
    async () => {
      const smtp = await startSmtpServer();
      try {
        const now = Date.now();
        const fresh: StoredEnquiry = newEnquiry(visitor, new Date(now - 60 * 60_000), "hausboot.test");
        const old: StoredEnquiry = {
          ...newEnquiry({ ...visitor, name: "Alte Anfrage" }, new Date(now - maxStorageMs - 60_000), "hausboot.test"),
          attempts: 29,
          lastError: "code=EAUTH smtp=535",
        };
        await blobs.put(fresh);
        await blobs.put(old);

        const run = await mailRetry(smtp.port);
        expect(run.exitCode).toBe(1);
        expect(smtp.messages.map((mail) => mail.messageId)).toEqual([fresh.messageId]);
        expect(await blobs.keys()).toEqual([]);
        expect(run.logs).toContainEqual(expect.stringContaining(`${old.id} aufgegeben und gelöscht`));
        expect(run.logs).toContainEqual(expect.stringContaining("letzter Fehler code=EAUTH smtp=535"));
        expect(run.logs).toContainEqual(expect.stringMatching(/1 zugestellt, .*1 aufgegeben.*; Lauf mit Fehlern$/));
      } finally {
        await smtp.stop();
      }
    },
  );
});

describe("a full store", () => {
  it(
    "keeps at most 500 waiting enquiries: beyond that, a failed send shows the visitor the failure answer",
    { timeout: siteStartTimeoutMs + 30_000 },
    async () => {
      const waiting = Array.from({ length: maxWaitingEnquiries - 1 }, (_, index) => ({
        ...newEnquiry({ ...visitor, name: `Wartend ${index}` }, new Date(Date.now() - index * 1000), "x.test"),
        attempts: 1,
      }));
      for (let start = 0; start < waiting.length; start += 25) {
        await Promise.all(waiting.slice(start, start + 25).map((enquiry) => blobs.put(enquiry)));
      }
      const site = await startStoringSite(await unusedPort());
      try {
        expect((await postJson(site, visitor)).status).toBe(200);
        expect(await blobs.keys()).toHaveLength(maxWaitingEnquiries);

        const tooMany = await postJson(site, { ...visitor, name: "Einer zu viel" });
        expect(tooMany.status).toBe(502);
        expect(await blobs.keys()).toHaveLength(maxWaitingEnquiries);
        expect(site.logs).toContainEqual(
          expect.stringMatching(/Zustellung fehlgeschlagen code=E\w+ smtp=-, über 500 wartende Anfragen$/),
        );
      } finally {
        await site.stop();
      }
    },
  );
});

describe("a run whose clock differs from the store's", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    closeSmtpTransport();
  });

  // Expiry, backoff and leases compare this machine's time with times other machines wrote: a clock 10 minutes
  // ahead would take attempts still under way, one days ahead would delete enquiries early.
  it("stops before it touches anything when the difference exceeds a minute, and runs within it", async () => {
    const smtp = await startSmtpServer();
    const enquiry = { ...newEnquiry(visitor, new Date(Date.now() - 60 * 60_000), "hausboot.test"), attempts: 1 };
    await blobs.put(enquiry);
    const run = async (storeClockOffsetMs: number, logs: string[]) => {
      const proxy = await startStoreProxy(blobs.context, { clockOffsetMs: storeClockOffsetMs });
      vi.stubEnv("NETLIFY_BLOBS_CONTEXT", proxy.env.NETLIFY_BLOBS_CONTEXT);
      try {
        return await retryStoredEnquiries({
          env: smtpEnvironment(smtp.port),
          isProduction: false,
          log: (line) => logs.push(line),
        });
      } finally {
        await proxy.stop();
      }
    };
    try {
      const aheadLogs: string[] = [];
      expect(await run(-10 * 60_000, aheadLogs)).toMatchObject({ delivered: 0, gaveUp: 0, ok: false });
      // Nothing else, but for the daily store alert in the run at 07:00 UTC (delivery-alerts.test.ts).
      expect(aheadLogs.filter((line) => !line.includes("Alarm „store“"))).toEqual([
        expect.stringMatching(
          /^\[kontakt-wiederholung\] Lauf abgebrochen: Die Uhr dieses Rechners geht (599|600|601) s anders als die des Speichers$/,
        ),
      ]);
      expect(await blobs.keys()).toEqual([enquiryKey(enquiry)]);

      expect(await run(20_000, [])).toMatchObject({ delivered: 1, ok: true });
      expect(smtp.messages.map((mail) => mail.messageId)).toEqual([enquiry.messageId]);
    } finally {
      await smtp.stop();
    }
  });
});

describe("two retry runs starting in the same moment", () => {
  // Each run takes an enquiry with a write that succeeds only if the enquiry is unchanged since it read it: of two
  // runs, exactly one wins (the local server takes writes to one key one after another, as Netlify's store does).
  runRetryInThisProcess();

  it("deliver 20 enquiries exactly once", { timeout: 20_000 }, async () => {
    const smtp = await startSmtpServer({ countOnly: true });
    const tokens = tokensFor("sametime", 20);
    for (const token of tokens) {
      await blobs.put({
        ...newEnquiry({ ...visitor, name: `Bench ${token}` }, new Date(), "hausboot.test"),
        attempts: 1,
      });
    }
    const run = () => retryNow(smtp);
    try {
      const summaries = await Promise.all([run(), run()]);
      expect(summaries[0]!.delivered + summaries[1]!.delivered).toBe(20);
      expect(arrivals(smtp, tokens)).toEqual(tokens.map(() => 1));
      expect(await blobs.keys()).toEqual([]);
    } finally {
      await smtp.stop();
    }
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

describe("200 concurrent submissions while SMTP flaps", () => {
  // Alternates between accepting and refusing (421 on connect, 451 after DATA), so about half the immediate
  // attempts fail cleanly: a refused message is never counted as received.
  function flappingSmtp() {
    let calls = 0;
    let flapping = true;
    return {
      options: { countOnly: true, unavailable: () => flapping && calls++ % 2 === 1 },
      steady: () => void (flapping = false),
    };
  }

  it(
    "with the store: 200 success answers, and after mail:retry 200 mails, each exactly once",
    {
      timeout: 60_000,
    },
    async () => {
      const flapping = flappingSmtp();
      const smtp = await startSmtpServer(flapping.options);
      const site = await startStoringSite(smtp.port);
      try {
        const tokens = tokensFor("flap", 200);
        const outcomes = await submitContacts(site.url, tokens, 50);
        expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
        const waiting = (await blobs.enquiries()).length;
        expect(waiting).toBeGreaterThan(0);
        expect(smtp.received()).toBe(200 - waiting);

        flapping.steady();
        expect((await mailRetry(smtp.port)).exitCode).toBe(0);
        await smtp.waitForMessages(200);
        expect(arrivals(smtp, tokens)).toEqual(tokens.map(() => 1));
        expect(await blobs.keys()).toEqual([]);
      } finally {
        await site.stop();
        await smtp.stop();
      }
    },
  );

  it(
    "with CONTACT_STORE=off: every success answer was delivered once, every failure answer not at all",
    {
      timeout: 60_000,
    },
    async () => {
      const flapping = flappingSmtp();
      const smtp = await startSmtpServer(flapping.options);
      const site = await startStoringSite(smtp.port, { CONTACT_STORE: "off" });
      try {
        const tokens = tokensFor("flapoff", 200);
        const outcomes = await submitContacts(site.url, tokens, 50);
        const counts = arrivals(smtp, tokens);
        expect(outcomes.some((outcome) => !outcome.ok)).toBe(true);
        expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => outcome.detail.startsWith("502"))).toBe(
          true,
        );
        expect(counts).toEqual(outcomes.map((outcome) => (outcome.ok ? 1 : 0)));
        expect(await blobs.keys()).toEqual([]);
      } finally {
        await site.stop();
        await smtp.stop();
      }
    },
  );
});

describe("when the store is unavailable", () => {
  it(
    "delivers directly while SMTP works, and answers failure only when SMTP fails too",
    {
      timeout: siteStartTimeoutMs * 2,
    },
    async () => {
      const smtp = await startSmtpServer();
      const store = await unreachableBlobsEnvironment();
      const working = await startSite({ root: fixtureRoot, env: { ...smtpEnvironment(smtp.port), ...store } });
      const broken = await startSite({ root: fixtureRoot, env: { ...smtpEnvironment(await unusedPort()), ...store } });
      try {
        expect((await postJson(working, visitor)).status).toBe(200);
        expect(smtp.messages).toHaveLength(1);
        expect(working.logs).toContainEqual(
          expect.stringMatching(/nicht gespeichert code=ECONNREFUSED, Versand direkt/),
        );

        const json = await postJson(broken, visitor);
        expect(json.status).toBe(502);
        expect((await json.json()).error).toEqual(expect.any(String));
        const form = await postForm(broken, { ...visitor, website: "" });
        expect([form.status, form.headers.get("location")]).toEqual([303, contactPaths.failure]);
      } finally {
        await working.stop();
        await broken.stop();
        await smtp.stop();
      }
    },
  );

  it("mail:retry says so and exits with an error", { timeout: 20_000 }, async () => {
    const run = await runMailRetry({
      ...smtpEnvironment(await unusedPort()),
      ...(await unreachableBlobsEnvironment()),
    });
    expect(run.exitCode).toBe(1);
    expect(run.logs).toContain("[kontakt-wiederholung] Lauf abgebrochen code=ECONNREFUSED");
  });

  it("delivers directly without any Blobs context and says so once", { timeout: siteStartTimeoutMs }, async () => {
    const smtp = await startSmtpServer();
    const site = await startSite({
      root: fixtureRoot,
      env: { ...smtpEnvironment(smtp.port), NETLIFY_BLOBS_CONTEXT: "" },
    });
    try {
      expect((await postJson(site, visitor)).status).toBe(200);
      expect((await postJson(site, { ...visitor, name: "Zweite Person" })).status).toBe(200);
      expect(smtp.messages).toHaveLength(2);
      const notices = site.logs.filter((line) => line.includes("Netlify Blobs nicht verfügbar"));
      expect(notices).toEqual([
        "[kontakt] Netlify Blobs nicht verfügbar (MissingBlobsEnvironmentError): Nachrichten gehen direkt per E-Mail raus",
      ]);
    } finally {
      await site.stop();
      await smtp.stop();
    }
  });
});

describe("a deploy preview's enquiries", () => {
  runRetryInThisProcess();

  it(
    "stay in the preview's own store: production's retry never sees them, the preview's own run delivers them",
    { timeout: siteStartTimeoutMs + 10_000 },
    async () => {
      const smtp = await startSmtpServer();
      const preview = await startStoringSite(await unusedPort(), { CONTEXT: "deploy-preview" });
      try {
        expect((await postJson(preview, visitor)).status).toBe(200);
        const [stored] = await blobs.enquiries();
        expect(stored).toMatchObject({ attempts: 1, fields: { name: visitor.name } });
        expect(await blobs.production.keys()).toEqual([]);

        const retry = (isProduction: boolean) => retryNow(smtp, { isProduction });
        expect(await retry(true)).toMatchObject({ delivered: 0, waiting: 0, ok: true });
        expect(smtp.received()).toBe(0);
        expect(await blobs.keys()).toEqual([enquiryKey(stored!)]);

        expect(await retry(false)).toMatchObject({ delivered: 1 });
        expect(smtp.messages.map((mail) => mail.messageId)).toEqual([stored!.messageId]);
      } finally {
        await preview.stop();
        await smtp.stop();
      }
    },
  );

  it(
    "on Netlify, where no schedule runs for a preview, are not kept: a failed send shows the failure answer",
    { timeout: siteStartTimeoutMs },
    async () => {
      const onNetlify = { CONTEXT: "deploy-preview", SITE_ID: "b8e7c0de-0000-4000-8000-000000000000" };
      const preview = await startStoringSite(await unusedPort(), onNetlify);
      try {
        const response = await postJson(preview, visitor);
        expect(response.status).toBe(502);
        expect(await blobs.keys()).toEqual([]);
        expect(await blobs.production.keys()).toEqual([]);
        expect(preview.logs).toContainEqual(
          expect.stringMatching(/Zustellung fehlgeschlagen code=E\w+ smtp=-, Vorschau ohne Zeitplan$/),
        );
      } finally {
        await preview.stop();
      }
    },
  );

  it(
    "in production go to the site's store, where production's retry takes them, and insists on TLS",
    { timeout: siteStartTimeoutMs },
    async () => {
      const smtp = await startSmtpServer();
      const production = await startStoringSite(await unusedPort(), { CONTEXT: "production" });
      try {
        expect((await postJson(production, visitor)).status).toBe(200);
        expect(await blobs.keys()).toEqual([]);
        const [stored] = await blobs.production.enquiries();
        // The test server offers no STARTTLS: in production the attempt fails rather than send in the clear.
        expect(await retryNow(smtp, { isProduction: true })).toMatchObject({ delivered: 0, failed: 1 });
        expect((await blobs.production.enquiries())[0]).toMatchObject({
          id: stored!.id,
          attempts: 2,
          lastError: expect.stringMatching(/^code=ETLS/),
        });
      } finally {
        await production.stop();
        await smtp.stop();
      }
    },
  );
});

describe("logs", () => {
  runRetryInThisProcess();

  it(
    "never contain the visitor's name, address or message, in the function's or the retry's lines",
    { timeout: siteStartTimeoutMs + 10_000 },
    async () => {
      const smtp = await startSmtpServer();
      const site = await startStoringSite(await unusedPort());
      const retryLogs: string[] = [];
      try {
        expect((await postJson(site, visitor)).status).toBe(200);
        expect((await postForm(site, { ...visitor, name: "Zweite Person", website: "" })).status).toBe(303);
        const old = newEnquiry({ ...visitor, name: "Alte Anfrage" }, new Date(Date.now() - maxStorageMs), "x.test");
        await blobs.put({ ...old, attempts: 3, lastError: "code=EAUTH smtp=535" });
        const run = await retryNow(smtp, { log: (line) => retryLogs.push(line) });
        expect(run).toMatchObject({ delivered: 2, gaveUp: 1 });
        const hand = await mailRetry(await unusedPort());
        const logs = [...site.logs, ...retryLogs, ...hand.logs].join("\n");
        expect(logs).toContain("[kontakt]");
        expect(logs).toContain("[kontakt-wiederholung]");
        for (const secret of [visitor.name, visitor.email, "Schöne Grüße", "Alte Anfrage", "Zweite Person"]) {
          expect(logs).not.toContain(secret);
        }
      } finally {
        await site.stop();
        await smtp.stop();
      }
    },
  );
});

function tokenIn(enquiry: StoredEnquiry): string {
  return tokenPattern.exec(enquiry.fields.name)?.[0] ?? "";
}
