// The scheduled retry: backoff, old enquiries, the platform's time limit, runs by hand, clocks, and overlapping runs.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  alertsWorstCaseMs,
  maxStorageMs,
  storeRequestTimeoutMs,
} from "../../netlify/functions/_lib/delivery-policy.ts";
import { retryStoredEnquiries } from "../../netlify/functions/_lib/retry-run.ts";
import { closeSmtpTransport } from "../../netlify/functions/_lib/mail-transport.ts";
import { enquiryKey, newEnquiry, type StoredEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import { visitor } from "../support/contact-requests.ts";
import { smtpEnvironment, startSmtpServer } from "../support/smtp-test-server.ts";
import { startStoreProxy } from "../support/store-proxy.ts";
import {
  arrivals,
  blobs,
  mailRetry,
  retryNow,
  runRetryInThisProcess,
  tokensFor,
  useStoredDelivery,
} from "../support/stored-delivery.ts";

useStoredDelivery();

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
    const stored = { ...newEnquiry(visitor, new Date(Date.now() - 60 * 60_000), "hausboot.test"), attempts: 1 };
    const legacy = { ...stored, fields: { ...visitor, name: "Bank <info@bank.test>" } };
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
