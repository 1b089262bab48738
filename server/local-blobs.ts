import { randomBytes } from "node:crypto";
import { chmod, mkdir, readdir, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { EnvironmentContext } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { closeServer, listen } from "./server.ts";

export type LocalBlobs = {
  /** The same kind of context Netlify hands its functions, pointing at this server. */
  context: EnvironmentContext;
  /** The context as NETLIFY_BLOBS_CONTEXT holds it (Base64 JSON), for child processes. */
  encodedContext: string;
  stop(): Promise<void>;
};

/**
 * Where `npm start`, `npm run serve` and `npm run mail:retry` keep the emulated store (BLOBS_DIR overrides it):
 * the folder `npm run dev` (Netlify's Vite plugin) uses too, so one local store holds every enquiry.
 */
export const defaultBlobsDir = ".netlify/blobs-serve";

/**
 * Netlify's own filesystem-backed Blobs server (the one its CLI runs locally), on 127.0.0.1 only:
 * `BlobsServer.start()` would listen on every interface, and the store holds visitors' enquiries.
 */
export async function startLocalBlobs(directory: string, siteID = "local"): Promise<LocalBlobs> {
  await mkdir(directory, { recursive: true });
  // Also a folder an older version left readable by everyone: it holds visitors' enquiries.
  await makeTreePrivate(directory);
  const token = randomBytes(24).toString("hex");
  const blobs = new BlobsServer({ directory, token });
  const handle = async (request: Request) => {
    const response = (await blobs["handleRequest"](request)) as Response;
    if (request.method === "PUT" && response.ok) {
      const { dataPath, metadataPath } = blobs["getLocalPaths"](new URL(request.url, url)) as LocalPaths;
      for (const file of [dataPath, metadataPath]) if (file) await makePrivate(directory, file);
    }
    return response;
  };
  const server = http.createServer(getRequestListener(oneWriteAtATime(handle)));
  const url = await listen(server, 0, "127.0.0.1");
  // start() would set this; the server resolves request paths against it.
  blobs["address"] = url;

  const context: EnvironmentContext = {
    edgeURL: url,
    uncachedEdgeURL: url,
    siteID,
    deployID: "0",
    primaryRegion: "eu-central-1",
    token,
  };
  return { context, encodedContext: encodeBlobsContext(context), stop: () => closeServer(server) };
}

type Listing = { blobs?: object[]; directories?: string[] };
type WalkOptions = { directories: boolean; path: string; prefix: string; rootPath: string; result: Listing };
const blobsServer = BlobsServer as unknown as {
  walk(options: WalkOptions): Promise<void>;
  generateETag(file: string): Promise<string>;
};

/**
 * The BlobsServer lists a store by walking its folder, and a file that vanishes under the walk (a write's temporary
 * file renamed, a blob deleted) ends it early: it answers what it saw so far, as if the rest did not exist. Netlify's
 * listing sees every finished write (the 500 bound counts on that), so this walk, otherwise the server's own, steps
 * over a vanished file.
 */
blobsServer.walk = async function walk({ directories, path: folder, prefix, rootPath, result }) {
  for (const entry of await readdir(folder).catch(() => [])) {
    const entryPath = path.join(folder, entry);
    const stats = await stat(entryPath).catch(() => undefined);
    const key = path.relative(rootPath, entryPath).split(path.sep).join("/");
    if (!stats || !prefix.startsWith(key.slice(0, prefix.length))) continue;
    if (!stats.isDirectory()) {
      const etag = await blobsServer.generateETag(entryPath);
      result.blobs?.push({ etag, key, last_modified: stats.mtime.toISOString(), size: stats.size });
    } else if (directories && key.startsWith(prefix)) {
      result.directories?.push(key);
    } else {
      await walk({ directories, path: entryPath, prefix, rootPath, result });
    }
  }
};

/**
 * The BlobsServer checks a write's condition (only if new, only if the ETag matches) and then writes, in two steps,
 * so two writers can both pass. Netlify's store does both at once; taking the writes to one key one after another
 * gives the same guarantee here, so the delivery code needs no allowance for the local server.
 */
function oneWriteAtATime(handle: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  const queues = new Map<string, Promise<unknown>>();
  return (request) => {
    if (request.method !== "PUT" && request.method !== "DELETE") return handle(request);
    const key = new URL(request.url).pathname.replace(/^\/region:[^/]+/, "");
    const result = (queues.get(key) ?? Promise.resolve()).then(() => handle(request));
    const settled = result.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => queues.get(key) === settled && queues.delete(key));
    return result;
  };
}

type LocalPaths = { dataPath?: string; metadataPath?: string };

// The BlobsServer writes with the default mode (0644 files in 0755 folders): each written file becomes 0600, and
// each folder from it up to the store's root 0700.
async function makePrivate(root: string, file: string): Promise<void> {
  if (path.relative(root, file).startsWith("..")) return;
  await chmod(file, 0o600).catch(() => undefined);
  for (let folder = path.dirname(file); !path.relative(root, folder).startsWith(".."); folder = path.dirname(folder)) {
    await chmod(folder, 0o700).catch(() => undefined);
    if (path.resolve(folder) === path.resolve(root)) break;
  }
}

async function makeTreePrivate(folder: string): Promise<void> {
  await chmod(folder, 0o700);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) await makeTreePrivate(entryPath);
    else if (entry.isFile()) await chmod(entryPath, 0o600);
  }
}

/** NETLIFY_BLOBS_CONTEXT as `@netlify/blobs` reads it: Base64 of the JSON context. */
export function encodeBlobsContext(context: EnvironmentContext): string {
  return Buffer.from(JSON.stringify(context)).toString("base64");
}
