import { describe, expect, it } from "vitest";
import { afterFailedAttempt, newEnquiry, type StoredEnquiry } from "../../netlify/functions/_lib/contact-outbox.ts";
import { isExpired, maxStorageMs, nextAttemptAt } from "../../netlify/functions/_lib/delivery-schedule.ts";

const minutes = (n: number) => n * 60_000;
const at = new Date("2026-11-22T12:00:00Z");
const fields = { name: "Anna Berg", email: "anna@besucher.test", message: "Ist das Boot frei?" };

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

  it("gives an enquiry 7 days from its arrival, to the millisecond", () => {
    expect(maxStorageMs).toBe(7 * 24 * 60 * minutes(1));
    expect(isExpired(at, new Date(at.getTime() + maxStorageMs - 1))).toBe(false);
    expect(isExpired(at, new Date(at.getTime() + maxStorageMs))).toBe(true);
  });

  it("stores a new enquiry untried, first due 10 minutes after it arrived, with a Message-ID from its id and the domain", () => {
    const enquiry = newEnquiry(fields, at, "hausboot-werder.de");
    expect(enquiry).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      messageId: `<${enquiry.id}@hausboot-werder.de>`,
      receivedAt: at.toISOString(),
      attempts: 0,
      nextAttemptAt: new Date(at.getTime() + minutes(10)).toISOString(),
      fields,
    });
    expect(newEnquiry(fields, at, "hausboot-werder.de").id).not.toBe(enquiry.id);
  });

  it("counts a failed attempt, keeps its code and schedules the next one from the failure", () => {
    let enquiry: StoredEnquiry = newEnquiry(fields, at, "hausboot-werder.de");
    enquiry = afterFailedAttempt(enquiry, "code=ECONNECTION smtp=-", at);
    expect(enquiry).toMatchObject({ attempts: 1, lastError: "code=ECONNECTION smtp=-" });
    const failedAgain = new Date(at.getTime() + minutes(12));
    enquiry = afterFailedAttempt(enquiry, "code=EAUTH smtp=535", failedAgain);
    expect(enquiry).toMatchObject({
      attempts: 2,
      lastError: "code=EAUTH smtp=535",
      nextAttemptAt: new Date(failedAgain.getTime() + minutes(30)).toISOString(),
      receivedAt: at.toISOString(),
    });
  });
});
