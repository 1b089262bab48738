import { maxStoredDays } from "../../../src/contact/delivery.ts";

const minute = 60_000;
const hour = 60 * minute;

/** Waits after the 1st, 2nd and 3rd failed attempt; every later one waits as long as the last. */
export const retryDelaysMs = [10 * minute, 30 * minute, 2 * hour, 6 * hour] as const;

/** A stored enquiry is deleted this long after it arrived, delivered or not (stated in the Datenschutzerklärung). */
export const maxStorageMs = maxStoredDays * 24 * hour;

/** When the next attempt is due after `attemptsMade` attempts, the last one at `lastAttemptAt`. */
export function nextAttemptAt(attemptsMade: number, lastAttemptAt: Date): Date {
  const delay = retryDelaysMs[Math.min(Math.max(attemptsMade, 1), retryDelaysMs.length) - 1]!;
  return new Date(lastAttemptAt.getTime() + delay);
}

export function isExpired(receivedAt: Date, now: Date): boolean {
  return now.getTime() - receivedAt.getTime() >= maxStorageMs;
}
