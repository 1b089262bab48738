import { maxStoredDays } from "../../../src/contact-form/delivery.ts";
import { alertConditions, readAlertConfig, sendAlert, type Alert, type EnquiryState } from "./delivery-alert.ts";
import {
  alertIntervalMs,
  isExpired,
  leaseTimeoutMs,
  maxClockSkewMs,
  maxInFlight,
  runDeadlines,
} from "./delivery-policy.ts";
import { connectEnquiryStore, type EnquiryStore, type ListedEnquiry } from "./enquiry-store.ts";
import { errorCode } from "./error-code.ts";
import { isOnNetlify, readMailConfig, type MailConfig } from "./mail-config.ts";
import { deliverContactMail, describeDeliveryFailure } from "./send-mail.ts";
import { afterFailedAttempt, type StoredEnquiry } from "./stored-enquiry.ts";

export type RetryRunOptions = {
  env: Record<string, string | undefined>;
  isProduction: boolean;
  /**
   * A manual run (`npm run mail:retry`) delivers every enquiry with a failed attempt now; the schedule keeps the
   * backoff. Neither touches an enquiry the function may still be sending.
   */
  ignoreBackoff?: boolean;
  /** The platform stops the run after this long: no attempt starts that could not finish before. */
  timeLimitMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
};

export type RetryRunSummary = {
  delivered: number;
  failed: number;
  /** Not due yet. */
  waiting: number;
  /** Another run holds the attempt. */
  busy: number;
  /** Deleted unsent, older than 7 days. */
  gaveUp: number;
  /** Set aside: not readable, or not what today's form would accept. Deleted by age like any other. */
  unreadable: number;
  /** A store request for this enquiry failed; the next run tries again. */
  storeErrors: number;
  /** Left for the next run: no time left in this one. */
  deferred: number;
  /** Alert conditions that hold after this run (see delivery-alert.ts). */
  alerts: string[];
  /** Only a run that delivered or found nothing to do, with nothing failed, set aside or alerting, is ok. */
  ok: boolean;
};

const logPrefix = "[kontakt-wiederholung]";

/** One run of the scheduled retry: each stored enquiry on its own, at most `maxInFlight` at a time. */
export async function retryStoredEnquiries(options: RetryRunOptions): Promise<RetryRunSummary> {
  const { env, isProduction, ignoreBackoff = false } = options;
  const startedAt = performance.now();
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const summary: RetryRunSummary = {
    delivered: 0,
    failed: 0,
    waiting: 0,
    busy: 0,
    gaveUp: 0,
    unreadable: 0,
    storeErrors: 0,
    deferred: 0,
    alerts: [],
    ok: false,
  };

  const access = connectEnquiryStore({ production: isProduction });
  if (access.kind !== "store") {
    log(`${logPrefix} Netlify Blobs nicht verfügbar (${access.reason}), nichts zu tun`);
    return summary;
  }
  let listed: ListedEnquiry[];
  try {
    const skew = await access.store.clockSkewMs();
    if (skew !== undefined && Math.abs(skew) > maxClockSkewMs) {
      log(
        `${logPrefix} Lauf abgebrochen: Die Uhr dieses Rechners geht ${Math.round(skew / 1000)} s anders als die des Speichers`,
      );
      return summary;
    }
    listed = await access.store.list();
  } catch (error) {
    log(`${logPrefix} Lauf abgebrochen code=${errorCode(error)}`);
    return summary;
  }

  let healthy = true;
  const mail = readMailConfig(env, isProduction || isOnNetlify(env));
  if (!mail.ok) {
    healthy = false;
    log(`${logPrefix} E-Mail-Versand nicht konfiguriert: ${mail.problems.join("; ")}`);
  }
  const run = new RetryRun({
    store: access.store,
    mailConfig: mail.ok ? mail.config : undefined,
    ignoreBackoff,
    now,
    log,
    startedAt,
    timeLimitMs: options.timeLimitMs ?? Infinity,
  });
  const states = await eachAtMost(maxInFlight, listed, (entry) => run.handle(entry));
  for (const { outcome } of states) if (outcome !== "gone") summary[outcome] += 1;

  const alerts = alertConditions(states, now());
  summary.alerts = alerts.map((alert) => alert.condition);
  const alertConfig = readAlertConfig(env);
  if (!alertConfig.ok) {
    healthy = false;
    log(`${logPrefix} ${alertConfig.problem}`);
  }
  for (const alert of alerts) {
    const sent = await run.alert(alert, alertConfig.ok ? alertConfig.url : undefined);
    if (!sent) healthy = false;
  }

  const { delivered, failed, waiting, busy, gaveUp, unreadable, storeErrors, deferred } = summary;
  summary.ok = healthy && failed + gaveUp + unreadable + storeErrors + deferred === 0 && summary.alerts.length === 0;
  log(
    `${logPrefix} ${delivered} zugestellt, ${failed} fehlgeschlagen, ${waiting} wartend, ${busy} in anderem Lauf, ` +
      `${gaveUp} aufgegeben, ${unreadable} beiseitegelegt, ${storeErrors} Speicherfehler, ${deferred} verschoben` +
      (summary.alerts.length > 0 ? `; Alarm: ${summary.alerts.join(", ")}` : "") +
      (summary.ok ? "" : "; Lauf mit Fehlern"),
  );
  return summary;
}

