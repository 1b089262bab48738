import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getDeployStore, getStore, type EnvironmentContext, type Store } from "@netlify/blobs";
import { enquiryStoreName, enquiryStoreRegion } from "../../netlify/functions/_lib/enquiry-store.ts";
import { enquiryKey, enquiryKeyPrefix, type StoredEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import { encodeBlobsContext, startLocalBlobs } from "../../server/local-blobs.ts";
import { unusedPort } from "./unused-port.ts";

/** One of the two stores the contact function writes to, read and written directly, without the code under test. */
export type TestStore = {
  store: Store;
  /** The stored enquiries (keys `enquiry-…`), oldest first. */
  enquiries(): Promise<StoredEnquiry[]>;
  /** Stores an enquiry under the key the function would give it. */
  put(enquiry: StoredEnquiry): Promise<void>;
  /** Every key in the store: enquiries and alert marks. */
  keys(): Promise<string[]>;
  clear(): Promise<void>;
};

export type TestBlobs = TestStore & {
  /** Hands the store to `startSite` and `runMailRetry`, as Netlify hands it to its functions. */
  env: { NETLIFY_BLOBS_CONTEXT: string };
  context: EnvironmentContext;
  /** Production's site-wide store; `store` is the local deploy's, which every other context uses. */
  production: TestStore;
  stop(): Promise<void>;
};

/** Netlify's BlobsServer on a temporary folder, shared by the site and the retry runs of one test. */
export async function startTestBlobs(): Promise<TestBlobs> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "kontakt-test-blobs-"));
  const blobs = await startLocalBlobs(directory);
  const { edgeURL, uncachedEdgeURL, siteID = "", token = "", deployID = "" } = blobs.context;
  const options = { name: enquiryStoreName, consistency: "strong", edgeURL, uncachedEdgeURL, siteID, token } as const;
  const deployStore = testStore(getDeployStore({ ...options, deployID, region: enquiryStoreRegion }));
  return {
    ...deployStore,
    env: { NETLIFY_BLOBS_CONTEXT: blobs.encodedContext },
    context: blobs.context,
    production: testStore(getStore({ ...options, region: enquiryStoreRegion })),
    async stop() {
      await blobs.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function testStore(store: Store): TestStore {
  const keys = async () => (await store.list()).blobs.map((blob) => blob.key).sort();
  return {
    store,
    keys,
    async enquiries() {
      const enquiryKeys = (await keys()).filter((key) => key.startsWith(enquiryKeyPrefix));
      const enquiries = await Promise.all(
        enquiryKeys.map((key) => store.get(key, { type: "json" }) as Promise<StoredEnquiry>),
      );
      return enquiries.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    },
    async put(enquiry) {
      await store.setJSON(enquiryKey(enquiry), enquiry);
    },
    async clear() {
      for (const key of await keys()) await store.delete(key);
    },
  };
}

/** A Blobs context whose server does not exist: every store request fails with ECONNREFUSED. */
export async function unreachableBlobsEnvironment(): Promise<{ NETLIFY_BLOBS_CONTEXT: string }> {
  const url = `http://127.0.0.1:${await unusedPort()}`;
  const context = { edgeURL: url, uncachedEdgeURL: url, siteID: "local", deployID: "0", token: "x" };
  return { NETLIFY_BLOBS_CONTEXT: encodeBlobsContext({ ...context, primaryRegion: enquiryStoreRegion }) };
}
