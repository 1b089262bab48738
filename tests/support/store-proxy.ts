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
  stop(): Promise<void>;
};

/** A request the proxy sees, for `failWith` to pick. */
export type ProxiedRequest = { method: string; key: string };

/**
 * An HTTP proxy in front of a Blobs server that counts concurrent requests and answers the ones `failWith` picks
 * with its status (e.g. 503) instead of passing them on: a store failure injected from outside the code under test.
 */
export async function startStoreProxy(
  target: EnvironmentContext,
  failWith: (request: ProxiedRequest) => number | undefined = () => undefined,
  /** Shifts the time in every answer's Date header, as a store whose clock differs from this machine's. */
  clockOffsetMs = 0,
): Promise<StoreProxy> {
  const upstream = target.uncachedEdgeURL ?? target.edgeURL!;
  let inFlight = 0;
  let maxInFlight = 0;
  let requests = 0;
  const server = http.createServer(async (request, response) => {
    inFlight += 1;
    requests += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const url = new URL(request.url ?? "/", upstream);
      const key = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
      const status = failWith({ method: request.method ?? "GET", key });
      if (status !== undefined) {
        response.writeHead(status).end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string" && name !== "host" && name !== "content-length") headers.set(name, value);
      }
      const answer = await fetch(url, {
        method: request.method,
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      const answerHeaders = Object.fromEntries(answer.headers);
      const date = Date.parse(answerHeaders.date ?? "");
      if (!Number.isNaN(date)) answerHeaders.date = new Date(date + clockOffsetMs).toUTCString();
      response.writeHead(answer.status, answerHeaders);
      response.end(Buffer.from(await answer.arrayBuffer()));
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
    stop: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