type RetryRunContext = {
  store: EnquiryStore;
  mailConfig: MailConfig | undefined;
  ignoreBackoff: boolean;
  now: () => Date;
  log: (line: string) => void;
  /** `performance.now()` when the run began: the clock check and the listing count against its time too. */
  startedAt: number;
  timeLimitMs: number;
};

class RetryRun {
  readonly #context: RetryRunContext;
  readonly #runId = crypto.randomUUID();
  readonly #deadlines: { lastAttemptMs: number; lastReadMs: number };

  constructor(context: RetryRunContext) {
    this.#context = context;
    this.#deadlines = runDeadlines(context.timeLimitMs);
  }

  /** Everything that happens to one enquiry in this run; never throws, so one enquiry cannot stop another. */
  async handle(entry: ListedEnquiry): Promise<EnquiryState> {
    const { store, now } = this.#context;
    try {
      if (this.#elapsed() > this.#deadlines.lastReadMs) return { outcome: "deferred", receivedAt: entry.receivedAt };
      if (entry.receivedAt && isExpired(entry.receivedAt, now())) return await this.#giveUp(entry);
      const loaded = await store.load(entry);
      if (loaded.kind === "gone") return { outcome: "gone" };
      if (loaded.kind === "unreadable") return await this.#setAside(entry, loaded.reason);
      const { enquiry, etag } = loaded;
      const receivedAt = entry.receivedAt ?? new Date(enquiry.receivedAt);
      if (isExpired(receivedAt, now())) return await this.#giveUp(entry);
      const state = { receivedAt, lastError: enquiry.lastError, permanentErrorSince: enquiry.permanentErrorSince };
      const lease = this.#leaseState(enquiry);
      if (lease === "held") return { ...state, outcome: "busy" };
      if (lease === "free" && !this.#isDue(enquiry)) return { ...state, outcome: "waiting" };
      if (!this.#context.mailConfig) return { ...state, outcome: "waiting" };
      if (this.#elapsed() > this.#deadlines.lastAttemptMs) return { ...state, outcome: "deferred" };
      return await this.#attempt(entry.key, enquiry, etag, state);
    } catch (error) {
      this.#log(`${entry.id} übersprungen: Speicher code=${errorCode(error)}`);
      return { outcome: "storeErrors", receivedAt: entry.receivedAt };
    }
  }

  /** Takes the attempt (a conditional write: of several runs, one wins), sends, records the outcome. */
  async #attempt(key: string, enquiry: StoredEnquiry, etag: string, state: Omit<EnquiryState, "outcome">) {
    const { store, now } = this.#context;
    const mailConfig = this.#context.mailConfig!;
    const leased = { ...enquiry, attempts: enquiry.attempts + 1, lease: { owner: this.#runId, takenAt: iso(now()) } };
    const leasedEtag = await store.replace(key, leased, etag);
    if (leasedEtag === undefined) return { ...state, outcome: "busy" } satisfies EnquiryState;
    try {
      await deliverContactMail(enquiry.fields, mailConfig, enquiry.id, {
        messageId: enquiry.messageId,
        receivedAt: new Date(enquiry.receivedAt),
        delayed: true,
      });
    } catch (error) {
      const failure = describeDeliveryFailure(error);
      const failed = afterFailedAttempt(leased, failure, now());
      const kind = failed.permanentErrorSince ? `dauerhaft seit ${failed.permanentErrorSince}` : "vorübergehend";
      this.#log(
        `${enquiry.id} Versuch ${leased.attempts} fehlgeschlagen ${failure.details} (${kind}), nächster Versuch ${failed.nextAttemptAt}`,
      );
      // If this write fails, the lease runs out after 15 minutes and a later run tries again.
      const recorded = await store.replace(key, failed, leasedEtag).catch((recordError: unknown) => {
        this.#log(`${enquiry.id} Fehlversuch nicht vermerkt code=${errorCode(recordError)}`);
        return "";
      });
      if (recorded === undefined) this.#log(`${enquiry.id} Fehlversuch nicht vermerkt: inzwischen geändert`);
      const { lastError, permanentErrorSince } = failed;
      return { ...state, lastError, permanentErrorSince, outcome: "failed" } satisfies EnquiryState;
    }
    this.#log(`${enquiry.id} zugestellt mit Versuch ${leased.attempts}`);
    try {
      await store.remove(key);
    } catch (error) {
      this.#log(
        `${enquiry.id} zugestellt, aber nicht gelöscht code=${errorCode(error)}: wird nach Ablauf der Sperre mit derselben Message-ID noch einmal gesendet`,
      );
    }
    return { outcome: "delivered" } satisfies EnquiryState;
  }

  /** Deleted by its age in the key; read only for the log line, so an unreadable one goes just the same. */
  async #giveUp(entry: ListedEnquiry): Promise<EnquiryState> {
    const { store } = this.#context;
    const last = await store.load(entry).catch(() => undefined);
    await store.remove(entry.key);
    const enquiry = last?.kind === "enquiry" ? last.enquiry : undefined;
    this.#log(
      `${entry.id} aufgegeben und gelöscht: älter als ${maxStoredDays} Tage, ` +
        (enquiry ? `${enquiry.attempts} Versuche, letzter Fehler ${enquiry.lastError ?? "-"}` : "nicht lesbar"),
    );
    return { outcome: "gaveUp" };
  }

  /** Left where it is (`npm run mail:export` still writes it out) until its age deletes it; never sent. */
  async #setAside(entry: ListedEnquiry, reason: string): Promise<EnquiryState> {
    if (!entry.receivedAt) {
      // Written before keys carried the time: without an age it could never expire, and it cannot be sent.
      await this.#context.store.remove(entry.key);
      this.#log(`${entry.id} nicht lesbar (${reason}) und ohne Datum: gelöscht`);
      return { outcome: "gaveUp" };
    }
    this.#log(`${entry.id} beiseitegelegt: ${reason}`);
    return { outcome: "unreadable", receivedAt: entry.receivedAt };
  }

