import { contactRequestTimeoutMs, maxStoredDays } from "../../../src/contact-form/delivery.ts";

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** Waits after the 1st, 2nd and 3rd failed attempt; every later one waits as long as the last. */
export const retryDelaysMs = [10 * minute, 30 * minute, 2 * hour, 6 * hour] as const;

/** A stored enquiry is deleted at the latest this long after it arrived (stated in the Datenschutzerklärung). */
export const maxStorageMs = maxStoredDays * day;
/** Half an hour early, so a run every 10 minutes, or one that was missed, never keeps an enquiry longer. */
export const deleteAfterMs = maxStorageMs - 30 * minute;

/** With this many enquiries waiting, a new one whose direct send fails is not kept: the visitor sees the failure. */
export const maxWaitingEnquiries = 500;

/** The owner is alerted when an enquiry has waited this long, … */
export const alertAfterWaitingMs = day;
/** … or when a permanent error (rejected login, a 5xx answer) has lasted this long; … */
export const alertAfterPermanentErrorMs = hour;
/** … at most once per condition in this time. */
export const alertIntervalMs = day;

/** One request to Netlify Blobs; the client's own retries would wait 5 s each while a visitor waits. */
export const storeRequestTimeoutMs = 3 * second;
/** The longest one SMTP send may take, whatever SMTP_TIMEOUT_MS says. */
export const maxSendDeadlineMs = 8 * second;
export const webhookTimeoutMs = 4 * second;
/** A lease this old belongs to a run that was stopped before it finished. */
export const leaseTimeoutMs = 15 * minute;
/** A run whose clock differs more from the store's stops before it touches anything. */
export const maxClockSkewMs = minute;
/** At most this many enquiries are read, leased or sent at the same time by one retry run. */
export const maxInFlight = 10;

/** The contact function at worst: store (and count) at once, send, then remove or record the failure. */
export const functionWorstCaseMs = storeRequestTimeoutMs + maxSendDeadlineMs + storeRequestTimeoutMs;
/** What the browser's limit must leave for a cold start and the network. */
export const functionMarginMs = contactRequestTimeoutMs - functionWorstCaseMs;

/** One attempt of the retry at worst: take the lease, send, record the outcome. */
export const attemptWorstCaseMs = storeRequestTimeoutMs + maxSendDeadlineMs + storeRequestTimeoutMs;
/** The alerts at the end of a run at worst: read and write the "sent" mark, then post to the webhook. */
export const alertsWorstCaseMs = 2 * storeRequestTimeoutMs + webhookTimeoutMs;
/** Netlify stops a scheduled function after 30 s. */
export const scheduledRunLimitMs = 30 * second;

/**
 * When, counted from a run's start, the last attempt and the last read may begin, so that everything started
 * finishes, and the alerts are sent, before `limitMs` (with a second to spare).
 */
export function runDeadlines(limitMs: number): { lastAttemptMs: number; lastReadMs: number } {
  const workEnds = limitMs - second - alertsWorstCaseMs;
  return { lastAttemptMs: workEnds - attemptWorstCaseMs, lastReadMs: workEnds - storeRequestTimeoutMs };
}

/** When the next attempt is due after `attemptsMade` attempts, the last one at `lastAttemptAt`. */
export function nextAttemptAt(attemptsMade: number, lastAttemptAt: Date): Date {
  const delay = retryDelaysMs[Math.min(Math.max(attemptsMade, 1), retryDelaysMs.length) - 1]!;
  return new Date(lastAttemptAt.getTime() + delay);
}

export function isExpired(receivedAt: Date, now: Date): boolean {
  return now.getTime() - receivedAt.getTime() >= deleteAfterMs;
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
