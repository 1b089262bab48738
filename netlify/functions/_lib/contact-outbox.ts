import { getStore, type Store } from "@netlify/blobs";
import type { ContactInput } from "../../../src/contact/schema.ts";
import { nextAttemptAt, retryDelaysMs } from "./delivery-schedule.ts";
import { errorCode } from "./error-code.ts";

export const outboxStoreName = "contact-outbox";

// Netlify's Frankfurt region, so the stored enquiries stay in the EU (see the Datenschutzerklärung).
const storeRegion = "eu-central-1";
const storeRequestTimeoutMs = 3_000;

/** An enquiry waiting for delivery: the validated fields and the delivery state, never an SMTP server's text. */
export type StoredEnquiry = {
  id: string;
  /** Fixed when the enquiry arrives, so every attempt sends the same Message-ID. */
  messageId: string;
  receivedAt: string;
  attempts: number;
  nextAttemptAt: string;
  /** The last failure's error code (e.g. ECONNECTION, EAUTH) and SMTP reply code, if any. */
  lastError?: string;
  fields: ContactInput;
};

/** Who may make attempt number N of an enquiry: whoever created its lease key first. */
export type Lease = { owner: string; takenAt: string };

/** The store did not answer, answered with an error, or timed out; `code` is safe to log. */
class StoreUnavailableError extends Error {
  code: string;

  constructor(code: string) {
    super(`Netlify Blobs nicht verfügbar (${code})`);
    this.name = "StoreUnavailableError";
    this.code = code;
  }
}

export type OutboxAccess =
  { kind: "store"; outbox: ContactOutbox } | { kind: "off" } | { kind: "unavailable"; reason: string };

type Env = Record<string, string | undefined>;

/**
 * The durable outbox in Netlify Blobs, unless CONTACT_STORE=off. Netlify hands functions the store's context
 * (NETLIFY_BLOBS_CONTEXT); the local server and `npm run mail:retry` hand over one for their local BlobsServer.
 */
export function openContactOutbox(env: Env): OutboxAccess {
  return env.CONTACT_STORE?.trim().toLowerCase() === "off" ? { kind: "off" } : connectContactOutbox();
}

/** The outbox whatever CONTACT_STORE says: retry runs still deliver what was stored before it was turned off. */
export function connectContactOutbox(): Exclude<OutboxAccess, { kind: "off" }> {
  const failures: string[] = [];
  try {
    const store = getStore({
      name: outboxStoreName,
      consistency: "strong",
      region: storeRegion,
      fetch: failFastFetch(failures),
    });
    return { kind: "store", outbox: new ContactOutbox(store, failures) };
  } catch (error) {
    return { kind: "unavailable", reason: error instanceof Error ? error.name : "unbekannt" };
  }
}

export function newEnquiry(fields: ContactInput, receivedAt: Date, siteDomain: string): StoredEnquiry {
  const id = crypto.randomUUID();
  return {
    id,
    messageId: `<${id}@${siteDomain}>`,
    receivedAt: receivedAt.toISOString(),
    attempts: 0,
    // The function makes the first attempt itself, without a lease: no retry run takes an enquiry whose first
    // attempt is not recorded before this time (a function ends long before).
    nextAttemptAt: new Date(receivedAt.getTime() + retryDelaysMs[0]).toISOString(),
    fields,
  };
}

/** The enquiry after a failed attempt: one more attempt, the error code, and when to try again. */
export function afterFailedAttempt(enquiry: StoredEnquiry, errorCode: string, failedAt: Date): StoredEnquiry {
  const attempts = enquiry.attempts + 1;
  return {
    ...enquiry,
    attempts,
    lastError: errorCode,
    nextAttemptAt: nextAttemptAt(attempts, failedAt).toISOString(),
  };
}

const enquiryPrefix = "enquiry-";
const leasePrefix = "lease-";
const enquiryKey = (id: string) => `${enquiryPrefix}${id}`;
const leaseKey = (id: string, attempt: number) => `${leasePrefix}${id}-${attempt}`;

