import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { createTestCertificate } from "../tests/support/test-certificate.ts";

export type Http2Front = { url: string; close(): Promise<void> };

/**
 * Netlify serves the page over HTTP/2 with TLS, the local server over HTTP/1.1. This front speaks HTTP/2 (TLS with a
 * self-signed certificate: start Chrome with `--ignore-certificate-errors`) and passes every request to `origin` and
 * its answer back unchanged, still compressed. Lighthouse's simulated network charges each HTTP/1.1 request made in
 * parallel a connection of its own (handshake, slow start), each HTTP/2 request the one shared connection.
 */
export async function startHttp2Front(origin: URL, port = 0): Promise<Http2Front> {
  const { key, cert, remove } = await createTestCertificate();
  const server = http2.createSecureServer({ key, cert }, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(":")));
    const forward = http.request(origin, { method: req.method, path: req.url, headers }, (answer) => {
      for (const name of ["connection", "keep-alive", "transfer-encoding"]) delete answer.headers[name];
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  // close() waits for open sessions, and a browser may keep one open after its last request.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const session of sessions) session.destroy();
    return closed.then(remove);
  };
  return { url, close };
}