  /** "held": another run is sending it; "stale": a run was stopped while sending it; "free": nobody is. */
  #leaseState(enquiry: StoredEnquiry): "free" | "held" | "stale" {
    if (!enquiry.lease) return "free";
    const age = this.#context.now().getTime() - Date.parse(enquiry.lease.takenAt);
    return age > leaseTimeoutMs ? "stale" : "held";
  }

  #isDue(enquiry: StoredEnquiry): boolean {
    if (this.#context.ignoreBackoff && enquiry.attempts > 0) return true;
    return Date.parse(enquiry.nextAttemptAt) <= this.#context.now().getTime();
  }

  /** True once the alert went out or was not due; false when it is due and could not be sent. */
  async alert(alert: Alert, url: string | undefined): Promise<boolean> {
    const { store, now } = this.#context;
    if (!url) {
      this.#log(`Alarm „${alert.condition}“ fällig, aber ALERT_WEBHOOK_URL ist nicht gesetzt`);
      return false;
    }
    try {
      if (!(await store.claimAlert(alert.condition, now(), alertIntervalMs))) return true;
      await sendAlert(url, alert).catch(async (error: unknown) => {
        await store.releaseAlert(alert.condition).catch(() => undefined);
        throw error;
      });
      this.#log(`Alarm „${alert.condition}“ gesendet`);
      return true;
    } catch (error) {
      this.#log(`Alarm „${alert.condition}“ nicht gesendet code=${errorCode(error)}`);
      return false;
    }
  }

  #elapsed(): number {
    return performance.now() - this.#context.startedAt;
  }

  #log(line: string): void {
    this.#context.log(`${logPrefix} ${line}`);
  }
}

const iso = (date: Date) => date.toISOString();

/** `work` for every item, at most `limit` at a time, results in the items' order. `work` must not throw. */
async function eachAtMost<T, R>(limit: number, items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
