import { createHash, hash } from "node:crypto";
import { createReadStream, type Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import {
  defaultFunctionsDir,
  invokeFunction,
  loadFunctions,
  matchFunction,
  type MountedFunction,
} from "./functions.ts";
import { headersForPath, parseNetlifyHeaders, type HeaderRule } from "./netlify-headers.ts";

export type SiteServerOptions = {
  root: string;
  functionsDir?: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
};

export type SiteServer = {
  url: string;
  port: number;
  functions: ReadonlyArray<{ name: string; paths: string[] }>;
  close(): Promise<void>;
};

type Encoding = "br" | "gzip";

type FileSlice = { filePath: string; start: number; end: number };

type StaticResponse = {
  status: number;
  headers: Record<string, string | number>;
  body?: Buffer | FileSlice;
};

type FileEntry = {
  size: number;
  etag: string;
  contentType: string;
  compressible: boolean;
  content: Buffer | undefined;
  variants: Map<Encoding, Promise<Buffer>>;
};

type ServerState = {
  root: string;
  functions: MountedFunction[];
  files: FileCache;
  headerRules: () => Promise<HeaderRule[]>;
  log: ((line: string) => void) | undefined;
  logError: (line: string) => void;
  logRequests: boolean;
  fallbackOrigin: string;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
};

const compressibleExtensions = new Set([
  ".html",
  ".css",
  ".js",
  ".mjs",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);

// Netlify ignores these names in `_headers` because its servers own them.
const headersNetlifyIgnores = new Set([
  "accept-ranges",
  "age",
  "allow",
  "alt-svc",
  "connection",
  "content-encoding",
  "content-length",
  "content-range",
  "date",
  "location",
  "server",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

// Files Netlify consumes at deploy time and never serves.
const hiddenRootFiles = new Set(["/_headers", "/_redirects"]);

// Netlify's default for static files unless `_headers` says otherwise.
const defaultCacheControl = "public, max-age=0, must-revalidate";

const maxBufferedFileSize = 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const root = path.resolve(options.root);
  const functions = await loadFunctions(options.functionsDir ?? defaultFunctionsDir);
  const host = options.host ?? "127.0.0.1";
  const state: ServerState = {
    root,
    functions,
    files: createFileCache(),
    headerRules: watchHeaderRules(path.join(root, "_headers")),
    log: options.log,
    logError: options.log ?? ((line) => console.error(line)),
    logRequests: options.log !== undefined && process.env.LOG_REQUESTS === "1",
    fallbackOrigin: "",
  };

  const server = http.createServer((req, res) => {
    handleRequest(req, res, state).catch((error: unknown) => {
      state.logError(`Fehler bei ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end();
    });
  });

  await listen(server, options.port ?? 0, host);
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  state.fallbackOrigin = url;

  return {
    url,
    port,
    functions: functions.map(({ name, paths }) => ({ name, paths })),
    close: () => closeServer(server),
  };
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

async function handleRequest(req: IncomingMessage, res: ServerResponse, state: ServerState): Promise<void> {
  if (state.logRequests) logWhenFinished(req, res, state.log!);
  const url = new URL(`http://local${req.url?.startsWith("/") ? req.url : "/"}`);

  const fnMatch = matchFunction(state.functions, url.pathname);
  if (fnMatch) {
    await invokeFunction(fnMatch, req, res, requestOrigin(req, state.fallbackOrigin), state.logError);
    return;
  }

  const response = await buildStaticResponse(req, url, state);
  const pathname = path.posix.normalize(safeDecode(url.pathname) ?? url.pathname);
  applyHeaderRules(response, headersForPath(await state.headerRules(), pathname));
  await writeStaticResponse(req, res, response);
}

function logWhenFinished(req: IncomingMessage, res: ServerResponse, log: (line: string) => void): void {
  const started = performance.now();
  res.once("close", () => {
    log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
  });
}

function requestOrigin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host;
  if (!host) return fallback;
  try {
    return new URL(`http://${host}`).origin;
  } catch {
    return fallback;
  }
}

async function buildStaticResponse(req: IncomingMessage, url: URL, state: ServerState): Promise<StaticResponse> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return textResponse(405, "Methode nicht erlaubt", { allow: "GET, HEAD" });
  }
  const decoded = safeDecode(url.pathname);
  if (decoded === undefined || decoded.includes("\0")) return textResponse(400, "Ungültiger Pfad");

  const pathname = path.posix.normalize(decoded);
  const filePath = path.join(state.root, pathname);
  if (filePath !== state.root && !filePath.startsWith(state.root + path.sep)) {
    return textResponse(403, "Verboten");
  }

  const target = hiddenRootFiles.has(pathname) ? undefined : await locate(filePath, pathname.endsWith("/"));
  if (target?.kind === "redirect") {
    return { status: 301, headers: { location: `${encodePath(pathname)}/${url.search}`, "content-length": 0 } };
  }
  if (target?.kind === "file") return fileResponse(req, target.filePath, target.stats, state);

  state.log?.(`404 ${url.pathname}`);
  return notFoundResponse(req, state);
}

type Target = { kind: "file"; filePath: string; stats: Stats } | { kind: "redirect" };

// Netlify's pretty URLs: `/a/` serves `a/index.html`, `/a` redirects to `/a/`
// when that index exists, and `/a` falls back to `a.html`.
async function locate(filePath: string, wantsDirectory: boolean): Promise<Target | undefined> {
  if (wantsDirectory) return fileTarget(path.join(filePath, "index.html"));
  const stats = await statOrUndefined(filePath);
  if (stats?.isFile()) return { kind: "file", filePath, stats };
  if (stats?.isDirectory()) {
    return (await fileTarget(path.join(filePath, "index.html"))) ? { kind: "redirect" } : undefined;
  }
  return fileTarget(`${filePath}.html`);
}

async function fileTarget(filePath: string): Promise<Target | undefined> {
  const stats = await statOrUndefined(filePath);
  return stats?.isFile() ? { kind: "file", filePath, stats } : undefined;
}

async function statOrUndefined(filePath: string): Promise<Stats | undefined> {
  try {
    return await stat(filePath);
  } catch {
    return undefined;
  }
}

async function fileResponse(
  req: IncomingMessage,
  filePath: string,
  stats: Stats,
  state: ServerState,
): Promise<StaticResponse> {
  const entry = await state.files.get(filePath, stats);
  const headers: Record<string, string | number> = { etag: entry.etag, "cache-control": defaultCacheControl };
  if (entry.compressible) headers.vary = "Accept-Encoding";
  if (etagMatches(req.headers["if-none-match"], entry.etag)) return { status: 304, headers };
  headers["content-type"] = entry.contentType;

  const encoding = entry.compressible ? negotiateEncoding(req.headers["accept-encoding"]) : undefined;
  if (encoding) return compressedResponse(200, headers, entry, encoding);

  headers["accept-ranges"] = "bytes";
  // If-Range is compared by opaque value although our ETags are weak: ranges
  // are only served for identity bodies, so equal hashes mean equal bytes.
  const ifRange = req.headers["if-range"]?.toString();
  const rangeAllowed = ifRange === undefined || etagMatches(ifRange, entry.etag);
  const range = rangeAllowed ? parseRange(req.headers.range, entry.size) : undefined;
  if (range === "unsatisfiable") {
    return textResponse(416, "Bereich nicht erfüllbar", { "content-range": `bytes */${entry.size}` });
  }
  if (range) {
    headers["content-range"] = `bytes ${range.start}-${range.end}/${entry.size}`;
    return {
      status: 206,
      headers: { ...headers, "content-length": range.end - range.start + 1 },
      body: bodyOf(filePath, entry, range),
    };
  }
  return {
    status: 200,
    headers: { ...headers, "content-length": entry.size },
    body: bodyOf(filePath, entry, { start: 0, end: entry.size - 1 }),
  };
}

async function notFoundResponse(req: IncomingMessage, state: ServerState): Promise<StaticResponse> {
  const pagePath = path.join(state.root, "404.html");
  const stats = await statOrUndefined(pagePath);
  if (!stats?.isFile()) return textResponse(404, "404 – Seite nicht gefunden");
  const entry = await state.files.get(pagePath, stats);
  const headers: Record<string, string | number> = {
    "content-type": entry.contentType,
    "cache-control": defaultCacheControl,
    vary: "Accept-Encoding",
  };
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  if (encoding) return compressedResponse(404, headers, entry, encoding);
  return {
    status: 404,
    headers: { ...headers, "content-length": entry.size },
    body: bodyOf(pagePath, entry, { start: 0, end: entry.size - 1 }),
  };
}

async function compressedResponse(
  status: number,
  headers: Record<string, string | number>,
  entry: FileEntry,
  encoding: Encoding,
): Promise<StaticResponse> {
  const body = await compressedVariant(entry, encoding);
  return { status, headers: { ...headers, "content-encoding": encoding, "content-length": body.length }, body };
}

function bodyOf(filePath: string, entry: FileEntry, range: { start: number; end: number }): Buffer | FileSlice {
  if (entry.content) return entry.content.subarray(range.start, range.end + 1);
  return { filePath, start: range.start, end: range.end };
}

function textResponse(status: number, text: string, extraHeaders: Record<string, string> = {}): StaticResponse {
  const body = Buffer.from(text);
  return {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "content-length": body.length, ...extraHeaders },
    body,
  };
}

function applyHeaderRules(response: StaticResponse, ruleHeaders: Array<[string, string]>): void {
  for (const [name, value] of ruleHeaders) {
    const key = name.toLowerCase();
    if (!headersNetlifyIgnores.has(key)) response.headers[key] = value;
  }
}

async function writeStaticResponse(req: IncomingMessage, res: ServerResponse, response: StaticResponse): Promise<void> {
  res.writeHead(response.status, response.headers);
  const body = response.body;
  if (req.method === "HEAD" || response.status === 304 || body === undefined) {
    res.end();
  } else if (Buffer.isBuffer(body)) {
    res.end(body);
  } else {
    try {
      await pipeline(createReadStream(body.filePath, { start: body.start, end: body.end }), res);
    } catch {
      res.destroy();
    }
  }
}

function encodePath(pathname: string): string {
  return pathname.split("/").map(encodeURIComponent).join("/");
}

function safeDecode(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const qualities = new Map<string, number>();
  for (const part of header.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    qualities.set(token.trim(), q ? Number(q.slice(2)) : 1);
  }
  const accepts = (encoding: Encoding): boolean => (qualities.get(encoding) ?? qualities.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return undefined;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string): string => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  // Multi-range and malformed headers are ignored (full 200 response), as RFC 9110 allows.
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

function watchHeaderRules(filePath: string): () => Promise<HeaderRule[]> {
  let cached: { version: string; rules: HeaderRule[] } | undefined;
  return async () => {
    const stats = await statOrUndefined(filePath);
    if (!stats) return [];
    const version = `${stats.mtimeMs}:${stats.size}`;
    if (cached?.version !== version) {
      cached = { version, rules: parseNetlifyHeaders(await readFile(filePath, "utf8")) };
    }
    return cached.rules;
  };
}

type FileCache = { get(filePath: string, stats: Stats): Promise<FileEntry> };

function createFileCache(): FileCache {
  const entries = new Map<string, { version: string; entry: Promise<FileEntry> }>();
  return {
    get(filePath, stats) {
      const version = `${stats.mtimeMs}:${stats.size}`;
      const cached = entries.get(filePath);
      if (cached?.version === version) return cached.entry;
      const entry = loadFileEntry(filePath, stats);
      entries.set(filePath, { version, entry });
      entry.catch(() => entries.delete(filePath));
      return entry;
    },
  };
}

async function loadFileEntry(filePath: string, stats: Stats): Promise<FileEntry> {
  const extension = path.extname(filePath).toLowerCase();
  const compressible = compressibleExtensions.has(extension);
  const buffered = compressible || stats.size <= maxBufferedFileSize;
  const content = buffered ? await readFile(filePath) : undefined;
  const digest = content ? hash("sha1", content, "base64url") : await hashFile(filePath);
  return {
    size: content?.length ?? stats.size,
    etag: `W/"${digest}"`,
    contentType: contentTypes[extension] ?? "application/octet-stream",
    compressible,
    content,
    variants: new Map(),
  };
}

async function hashFile(filePath: string): Promise<string> {
  const digest = createHash("sha1");
  for await (const chunk of createReadStream(filePath)) digest.update(chunk as Buffer);
  return digest.digest("base64url");
}

function compressedVariant(entry: FileEntry, encoding: Encoding): Promise<Buffer> {
  let variant = entry.variants.get(encoding);
  if (!variant) {
    variant = compress(entry.content!, encoding);
    entry.variants.set(encoding, variant);
  }
  return variant;
}

function compress(content: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "gzip") return gzip(content, { level: 9 });
  // Quality 9 gets close to the maximum ratio in a fraction of quality 11's time,
  // which keeps the first (uncached) request fast in tests.
  return brotli(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}
