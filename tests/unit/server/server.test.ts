import http from "node:http";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer, type SiteServer } from "../../../server/server.ts";
import { startSite } from "../../support/site-server.ts";

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const css = "body { color: #123456; }\n".repeat(200);
const html404 = "<!doctype html><title>Nicht gefunden</title><h1>Diese Seite gibt es nicht</h1>";
const smallVideo = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
const bigVideo = Buffer.from(Array.from({ length: 1_600_000 }, (_, i) => (i * 7) % 256));
const compressibleImage = Buffer.alloc(20_000, 0x41);

const headersFile = `# Regeln wie auf Netlify
/*
  X-Frame-Options: DENY
  # X-Auskommentiert: ja
  X-Multi: erste
/impressum/*
  X-Bereich: impressum
/blog/:slug/
  X-Blog: beitrag
/media/*.mp4
  Cache-Control: public, max-age=31536000, immutable
/api/*
  X-Api-Regel: darf-nicht-erscheinen
/*
  X-Multi: zweite
`;

const echoFunction = `
export default async (req: Request, context: { ip: string; params: Record<string, string> }): Promise<Response> => {
  if (req.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const headers = new Headers({ "content-type": "application/json" });
  headers.append("set-cookie", "a=1; Path=/");
  headers.append("set-cookie", "b=2; Path=/");
  const body = JSON.stringify({
    method: req.method,
    url: req.url,
    body: await req.text(),
    header: req.headers.get("x-test"),
    ip: context.ip,
    params: context.params,
  });
  return new Response(body, { status: 201, headers });
};
export const config = { path: ["/api/echo", "/api/echo/:id"], method: ["POST"], rateLimit: { windowLimit: 1, windowSize: 60 } };
`;

const boomFunction = `
export default async (req: Request): Promise<Response> => {
  await req.text();
  throw new Error("kaputt");
};
export const config = { path: "/api/boom" };
`;

const hangFunction = `
export default (): Promise<Response> => new Promise(() => {});
export const config = { path: "/api/hang" };
`;

const plainFunction = `export default async () => new Response("ohne config");\n`;

const envFunction = `
export default async () => Response.json({ fromFile: process.env.FROM_FILE ?? null, both: process.env.BOTH ?? null });
export const config = { path: "/api/env" };
`;

let tmp: string;
let root: string;
let functionsDir: string;

async function createFixtures(): Promise<void> {
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
    "dist/data.json": JSON.stringify({ a: 1 }),
    "dist/site.webmanifest": "{}",
    "dist/bild.png": compressibleImage,
    "dist/schrift.woff2": compressibleImage,
    "dist/media/rundgang.mp4": smallVideo,
    "dist/media/gross.webm": bigVideo,
    "package.json": '{"geheim": "AUSSERHALB-VON-ROOT"}',
    "secret.txt": "AUSSERHALB-VON-ROOT",
    "functions/echo.ts": echoFunction,
    "functions/boom.ts": boomFunction,
    "functions/hang.mts": hangFunction,
    "functions/plain.js": plainFunction,
    "functions/env.ts": envFunction,
    "functions/types.d.ts": "export type Unused = string;\n",
  };
  for (const [relative, content] of Object.entries(files)) {
    const filePath = path.join(tmp, relative);
    await mkdir(path.dirname(filePath), { recursive: true });
    await writeFile(filePath, content);
  }
}

