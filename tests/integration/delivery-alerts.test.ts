import tls from "node:tls";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  runDeadlines,
  scheduledRunLimitMs,
  storeRequestTimeoutMs,
  webhookTimeoutMs,
} from "../../netlify/functions/_lib/delivery-policy.ts";
import { retryStoredEnquiries, type RetryRunSummary } from "../../netlify/functions/_lib/retry-run.ts";
import { closedMark, enquiryKey, newEnquiry, type StoredEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import { closeSmtpTransport } from "../../netlify/functions/_lib/mail-transport.ts";
import { runNode } from "../../scripts/run-node.ts";
import { startTestBlobs, unreachableBlobsEnvironment, type TestBlobs } from "../support/blobs.ts";
import { createFixtureRoot, postForm, postJson, siteStartTimeoutMs } from "../support/contact-requests.ts";
import { ownerEnvironment, projectRoot } from "../support/project-copy.ts";
import { runMailRetry, startSite } from "../support/site-server.ts";
import { loginEnvironment, testAccount } from "../support/smtp-settings.ts";
import { startSmtpServer, type SmtpTestServer } from "../support/smtp-test-server.ts";
import { createTestCertificate, type TestCertificate } from "../support/test-certificate.ts";
import { startStoreProxy } from "../support/store-proxy.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

const minute = 60_000;
const hour = 60 * minute;
const visitors = [
  { name: "Jürgen Größe", email: "juergen.groesse@besucher.test", message: "Schöne Grüße, ist das Boot frei?" },
  { name: "Anna Berg", email: "anna.berg@besucher.test", message: "Wann kann ich besichtigen, Anna" },
  { name: "Carla Cruz", email: "carla@besucher.test", message: "Gibt es einen Liegeplatzvertrag?" },
];
const personalData = visitors.flatMap((visitor) => [visitor.name, visitor.email, visitor.message]);

let certificate: TestCertificate;
let smtp: SmtpTestServer;
let blobs: TestBlobs;
let receiver: WebhookReceiver;
let fixture: Awaited<ReturnType<typeof createFixtureRoot>>;
const defaultCertificates = tls.getCACertificates("default");

beforeAll(async () => {
  certificate = await createTestCertificate();
  smtp = await startSmtpServer({ tls: certificate, credentials: testAccount });
  blobs = await startTestBlobs();
  receiver = await startWebhookReceiver();
  fixture = await createFixtureRoot();
  // The retry runs in this process and must trust the test server's certificate, as the site's process does.
  tls.setDefaultCACertificates([...defaultCertificates, certificate.cert]);
  vi.stubEnv("NETLIFY_BLOBS_CONTEXT", blobs.env.NETLIFY_BLOBS_CONTEXT);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  tls.setDefaultCACertificates(defaultCertificates);
  await receiver?.stop();
  await blobs?.stop();
  await smtp?.stop();
  await certificate?.remove();
  await fixture?.remove();
});

afterEach(() => closeSmtpTransport());

const settings = (pass: string) => ({
  ...loginEnvironment(smtp.port, { user: testAccount.user, pass }),
  ALERT_WEBHOOK_URL: receiver.url,
});
const retryLogs: string[] = [];
const runAt = (at: Date, pass: string, ignoreBackoff = false) =>
  retryStoredEnquiries({
    env: settings(pass),
    isProduction: false,
    ignoreBackoff,
    now: () => at,
    log: (line) => retryLogs.push(line),
  });

describe("when the SMTP server answers 535 (an expired password) for 25 hours", { timeout: 60_000 }, () => {
  const wrongPassword = loginEnvironment(0, { user: testAccount.user, pass: "abgelaufenes-Passwort" });
  let arrivedAt: Date;
  const summaries: RetryRunSummary[] = [];

  it(
    "tells every visitor the enquiry is sent and keeps it, with the error marked permanent",
    { timeout: siteStartTimeoutMs + 10_000 },
    async () => {
      const site = await startSite({
        root: fixture.root,
        env: {
          ...wrongPassword,
          SMTP_PORT: String(smtp.port),
          NODE_EXTRA_CA_CERTS: certificate.certFile,
          ...blobs.env,
        },
      });
      try {
        for (const visitor of visitors.slice(0, 2)) expect((await postJson(site, visitor)).status).toBe(200);
        const form = await postForm(site, { ...visitors[2]!, website: "" });
        expect(form.headers.get("location")).toBe("/kontakt/danke/");
      } finally {
        await site.stop();
      }
      arrivedAt = new Date();
      const stored = await blobs.enquiries();
      expect(stored).toHaveLength(3);
      for (const enquiry of stored) {
        expect(enquiry).toMatchObject({ attempts: 1, lastError: "code=EAUTH smtp=535" });
        expect(Date.parse(enquiry.permanentErrorSince!)).toBeLessThanOrEqual(arrivedAt.getTime());
      }
      expect(smtp.logins.every((login) => !login.accepted && login.secure)).toBe(true);
    },
  );

  it(
    "sends exactly one alert in 25 hours of runs every 10 minutes, and from then on every run ends as failed",
    { timeout: 60_000 },
    async () => {
      for (let at = arrivedAt.getTime() + 10 * minute; at < arrivedAt.getTime() + 25 * hour; at += 10 * minute) {
        summaries.push(await runAt(new Date(at), "abgelaufenes-Passwort"));
      }
      expect(summaries).toHaveLength(149);
      expect(receiver.received).toHaveLength(1);
      // From the first hour on, the permanent error is the alert's condition; after 24 hours it stays the only one.
      expect(summaries[4]!.alerts).toEqual([]);
      expect(summaries.slice(5).every((summary) => summary.alerts.join() === "permanent" && !summary.ok)).toBe(true);
      // Before that, every run that tried and failed ends as failed too.
      expect(summaries.filter((summary) => summary.failed > 0).every((summary) => !summary.ok)).toBe(true);
      expect(smtp.received()).toBe(0);
      expect(retryLogs.filter((line) => line.includes("gesendet"))).toEqual([
        "[kontakt-wiederholung] Alarm „permanent“ gesendet",
      ]);
    },
  );

  it("posts counts, ages and error codes as JSON with a German text, and no name, address or message", () => {
    const [alert] = receiver.received;
    expect(alert!.method).toBe("POST");
    expect(alert!.headers["content-type"]).toBe("application/json");
    expect(alert!.json).toMatchObject({
      condition: "permanent",
      waiting: 3,
      affected: 3,
      oldestWaitingHours: 1,
      errors: { "code=EAUTH smtp=535": 3 },
      title: expect.any(String),
      text: expect.stringContaining("seit über einer Stunde dauerhaft abgelehnt"),
    });
    for (const secret of [...personalData, testAccount.user]) {
      expect(alert!.text).not.toContain(secret);
      expect(retryLogs.join("\n")).not.toContain(secret);
    }
  });

  it("after the password is fixed, delivers everything waiting exactly once, and alerts no more", async () => {
    const fixed = await runAt(new Date(arrivedAt.getTime() + 25 * hour), testAccount.pass, true);
    expect(fixed).toMatchObject({ delivered: 3, failed: 0, alerts: [], ok: true });
    const mails = await smtp.waitForMessages(3);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      visitors.map((visitor) => `Neue Anfrage zum Hausboot von ${visitor.name}`).sort(),
    );
    expect([...smtp.messageIds.values()]).toEqual([1, 1, 1]);
    expect(await blobs.enquiries()).toEqual([]);
    expect(await runAt(new Date(arrivedAt.getTime() + 26 * hour), testAccount.pass)).toMatchObject({ ok: true });
    expect(receiver.received).toHaveLength(1);
  });
});

