import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getDeployStore } from "@netlify/blobs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { enquiryStoreName, enquiryStoreRegion } from "../../netlify/functions/_lib/enquiry-store.ts";
import { enquiryKey, newEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import { startLocalBlobs } from "../../server/local-blobs.ts";
import { visitor } from "../support/contact-requests.ts";

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "blobs-serve-"));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** Every folder and file under `folder` with its permission bits. */
async function modes(folder: string): Promise<{ entry: string; mode: number; folder: boolean }[]> {
  const found = [{ entry: ".", mode: (await stat(folder)).mode & 0o777, folder: true }];
  for (const entry of await readdir(folder, { recursive: true })) {
    const stats = await stat(path.join(folder, entry));
    found.push({ entry, mode: stats.mode & 0o777, folder: stats.isDirectory() });
  }
  return found;
}

it("keeps the local store's enquiries readable by this account only: files 0600 in 0700 folders, also in a folder an older version left open", async () => {
  // As an older version left `.netlify/blobs-serve/`: everything readable by everyone.
  const old = path.join(directory, "entries", "local", "old");
  await mkdir(old, { recursive: true });
  await writeFile(path.join(old, "enquiry-alt"), "{}", { mode: 0o644 });
  for (const folder of [directory, path.join(directory, "entries"), path.dirname(old), old]) await chmod(folder, 0o755);

  const blobs = await startLocalBlobs(directory);
  try {
    const { edgeURL, uncachedEdgeURL, siteID = "", token = "", deployID = "" } = blobs.context;
    const store = getDeployStore({
      name: enquiryStoreName,
      region: enquiryStoreRegion,
      edgeURL,
      uncachedEdgeURL,
      siteID,
      token,
      deployID,
    });
    const enquiry = newEnquiry(visitor, new Date(), "x.test");
    await store.setJSON(enquiryKey(enquiry), enquiry, { metadata: { from: "test" } });
    await store.setJSON(enquiryKey(enquiry), { ...enquiry, attempts: 1 });

    const found = await modes(directory);
    expect(found.filter(({ entry }) => entry.endsWith(enquiryKey(enquiry)))).toHaveLength(2);
    expect(found.filter(({ folder, mode }) => (folder ? mode !== 0o700 : mode !== 0o600))).toEqual([]);
  } finally {
    await blobs.stop();
  }
});
