import { EventEmitter, once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { EnvironmentContext } from "@netlify/blobs";
import { encodeBlobsContext } from "../../server/local-blobs.ts";

export type StoreProxy = {
  /** NETLIFY_BLOBS_CONTEXT pointing at the proxy instead of the store. */
  env: { NETLIFY_BLOBS_CONTEXT: string };
  /** The most requests the store had in flight at once, through this proxy. */
  maxInFlight(): number;
  requests(): number;
  /** Every request the store answered, in the order the answers came, with their status. */
  answered: (ProxiedRequest & { status: number })[];
  /** Every request as it reached the proxy, with that moment (`performance.now()`). */
  arrived: (ProxiedRequest & { atMs: number })[];
  /** Resolves once the store has answered `count` requests that `match`, rejects after `timeoutMs`. */
  waitForAnswers(match: (request: ProxiedRequest) => boolean, count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

/** A request the proxy sees, for the options to pick. */
export type ProxiedRequest = { method: string; key: string };

export type StoreProxyOptions = {
  /** Answers the picked requests with this status (e.g. 503) instead of passing them on. */
  failWith?: (request: ProxiedRequest) => number | undefined;
  /** Shifts the time in every answer's Date header, as a store whose clock differs from this machine's. */
  clockOffsetMs?: number;
  /** Holds the store's answer to each request this long before passing it back: a slow store. */
  answerDelayMs?: (request: ProxiedRequest) => number;
  /**
   * Holds the picked requests and passes each on only after the next request for the same key has been answered: a
   * write that lands late, after the one its sender made next (the sender gave up waiting for the answer).
   */
  landsLate?: (request: ProxiedRequest) => boolean;
};

/**
 * An HTTP proxy in front of a Blobs server that counts concurrent requests and injects the store's faults from
 * outside the code under test: failures, slowness, a clock that differs, writes that land late.
 */
export async function startStoreProxy(
  target: EnvironmentContext,
  options: StoreProxyOptions = {},
): Promise<StoreProxy> {
  const upstream = target.uncachedEdgeURL ?? target.edgeURL!;
  const events = new EventEmitter();
  const answered: StoreProxy["answered"] = [];
  const arrived: StoreProxy["arrived"] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let requests = 0;

  const answerFor = async (url: URL, method: string, headers: Headers, body: Buffer | undefined) => {
    const answer = await fetch(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
    const answerHeaders = Object.fromEntries(answer.headers);
    const date = Date.parse(answerHeaders.date ?? "");
    if (!Number.isNaN(date)) answerHeaders.date = new Date(date + (options.clockOffsetMs ?? 0)).toUTCString();
    return { status: answer.status, headers: answerHeaders, body: Buffer.from(await answer.arrayBuffer()) };
  };

  const server = http.createServer(async (request, response) => {
    const atMs = performance.now();
    inFlight += 1;
    requests += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const url = new URL(request.url ?? "/", upstream);
      const proxied = {
        method: request.method ?? "GET",
        key: decodeURIComponent(url.pathname.split("/").at(-1) ?? ""),
      };
      arrived.push({ ...proxied, atMs });
      const status = options.failWith?.(proxied);
      if (status !== undefined) {
        response.writeHead(status).end();
        return;
      }
      if (options.landsLate?.(proxied)) await once(events, `answered:${proxied.key}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string" && name !== "host" && name !== "content-length") headers.set(name, value);
      }
      const answer = await answerFor(
        url,
        proxied.method,
        headers,
        chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      );
      answered.push({ ...proxied, status: answer.status });
      events.emit(`answered:${proxied.key}`);
      events.emit("answered");
      const delayMs = options.answerDelayMs?.(proxied);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      // The sender may have given up by now; the store has the request all the same.
      if (!response.destroyed) response.writeHead(answer.status, answer.headers).end(answer.body);
    } catch {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    } finally {
      inFlight -= 1;
    }
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: { NETLIFY_BLOBS_CONTEXT: encodeBlobsContext({ ...target, edgeURL: url, uncachedEdgeURL: url }) },
    maxInFlight: () => maxInFlight,
    requests: () => requests,
    answered,
    arrived,
    async waitForAnswers(match, count, timeoutMs = 10_000) {
      const deadline = AbortSignal.timeout(timeoutMs);
      while (answered.filter(match).length < count) {
        await once(events, "answered", { signal: deadline }).catch(() => {
          throw new Error(`Nach ${timeoutMs} ms keine passende Antwort des Speichers`);
        });
      }
    },
    stop: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
