import { once } from "node:events";
import { readFile } from "node:fs/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { HeadersHandler } from "@netlify/headers";
import compression from "compression";
import serveStatic from "serve-static";
import { loadFunctions } from "./functions.ts";

export type SiteServerOptions = {
  root: string;
  functionsDir: string;
  port?: number;
  host?: string;
  /** How long a client may take to send a whole request (default 10 s; its headers get at most 5 s). */
  requestTimeoutMs?: number;
  log?: (line: string) => void;
};

type HttpError = Error & { status?: number; headers?: Record<string, string> };

// Netlify's default for static files, and for every error answer whatever `_headers` says,
// so that no 404 is cached as an immutable asset.
const defaultCacheControl = "public, max-age=0, must-revalidate";
/**
 * How hard responses are compressed; the bench compresses inline scripts the same way. Every response is compressed
 * afresh (Netlify's CDN keeps what it compressed), so brotli stays at quality 5: from quality 7 up, each new encoder's
 * memory cost this machine 40–150 ms per response (the HTML 145 ms at 9), which delayed the stylesheet in every
 * Lighthouse run. Quality 9 would make the HTML 1 % smaller.
 */
export const compressionLevels = { gzip: 9, brotli: 5 } as const;
// Files Netlify reads at deploy time and never serves.
const deployFiles = new Set(["/_headers", "/_redirects"]);

export async function startSiteServer(options: SiteServerOptions) {
  const root = path.resolve(options.root);
  const log = options.log ?? ((line: string) => console.log(line));
  const logLine = (line = ""): void => log(line);
  const functions = await loadFunctions(options.functionsDir, log);
  const headers = new HeadersHandler({ projectDir: root, logger: { log: logLine, warn: logLine, error: logLine } });
  const files = serveStatic(root, { extensions: ["html"], fallthrough: false, cacheControl: false });
  // compression is plain Node middleware; its types only spell the Express names.
  const compress = compression({
    threshold: 0,
    level: compressionLevels.gzip,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: compressionLevels.brotli } },
    // Byte ranges refer to the identity body, so a Range request is answered uncompressed.
    filter: (req, res) => !req.headers.range && compression.filter(req, res),
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  const serveFile = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    res.setHeader("cache-control", defaultCacheControl);
    await headers.apply(new Request(`http://local${pathname}`), undefined, (name, value) => res.setHeader(name, value));
    if (deployFiles.has(path.posix.normalize(safeDecode(pathname)))) return notFound(res, pathname);
    files(req, res, (error?: HttpError) => {
      if (!error || error.status === 404) return void notFound(res, pathname);
      res.setHeader("cache-control", defaultCacheControl);
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      res.writeHead(error.status ?? 500, { "content-type": "text/plain; charset=utf-8" }).end(error.message);
    });
  };

  const notFound = async (res: ServerResponse, pathname: string): Promise<void> => {
    log(`404 ${pathname}`);
    res.setHeader("cache-control", defaultCacheControl);
    const page = await readFile(path.join(root, "404.html")).catch(() => "404 – Seite nicht gefunden");
    res.writeHead(404, { "content-type": `text/${typeof page === "string" ? "plain" : "html"}; charset=utf-8` });
    res.end(res.req.method === "HEAD" ? undefined : page);
  };

  const requestTimeout = options.requestTimeoutMs ?? 10_000;
  const headersTimeout = Math.min(5_000, requestTimeout);
  const server = http.createServer(
    // Slow or stalled clients are cut off after seconds, not minutes (checked every second).
    { requestTimeout, headersTimeout, connectionsCheckingInterval: 1_000 },
    (req, res) => {
      const pathname = requestPath(req.url ?? "/");
      const fn = functions.find((candidate) => candidate.matches(req.method ?? "GET", pathname));
      const done = fn
        ? fn.invoke(req, res)
        : new Promise<void>((resolve, reject) =>
            compress(req, res, () => serveFile(req, res, pathname).then(resolve, reject)),
          );
      done.catch((error: unknown) => {
        log(`Fehler bei ${req.method} ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) res.writeHead(500, { "x-content-type-options": "nosniff" });
        res.end();
      });
    },
  );

  // Node's header timeout starts with the first byte: a connection that sends none would stay open for good. Until its
  // first request arrives it gets as long as headers get; from then on Node's own timeouts apply (a slow answer is
  // the function's business, not an idle client's).
  server.on("connection", (socket) => socket.setTimeout(headersTimeout));
  server.on("request", (req) => req.socket.setTimeout(0));

  return {
    url: await listen(server, options.port ?? 0, options.host ?? "127.0.0.1"),
    functions: functions.map(({ name, paths, schedule }) => ({ name, paths, schedule })),
    close: () => closeServer(server),
  };
}

/** Listens on `host:port` (port 0: a free one) and answers with the server's address. */
export async function listen(server: http.Server, port: number, host: string): Promise<string> {
  server.listen(port, host);
  await once(server, "listening");
  const { address, port: bound } = server.address() as AddressInfo;
  return `http://${address.includes(":") ? `[${address}]` : address}:${bound}`;
}

/** Stops the server, ending idle keep-alive connections and requests still in flight. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** The path of origin-form (`/a?b`) and absolute-form (`http://host/a`) request targets, still percent-encoded. */
function requestPath(target: string): string {
  return (target.startsWith("/") ? new URL(`http://local${target}`) : (URL.parse(target) ?? new URL("http://local/")))
    .pathname;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
