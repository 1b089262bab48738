import { describe, expect, it } from "vitest";
import {
  functionMarginMs,
  isExpired,
  isPermanentFailure,
  isStoreAlertRun,
  leaseTimeoutMs,
  maxSendDeadlineMs,
  nextAttemptAt,
  runDeadlines,
  scheduledRunLimitMs,
} from "../../netlify/functions/_lib/delivery-policy.ts";
import {
  afterFailedAttempt,
  closedMark,
  enquiryKey,
  newEnquiry,
  parseEnquiryKey,
  readStoredEnquiry,
  type StoredEnquiry,
} from "../../netlify/functions/_lib/stored-enquiry.ts";

const minutes = (n: number) => n * 60_000;
const at = new Date("2026-11-22T12:00:00Z");
const fields = { name: "Anna Berg", email: "anna@besucher.test", message: "Ist das Boot frei?" };
const temporary = { details: "code=ECONNECTION smtp=-", code: "ECONNECTION", responseCode: undefined };
const rejectedLogin = { details: "code=EAUTH smtp=535", code: "EAUTH", responseCode: 535 };

describe("delivery schedule", () => {
  it.each([
    [1, minutes(10)],
    [2, minutes(30)],
    [3, minutes(120)],
    [4, minutes(360)],
    [12, minutes(360)],
  ])("waits after attempt %i for %i ms", (attempts, wait) => {
    expect(nextAttemptAt(attempts, at).getTime() - at.getTime()).toBe(wait);
  });

  it("deletes an enquiry half an hour before its 7 days are up, so no run every 10 minutes keeps it longer", () => {
    const halfAnHourBeforeSevenDays = at.getTime() + 7 * 24 * minutes(60) - minutes(30);
    expect(isExpired(at, new Date(halfAnHourBeforeSevenDays - 1))).toBe(false);
    expect(isExpired(at, new Date(halfAnHourBeforeSevenDays))).toBe(true);
  });

  it("names one run a day, the one starting in the first ten minutes of 07:00 UTC, to report a store it cannot read", () => {
    const runsOfADay = Array.from({ length: 144 }, (_, run) => new Date(Date.UTC(2026, 10, 25, 0, run * 10, 30)));
    expect(runsOfADay.filter(isStoreAlertRun).map((run) => run.toISOString())).toEqual(["2026-11-25T07:00:30.000Z"]);
    expect(isStoreAlertRun(new Date("2026-11-25T07:09:59.999Z"))).toBe(true);
    expect(isStoreAlertRun(new Date("2026-11-25T07:10:00.000Z"))).toBe(false);
  });
});

describe("time budgets", () => {
  it("keeps the contact function's worst case at least 4 s under the browser's limit (cold start, network)", () => {
    expect(functionMarginMs).toBeGreaterThanOrEqual(4_000);
  });

  it("keeps one send far shorter than a lease, so no run takes over an attempt still under way", () => {
    expect(maxSendDeadlineMs * 10).toBeLessThan(leaseTimeoutMs);
  });

  // That what starts before these deadlines, and the alerts, end within 30 s is measured with a slow store and webhook
  // (tests/integration/delivery-alerts.test.ts).
  it("lets a scheduled run start attempts for its first 5 s", () => {
    expect(runDeadlines(scheduledRunLimitMs).lastAttemptMs).toBeGreaterThanOrEqual(5_000);
  });
});

describe("permanent failures", () => {
  it.each([
    ["a rejected login", "EAUTH", 535, true],
    ["a login refused without a reply code", "EAUTH", undefined, true],
    ["a rejected recipient", "EENVELOPE", 550, true],
    ["a message refused as spam", "EMESSAGE", 554, true],
    ["a login refused for now", "EAUTH", 454, false],
    ["a greylisting reply", "EENVELOPE", 451, false],
    ["a refused connection", "ECONNECTION", undefined, false],
    ["a timeout", "ETIMEDOUT", undefined, false],
  ])("%s is %s", (_label, code, responseCode, permanent) => {
    expect(isPermanentFailure({ code, responseCode })).toBe(permanent);
  });
});

