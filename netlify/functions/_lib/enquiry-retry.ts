import { maxStoredDays } from "../../../src/contact-form/delivery.ts";
import { composeContactMail } from "./contact-mail.ts";
import { closedMarkKeptMs, isExpired, leaseTimeoutMs } from "./delivery-policy.ts";
import type { EnquiryStore, ListedEnquiry } from "./enquiry-store.ts";
import { errorCode } from "./error-code.ts";
import type { MailConfig } from "./mail-config.ts";
import { describeDeliveryFailure, sendMail } from "./mail-transport.ts";
import { afterFailedAttempt, type StoredEnquiry } from "./stored-enquiry.ts";

export type EnquiryState = {
  outcome:
    | "delivered"
    | "failed"
    | "waiting"
    | "busy"
    | "gaveUp"
    | "overdue"
    | "unreadable"
    | "storeErrors"
    | "deferred"
    | "gone";
  receivedAt?: Date | undefined;
  /** The code of the store request that failed (`storeErrors`, `overdue`). */
  storeError?: string;
} & Partial<Pick<StoredEnquiry, "lastError" | "permanentErrorSince">>;

export type RetryContext = {
  store: EnquiryStore;
  /** Undefined when the mail settings are missing: nothing is sent, nothing is lost. */
  mailConfig: MailConfig | undefined;
  ignoreBackoff: boolean;
  runId: string;
  now: () => Date;
  log: (line: string) => void;
  /** Whether a store request started now ends in time; asked before each one a read makes. */
  mayRead: () => boolean;
  mayAttempt: () => boolean;
};

/** Everything that happens to one enquiry in a run; never throws, so one enquiry cannot stop another. */
export async function retryEnquiry(entry: ListedEnquiry, run: RetryContext): Promise<EnquiryState> {
  const { store, now } = run;
  try {
    if (!run.mayRead()) return { outcome: "deferred", receivedAt: entry.receivedAt };
    if (isExpired(entry.receivedAt, now())) {
      return await giveUp(entry, await store.load(entry).catch(() => undefined), run);
    }
    const loaded = await store.load(entry);
    if (loaded.kind === "gone") return { outcome: "gone" };
    if (loaded.kind === "closed") return await removeClosedMark(entry, run);
    if (loaded.kind === "unreadable") return setAside(entry, loaded.reason, run);
    const { enquiry, etag } = loaded;
    const state = {
      receivedAt: entry.receivedAt,
      lastError: enquiry.lastError,
      permanentErrorSince: enquiry.permanentErrorSince,
    };
    // A lease this young: another run is sending it; older: a run was stopped while sending it, so it is due.
    const leaseAgeMs = enquiry.lease && now().getTime() - Date.parse(enquiry.lease.takenAt);
    if (leaseAgeMs !== undefined && leaseAgeMs <= leaseTimeoutMs) return { ...state, outcome: "busy" };
    const due =
      leaseAgeMs !== undefined ||
      (run.ignoreBackoff && enquiry.attempts > 0) ||
      Date.parse(enquiry.nextAttemptAt) <= now().getTime();
    if (!due || !run.mailConfig) return { ...state, outcome: "waiting" };
    if (!run.mayAttempt()) return { ...state, outcome: "deferred" };
    return await attempt(entry.key, enquiry, etag, state, run);
  } catch (error) {
    const storeError = `code=${errorCode(error)}`;
    run.log(`${entry.id} übersprungen: Speicher ${storeError}`);
    return { outcome: "storeErrors", receivedAt: entry.receivedAt, storeError };
  }
}

