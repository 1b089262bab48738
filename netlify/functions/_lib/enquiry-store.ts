import { getDeployStore, getStore, type SetOptions, type Store } from "@netlify/blobs";
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

/** The store's name since the first release: never rename it, or waiting enquiries are lost. */
export const enquiryStoreName = "contact-outbox";

// Netlify's Frankfurt region, so the stored enquiries stay in the EU (see the Datenschutzerklärung).
export const enquiryStoreRegion = "eu-central-1";

export type ListedEnquiry = { key: string; id: string; receivedAt: Date; etag: string };

type LoadedEnquiry =
  | Exclude<EnquiryReading, { kind: "enquiry" }>
  | { kind: "gone" }
  | { kind: "enquiry"; enquiry: StoredEnquiry; etag: string };

type CallOptions = { onResponse?: (response: Response) => void; timeoutMs?: number };

type StoreAccess = { kind: "store"; store: EnquiryStore } | { kind: "unavailable"; reason: string };

// Every context but production (previews, branch deploys, local runs) has its deploy's own store, so nothing sent to
// a preview is ever mailed by production's retry. The local server and `npm run mail:retry` set NETLIFY_BLOBS_CONTEXT.
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

/** The production store through Netlify's API with an access token (for `npm run mail:export`). */
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
    return this.#setIf(enquiryKey(enquiry), enquiry, { onlyIfNew: true });
  }

  // Oldest first, and how far this machine's clock is ahead of the store's (by its Date header): expiry, backoff and
  // leases compare times written by other machines.
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

  /** How many enquiries other than `exceptKey` are stored, up to `limit`, all pages in `timeoutMs`. */
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

  /** Writes back only if unchanged since read (`etag`): a delivered and deleted enquiry never comes back. */
  async replace(key: string, enquiry: StoredEnquiry, etag: string): Promise<string | undefined> {
    return this.#setIf(key, enquiry, { onlyIfMatch: etag });
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

  async writeMark(name: string, mark: object, etag: string | undefined): Promise<string | undefined> {
    return this.#setIf(
      `${markKeyPrefix}${name}`,
      mark,
      etag === undefined ? { onlyIfNew: true } : { onlyIfMatch: etag },
    );
  }

  /** A conditional write: the new ETag, or undefined when the condition did not hold. */
  async #setIf(key: string, value: object, condition: SetOptions): Promise<string | undefined> {
    const result = await this.#call((store) => store.setJSON(key, value, condition));
    return result.modified ? (result.etag ?? "") : undefined;
  }

  // Every call gets a client of its own, so a failure is reported by the call it happened in and no other. Its fetch
  // gives up at once (the client would sleep 5 s and retry up to five times on a network error or a 5xx answer): a
  // failure is recorded and answered with a status the client neither retries nor takes for a failed precondition,
  // then thrown, even for conditional writes, which the client would report as "modified". The error says only a code.
  // One deadline for the whole call, however many requests the client makes for it (a listing's pages, a signed URL
  // before the upload): the runs' time budgets count calls.
  async #call<T>(operation: (store: Store) => Promise<T>, options: CallOptions = {}): Promise<T> {
    const { onResponse, timeoutMs = storeRequestTimeoutMs } = options;
    const deadline = AbortSignal.timeout(timeoutMs);
    let failure: string | undefined;
    const failFastFetch: typeof globalThis.fetch = async (input, init) => {
      try {
        const response = await fetch(input, { ...init, signal: deadline });
        onResponse?.(response);
        if (response.status !== 429 && response.status < 500) return response;
        failure = `HTTP${response.status}`;
      } catch (error) {
        failure = errorCode(error);
      }
      return new Response(null, { status: 400, statusText: "Netlify Blobs nicht erreichbar" });
    };
    try {
      const result = await operation(this.#open(failFastFetch));
      if (failure === undefined) return result;
    } catch (error) {
      failure ??= errorCode(error);
    }
    throw codedError("Netlify Blobs nicht verfügbar", failure);
  }
}