describe("stored enquiries", () => {
  it("stores a new enquiry untried, first due 10 minutes after it arrived, with a Message-ID from its id and the domain", () => {
    const enquiry = newEnquiry(fields, at, "hausboot-werder.de");
    expect(enquiry).toEqual({
      version: 1,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      messageId: `<${enquiry.id}@hausboot-werder.de>`,
      receivedAt: at.toISOString(),
      attempts: 0,
      nextAttemptAt: new Date(at.getTime() + minutes(10)).toISOString(),
      fields,
    });
    expect(newEnquiry(fields, at, "hausboot-werder.de").id).not.toBe(enquiry.id);
  });

  it("names the arrival time in the key, so the listing alone tells its age", () => {
    const enquiry = newEnquiry(fields, at, "hausboot-werder.de");
    expect(enquiryKey(enquiry)).toBe(`enquiry-2026-11-22T12-00-00.000Z-${enquiry.id}`);
    expect(parseEnquiryKey(enquiryKey(enquiry))).toEqual({ id: enquiry.id, receivedAt: at });
    expect(parseEnquiryKey(`enquiry-${enquiry.id}`)).toBeUndefined();
    expect(parseEnquiryKey("alert-permanent")).toBeUndefined();
  });

  it("counts a failed attempt, keeps its code and schedules the next one from the failure", () => {
    let enquiry: StoredEnquiry = newEnquiry(fields, at, "hausboot-werder.de");
    enquiry = afterFailedAttempt(enquiry, temporary, at);
    expect(enquiry).toMatchObject({ attempts: 1, lastError: "code=ECONNECTION smtp=-" });
    expect(enquiry.permanentErrorSince).toBeUndefined();
    const failedAgain = new Date(at.getTime() + minutes(12));
    enquiry = afterFailedAttempt(
      { ...enquiry, attempts: 2, lease: { owner: "x", takenAt: at.toISOString() } },
      rejectedLogin,
      failedAgain,
    );
    expect(enquiry).toMatchObject({
      attempts: 2,
      lastError: "code=EAUTH smtp=535",
      nextAttemptAt: new Date(failedAgain.getTime() + minutes(30)).toISOString(),
      permanentErrorSince: failedAgain.toISOString(),
      receivedAt: at.toISOString(),
    });
    expect(enquiry.lease).toBeUndefined();
  });

  it("remembers since when failures are permanent, and forgets it after a temporary one", () => {
    const first = afterFailedAttempt(newEnquiry(fields, at, "x.test"), rejectedLogin, at);
    const later = afterFailedAttempt(first, rejectedLogin, new Date(at.getTime() + minutes(40)));
    expect(later.permanentErrorSince).toBe(at.toISOString());
    expect(
      afterFailedAttempt(later, temporary, new Date(at.getTime() + minutes(160))).permanentErrorSince,
    ).toBeUndefined();
  });

  describe("reading one back", () => {
    const enquiry = newEnquiry(fields, at, "hausboot-werder.de");

    it("reads what was stored, and sets aside a record without a version", () => {
      expect(readStoredEnquiry(JSON.stringify(enquiry), enquiry.id)).toEqual({ kind: "enquiry", enquiry });
      const { version: _version, ...unversioned } = enquiry;
      expect(readStoredEnquiry(JSON.stringify(unversioned), enquiry.id)).toEqual({
        kind: "unreadable",
        reason: "ungültig: version",
      });
    });

    it("reads fields today's form refuses, stored under older rules: the mail keeps them out of its headers", () => {
      const older = { ...enquiry, fields: { ...fields, name: "Bank <info@bank.test>" } };
      expect(readStoredEnquiry(JSON.stringify(older), enquiry.id)).toEqual({ kind: "enquiry", enquiry: older });
    });

    it("knows the mark that closed an enquiry", () => {
      expect(readStoredEnquiry(JSON.stringify(closedMark(at)), enquiry.id)).toEqual({ kind: "closed" });
    });

    it.each([
      ["text that is not JSON", "{not json", "kein JSON"],
      [
        "a record without its arrival time",
        JSON.stringify({ ...enquiry, receivedAt: undefined }),
        "ungültig: receivedAt",
      ],
      ["a version this code does not know", JSON.stringify({ ...enquiry, version: 2 }), "ungültig: version"],
      [
        "a field that is no text",
        JSON.stringify({ ...enquiry, fields: { ...fields, name: 42 } }),
        "ungültig: fields.name",
      ],
    ])("sets aside %s, saying why without the content", (_label, text, reason) => {
      expect(readStoredEnquiry(text, enquiry.id)).toEqual({ kind: "unreadable", reason });
    });

    it("refuses a record stored under another enquiry's key", () => {
      expect(readStoredEnquiry(JSON.stringify(enquiry), crypto.randomUUID())).toEqual({
        kind: "unreadable",
        reason: "Kennung passt nicht zum Schlüssel",
      });
    });
  });
});