/** Takes the attempt (a conditional write: of several runs, one wins), sends, records the outcome. */
async function attempt(
  key: string,
  enquiry: StoredEnquiry,
  etag: string,
  state: Omit<EnquiryState, "outcome">,
  { store, now, log, runId, mailConfig }: RetryContext,
): Promise<EnquiryState> {
  const leased = { ...enquiry, attempts: enquiry.attempts + 1, lease: { owner: runId, takenAt: now().toISOString() } };
  const leasedEtag = await store.replace(key, leased, etag);
  if (leasedEtag === undefined) return { ...state, outcome: "busy" };
  try {
    await sendMail(composeContactMail(enquiry, mailConfig!, true), mailConfig!, enquiry.id);
  } catch (error) {
    const failure = describeDeliveryFailure(error);
    const failed = afterFailedAttempt(leased, failure, now());
    const kind = failed.permanentErrorSince ? `dauerhaft seit ${failed.permanentErrorSince}` : "vorübergehend";
    log(
      `${enquiry.id} Versuch ${leased.attempts} fehlgeschlagen ${failure.details} (${kind}), nächster Versuch ${failed.nextAttemptAt}`,
    );
    // If this write fails, the lease runs out (`leaseTimeoutMs`) and a later run tries again.
    const recorded = await store.replace(key, failed, leasedEtag).catch((recordError: unknown) => {
      log(`${enquiry.id} Fehlversuch nicht vermerkt code=${errorCode(recordError)}`);
      return "";
    });
    if (recorded === undefined) log(`${enquiry.id} Fehlversuch nicht vermerkt: inzwischen geändert`);
    const { lastError, permanentErrorSince } = failed;
    return { ...state, lastError, permanentErrorSince, outcome: "failed" };
  }
  log(`${enquiry.id} zugestellt mit Versuch ${leased.attempts}`);
  await store.remove(key).catch((error: unknown) => {
    log(
      `${enquiry.id} zugestellt, aber nicht gelöscht code=${errorCode(error)}: wird nach Ablauf der Sperre mit derselben Message-ID noch einmal gesendet`,
    );
  });
  return { outcome: "delivered" };
}

/**
 * Deleted by its age; `last` (read before) is only for the log line. A delete the store refuses keeps it past the
 * days the Datenschutzerklärung promises: `overdue`, which alerts the owner.
 */
async function giveUp(
  entry: ListedEnquiry,
  last: Awaited<ReturnType<EnquiryStore["load"]>> | undefined,
  run: RetryContext,
): Promise<EnquiryState> {
  // The read's second store request, made only while it still ends in time; the next run does it otherwise.
  if (!run.mayRead()) return { outcome: "deferred", receivedAt: entry.receivedAt };
  const failure = await run.store.remove(entry.key).then(
    () => undefined,
    (error: unknown) => `code=${errorCode(error)}`,
  );
  if (failure) {
    run.log(`${entry.id} älter als ${maxStoredDays} Tage, aber nicht gelöscht: Speicher ${failure}`);
    return { outcome: "overdue", receivedAt: entry.receivedAt, storeError: failure };
  }
  const enquiry = last?.kind === "enquiry" ? last.enquiry : undefined;
  run.log(
    `${entry.id} aufgegeben und gelöscht: älter als ${maxStoredDays} Tage, ` +
      (enquiry ? `${enquiry.attempts} Versuche, letzter Fehler ${enquiry.lastError ?? "-"}` : "nicht lesbar"),
  );
  return { outcome: "gaveUp" };
}

/** Left where it is (`npm run mail:export` still writes it out) until its age deletes it; never sent. */
function setAside(entry: ListedEnquiry, reason: string, run: RetryContext): EnquiryState {
  run.log(`${entry.id} beiseitegelegt: ${reason}`);
  return { outcome: "unreadable", receivedAt: entry.receivedAt };
}

/** The contact function closed this enquiry (see enquiry-copy.ts); the mark goes once no late write can follow. */
async function removeClosedMark(entry: ListedEnquiry, run: RetryContext): Promise<EnquiryState> {
  const { store, now, log } = run;
  if (now().getTime() - entry.receivedAt.getTime() < closedMarkKeptMs) return { outcome: "gone" };
  if (!run.mayRead()) return { outcome: "gone" };
  await store.remove(entry.key);
  log(`${entry.id} abgeschlossen, Marke gelöscht`);
  return { outcome: "gone" };
}