function rawRequest(
  baseUrl: string,
  requestPath: string,
  options: { method?: string; headers?: Record<string, string>; agent?: http.Agent; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path: requestPath,
        method: options.method ?? "GET",
        headers: options.headers,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

beforeAll(createFixtures);
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe("startSiteServer", () => {
  let server: SiteServer;
  const logs: string[] = [];
  const get = (requestPath: string, options?: Parameters<typeof rawRequest>[2]): Promise<RawResponse> =>
    rawRequest(server.url, requestPath, options);

  beforeAll(async () => {
    server = await startSiteServer({ root, functionsDir, log: (line) => logs.push(line) });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("pretty URLs", () => {
    it("serves index.html for / and directory indexes for paths with a trailing slash", async () => {
      const home = await get("/");
      expect(home.status).toBe(200);
      expect(home.body.toString()).toContain("Startseite");
      expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect((await get("/impressum/")).body.toString()).toContain("Impressum");
    });

    it("redirects a directory without trailing slash with 301 and keeps the query", async () => {
      const response = await get("/impressum?von=fuss");
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe("/impressum/?von=fuss");
    });

    it("never redirects to a protocol-relative location", async () => {
      const response = await get("//impressum");
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe("/impressum/");
    });

    it("serves .html files directly and as extensionless path", async () => {
      expect((await get("/datenschutz.html")).body.toString()).toContain("Datenschutz");
      const extensionless = await get("/datenschutz");
      expect(extensionless.status).toBe(200);
      expect(extensionless.body.toString()).toContain("Datenschutz");
    });

    it("does not serve the _headers file itself", async () => {
      const response = await get("/_headers");
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain("X-Frame-Options");
    });

    it("answers 405 with Allow for other methods on static paths", async () => {
      const response = await get("/", { method: "POST", body: "x" });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    });

    it("answers HEAD with the headers of GET and no body", async () => {
      const response = await get("/styles.css", { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(css)));
      expect(response.body.length).toBe(0);
    });

    it("sends the right content types", async () => {
      const types: Record<string, string> = {
        "/styles.css": "text/css; charset=utf-8",
        "/data.json": "application/json; charset=utf-8",
        "/site.webmanifest": "application/manifest+json; charset=utf-8",
        "/bild.png": "image/png",
        "/schrift.woff2": "font/woff2",
        "/media/rundgang.mp4": "video/mp4",
        "/media/gross.webm": "video/webm",
      };
      for (const [requestPath, type] of Object.entries(types)) {
        expect((await get(requestPath, { method: "HEAD" })).headers["content-type"], requestPath).toBe(type);
      }
    });
  });

  describe("404", () => {
    it("answers 404 with the body of 404.html and logs the path", async () => {
      const response = await get("/gibt-es-nicht?x=1");
      expect(response.status).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body.toString()).toBe(html404);
      expect(logs).toContain("404 /gibt-es-nicht");
    });
  });

  describe("path traversal", () => {
    const attempts = [
      "/../package.json",
      "/../secret.txt",
      "/%2e%2e/package.json",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/%2e%2e%2fsecret.txt",
      "/impressum/..%2f..%2fsecret.txt",
      "/%2E%2E%5Csecret.txt",
    ];
    for (const attempt of attempts) {
      it(`refuses ${attempt}`, async () => {
        const response = await get(attempt);
        expect(response.status).not.toBe(200);
        expect(response.body.toString()).not.toContain("AUSSERHALB-VON-ROOT");
      });
    }

    it("answers 400 for malformed percent-encoding", async () => {
      expect((await get("/%E0%A4%A")).status).toBe(400);
    });
  });

  describe("compression", () => {
    it("serves gzip when only gzip is accepted, decompressing to the original", async () => {
      const response = await get("/styles.css", { headers: { "accept-encoding": "gzip" } });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.headers["content-length"]).toBe(String(response.body.length));
      expect(response.body.length).toBeLessThan(Buffer.byteLength(css));
      expect(zlib.gunzipSync(response.body).toString()).toBe(css);
    });

    it("prefers br when both are accepted, decompressing to the original", async () => {
      const response = await get("/styles.css", { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(zlib.brotliDecompressSync(response.body).toString()).toBe(css);
    });

    it("respects q=0", async () => {
      const response = await get("/styles.css", { headers: { "accept-encoding": "br;q=0, gzip" } });
      expect(response.headers["content-encoding"]).toBe("gzip");
    });

    it("sends identity with Vary when no encoding is accepted", async () => {
      const response = await get("/styles.css");
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body.toString()).toBe(css);
    });

    it("compresses the 404 page too", async () => {
      const response = await get("/fehlt", { headers: { "accept-encoding": "br" } });
      expect(response.status).toBe(404);
      expect(zlib.brotliDecompressSync(response.body).toString()).toBe(html404);
    });

    it("never compresses images or fonts", async () => {
      for (const requestPath of ["/bild.png", "/schrift.woff2"]) {
        const response = await get(requestPath, { headers: { "accept-encoding": "br, gzip" } });
        expect(response.headers["content-encoding"], requestPath).toBeUndefined();
        expect(response.body.equals(compressibleImage), requestPath).toBe(true);
      }
    });

    it("serves the new content after the file changes", async () => {
      const filePath = path.join(root, "geaendert.css");
      await writeFile(filePath, "a{}".repeat(100));
      const before = await get("/geaendert.css", { headers: { "accept-encoding": "br" } });
      await writeFile(filePath, "b{}".repeat(120));
      const after = await get("/geaendert.css", { headers: { "accept-encoding": "br" } });
      expect(zlib.brotliDecompressSync(before.body).toString()).toBe("a{}".repeat(100));
      expect(zlib.brotliDecompressSync(after.body).toString()).toBe("b{}".repeat(120));
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });
  });

  describe("ETag", () => {
    it("answers 304 without body for a matching If-None-Match", async () => {
      const first = await get("/styles.css");
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\/".+"$/);
      const second = await get("/styles.css", { headers: { "if-none-match": etag } });
      expect(second.status).toBe(304);
      expect(second.body.length).toBe(0);
      expect(second.headers.etag).toBe(etag);
    });

    it("answers 200 for a stale ETag", async () => {
      const response = await get("/styles.css", { headers: { "if-none-match": 'W/"veraltet"' } });
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe(css);
    });

    it("gives different content different ETags", async () => {
      expect((await get("/")).headers.etag).not.toBe((await get("/impressum/")).headers.etag);
    });
  });

  describe("Range", () => {
    const size = smallVideo.length;

    it("advertises byte ranges", async () => {
      const response = await get("/media/rundgang.mp4", { method: "HEAD" });
      expect(response.headers["accept-ranges"]).toBe("bytes");
      expect(response.headers["content-length"]).toBe(String(size));
    });

    it("serves bytes=a-b with 206 and Content-Range", async () => {
      const response = await get("/media/rundgang.mp4", { headers: { range: "bytes=100-199" } });
      expect(response.status).toBe(206);
      expect(response.headers["content-range"]).toBe(`bytes 100-199/${size}`);
      expect(response.headers["content-length"]).toBe("100");
      expect(response.body.equals(smallVideo.subarray(100, 200))).toBe(true);
    });

    it("serves open-ended and suffix ranges", async () => {
      const open = await get("/media/rundgang.mp4", { headers: { range: "bytes=9990-" } });
      expect(open.status).toBe(206);
      expect(open.body.equals(smallVideo.subarray(9990))).toBe(true);
      const suffix = await get("/media/rundgang.mp4", { headers: { range: "bytes=-50" } });
      expect(suffix.headers["content-range"]).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
      expect(suffix.body.equals(smallVideo.subarray(size - 50))).toBe(true);
    });

    it("clamps an end beyond the file", async () => {
      const response = await get("/media/rundgang.mp4", { headers: { range: "bytes=9000-999999" } });
      expect(response.headers["content-range"]).toBe(`bytes 9000-${size - 1}/${size}`);
      expect(response.body.length).toBe(1000);
    });

    it("answers 416 for an unsatisfiable range", async () => {
      const response = await get("/media/rundgang.mp4", { headers: { range: `bytes=${size}-` } });
      expect(response.status).toBe(416);
      expect(response.headers["content-range"]).toBe(`bytes */${size}`);
    });

    it("streams ranges and full bodies of large files", async () => {
      const middle = await get("/media/gross.webm", { headers: { range: "bytes=1000000-1000099" } });
      expect(middle.status).toBe(206);
      expect(middle.body.equals(bigVideo.subarray(1_000_000, 1_000_100))).toBe(true);
      const full = await get("/media/gross.webm");
      expect(full.status).toBe(200);
      expect(full.body.equals(bigVideo)).toBe(true);
    });

    it("ignores the range when If-Range does not match", async () => {
      const response = await get("/media/rundgang.mp4", { headers: { range: "bytes=0-9", "if-range": 'W/"alt"' } });
      expect(response.status).toBe(200);
      expect(response.body.length).toBe(size);
    });
  });

  describe("_headers", () => {
    it("applies the rules of every matching pattern to pages", async () => {
      const response = await get("/impressum/");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["x-bereich"]).toBe("impressum");
      expect(response.headers["x-multi"]).toBe("erste, zweite");
      expect((await get("/")).headers["x-bereich"]).toBeUndefined();
    });

    it("ignores comment lines", async () => {
      const response = await get("/");
      expect(response.status).toBe(200);
      expect(response.headers["x-auskommentiert"]).toBeUndefined();
    });

    it("matches placeholders against one segment", async () => {
      expect((await get("/blog/hausboot/")).headers["x-blog"]).toBe("beitrag");
      expect((await get("/blog/a/b/")).headers["x-blog"]).toBeUndefined();
    });

    it("lets _headers override the default Cache-Control", async () => {
      expect((await get("/media/rundgang.mp4")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await get("/")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    });

    it("applies to 404s, redirects, 304s and 405s", async () => {
      const notFound = await get("/blog/unbekannt/");
      expect(notFound.status).toBe(404);
      expect(notFound.headers["x-blog"]).toBe("beitrag");
      expect(notFound.headers["x-frame-options"]).toBe("DENY");
      expect((await get("/impressum")).headers["x-bereich"]).toBe("impressum");
      const etag = (await get("/")).headers.etag!;
      expect((await get("/", { headers: { "if-none-match": etag } })).headers["x-frame-options"]).toBe("DENY");
      expect((await get("/", { method: "DELETE" })).headers["x-frame-options"]).toBe("DENY");
    });

    it("re-reads the file when it changes", async () => {
      const filePath = path.join(root, "_headers");
      await writeFile(filePath, `${headersFile}/*\n  X-Neu: ja\n`);
      try {
        expect((await get("/")).headers["x-neu"]).toBe("ja");
      } finally {
        await writeFile(filePath, headersFile);
      }
      expect((await get("/")).headers["x-neu"]).toBeUndefined();
    });

    it("does not apply to function responses", async () => {
      const response = await get("/api/echo", { method: "POST", body: "{}" });
      expect(response.status).toBe(201);
      expect(response.headers["x-frame-options"]).toBeUndefined();
      expect(response.headers["x-api-regel"]).toBeUndefined();
      expect(response.headers["x-multi"]).toBeUndefined();
    });
  });

  describe("functions", () => {
    it("lists the mounted functions with their paths, skipping .d.ts files", () => {
      expect(server.functions).toEqual([
        { name: "boom", paths: ["/api/boom"] },
        { name: "echo", paths: ["/api/echo", "/api/echo/:id"] },
        { name: "env", paths: ["/api/env"] },
        { name: "hang", paths: ["/api/hang"] },
        { name: "plain", paths: ["/.netlify/functions/plain"] },
      ]);
    });

    it("passes method, body, headers and the absolute URL to the handler", async () => {
      const response = await fetch(`${server.url}/api/echo?quelle=test`, {
        method: "POST",
        headers: { "x-test": "hallo", "content-type": "application/json" },
        body: JSON.stringify({ name: "Anna" }),
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        method: "POST",
        url: `${server.url}/api/echo?quelle=test`,
        body: '{"name":"Anna"}',
        header: "hallo",
        ip: expect.stringMatching(/127\.0\.0\.1$/),
        params: {},
      });
    });

    it("refuses bodies over 6 MB with 413 before the handler runs, like Netlify", async () => {
      const oversized = new Uint8Array(6 * 1024 * 1024 + 1);
      const declared = await fetch(`${server.url}/api/echo`, { method: "POST", body: oversized });
      expect(declared.status).toBe(413);
      const chunked = await fetch(`${server.url}/api/echo`, {
        method: "POST",
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 7; i++) controller.enqueue(new Uint8Array(1024 * 1024));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
      expect(chunked.status).toBe(413);
      const justUnder = await fetch(`${server.url}/api/echo`, { method: "POST", body: new Uint8Array(1024) });
      expect(justUnder.status).toBe(201);
    });

    it("writes back every Set-Cookie header separately", async () => {
      const response = await fetch(`${server.url}/api/echo`, { method: "POST", body: "" });
      expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    });

    it("mounts every path of an array and fills params from placeholders", async () => {
      const response = await fetch(`${server.url}/api/echo/42`, { method: "POST", body: "x" });
      expect(((await response.json()) as { params: unknown }).params).toEqual({ id: "42" });
    });

    it("passes methods outside config.method to the handler, which answers 405 itself", async () => {
      const response = await get("/api/echo");
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("POST");
    });

    it("mounts a function without config.path under /.netlify/functions/<name>", async () => {
      const response = await get("/.netlify/functions/plain");
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe("ohne config");
    });

    it("answers 500 JSON when the handler throws and logs the message but not the body", async () => {
      const response = await get("/api/boom", { method: "POST", body: "GEHEIMER-INHALT" });
      expect(response.status).toBe(500);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(response.body.toString())).toEqual({ error: "Interner Serverfehler" });
      expect(logs.some((line) => line.includes("kaputt"))).toBe(true);
      expect(logs.some((line) => line.includes("GEHEIMER-INHALT"))).toBe(false);
    });

    it("keeps a keep-alive connection usable after a handler ignored a large body", async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const ignored = await get("/api/echo", { method: "PUT", body: "x".repeat(2_000_000), agent });
        expect(ignored.status).toBe(405);
        const next = await Promise.race([
          get("/", { agent }),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error("Verbindung hängt")), 2000)),
        ]);
        expect(next.status).toBe(200);
      } finally {
        agent.destroy();
      }
    });
  });
});

