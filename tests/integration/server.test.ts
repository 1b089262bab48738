import http from "node:http";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSiteServer } from "../../server/server.ts";
import { startSite } from "../support/site-server.ts";

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type RawOptions = { method?: string; headers?: Record<string, string>; agent?: http.Agent; body?: string };

const css = "body { color: #123456; }\n".repeat(200);
const html404 = "<!doctype html><title>Nicht gefunden</title><h1>Diese Seite gibt es nicht</h1>";

const headersFile = `# Regeln wie auf Netlify
/*
  X-Frame-Options: DENY
  # X-Auskommentiert: ja
  Link: </a.css>; rel=preload
  Link: </b.css>; rel=preload
/impressum/*
  X-Bereich: impressum
  X-Frame-Options: SAMEORIGIN
/blog/:slug/
  X-Blog: beitrag
/_astro/*
  Cache-Control: public, max-age=31536000, immutable
`;

const functionFiles = {
  "echo.ts": `export default async (req: Request, context: { ip: string; params: Record<string, string> }) => {
  const headers = new Headers({ "content-type": "application/json" });
  headers.append("set-cookie", "a=1; Path=/");
  headers.append("set-cookie", "b=2; Path=/");
  const { method, url } = req;
  const body = JSON.stringify({ method, url, body: await req.text(), header: req.headers.get("x-test"), ip: context.ip, params: context.params });
  return new Response(body, { status: 201, headers });
};
export const config = { path: ["/api/echo", "/api/echo/:id"], method: ["POST"] };`,
  "boom.ts": `export default async (req: Request) => { await req.text(); throw new Error("kaputt"); };
export const config = { path: "/api/boom" };`,
  // Counts its calls on globalThis (the server runs the functions in the test's process), so a test can wait for one.
  "hang.mts": `export default () => {\n  globalThis.hangCalls = (globalThis.hangCalls ?? 0) + 1;\n  return new Promise(() => {});\n};\nexport const config = { path: "/api/hang" };`,
  "plain.js": `export default async () => new Response("ohne config");`,
  "slow.ts": `export default async () => { await new Promise((resolve) => setTimeout(resolve, 1_000)); return new Response("spät"); };
export const config = { path: "/api/slow" };`,
  "env.ts": `export default async () => Response.json({ fromFile: process.env.FROM_FILE ?? null, both: process.env.BOTH ?? null });
export const config = { path: "/api/env" };`,
  "types.d.ts": "export type Unused = string;",
};

let tmp: string;
let root: string;
let functionsDir: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "site-server-"));
  root = path.join(tmp, "dist");
  functionsDir = path.join(tmp, "functions");
  const files: Record<string, string | Buffer> = {
    "dist/index.html": "<!doctype html><h1>Startseite</h1>",
    "dist/impressum/index.html": "<!doctype html><h1>Impressum</h1>",
    "dist/datenschutz.html": "<!doctype html><h1>Datenschutz</h1>",
    "dist/404.html": html404,
    "dist/_headers": headersFile,
    "dist/styles.css": css,
    "secret.txt": "AUSSERHALB-VON-ROOT",
    ...Object.fromEntries(Object.entries(functionFiles).map(([name, source]) => [`functions/${name}`, source])),
  };
  for (const [relative, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(tmp, relative)), { recursive: true });
    await writeFile(path.join(tmp, relative), content);
  }
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

