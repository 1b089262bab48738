import { getDeployStore, getStore, type Store } from "@netlify/blobs";
import { storeRequestTimeoutMs } from "./delivery-policy.ts";
import { errorCode } from "./error-code.ts";
import {
  enquiryKey,
  enquiryKeyPrefix,
  parseEnquiryKey,
  readStoredEnquiry,
  type StoredEnquiry,
} from "./stored-enquiry.ts";

/** The store's name since the first release; the enquiries waiting for delivery live under it. */
export const enquiryStoreName = "contact-outbox";

// Netlify's Frankfurt region, so the stored enquiries stay in the EU (see the Datenschutzerklärung).
export const enquiryStoreRegion = "eu-central-1";

/** The store did not answer, answered with an error, or timed out; `code` is safe to log. */
export class StoreUnavailableError extends Error {
  code: string;

  constructor(code: string) {
    super(`Netlify Blobs nicht verfügbar (${code})`);
    this.name = "StoreUnavailableError";
    this.code = code;
  }
}

/** An enquiry as the listing names it: no read needed to know its age. */
export type ListedEnquiry = { key: string; id: string; receivedAt: Date | undefined; etag: string };

export type LoadedEnquiry =
  { kind: "enquiry"; enquiry: StoredEnquiry; etag: string } | { kind: "unreadable"; reason: string } | { kind: "gone" };

export type EnquiryStoreAccess =
  { kind: "store"; store: EnquiryStore } | { kind: "off" } | { kind: "unavailable"; reason: string };

type Env = Record<string, string | undefined>;

/**
 * The enquiries waiting for delivery, in Netlify Blobs, unless CONTACT_STORE=off. Production uses the site's store;
 * every other context (deploy previews, branch deploys, local runs) a store of its own deploy, so nothing sent to a
 * preview is ever mailed by production's retry. Netlify hands functions the store's context (NETLIFY_BLOBS_CONTEXT);
 * the local server and `npm run mail:retry` hand over one for their local BlobsServer.
 */
export function openEnquiryStore(env: Env, options: { production: boolean }): EnquiryStoreAccess {
  if (env.CONTACT_STORE?.trim().toLowerCase() === "off") return { kind: "off" };
  return connectEnquiryStore(options);
}

/** The store whatever CONTACT_STORE says: retry runs still deliver what was stored before it was turned off. */
export function connectEnquiryStore(options: { production: boolean }): Exclude<EnquiryStoreAccess, { kind: "off" }> {
  const common = { name: enquiryStoreName, consistency: "strong", region: enquiryStoreRegion } as const;
  const open = (fetch: typeof globalThis.fetch) =>
    options.production ? getStore({ ...common, fetch }) : getDeployStore({ ...common, fetch });
  try {
    open(globalThis.fetch);
    return { kind: "store", store: new EnquiryStore(open) };
  } catch (error) {
    return { kind: "unavailable", reason: error instanceof Error ? error.name : "unbekannt" };
  }
}

/** The production store of a site, through Netlify's API with an access token (for `npm run mail:export`). */
export function connectLiveEnquiryStore(site: { siteID: string; token: string; apiURL?: string }): EnquiryStore {
  return new EnquiryStore((fetch) => getStore({ name: enquiryStoreName, region: enquiryStoreRegion, ...site, fetch }));
}

const alertKeyPrefix = "alert-";
// A prefix no key has: the cheapest request whose answer carries the store's time.
const clockProbePrefix = "clock-";

export class EnquiryStore {
  readonly #open: (fetch: typeof globalThis.fetch) => Store;

  constructor(open: (fetch: typeof globalThis.fetch) => Store) {
    this.#open = open;
  }

  /** Stores a new enquiry; returns its ETag for a later conditional write. */
  async create(enquiry: StoredEnquiry): Promise<string> {
    const { etag } = await this.#call((store) => store.setJSON(enquiryKey(enquiry), enquiry));
    return etag ?? "";
  }

  /** Every stored enquiry, oldest first (the key starts with the arrival time). */
  async list(): Promise<ListedEnquiry[]> {
    const { blobs } = await this.#call((store) => store.list({ prefix: enquiryKeyPrefix }));
    const listed: ListedEnquiry[] = [];
    for (const { key, etag } of blobs) {
      const parsed = parseEnquiryKey(key);
      if (parsed) listed.push({ key, etag, ...parsed });
    }
    return listed.sort((a, b) => a.key.localeCompare(b.key));
  }