describe("request logging", () => {
  it("logs one line per request only with LOG_REQUESTS=1, 404 lines always", async () => {
    const quiet: string[] = [];
    const loud: string[] = [];
    const previous = process.env.LOG_REQUESTS;
    delete process.env.LOG_REQUESTS;
    const quietServer = await startSiteServer({ root, functionsDir, log: (line) => quiet.push(line) });
    process.env.LOG_REQUESTS = "1";
    const loudServer = await startSiteServer({ root, functionsDir, log: (line) => loud.push(line) });
    if (previous === undefined) delete process.env.LOG_REQUESTS;
    else process.env.LOG_REQUESTS = previous;
    try {
      for (const server of [quietServer, loudServer]) {
        await rawRequest(server.url, "/");
        await rawRequest(server.url, "/fehlt");
      }
      expect(quiet).toEqual(["404 /fehlt"]);
      expect(loud).toContain("404 /fehlt");
      expect(loud.some((line) => /^GET \/ 200 /.test(line))).toBe(true);
      expect(loud.some((line) => /^GET \/fehlt 404 /.test(line))).toBe(true);
    } finally {
      await quietServer.close();
      await loudServer.close();
    }
  });
});

describe("close()", () => {
  it("resolves promptly with an idle keep-alive connection and a request still in flight", async () => {
    const server = await startSiteServer({ root, functionsDir });
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await rawRequest(server.url, "/", { agent })).status).toBe(200);
      const hanging = rawRequest(server.url, "/api/hang", { agent }).catch(() => "abgebrochen");
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      await server.close();
      expect(performance.now() - started).toBeLessThan(1000);
      expect(await hanging).toBe("abgebrochen");
    } finally {
      agent.destroy();
    }
  });
});