/** An enquiry that arrived `receivedAgo` ms before `now`, failed since, and is not due again for an hour. */
function failedEnquiry(now: Date, receivedAgo: number, failure: Partial<StoredEnquiry>): StoredEnquiry {
  return {
    ...newEnquiry(visitors[0]!, new Date(now.getTime() - receivedAgo), "hausboot.test"),
    attempts: 3,
    nextAttemptAt: new Date(now.getTime() + hour).toISOString(),
    ...failure,
  };
}
const rejectedLogin = (now: Date) => ({
  lastError: "code=EAUTH smtp=535",
  permanentErrorSince: new Date(now.getTime() - 2 * hour).toISOString(),
});

/** Both conditions due: a rejected login for 2 hours and an enquiry waiting 25 hours, their marks a day old. */
async function storeBothConditionsDue(now: Date): Promise<void> {
  await blobs.put(failedEnquiry(now, 2 * hour, rejectedLogin(now)));
  await blobs.put(failedEnquiry(now, 25 * hour, { lastError: "code=ETIMEDOUT smtp=-" }));
  const dayAndMore = new Date(now.getTime() - 25 * hour).toISOString();
  for (const condition of ["permanent", "delayed"])
    await blobs.store.setJSON(`alert-${condition}`, { sentAt: dayAndMore });
}

