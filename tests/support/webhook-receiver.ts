import { EventEmitter, once } from "node:events";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedWebhook = { method: string; headers: IncomingHttpHeaders; text: string; json: unknown };

export type WebhookReceiver = {
  /** http://127.0.0.1:<port>/alarm */
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` requests arrived in total, rejects after `timeoutMs`. */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  stop(): Promise<void>;
};

/** A local stand-in for a Slack, ntfy or Matrix webhook: records every request and answers `status` after `delayMs`. */
export async function startWebhookReceiver({ status = 200, delayMs = 0 } = {}): Promise<WebhookReceiver> {
  const events = new EventEmitter();
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      received.push({ method: request.method ?? "", headers: request.headers, text, json });
      events.emit("request");
      setTimeout(() => {
        response.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "nein");
      }, delayMs);
    });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/alarm`,
    received,
    async waitForRequests(count, timeoutMs = 5_000) {
      const deadline = AbortSignal.timeout(timeoutMs);
      while (received.length < count) {
        await once(events, "request", { signal: deadline }).catch(() => {
          throw new Error(`Nach ${timeoutMs} ms ${received.length} statt ${count} Alarme empfangen`);
        });
      }
      return received;
    },
    stop: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
