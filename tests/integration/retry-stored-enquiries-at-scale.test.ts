import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { maxInFlight } from "../../netlify/functions/_lib/delivery-policy.ts";
import { retryStoredEnquiries } from "../../netlify/functions/_lib/retry-run.ts";
import { closeSmtpTransport } from "../../netlify/functions/_lib/mail-transport.ts";
import { enquiryKey, newEnquiry, type StoredEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import retryContactEmail from "../../netlify/functions/retry-contact-email.ts";
import type { Context } from "@netlify/functions";
import { startTestBlobs, type TestBlobs } from "../support/blobs.ts";
import { smtpEnvironment, startSmtpServer, type SmtpTestServer } from "../support/smtp-test-server.ts";
import { startStoreProxy, type StoreProxy } from "../support/store-proxy.ts";

// 1000 stored enquiries in the real local Blobs store, read through a proxy that counts concurrent requests and
// answers one read with 503: 200 are due, 798 wait for their backoff, one is 8 days old, one is not JSON.
const hour = 60 * 60_000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const visitor = (index: number) => ({
  name: `Besucher ${index}`,
  email: `besucher${index}@beispiel.test`,
  message: `Anfrage Nummer ${index}: ist das Boot im August frei?`,
});

function enquiry(index: number, receivedAt: Date, due: boolean): StoredEnquiry {
  const stored = newEnquiry(visitor(index), receivedAt, "hausboot.test");
  return { ...stored, attempts: 1, nextAttemptAt: (due ? ago(60_000) : new Date(now.getTime() + hour)).toISOString() };
}

let blobs: TestBlobs;
let smtp: SmtpTestServer;
let proxy: StoreProxy;
const due = Array.from({ length: 200 }, (_, index) => enquiry(index, ago(2 * hour + index), true));
const notDue = Array.from({ length: 798 }, (_, index) => enquiry(1000 + index, ago(hour + index), false));
const expired = enquiry(9000, ago(8 * 24 * hour), true);
const unreadable = { id: crypto.randomUUID(), receivedAt: ago(3 * hour).toISOString() };
const failingRead = due[17]!;
let failedReads = 0;

beforeAll(async () => {
  blobs = await startTestBlobs();
  smtp = await startSmtpServer({ countOnly: true });
  const all = [...due, ...notDue, expired];
  for (let start = 0; start < all.length; start += 20) {
    await Promise.all(all.slice(start, start + 20).map((stored) => blobs.put(stored)));
  }
  await blobs.store.set(enquiryKey(unreadable), "{not json");
  expect((await blobs.keys()).length).toBe(1000);
  // The first read of one due enquiry fails, as a Netlify Blobs hiccup would; later reads pass.
  proxy = await startStoreProxy(blobs.context, {
    failWith: ({ method, key }) => {
      if (method !== "GET" || key !== enquiryKey(failingRead) || failedReads > 0) return undefined;
      failedReads += 1;
      return 503;
    },
  });
  vi.stubEnv("NETLIFY_BLOBS_CONTEXT", proxy.env.NETLIFY_BLOBS_CONTEXT);
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await proxy?.stop();
  await smtp?.stop();
  await blobs?.stop();
});

afterEach(() => closeSmtpTransport());

const deliveredIds = (ids: Iterable<string>) => [...ids].map((id) => smtp.messageIds.get(id) ?? 0);

describe("a retry run over 1000 stored enquiries", () => {
  const logs: string[] = [];
  const run = () =>
    retryStoredEnquiries({
      env: smtpEnvironment(smtp.port),
      isProduction: false,
      now: () => now,
      log: (line) => logs.push(line),
    });

  it(
    "delivers every due one it can read exactly once, deletes the 8-day-old one, sets aside what it cannot read",
    { timeout: 120_000 },
    async () => {
      const first = await run();
      expect(first).toEqual({
        delivered: 199,
        failed: 0,
        waiting: 798,
        busy: 0,
        gaveUp: 1,
        overdue: 0,
        unreadable: 1,
        storeErrors: 1,
        deferred: 0,
        alerts: [],
        ok: false,
      });
      expect(failedReads).toBe(1);
      expect(deliveredIds(due.map((stored) => stored.messageId))).toEqual(
        due.map((stored) => (stored === failingRead ? 0 : 1)),
      );
      expect(smtp.received()).toBe(199);
      expect(logs).toContainEqual(`[kontakt-wiederholung] ${unreadable.id} beiseitegelegt: kein JSON`);
      expect(logs).toContainEqual(`[kontakt-wiederholung] ${failingRead.id} übersprungen: Speicher code=HTTP503`);
      expect(logs).toContainEqual(
        `[kontakt-wiederholung] ${expired.id} aufgegeben und gelöscht: älter als 7 Tage, 1 Versuche, letzter Fehler -`,
      );
      expect(logs.at(-1)).toBe(
        "[kontakt-wiederholung] 199 zugestellt, 0 fehlgeschlagen, 798 wartend, 0 in anderem Lauf, 1 aufgegeben, " +
          "0 nicht gelöscht, 1 beiseitegelegt, 1 Speicherfehler, 0 verschoben; Lauf mit Fehlern",
      );
      const keys = await blobs.keys();
      expect(keys).not.toContain(enquiryKey(expired));
      expect(keys).toHaveLength(798 + 1 + 1);
    },
  );

  it("never has more than 10 store requests in flight", () => {
    expect(proxy.maxInFlight()).toBeLessThanOrEqual(maxInFlight);
    expect(proxy.maxInFlight()).toBeGreaterThan(1);
  });

  it("delivers the skipped one in the next run, and still none twice", { timeout: 60_000 }, async () => {
    const second = await run();
    expect(second).toMatchObject({ delivered: 1, waiting: 798, unreadable: 1, storeErrors: 0, gaveUp: 0 });
    expect(deliveredIds(due.map((stored) => stored.messageId))).toEqual(due.map(() => 1));
    expect(smtp.received()).toBe(200);
  });

  it(
    "as the scheduled function, answers 500 while something is set aside, so Netlify logs the run as failed",
    { timeout: 60_000 },
    async () => {
      for (const [name, value] of Object.entries(smtpEnvironment(smtp.port))) vi.stubEnv(name, value);
      const response = await retryContactEmail(new Request("http://localhost/"), { deploy: {} } as Context);
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ unreadable: 1, ok: false });
    },
  );
});