/**
 * A run as the schedule starts it, every store answer and the webhook `underMs` under their limits (the rest is the
 * local store's and the proxy's own time); request times from the run's start.
 */
async function runAtTheLimits(underMs = 300) {
  const slowWebhook = await startWebhookReceiver({ delayMs: webhookTimeoutMs - underMs });
  const slowStore = await startStoreProxy(blobs.context, { answerDelayMs: () => storeRequestTimeoutMs - underMs });
  vi.stubEnv("NETLIFY_BLOBS_CONTEXT", slowStore.env.NETLIFY_BLOBS_CONTEXT);
  try {
    const started = performance.now();
    const summary = await retryStoredEnquiries({
      env: { ...settings(testAccount.pass), ALERT_WEBHOOK_URL: slowWebhook.url },
      isProduction: false,
      timeLimitMs: scheduledRunLimitMs,
      log: () => {},
    });
    return {
      summary,
      tookMs: performance.now() - started,
      posted: slowWebhook.received.map((alert) => (alert.json as { condition: string }).condition),
      arrived: slowStore.arrived.map((request) => ({ ...request, atMs: request.atMs - started })),
    };
  } finally {
    await slowStore.stop();
    await slowWebhook.stop();
  }
}

describe("alerts the store cannot delay or silence", () => {
  beforeEach(async () => {
    await blobs.clear();
    receiver.received.length = 0;
  });
  afterEach(() => vi.stubEnv("NETLIFY_BLOBS_CONTEXT", blobs.env.NETLIFY_BLOBS_CONTEXT));

  it(
    "sends both conditions within Netlify's 30 s while every store answer and the webhook take just under their limits",
    { timeout: 60_000 },
    async () => {
      await storeBothConditionsDue(new Date());
      const { summary, tookMs, posted } = await runAtTheLimits();
      expect(summary.alerts.sort()).toEqual(["delayed", "permanent"]);
      expect(posted.sort()).toEqual(["delayed", "permanent"]);
      expect(tookMs).toBeLessThan(scheduledRunLimitMs);
    },
  );

  it(
    "ends before Netlify's 30 s when the reads at the deadline each make two store requests, all just under their limits",
    { timeout: 60_000 },
    async () => {
      // The worst case by the constants: the last store request of a read starts at lastReadMs and takes its full
      // time, then the alerts: claim, post, confirm.
      const { lastReadMs } = runDeadlines(scheduledRunLimitMs);
      const worstCaseMs = lastReadMs + storeRequestTimeoutMs + 2 * storeRequestTimeoutMs + webhookTimeoutMs;
      expect(worstCaseMs).toBeLessThan(scheduledRunLimitMs);

      const now = new Date();
      await storeBothConditionsDue(now);
      // Closed marks older than an hour: each read loads one, then deletes it, two requests until the deadline.
      for (let index = 0; index < 60; index += 1) {
        const closed = newEnquiry(visitors[1]!, new Date(now.getTime() - 2 * hour + index * 1000), "hausboot.test");
        await blobs.store.setJSON(enquiryKey(closed), closedMark(new Date(closed.receivedAt)));
      }
      // Listing 62 keys takes the local store longer than one key: a little more room than above.
      const { summary, tookMs, posted, arrived } = await runAtTheLimits(500);
      const enquiryRequests = arrived.filter(({ key }) => key.startsWith("enquiry-"));
      // Every alert due was posted in time (on a loaded machine a read may time out and drop one from the due).
      expect(summary.alerts.length).toBeGreaterThan(0);
      expect(posted.sort()).toEqual(summary.alerts.sort());
      // The deadline was reached: some closed marks are left for the next run.
      expect(enquiryRequests.filter(({ method }) => method === "DELETE").length).toBeLessThan(60);
      expect(Math.max(...enquiryRequests.map(({ atMs }) => atMs))).toBeLessThanOrEqual(lastReadMs + 500);
      expect(tookMs).toBeLessThan(worstCaseMs + 500);
      expect(tookMs).toBeLessThan(scheduledRunLimitMs);
    },
  );

  it(
    "alerts again soon when a run was stopped after marking the alert as sent but before posting it",
    { timeout: 60_000 },
    async () => {
      const now = new Date();
      await blobs.put(failedEnquiry(now, 2 * hour, rejectedLogin(now)));
      // The store takes the mark at once, but its answer reaches the run only after 2 s, when the run is long dead.
      const isMark = ({ method, key }: { method: string; key: string }) =>
        method === "PUT" && key === "alert-permanent";
      const proxy = await startStoreProxy(blobs.context, { answerDelayMs: (request) => (isMark(request) ? 2_000 : 0) });
      try {
        const stopped = await runMailRetry(
          { ...settings("abgelaufenes-Passwort"), NODE_EXTRA_CA_CERTS: certificate.certFile, ...proxy.env },
          proxy.waitForAnswers(isMark, 1, 20_000),
        );
        expect(stopped.exitCode).toBeNull();
      } finally {
        await proxy.stop();
      }
      expect(await blobs.keys()).toContain("alert-permanent");
      expect(receiver.received).toEqual([]);

      const inMinutes = (minutes: number) => runAt(new Date(now.getTime() + minutes * minute), "abgelaufenes-Passwort");
      expect((await inMinutes(5)).alerts).toEqual(["permanent"]);
      expect(receiver.received).toEqual([]);
      await inMinutes(20);
      expect(receiver.received.map((alert) => (alert.json as { condition: string }).condition)).toEqual(["permanent"]);
    },
  );

  it(
    "tells the owner within a day when the store answers reads but refuses writes, and when it keeps enquiries past 7 days",
    { timeout: 60_000 },
    async () => {
      const noon = Date.UTC(2026, 10, 25, 12, 0, 5);
      for (const receivedAgo of [26 * hour, 25 * hour])
        await blobs.put(
          failedEnquiry(new Date(noon), receivedAgo, { nextAttemptAt: new Date(noon - minute).toISOString() }),
        );
      const readOnly = await startStoreProxy(blobs.context, {
        failWith: ({ method }) => (method === "PUT" || method === "DELETE" ? 503 : undefined),
      });
      vi.stubEnv("NETLIFY_BLOBS_CONTEXT", readOnly.env.NETLIFY_BLOBS_CONTEXT);
      const conditions = () => receiver.received.map((alert) => (alert.json as { condition: string }).condition);
      try {
        // Every run until the next morning's 07:00 UTC run: the claims are refused, so no run can count the days.
        for (let at = noon; at < Date.UTC(2026, 10, 26, 7); at += 2 * hour) {
          expect(await runAt(new Date(at), testAccount.pass)).toMatchObject({ ok: false, delivered: 0 });
        }
        expect(receiver.received).toEqual([]);
        await runAt(new Date(Date.UTC(2026, 10, 26, 7, 3)), testAccount.pass);
        expect(conditions().sort()).toEqual(["delayed", "store"]);
        expect(
          receiver.received.find((alert) => (alert.json as { condition: string }).condition === "store")!.json,
        ).toMatchObject({ errors: { "code=HTTP503": 2 }, overdue: 0 });

        // Eight days on, the delete is refused: due at once, sent by the next 07:00 UTC run.
        receiver.received.length = 0;
        const eightDaysOn = await runAt(new Date(noon + 8 * 24 * hour), testAccount.pass);
        expect(eightDaysOn).toMatchObject({ overdue: 2, gaveUp: 0, ok: false });
        expect(eightDaysOn.alerts).toContain("store");
        await runAt(new Date(Date.UTC(2026, 11, 4, 7, 3)), testAccount.pass);
        const storeAlert = receiver.received.find(
          (alert) => (alert.json as { condition: string }).condition === "store",
        );
        expect(storeAlert?.json).toMatchObject({
          overdue: 2,
          text: expect.stringContaining("2 Anfragen sind älter als 7 Tage und ließen sich nicht löschen"),
        });
      } finally {
        await readOnly.stop();
      }
      expect((await blobs.enquiries()).length).toBe(2);
    },
  );

  it.each([
    ["cannot be reached", { clockOffsetMs: 0, unreachable: true }, /\(code=ECONNREFUSED\)/],
    [
      "answers with a clock ten minutes off",
      { clockOffsetMs: -10 * minute, unreachable: false },
      /\(Uhr (599|600|601) s anders/,
    ],
  ])(
    "tells the owner once a day, from the run in the first ten minutes of 07:00 UTC, when the store %s",
    { timeout: 30_000 },
    async (_label, { clockOffsetMs, unreachable }, error) => {
      const proxy = await startStoreProxy(blobs.context, { clockOffsetMs });
      const store = unreachable ? await unreachableBlobsEnvironment() : proxy.env;
      vi.stubEnv("NETLIFY_BLOBS_CONTEXT", store.NETLIFY_BLOBS_CONTEXT);
      try {
        const runsOfADay = Array.from({ length: 144 }, (_, run) => new Date(Date.UTC(2026, 10, 25, 0, run * 10, 5)));
        for (const at of runsOfADay) expect(await runAt(at, testAccount.pass)).toMatchObject({ ok: false });
      } finally {
        await proxy.stop();
      }
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.json).toMatchObject({ condition: "store", text: expect.stringMatching(error) });
    },
  );
});

