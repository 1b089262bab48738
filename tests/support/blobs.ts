import { mkdtemp, rm } from "node:fs/promises";
import { unusedPort } from "./unused-port.ts";
import os from "node:os";
import path from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { outboxStoreName, type StoredEnquiry } from "../../netlify/functions/_lib/contact-outbox.ts";
import { encodeBlobsContext, startLocalBlobs } from "../../server/local-blobs.ts";

export type TestBlobs = {
  /** Hands the store to `startSite` and `runMailRetry`, as Netlify hands it to its functions. */
  env: { NETLIFY_BLOBS_CONTEXT: string };
  /** The contact outbox, read and written directly, without the code under test. */
  store: Store;
  /** The stored enquiries (keys `enquiry-<id>`), oldest first. */
  enquiries(): Promise<StoredEnquiry[]>;
  /** Every key in the store, enquiries and leases. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
};

/** Netlify's BlobsServer on a temporary folder, shared by the site and the retry runs of one test. */
export async function startTestBlobs(): Promise<TestBlobs> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "kontakt-test-blobs-"));
  const blobs = await startLocalBlobs(directory);
  const { edgeURL, uncachedEdgeURL, siteID = "", token = "" } = blobs.context;
  const store = getStore({ name: outboxStoreName, consistency: "strong", edgeURL, uncachedEdgeURL, siteID, token });
  const keys = async () => (await store.list()).blobs.map((blob) => blob.key).sort();
  return {
    env: { NETLIFY_BLOBS_CONTEXT: blobs.encodedContext },
    store,
    keys,
    async enquiries() {
      const enquiryKeys = (await keys()).filter((key) => key.startsWith("enquiry-"));
      const enquiries = await Promise.all(
        enquiryKeys.map((key) => store.get(key, { type: "json" }) as Promise<StoredEnquiry>),
      );
      return enquiries.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    },
    async stop() {
      await blobs.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A Blobs context whose server does not exist: every store request fails with ECONNREFUSED. */
export async function unreachableBlobsEnvironment(): Promise<{ NETLIFY_BLOBS_CONTEXT: string }> {
  const url = `http://127.0.0.1:${await unusedPort()}`;
  return {
    NETLIFY_BLOBS_CONTEXT: encodeBlobsContext({ edgeURL: url, uncachedEdgeURL: url, siteID: "local", token: "x" }),
  };
}
