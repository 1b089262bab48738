import { contactRequestTimeoutMs, maxStoredDays } from "../../../src/contact-form/delivery.ts";

const second = 1000;
export const minute = 60 * second;
export const hour = 60 * minute;
const day = 24 * hour;

/** Waits after the 1st, 2nd and 3rd failed attempt; every later one waits as long as the last. */
export const retryDelaysMs = [10 * minute, 30 * minute, 2 * hour, 6 * hour] as const;
/** The schedule in `retry-contact-email.ts`. */
export const runIntervalMs = 10 * minute;

/** A stored enquiry is deleted at the latest this long after it arrived (stated in the Datenschutzerklärung). */
export const maxStorageMs = maxStoredDays * day;
/** Half an hour early, so a run every 10 minutes, or one that was missed, never keeps an enquiry longer. */
export const deleteAfterMs = maxStorageMs - 30 * minute;
/** The mark that closed an enquiry of unknown fate stays this long: a write still under way lands long before. */
export const closedMarkKeptMs = hour;

/** With this many waiting, a new enquiry whose direct send fails is not kept: the visitor sees the failure. */
export const maxWaitingEnquiries = 500;

/** The owner is alerted when an enquiry has waited this long, … */
export const alertAfterWaitingMs = day;
/** … or when a permanent error (rejected login, a 5xx answer) has lasted this long; … */
export const alertAfterPermanentErrorMs = hour;
/** … at most once per condition in this time. */
export const alertIntervalMs = day;
/** The store cannot be read: the run starting in this UTC hour's first interval says so, once a day, unasked. */
export const storeAlertHourUtc = 7;

/** One request to Netlify Blobs; the client's own retries would wait 5 s each while a visitor waits. */
export const storeRequestTimeoutMs = 3 * second;
/** The longest one SMTP send may take, whatever SMTP_TIMEOUT_MS says. */
export const maxSendDeadlineMs = 8 * second;
export const webhookTimeoutMs = 4 * second;
/** A lease (on an enquiry, or on an alert being sent) this old belongs to a run that was stopped before it finished. */
export const leaseTimeoutMs = 15 * minute;
/** A run whose clock differs more from the store's stops before it touches anything. */
export const maxClockSkewMs = minute;
export const maxInFlight = 10;

/** One delivery at worst: store, send (counting meanwhile), remove in the function; lease, send, record in a retry. */
export const attemptWorstCaseMs = storeRequestTimeoutMs + maxSendDeadlineMs + storeRequestTimeoutMs;
/** What the browser's limit leaves the contact function for a cold start and the network. */
export const functionMarginMs = contactRequestTimeoutMs - attemptWorstCaseMs;
/** The alerts at a run's end, all posted at once: claim the mark, post, confirm or release it. */
export const alertsWorstCaseMs = storeRequestTimeoutMs + webhookTimeoutMs + storeRequestTimeoutMs;
/** Netlify stops a scheduled function after 30 s. */
export const scheduledRunLimitMs = 30 * second;

/**
 * When, from a run's start, the last attempt and the last store request of a read may begin (a read may make two:
 * load, then delete; each asks anew): all ends, alerts sent, a second before `limitMs`.
 */
export function runDeadlines(limitMs: number): { lastAttemptMs: number; lastReadMs: number } {
  const workEnds = limitMs - second - alertsWorstCaseMs;
  return { lastAttemptMs: workEnds - attemptWorstCaseMs, lastReadMs: workEnds - storeRequestTimeoutMs };
}

export function nextAttemptAt(attemptsMade: number, lastAttemptAt: Date): Date {
  const delay = retryDelaysMs[Math.min(Math.max(attemptsMade, 1), retryDelaysMs.length) - 1]!;
  return new Date(lastAttemptAt.getTime() + delay);
}

export function isExpired(receivedAt: Date, now: Date): boolean {
  return now.getTime() - receivedAt.getTime() >= deleteAfterMs;
}

/** The one run a day that reports a store it cannot read: no mark can be kept there to count days. */
export function isStoreAlertRun(now: Date): boolean {
  const sinceHour =
    now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), storeAlertHourUtc);
  return sinceHour >= 0 && sinceHour < runIntervalMs;
}

/**
 * A rejected login or a 5xx answer will not go away by itself: someone has to fix the password, the address or
 * the provider's account. Everything else (refused connections, timeouts, 4xx "try later") is temporary.
 */
export function isPermanentFailure(failure: { code: string | undefined; responseCode: number | undefined }): boolean {
  const { code, responseCode = 0 } = failure;
  const replyClass = Math.floor(responseCode / 100);
  return replyClass === 5 || (code === "EAUTH" && replyClass !== 4);
}