function rawRequest(baseUrl: string, requestPath: string, options: RawOptions = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const { method = "GET", headers, agent } = options;
    const req = http.request({ hostname, port, path: requestPath, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("startSiteServer", () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  const logs: string[] = [];
  const get = (requestPath: string, options?: RawOptions) => rawRequest(server.url, requestPath, options);

  beforeAll(async () => {
    server = await startSiteServer({ root, functionsDir, log: (line) => logs.push(line) });
  });
  afterAll(() => server?.close());

  it("serves pretty URLs like Netlify: index files, .html without extension, 301 to the trailing slash", async () => {
    expect((await get("/")).body.toString()).toContain("Startseite");
    expect((await get("/impressum/")).headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await get("/datenschutz")).body.toString()).toContain("Datenschutz");
    const redirect = await get("/impressum?von=fuss");
    expect([redirect.status, redirect.headers.location]).toEqual([301, "/impressum/?von=fuss"]);
    expect((await get("//impressum")).headers.location).toBe("/impressum/");
  });

  it("answers other methods on static paths with 405, and HEAD without a body", async () => {
    const post = await get("/", { method: "POST", body: "x" });
    expect([post.status, post.headers.allow]).toEqual([405, "GET, HEAD"]);
    const head = await get("/styles.css", { method: "HEAD" });
    expect([head.status, head.headers["content-length"], head.body.length]).toEqual([200, String(css.length), 0]);
  });

  it("answers unknown paths with 404.html and status 404, logging the path without its query", async () => {
    const response = await get("/gibt-es-nicht?email=geheim");
    expect([response.status, response.body.toString()]).toEqual([404, html404]);
    expect(logs).toContain("404 /gibt-es-nicht");
    expect(logs.join("\n")).not.toContain("geheim");
  });

  it("never serves _headers, files outside the root or malformed paths", async () => {
    for (const attempt of ["/_headers", "/%5Fheaders", "/./_headers", "/../secret.txt", "/%2e%2e/secret.txt"]) {
      const response = await get(attempt);
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
      expect(response.body.toString(), attempt).not.toMatch(/AUSSERHALB|X-Frame-Options/);
    }
    for (const attempt of ["/..%2fsecret.txt", "/impressum/..%2f..%2fsecret.txt", "/%2E%2E%5Csecret.txt", "/a%00"]) {
      expect((await get(attempt)).body.toString(), attempt).not.toContain("AUSSERHALB");
    }
  });

  it("serves the absolute-form request target's path", async () => {
    expect((await get("http://anderer.example/impressum/")).body.toString()).toContain("Impressum");
  });

  // Our configuration of compression: brotli on, 404 pages too, and byte ranges of the identity body.
  it("compresses with brotli, also the 404 page, but answers a byte range uncompressed", async () => {
    const br = await get("/styles.css", { headers: { "accept-encoding": "gzip, br" } });
    expect([br.headers["content-encoding"], zlib.brotliDecompressSync(br.body).toString()]).toEqual(["br", css]);
    const notFound = await get("/fehlt", { headers: { "accept-encoding": "br" } });
    expect(zlib.brotliDecompressSync(notFound.body).toString()).toBe(html404);
    const text = await get("/styles.css", { headers: { range: "bytes=0-3", "accept-encoding": "br" } });
    expect([text.status, text.headers["content-encoding"], text.body.toString()]).toEqual([206, undefined, "body"]);
  });

  it("applies _headers with Netlify's own handler, to pages, redirects, 304s, 404s and 405s", async () => {
    const page = await get("/impressum/");
    expect(page.headers["x-bereich"]).toBe("impressum");
    // Netlify joins a name repeated within one rule; a later matching rule replaces an earlier value.
    expect([page.headers.link, page.headers["x-frame-options"]]).toEqual([
      "</a.css>; rel=preload, </b.css>; rel=preload",
      "SAMEORIGIN",
    ]);
    expect((await get("/")).headers).toMatchObject({ "x-frame-options": "DENY", "cache-control": /max-age=0/ });
    expect((await get("/")).headers["x-auskommentiert"]).toBeUndefined();
    expect((await get("/blog/hausboot/")).headers["x-blog"]).toBe("beitrag");
    expect((await get("/blog/a/b/")).headers["x-blog"]).toBeUndefined();
    const etag = (await get("/")).headers.etag!;
    expect((await get("/impressum")).headers["x-bereich"]).toBe("impressum");
    for (const [requestPath, options] of [
      ["/", { headers: { "if-none-match": etag } }],
      ["/fehlt", {}],
      ["/", { method: "DELETE" }],
    ] as const) {
      expect((await get(requestPath, options)).headers["x-frame-options"], requestPath).toBe("DENY");
    }
  });

  it("caches error answers under an immutable rule only briefly", async () => {
    expect((await get("/_astro/fehlt.js")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("re-reads _headers when it changes", async () => {
    await writeFile(path.join(root, "_headers"), `${headersFile}/*\n  X-Neu: ja\n`);
    expect((await get("/")).headers["x-neu"]).toBe("ja");
    await writeFile(path.join(root, "_headers"), headersFile);
    expect((await get("/")).headers["x-neu"]).toBeUndefined();
  });

  it("mounts functions by config.path, or under /.netlify/functions/<name>, skipping .d.ts files", async () => {
    expect(server.functions).toEqual([
      { name: "boom", paths: ["/api/boom"] },
      { name: "echo", paths: ["/api/echo", "/api/echo/:id"] },
      { name: "env", paths: ["/api/env"] },
      { name: "hang", paths: ["/api/hang"] },
      { name: "plain", paths: ["/.netlify/functions/plain"] },
      { name: "slow", paths: ["/api/slow"] },
    ]);
    expect((await get("/.netlify/functions/plain")).body.toString()).toBe("ohne config");
  });

  it("hands the handler method, body, headers, absolute URL, client IP and path params, without _headers", async () => {
    const response = await fetch(`${server.url}/api/echo/42?quelle=test`, {
      method: "POST",
      headers: { "x-test": "hallo" },
      body: '{"name":"Anna"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      method: "POST",
      url: `${server.url}/api/echo/42?quelle=test`,
      body: '{"name":"Anna"}',
      header: "hallo",
      ip: expect.stringMatching(/127\.0\.0\.1$/),
      params: { id: "42" },
    });
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(response.headers.get("x-frame-options")).toBeNull();
  });

  it("invokes a function only for its config.method; other methods get what the static site answers", async () => {
    const getRequest = await get("/api/echo");
    expect([getRequest.status, getRequest.body.toString()]).toEqual([404, html404]);
    for (const method of ["PUT", "TRACE"]) {
      const response = await get("/api/echo", { method });
      expect([response.status, response.headers.allow], method).toEqual([405, "GET, HEAD"]);
    }
  });

  it("answers 500 JSON with nosniff when a handler throws, logging the error but not the body", async () => {
    const response = await get("/api/boom", { method: "POST", body: "GEHEIMER-INHALT" });
    expect([response.status, response.headers["x-content-type-options"]]).toEqual([500, "nosniff"]);
    expect(JSON.parse(response.body.toString())).toEqual({ error: "Interner Serverfehler" });
    expect(logs).toContain("Funktion boom fehlgeschlagen: kaputt");
    expect(logs.join("\n")).not.toContain("GEHEIMER-INHALT");
  });

  it("keeps a keep-alive connection usable after a function ignored a large body", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const ignored = await get("/api/env", { method: "POST", body: "x".repeat(2_000_000), agent });
      expect(ignored.status).toBe(200);
      expect((await get("/", { agent })).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe("slow clients and shutdown", () => {
  it("cuts off a request whose body stalls, with 408", async () => {
    const server = await startSiteServer({ root, functionsDir, requestTimeoutMs: 300 });
    try {
      const { port } = new URL(server.url);
      const socket = net.connect(Number(port), "127.0.0.1");
      socket.write("POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nvier");
      const answer = await new Promise<string>((resolve) => {
        let text = "";
        socket.on("data", (chunk) => (text += chunk));
        socket.on("close", () => resolve(text));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await server.close();
    }
  });

  it("closes a connection that sends no byte within the time allowed for headers, but waits for a slow answer", async () => {
    const server = await startSiteServer({ root, functionsDir, requestTimeoutMs: 300 });
    try {
      const { port } = new URL(server.url);
      const silent = net.connect(Number(port), "127.0.0.1");
      const closed = await new Promise<boolean>((resolve) => {
        silent.on("close", () => resolve(true));
        silent.on("error", () => {});
      });
      expect(closed).toBe(true);
      const slow = await rawRequest(server.url, "/api/slow");
      expect([slow.status, slow.body.toString()]).toEqual([200, "spät"]);
    } finally {
      await server.close();
    }
  });

  it("close() resolves with an idle keep-alive connection and a request still in flight", async () => {
    const server = await startSiteServer({ root, functionsDir });
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await rawRequest(server.url, "/", { agent })).status).toBe(200);
      const hangCalls = () => (globalThis as { hangCalls?: number }).hangCalls ?? 0;
      const callsBefore = hangCalls();
      const hanging = rawRequest(server.url, "/api/hang", { agent }).catch(() => "abgebrochen");
      await vi.waitFor(() => expect(hangCalls()).toBeGreaterThan(callsBefore));
      await server.close();
      expect(await hanging).toBe("abgebrochen");
    } finally {
      agent.destroy();
    }
  });
});

describe("npm run serve (server/serve.ts)", () => {
  it("starts on a free port, prints the startup line and the mounted functions", async () => {
    const site = await startSite({ root, env: { FUNCTIONS_DIR: functionsDir } });
    try {
      expect((await fetch(`${site.url}/`)).status).toBe(200);
      expect(site.logs.filter((line) => line.startsWith("Server läuft auf"))).toEqual([`Server läuft auf ${site.url}`]);
      expect(site.logs).toContain("Funktion echo → /api/echo, /api/echo/:id");
    } finally {
      await site.stop();
    }
    await expect(fetch(`${site.url}/`)).rejects.toThrow();
  });

  it("loads ENV_FILE, letting the real environment win, and no file with ENV_FILE=", async () => {
    const envFile = path.join(tmp, "test.env");
    await writeFile(envFile, "FROM_FILE=datei\nBOTH=datei\n");
    const withFile = await startSite({
      root,
      env: { FUNCTIONS_DIR: functionsDir, ENV_FILE: envFile, BOTH: "umgebung" },
    });
    const without = await startSite({ root, env: { FUNCTIONS_DIR: functionsDir } });
    try {
      expect(await (await fetch(`${withFile.url}/api/env`)).json()).toEqual({ fromFile: "datei", both: "umgebung" });
      expect(await (await fetch(`${without.url}/api/env`)).json()).toEqual({ fromFile: null, both: null });
    } finally {
      await Promise.all([withFile.stop(), without.stop()]);
    }
  });

  it("fails with a clear message when the site root has no index.html", async () => {
    await expect(startSite({ root: functionsDir })).rejects.toThrow(/dist\/ fehlt – zuerst `npm run build` ausführen/);
  });
});
