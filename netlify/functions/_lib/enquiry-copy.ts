import {
  attemptWorstCaseMs,
  maxSendDeadlineMs,
  maxWaitingEnquiries,
  storeRequestTimeoutMs,
} from "./delivery-policy.ts";
import { connectEnquiryStore } from "./enquiry-store.ts";
import { errorCode } from "./error-code.ts";
import { afterFailedAttempt, enquiryKey, type AttemptFailure, type StoredEnquiry } from "./stored-enquiry.ts";

type EnquiryCopy = {
  keepForRetry(failure: AttemptFailure): Promise<"kept" | "full" | "not-stored">;
  /**
   * Deletes or closes the copy, a second time if the store refused the first and the attempt's budget allows.
   * "left": the copy is stored for sure and stays, so a retry run will send it; "unknown": a write of it went
   * unanswered and it could not be closed, so it may land and be sent. Never throws.
   */
  discard(): Promise<"discarded" | "left" | "unknown">;
};

let reportedMissingStore = false;

// Stored before the first attempt, only if new. The waiting enquiries are counted after its own write, so of several
// posts at the bound, the last to count sees all the others and the bound holds.
export async function storeCopy(enquiry: StoredEnquiry, production: boolean): Promise<EnquiryCopy> {
  const log = (outcome: string) => console.log(`[kontakt] ${enquiry.id} ${outcome}`);
  // CONTACT_STORE=off: sent directly, never stored; the retry still delivers what was stored before.
  const off = process.env.CONTACT_STORE?.trim().toLowerCase() === "off";
  const access = off ? undefined : connectEnquiryStore({ production });
  if (access?.kind !== "store") {
    if (access && !reportedMissingStore) {
      console.warn(
        `[kontakt] Netlify Blobs nicht verfügbar (${access.reason}): Nachrichten gehen direkt per E-Mail raus`,
      );
      reportedMissingStore = true;
    }
    return { keepForRetry: async () => "not-stored", discard: async () => "discarded" };
  }
  const { store } = access;
  const key = enquiryKey(enquiry);
  const startedAt = performance.now();
  const etag = await store.create(enquiry).catch((error: unknown) => {
    log(`nicht gespeichert code=${errorCode(error)}, Versand direkt`);
    return undefined;
  });
  // The count runs while the mail goes out, so it may take as long as the send. One that fails all the same counts
  // as full: the bound holds, and the visitor is told, keeping the text.
  const full =
    etag === undefined
      ? Promise.resolve(false)
      : store.countWaiting(maxWaitingEnquiries, key, maxSendDeadlineMs).then(
          (count) => count >= maxWaitingEnquiries,
          (error: unknown) => {
            log(`nicht gezählt code=${errorCode(error)}`);
            return true;
          },
        );
  return {
    async keepForRetry(failure) {
      if (etag === undefined) return "not-stored";
      if (await full) return "full";
      await store.replace(key, afterFailedAttempt(enquiry, failure, new Date()), etag).catch((error: unknown) => {
        // The enquiry stays stored as it was saved and is retried on schedule all the same.
        log(`Versuch nicht vermerkt code=${errorCode(error)}`);
      });
      return "kept";
    },
    // Stored for sure: deleted. Its write unanswered: it may still land, so the key gets a closed mark, which such
    // a write (only if new) cannot replace, and which the retry deletes an hour later. A refusal is tried once more,
    // then the other way (a mark over a stored copy; the delete of a copy a read finds), each only where it still
    // ends within the attempt's budget (`attemptWorstCaseMs`).
    async discard() {
      const inBudget = () => performance.now() - startedAt + storeRequestTimeoutMs <= attemptWorstCaseMs;
      const accepted = (operation: () => Promise<void>) =>
        operation().then(
          () => true,
          (error: unknown) => {
            log(`nicht aus dem Speicher entfernt code=${errorCode(error)}`);
            return false;
          },
        );
      const remove = () => store.remove(key);
      const close = () => store.close(key, new Date());
      const primary = etag === undefined ? close : remove;
      if ((await accepted(primary)) || (inBudget() && (await accepted(primary)))) return "discarded";
      if (etag !== undefined) return inBudget() && (await accepted(close)) ? "discarded" : "left";
      // Absent, the unanswered write may still land. Found, it is stored for sure and no write of it can follow.
      const found = inBudget() && (await store.loadText(key).catch(() => undefined)) !== undefined;
      if (!found) return "unknown";
      return inBudget() && (await accepted(remove)) ? "discarded" : "left";
    },
  };
}
