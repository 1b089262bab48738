import { readAlertConfig, readAlertMarks, sendOnceADay, sendStoreAlert } from "./alert-sending.ts";
import { alertConditions } from "./delivery-alert.ts";
import { maxClockSkewMs, maxInFlight, runDeadlines } from "./delivery-policy.ts";
import { eachAtMost } from "./each-at-most.ts";
import { retryEnquiry, type EnquiryState } from "./enquiry-retry.ts";
import { connectEnquiryStore } from "./enquiry-store.ts";
import { errorCode } from "./error-code.ts";
import { isOnNetlify, readMailConfig } from "./mail-config.ts";

export type RetryRunOptions = {
  env: Record<string, string | undefined>;
  isProduction: boolean;
  /** `npm run mail:retry`: no backoff; still never an enquiry the function may be sending. */
  ignoreBackoff?: boolean;
  timeLimitMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
};

type Counted = Exclude<EnquiryState["outcome"], "gone">;

const countWords: Record<Counted, string> = {
  delivered: "zugestellt",
  failed: "fehlgeschlagen",
  waiting: "wartend", // not due yet
  busy: "in anderem Lauf", // another run holds the attempt
  gaveUp: "aufgegeben", // deleted unsent, older than `maxStoredDays`
  overdue: "nicht gelöscht", // older than `maxStoredDays`, but the store refused the delete
  unreadable: "beiseitegelegt", // not readable as an enquiry; deleted by age like any other
  storeErrors: "Speicherfehler", // a store request for it failed; the next run tries again
  deferred: "verschoben", // no time left in this run
};

export type RetryRunSummary = Record<Counted, number> & {
  alerts: string[];
  /** Only a run that delivered or found nothing to do, with nothing failed, set aside or alerting, is ok. */
  ok: boolean;
};

/** One run of the scheduled retry: each stored enquiry on its own, at most `maxInFlight` at a time. */
export async function retryStoredEnquiries(options: RetryRunOptions): Promise<RetryRunSummary> {
  const { env, isProduction, ignoreBackoff = false } = options;
  const startedAt = performance.now();
  const now = options.now ?? (() => new Date());
  const log = (line: string) => (options.log ?? console.log)(`[kontakt-wiederholung] ${line}`);
  const counts = Object.fromEntries(Object.keys(countWords).map((outcome) => [outcome, 0])) as Record<Counted, number>;
  const summary: RetryRunSummary = { ...counts, alerts: [], ok: false };
  const alertConfig = readAlertConfig(env);
  const alertUrl = alertConfig.ok ? alertConfig.url : undefined;

  const access = connectEnquiryStore({ production: isProduction });
  if (access.kind !== "store") {
    log(`Netlify Blobs nicht verfügbar (${access.reason}), nichts zu tun`);
    return summary;
  }
  const { store } = access;
  const cannotUseStore = async (problem: string, logged: string) => {
    log(`Lauf abgebrochen${logged}`);
    await sendStoreAlert(problem, { url: alertUrl, now, log });
    return summary;
  };
  const read = await Promise.all([store.list(), readAlertMarks(store)]).catch((error: unknown) => errorCode(error));
  if (typeof read === "string") return cannotUseStore(`code=${read}`, ` code=${read}`);
  const [listing, marks] = read;
  const skewS = Math.round((listing.clockSkewMs ?? 0) / 1000);
  if (Math.abs(listing.clockSkewMs ?? 0) > maxClockSkewMs) {
    return cannotUseStore(
      `Uhr ${skewS} s anders als die des Speichers`,
      `: Die Uhr dieses Rechners geht ${skewS} s anders als die des Speichers`,
    );
  }

  const mail = readMailConfig(env, isProduction || isOnNetlify(env));
  if (!mail.ok) log(`E-Mail-Versand nicht konfiguriert: ${mail.problems.join("; ")}`);
  const { lastAttemptMs, lastReadMs } = runDeadlines(options.timeLimitMs ?? Infinity);
  const elapsed = () => performance.now() - startedAt;
  const run = {
    store,
    mailConfig: mail.ok ? mail.config : undefined,
    ignoreBackoff,
    runId: crypto.randomUUID(),
    now,
    log,
    mayRead: () => elapsed() <= lastReadMs,
    mayAttempt: () => elapsed() <= lastAttemptMs,
  };
  const states = await eachAtMost(maxInFlight, listing.enquiries, (entry) => retryEnquiry(entry, run));
  for (const { outcome } of states) if (outcome !== "gone") summary[outcome] += 1;

  const alerts = alertConditions(states, now());
  summary.alerts = alerts.map((alert) => alert.condition);
  if (!alertConfig.ok) log(alertConfig.problem);
  const sending = { store, url: alertUrl, marks, now, log };
  const alertsSent = (await Promise.all(alerts.map((alert) => sendOnceADay(alert, sending)))).every(Boolean);

  const settled = states.every(({ outcome }) => ["delivered", "waiting", "busy", "gone"].includes(outcome));
  summary.ok = mail.ok && alertConfig.ok && alertsSent && settled && alerts.length === 0;
  log(
    Object.entries(countWords)
      .map(([outcome, words]) => `${summary[outcome as Counted]} ${words}`)
      .join(", ") +
      (summary.alerts.length > 0 ? `; Alarm: ${summary.alerts.join(", ")}` : "") +
      (summary.ok ? "" : "; Lauf mit Fehlern"),
  );
  return summary;
}
