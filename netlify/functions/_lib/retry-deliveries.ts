import {
  afterFailedAttempt,
  connectContactOutbox,
  type ContactOutbox,
  type Lease,
  type StoredEnquiry,
} from "./contact-outbox.ts";
import { maxStoredDays } from "../../../src/contact/delivery.ts";
import { isExpired } from "./delivery-schedule.ts";
import { errorCode } from "./error-code.ts";
import { readMailConfig, type MailConfig } from "./mail-config.ts";
import { deliverContactMail, deliveryFailureDetails } from "./send-mail.ts";

export type RetryRunOptions = {
  env: Record<string, string | undefined>;
  isProduction: boolean;
  /**
   * A manual run (`npm run mail:retry`) delivers every enquiry with a failed attempt now; the schedule keeps the
   * backoff. Neither touches an enquiry the function may still be sending.
   */
  ignoreBackoff?: boolean;
  /** No new batch starts after this long: Netlify stops a scheduled function after 30 s. */
  timeBudgetMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
};

export type RetryRunSummary = {
  delivered: number;
  failed: number;
  /** Not due yet, or left for the next run. */
  waiting: number;
  /** Another run holds the attempt. */
  busy: number;
  gaveUp: number;
  /** False when the store or the mail configuration stopped the run before it could try everything due. */
  completed: boolean;
};

const logPrefix = "[kontakt-wiederholung]";
// A run takes seconds per enquiry; a lease this old belongs to a run that was stopped before it finished.
const leaseTimeoutMs = 15 * 60_000;
const batchSize = 10;
// Netlify Blobs creates a lease atomically; the local BlobsServer checks and writes in two steps, so two runs
// can both "create" one. Reading it back once every write of the batch has landed leaves exactly one owner.
const leaseSettleMs = 250;

/** One run of the scheduled retry: delivers due enquiries with leases, gives up on those older than 7 days. */
export async function retryStoredEnquiries(options: RetryRunOptions): Promise<RetryRunSummary> {
  const { env, isProduction, ignoreBackoff = false, timeBudgetMs = Infinity } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const summary: RetryRunSummary = { delivered: 0, failed: 0, waiting: 0, busy: 0, gaveUp: 0, completed: false };

  const access = connectContactOutbox();
  if (access.kind !== "store") {
    log(`${logPrefix} Netlify Blobs nicht verfügbar (${access.reason}), nichts zu tun`);
    return summary;
  }
  const run = new RetryRun(access.outbox, crypto.randomUUID(), now, log, summary);

  try {
    const due = await run.dueEnquiries(ignoreBackoff);
    const mailConfig = readMailConfig(env, isProduction);
    if (!mailConfig.ok) {
      log(`${logPrefix} E-Mail-Versand nicht konfiguriert: ${mailConfig.problems.join("; ")}`);
      summary.waiting += due.length;
    } else {
      summary.completed = true;
      for (let start = 0; start < due.length; start += batchSize) {
        if (performance.now() - started > timeBudgetMs) {
          summary.waiting += due.length - start;
          break;
        }
        await run.deliverBatch(due.slice(start, start + batchSize), mailConfig.config);
      }
    }
  } catch (error) {
    summary.completed = false;
    log(`${logPrefix} Lauf abgebrochen code=${errorCode(error)}`);
  }
  log(
    `${logPrefix} ${summary.delivered} zugestellt, ${summary.failed} fehlgeschlagen, ${summary.waiting} wartend, ` +
      `${summary.busy} in anderem Lauf, ${summary.gaveUp} aufgegeben`,
  );
  return summary;
}

class RetryRun {
  readonly outbox: ContactOutbox;
  readonly runId: string;
  readonly now: () => Date;
  readonly log: (line: string) => void;
  readonly summary: RetryRunSummary;

  constructor(
    outbox: ContactOutbox,
    runId: string,
    now: () => Date,
    log: (line: string) => void,
    summary: RetryRunSummary,
  ) {
    this.outbox = outbox;
    this.runId = runId;
    this.now = now;
    this.log = log;
    this.summary = summary;
  }