export type OutboxListing = {
  enquiryIds: string[];
  /** Lease keys with the enquiry id and attempt they belong to. */
  leases: Array<{ id: string; attempt: number }>;
};

export class ContactOutbox {
  readonly #store: Store;
  readonly #failures: string[];

  constructor(store: Store, failures: string[]) {
    this.#store = store;
    this.#failures = failures;
  }

  /**
   * Stores a new enquiry or its state after an attempt. A plain write: unlike a conditional one, the client reports
   * every failure of it as an error.
   */
  async save(enquiry: StoredEnquiry): Promise<void> {
    await this.#guard(() => this.#store.setJSON(enquiryKey(enquiry.id), enquiry));
  }

  async load(id: string): Promise<StoredEnquiry | null> {
    return this.#guard(() => this.#store.get(enquiryKey(id), { type: "json" }) as Promise<StoredEnquiry | null>);
  }

  /**
   * Deletes the enquiry, then the leases of its first `leasedAttempts` attempts: in this order, so that no run can
   * take a lease for an enquiry that is still stored.
   */
  async remove(id: string, leasedAttempts: number): Promise<void> {
    await this.#guard(() => this.#store.delete(enquiryKey(id)));
    const attempts = Array.from({ length: leasedAttempts }, (_, attempt) => attempt);
    await Promise.all(attempts.map((attempt) => this.removeLease(id, attempt)));
  }

  async removeLease(id: string, attempt: number): Promise<void> {
    await this.#guard(() => this.#store.delete(leaseKey(id, attempt)));
  }

  async list(): Promise<OutboxListing> {
    const { blobs } = await this.#guard(() => this.#store.list());
    const listing: OutboxListing = { enquiryIds: [], leases: [] };
    for (const { key } of blobs) {
      if (key.startsWith(enquiryPrefix)) listing.enquiryIds.push(key.slice(enquiryPrefix.length));
      const lease = /^lease-(.+)-(\d+)$/.exec(key);
      if (lease) listing.leases.push({ id: lease[1]!, attempt: Number(lease[2]) });
    }
    return listing;
  }

  /** True if this call created the lease for the attempt; false if someone holds it already. */
  async takeLease(id: string, attempt: number, owner: string, takenAt: Date): Promise<boolean> {
    const lease: Lease = { owner, takenAt: takenAt.toISOString() };
    const result = await this.#guard(() => this.#store.setJSON(leaseKey(id, attempt), lease, { onlyIfNew: true }));
    return result.modified;
  }

  async readLease(id: string, attempt: number): Promise<Lease | null> {
    return this.#guard(() => this.#store.get(leaseKey(id, attempt), { type: "json" }) as Promise<Lease | null>);
  }

  // Every store call runs through here: a failure the fetch wrapper saw during the call becomes an error, also
  // for conditional writes, which the client would otherwise report as "modified" whatever the status.
  async #guard<T>(operation: () => Promise<T>): Promise<T> {
    const failuresBefore = this.#failures.length;
    let result: T;
    try {
      result = await operation();
    } catch (error) {
      throw new StoreUnavailableError(this.#failures.at(-1) ?? errorCode(error));
    }
    if (this.#failures.length > failuresBefore) throw new StoreUnavailableError(this.#failures.at(-1)!);
    return result;
  }
}

/**
 * A fetch for the Blobs client that gives up at once: the client would sleep 5 s and retry up to five times on a
 * network error or a 5xx answer, while a visitor waits. Failures are recorded and answered with a status the
 * client neither retries nor takes for a failed precondition.
 */
function failFastFetch(failures: string[]): typeof globalThis.fetch {
  return async (input, init) => {
    try {
      const response = await fetch(input, { ...init, signal: AbortSignal.timeout(storeRequestTimeoutMs) });
      if (response.status !== 429 && response.status < 500) return response;
      failures.push(`HTTP${response.status}`);
    } catch (error) {
      failures.push(errorCode(error));
    }
    return new Response(null, { status: 400, statusText: "Netlify Blobs nicht erreichbar" });
  };
}