// Each test starts the command as a child process; on a busy machine that takes seconds.
describe("npm run mail:test -- --alarm", { timeout: 30_000 }, () => {
  const mailTest = (env: Record<string, string>) =>
    runNode(projectRoot, ["scripts/mail-test.ts", "--alarm"], ownerEnvironment({ ENV_FILE: "", ...env }));

  it("sends one test alert to ALERT_WEBHOOK_URL and says that the service took it", async () => {
    const test = await startWebhookReceiver();
    try {
      const { code, output } = await mailTest({ ALERT_WEBHOOK_URL: test.url });
      expect(output).toContain("✓ Der Dienst hat den Testalarm angenommen (HTTP 200).");
      expect(code).toBe(0);
      expect(test.received).toHaveLength(1);
      expect(test.received[0]!.json).toMatchObject({ condition: "test", text: expect.stringContaining("Testalarm") });
    } finally {
      await test.stop();
    }
  });

  it("says what is wrong when the service refuses, or when no address is set", async () => {
    const refusing = await startWebhookReceiver({ status: 404 });
    try {
      const refused = await mailTest({ ALERT_WEBHOOK_URL: refusing.url });
      expect([refused.code, refused.output]).toEqual([1, expect.stringContaining("nicht angenommen (HTTP404)")]);
    } finally {
      await refusing.stop();
    }
    const unset = await mailTest({ ALERT_WEBHOOK_URL: "" });
    expect([unset.code, unset.output]).toEqual([1, expect.stringContaining("ALERT_WEBHOOK_URL ist nicht gesetzt.")]);
  });
});