  /** Reads every stored enquiry, gives up on expired ones and returns those due for an attempt, oldest first. */
  async dueEnquiries(ignoreBackoff: boolean): Promise<StoredEnquiry[]> {
    const listing = await this.outbox.list();
    const stored = new Set(listing.enquiryIds);
    await Promise.all(
      listing.leases.filter((lease) => !stored.has(lease.id)).map((lease) => this.removeStaleLease(lease)),
    );
    const enquiries = await Promise.all(listing.enquiryIds.map((id) => this.outbox.load(id)));
    const due: StoredEnquiry[] = [];
    for (const enquiry of enquiries) {
      if (!enquiry) continue;
      if (isExpired(new Date(enquiry.receivedAt), this.now())) await this.giveUp(enquiry);
      else if (new Date(enquiry.nextAttemptAt) <= this.now() || (ignoreBackoff && enquiry.attempts > 0)) {
        due.push(enquiry);
      } else this.summary.waiting += 1;
    }
    return due.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  }

  async deliverBatch(batch: StoredEnquiry[], config: MailConfig): Promise<void> {
    const leased = (await Promise.all(batch.map((enquiry) => this.lease(enquiry)))).filter(
      (enquiry): enquiry is StoredEnquiry => enquiry !== undefined,
    );
    if (leased.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, leaseSettleMs));
    await Promise.all(leased.map((enquiry) => this.deliverIfStillOurs(enquiry, config)));
  }

  /** The enquiry (its attempt count possibly raised past a stopped run's attempt) if this run got the lease. */
  private async lease(enquiry: StoredEnquiry): Promise<StoredEnquiry | undefined> {
    if (await this.outbox.takeLease(enquiry.id, enquiry.attempts, this.runId, this.now())) return enquiry;
    const lease = await this.outbox.readLease(enquiry.id, enquiry.attempts);
    if (this.isStale(lease)) {
      // That run may have sent the mail before it stopped; the next attempt reuses the Message-ID.
      const next = { ...enquiry, attempts: enquiry.attempts + 1 };
      await this.outbox.save(next);
      if (await this.outbox.takeLease(next.id, next.attempts, this.runId, this.now())) return next;
    }
    this.summary.busy += 1;
    return undefined;
  }

  private async deliverIfStillOurs(enquiry: StoredEnquiry, config: MailConfig): Promise<void> {
    const [lease, current] = await Promise.all([
      this.outbox.readLease(enquiry.id, enquiry.attempts),
      this.outbox.load(enquiry.id),
    ]);
    if (lease?.owner !== this.runId || current?.attempts !== enquiry.attempts) {
      // Another run owns this attempt, or it has already been delivered (or given up) meanwhile.
      if (!current && lease?.owner === this.runId) await this.outbox.removeLease(enquiry.id, enquiry.attempts);
      this.summary.busy += 1;
      return;
    }
    const attempt = enquiry.attempts + 1;
    try {
      await deliverContactMail(enquiry.fields, config, enquiry.id, {
        messageId: enquiry.messageId,
        receivedAt: new Date(enquiry.receivedAt),
        previousAttempts: enquiry.attempts,
      });
    } catch (error) {
      const failed = afterFailedAttempt(enquiry, deliveryFailureDetails(error), this.now());
      await this.outbox.save(failed);
      this.summary.failed += 1;
      this.log(
        `${logPrefix} ${enquiry.id} Versuch ${attempt} fehlgeschlagen ${failed.lastError}, nächster Versuch ${failed.nextAttemptAt}`,
      );
      return;
    }
    this.summary.delivered += 1;
    this.log(`${logPrefix} ${enquiry.id} zugestellt mit Versuch ${attempt}`);
    await this.outbox.remove(enquiry.id, enquiry.attempts + 1);
  }

  private async giveUp(enquiry: StoredEnquiry): Promise<void> {
    await this.outbox.remove(enquiry.id, enquiry.attempts + 1);
    this.summary.gaveUp += 1;
    this.log(
      `${logPrefix} ${enquiry.id} aufgegeben und gelöscht: älter als ${maxStoredDays} Tage, ${enquiry.attempts} Versuche, ` +
        `letzter Fehler ${enquiry.lastError ?? "-"}`,
    );
  }

  /** Leases left behind without their enquiry (a deletion that failed halfway) go once no run can hold them. */
  private async removeStaleLease({ id, attempt }: { id: string; attempt: number }): Promise<void> {
    if (this.isStale(await this.outbox.readLease(id, attempt))) await this.outbox.removeLease(id, attempt);
  }

  private isStale(lease: Lease | null): boolean {
    return lease !== null && this.now().getTime() - new Date(lease.takenAt).getTime() > leaseTimeoutMs;
  }
}
