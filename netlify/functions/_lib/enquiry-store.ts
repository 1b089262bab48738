import { getDeployStore, getStore, type Store } from "@netlify/blobs";
import { storeRequestTimeoutMs } from "./delivery-policy.ts";
import { codedError, errorCode } from "./error-code.ts";
import {
  closedMark,
  enquiryKey,
  enquiryKeyPrefix,
  parseEnquiryKey,
  parseStoredJson,
  readStoredEnquiry,
  type EnquiryReading,
  type StoredEnquiry,
} from "./stored-enquiry.ts";

/** The store's name since the first release; the enquiries waiting for delivery live under it. */
export const enquiryStoreName = "contact-outbox";

// Netlify's Frankfurt region, so the stored enquiries stay in the EU (see the Datenschutzerklärung).
export const enquiryStoreRegion = "eu-central-1";

/** An enquiry as the listing names it: no read needed to know its age. */
export type ListedEnquiry = { key: string; id: string; receivedAt: Date | undefined; etag: string };

type LoadedEnquiry =
  | Exclude<EnquiryReading, { kind: "enquiry" }>
  | { kind: "gone" }
  | { kind: "enquiry"; enquiry: StoredEnquiry; etag: string };

type StoreAccess = { kind: "store"; store: EnquiryStore } | { kind: "unavailable"; reason: string };

/**
 * The enquiries waiting for delivery, in Netlify Blobs. Production uses the site's store; every other context (deploy
 * previews, branch deploys, local runs) a store of its own deploy, so nothing sent to a preview is ever mailed by
 * production's retry. Netlify hands functions the store's context (NETLIFY_BLOBS_CONTEXT); the local server and
 * `npm run mail:retry` hand over one for their local BlobsServer.
 */
export function connectEnquiryStore(options: { production: boolean }): StoreAccess {
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

const markKeyPrefix = "alert-";

/** The enquiries, and beside them the small marks of the alerts (`alert-<name>`), whose meaning is the alerts' own. */
export class EnquiryStore {
  readonly #open: (fetch: typeof globalThis.fetch) => Store;

  constructor(open: (fetch: typeof globalThis.fetch) => Store) {
    this.#open = open;
  }

  /** Stores a new enquiry, never over anything under its key; its ETag for a later conditional write. */
  async create(enquiry: StoredEnquiry): Promise<string | undefined> {
    const result = await this.#call((store) => store.setJSON(enquiryKey(enquiry), enquiry, { onlyIfNew: true }));
    return result.modified ? (result.etag ?? "") : undefined;
  }

  /**
   * Every stored enquiry, oldest first (the key starts with the arrival time), and how far this machine's clock is
   * ahead of the store's (by the Date header of its answer): expiry, backoff and leases compare times written by
   * other machines.
   */
  async list(): Promise<{ enquiries: ListedEnquiry[]; clockSkewMs: number | undefined }> {
    let storeTime = Number.NaN;
    const noticeDate = (response: Response) => (storeTime = Date.parse(response.headers.get("date") ?? ""));
    const { blobs } = await this.#call((store) => store.list({ prefix: enquiryKeyPrefix }), { onResponse: noticeDate });
    const enquiries: ListedEnquiry[] = [];
    for (const { key, etag } of blobs) {
      const parsed = parseEnquiryKey(key);
      if (parsed) enquiries.push({ key, etag, ...parsed });
    }
    enquiries.sort((a, b) => a.key.localeCompare(b.key));
    return { enquiries, clockSkewMs: Number.isNaN(storeTime) ? undefined : Date.now() - storeTime };
  }

  /** How many enquiries other than `exceptKey` are stored, counting no further than `limit`, each page in `timeoutMs`. */
  async countWaiting(limit: number, exceptKey: string, timeoutMs: number): Promise<number> {
    return this.#call(
      async (store) => {
        let count = 0;
        for await (const page of store.list({ prefix: enquiryKeyPrefix, paginate: true })) {
          count += page.blobs.filter(({ key }) => key !== exceptKey).length;
          if (count >= limit) break;
        }
        return count;
      },
      { timeoutMs },
    );
  }

  /** The enquiry with the ETag to write it back with, a closed mark, or why it cannot be read. */
  async load(listed: Pick<ListedEnquiry, "key" | "id" | "etag">): Promise<LoadedEnquiry> {
    const result = await this.#call((store) => store.getWithMetadata(listed.key, { type: "text" }));
    if (!result) return { kind: "gone" };
    const reading = readStoredEnquiry(result.data, listed.id);
    // An ETag from the listing is at most older than the text: a write with it then fails, which is safe.
    return reading.kind === "enquiry" ? { ...reading, etag: result.etag ?? listed.etag } : reading;
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

  /** Puts a closed mark under `key`, whatever is there: a create still under way (only if new) then fails. */
  async close(key: string, at: Date): Promise<void> {
    await this.#call((store) => store.setJSON(key, closedMark(at)));
  }

  /** The mark `alert-<name>` (undefined if it is not JSON) and its ETag, or undefined if there is none. */
  async readMark(name: string): Promise<{ mark: unknown; etag: string } | undefined> {
    const result = await this.#call((store) => store.getWithMetadata(`${markKeyPrefix}${name}`, { type: "text" }));
    return result ? { mark: parseStoredJson(result.data), etag: result.etag ?? "" } : undefined;
  }

  /** Writes the mark if it is still as read (`etag`; undefined: if there is none); its new ETag, else undefined. */
  async writeMark(name: string, mark: object, etag: string | undefined): Promise<string | undefined> {
    const condition = etag === undefined ? { onlyIfNew: true as const } : { onlyIfMatch: etag };
    const result = await this.#call((store) => store.setJSON(`${markKeyPrefix}${name}`, mark, condition));
    return result.modified ? (result.etag ?? "") : undefined;
  }

  // Every call gets a client of its own, so a failure is reported by the call it happened in and no other. A
  // failure the fetch wrapper saw becomes an error even for conditional writes, which the client would otherwise
  // report as "modified" whatever the status. The error says no more than a code.
  async #call<T>(operation: (store: Store) => Promise<T>, options: FetchOptions = {}): Promise<T> {
    const failure: { code?: string } = {};
    const result = await operation(this.#open(failFastFetch(failure, options))).catch((error: unknown) => {
      failure.code ??= errorCode(error);
    });
    if (failure.code) throw codedError("Netlify Blobs nicht verfügbar", failure.code);
    return result as T;
  }
}

type FetchOptions = { onResponse?: (response: Response) => void; timeoutMs?: number };

/**
 * A fetch for the Blobs client that gives up at once: the client would sleep 5 s and retry up to five times on a
 * network error or a 5xx answer. A failure is recorded and answered with a status the client neither retries nor
 * takes for a failed precondition.
 */
function failFastFetch(
  failure: { code?: string },
  { onResponse, timeoutMs = storeRequestTimeoutMs }: FetchOptions,
): typeof globalThis.fetch {
  return async (input, init) => {
    try {
      const response = await fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      onResponse?.(response);
      if (response.status !== 429 && response.status < 500) return response;
      failure.code = `HTTP${response.status}`;
    } catch (error) {
      failure.code = errorCode(error);
    }
    return new Response(null, { status: 400, statusText: "Netlify Blobs nicht erreichbar" });
  };
}