  /** How many enquiries other than `exceptKey` are stored, counting no further than `limit`. */
  async countWaiting(limit: number, exceptKey: string): Promise<number> {
    return this.#call(async (store) => {
      let count = 0;
      for await (const page of store.list({ prefix: enquiryKeyPrefix, paginate: true })) {
        count += page.blobs.filter(({ key }) => key.startsWith(enquiryKeyPrefix) && key !== exceptKey).length;
        if (count >= limit) break;
      }
      return count;
    });
  }

  /** The enquiry with the ETag to write it back with, or why it cannot be read. */
  async load(listed: Pick<ListedEnquiry, "key" | "id" | "etag">): Promise<LoadedEnquiry> {
    const result = await this.#call((store) => store.getWithMetadata(listed.key, { type: "text" }));
    if (!result) return { kind: "gone" };
    const reading = readStoredEnquiry(result.data, listed.id);
    if (!reading.ok) return { kind: "unreadable", reason: reading.reason };
    // An ETag from the listing is at most older than the text: a write with it then fails, which is safe.
    return { kind: "enquiry", enquiry: reading.enquiry, etag: result.etag ?? listed.etag };
  }

  /** The stored text as it is, for an export that must not lose even an unreadable enquiry. */
  async loadText(key: string): Promise<string | undefined> {
    return (await this.#call((store) => store.get(key, { type: "text" }))) ?? undefined;
  }

  /**
   * Writes the enquiry back under `key` only if it is unchanged since it was read (ETag `etag`): a delivered and
   * deleted enquiry never comes back. Returns the new ETag, or undefined if someone else changed or deleted it.
   */
  async replace(key: string, enquiry: StoredEnquiry, etag: string): Promise<string | undefined> {
    const result = await this.#call((store) => store.setJSON(key, enquiry, { onlyIfMatch: etag }));
    return result.modified ? (result.etag ?? "") : undefined;
  }

  async remove(key: string): Promise<void> {
    await this.#call((store) => store.delete(key));
  }

  /**
   * Records that an alert for `condition` goes out at `now`, unless one went out less than `intervalMs` ago. True
   * for exactly one of several runs trying at once.
   */
  async claimAlert(condition: string, now: Date, intervalMs: number): Promise<boolean> {
    const key = `${alertKeyPrefix}${condition}`;
    const marker = { sentAt: now.toISOString() };
    const [current] = (await this.#call((store) => store.list({ prefix: key }))).blobs.filter((b) => b.key === key);
    if (!current) return (await this.#call((store) => store.setJSON(key, marker, { onlyIfNew: true }))).modified;
    const last = (await this.#call((store) => store.get(key, { type: "json" }))) as { sentAt?: unknown } | null;
    const sentAt = typeof last?.sentAt === "string" ? Date.parse(last.sentAt) : Number.NaN;
    if (now.getTime() - sentAt < intervalMs) return false;
    return (await this.#call((store) => store.setJSON(key, marker, { onlyIfMatch: current.etag }))).modified;
  }

  /**
   * How far this machine's clock is ahead of the store's (by the Date header of its answer), or undefined if the
   * store sends none. Expiry, backoff and leases compare times written by other machines.
   */
  async clockSkewMs(): Promise<number | undefined> {
    let storeTime: number | undefined;
    const noticeDate = (response: Response) => {
      const date = response.headers.get("date");
      if (date) storeTime = Date.parse(date);
    };
    await this.#call((store) => store.list({ prefix: clockProbePrefix }), noticeDate);
    return storeTime === undefined || Number.isNaN(storeTime) ? undefined : Date.now() - storeTime;
  }

  /** Forgets an alert that could not be sent, so the next run tries again. */
  async releaseAlert(condition: string): Promise<void> {
    await this.#call((store) => store.delete(`${alertKeyPrefix}${condition}`));
  }

  // Every call gets a client of its own, so a failure is reported by the call it happened in and no other. A
  // failure the fetch wrapper saw becomes an error even for conditional writes, which the client would otherwise
  // report as "modified" whatever the status.
  async #call<T>(operation: (store: Store) => Promise<T>, onResponse?: (response: Response) => void): Promise<T> {
    const failure: { code?: string } = {};
    let result: T;
    try {
      result = await operation(this.#open(failFastFetch(failure, onResponse)));
    } catch (error) {
      throw new StoreUnavailableError(failure.code ?? errorCode(error));
    }
    if (failure.code) throw new StoreUnavailableError(failure.code);
    return result;
  }
}

/**
 * A fetch for the Blobs client that gives up at once: the client would sleep 5 s and retry up to five times on a
 * network error or a 5xx answer. A failure is recorded and answered with a status the client neither retries nor
 * takes for a failed precondition.
 */
function failFastFetch(
  failure: { code?: string },
  onResponse: (response: Response) => void = () => {},
): typeof globalThis.fetch {
  return async (input, init) => {
    try {
      const response = await fetch(input, { ...init, signal: AbortSignal.timeout(storeRequestTimeoutMs) });
      onResponse(response);
      if (response.status !== 429 && response.status < 500) return response;
      failure.code = `HTTP${response.status}`;
    } catch (error) {
      failure.code = errorCode(error);
    }
    return new Response(null, { status: 400, statusText: "Netlify Blobs nicht erreichbar" });
  };
}