describe("CLI via startSite", () => {
  it("starts server/serve.ts on a free port with SITE_ROOT and serves /", async () => {
    const site = await startSite({ root, env: { FUNCTIONS_DIR: functionsDir } });
    try {
      expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${site.url}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Startseite");
      expect(site.logs.filter((line) => line.startsWith("Server läuft auf"))).toEqual([`Server läuft auf ${site.url}`]);
      expect(site.logs).toContain("Funktion echo → /api/echo, /api/echo/:id");
    } finally {
      await site.stop();
    }
    await expect(fetch(`${site.url}/`)).rejects.toThrow();
  });

  it("loads ENV_FILE but lets the real environment win", async () => {
    const envFile = path.join(tmp, "test.env");
    await writeFile(envFile, "FROM_FILE=datei\nBOTH=datei\n");
    const site = await startSite({ root, env: { FUNCTIONS_DIR: functionsDir, ENV_FILE: envFile, BOTH: "umgebung" } });
    try {
      expect(await (await fetch(`${site.url}/api/env`)).json()).toEqual({ fromFile: "datei", both: "umgebung" });
    } finally {
      await site.stop();
    }
  });

  it("does not load any env file with ENV_FILE=", async () => {
    const site = await startSite({ root, env: { FUNCTIONS_DIR: functionsDir } });
    try {
      expect(await (await fetch(`${site.url}/api/env`)).json()).toEqual({ fromFile: null, both: null });
    } finally {
      await site.stop();
    }
  });

  it("fails with a clear message when SITE_ROOT has no index.html", async () => {
    await expect(startSite({ root: path.join(tmp, "functions") })).rejects.toThrow(
      /dist\/ fehlt – zuerst `npm run build` ausführen/,
    );
  });
});
