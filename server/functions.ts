import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { fileURLToPath, pathToFileURL } from "node:url";

export type LocalContext = {
  account: { id: string };
  cookies: {
    get(name: string): string | undefined;
    set(...args: unknown[]): void;
    delete(...args: unknown[]): void;
  };
  deploy: { context: string; id: string; published: boolean };
  geo: Record<string, never>;
  ip: string;
  json(input: unknown): Response;
  log(...data: unknown[]): void;
  params: Record<string, string>;
  requestId: string;
  server: { region: string };
  site: { id: string; name: string; url: string };
  url: URL;
  waitUntil(promise: Promise<unknown>): void;
};

type Handler = (request: Request, context: LocalContext) => Response | Promise<Response>;

type FunctionConfig = {
  path?: string | string[];
  method?: string | string[];
};

export type MountedFunction = {
  name: string;
  paths: string[];
  methods: string[] | undefined;
  patterns: URLPattern[];
  handler: Handler;
};

export type FunctionMatch = {
  fn: MountedFunction;
  params: Record<string, string>;
};

export const defaultFunctionsDir = fileURLToPath(new URL("../netlify/functions", import.meta.url));

const functionFilePattern = /^(?!.*\.d\.ts$)[^.].*\.(?:ts|mts|js)$/;

export async function loadFunctions(functionsDir: string): Promise<MountedFunction[]> {
  const fileNames = await listFunctionFiles(functionsDir);
  const mounted: MountedFunction[] = [];
  for (const fileName of fileNames) {
    mounted.push(await loadFunction(path.join(functionsDir, fileName)));
  }
  return mounted;
}

async function listFunctionFiles(functionsDir: string): Promise<string[]> {
  try {
    const entries = await readdir(functionsDir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && functionFilePattern.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function loadFunction(filePath: string): Promise<MountedFunction> {
  const name = path.basename(filePath).replace(/\.(?:ts|mts|js)$/, "");
  const module = (await import(pathToFileURL(filePath).href)) as {
    default?: unknown;
    config?: FunctionConfig;
  };
  if (typeof module.default !== "function") {
    throw new Error(`Funktion ${name} (${filePath}) hat keinen default-Export (Netlify Functions v2 erwartet)`);
  }
  const config = module.config ?? {};
  const paths = toList(config.path) ?? [`/.netlify/functions/${name}`];
  const methods = toList(config.method)?.map((method) => method.toUpperCase());
  return {
    name,
    paths,
    methods,
    patterns: paths.map((pathname) => new URLPattern({ pathname })),
    handler: module.default as Handler,
  };
}

function toList(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value : [value];
}

// Deliberately ignores `config.method`: Netlify would not route other methods
// to the function, but passing them on lets the handler answer 405 with its
// own `Allow` header, which is what the handlers here are written to do.
// `config.rateLimit` is not emulated either: it is enforced by Netlify's edge,
// and emulating it locally would throttle tests and benchmarks.
export function matchFunction(functions: MountedFunction[], pathname: string): FunctionMatch | undefined {
  for (const fn of functions) {
    for (const pattern of fn.patterns) {
      const match = pattern.exec({ pathname });
      if (match) return { fn, params: definedGroups(match.pathname.groups) };
    }
  }
  return undefined;
}

function definedGroups(groups: Record<string, string | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(groups)) {
    if (value !== undefined) params[key] = value;
  }
  return params;
}

export async function invokeFunction(
  match: FunctionMatch,
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  logError: (line: string) => void,
): Promise<void> {
  const declaredLength = Number(req.headers["content-length"] ?? 0);
  if (declaredLength > maxRequestBodyBytes) {
    writePayloadTooLarge(req, res);
    return;
  }
  const request = await toWebRequest(req, origin);
  if (request === undefined) {
    writePayloadTooLarge(req, res);
    return;
  }
  let response: Response;
  try {
    response = await match.fn.handler(request, createContext(req, request, origin, match.params, logError));
    if (!(response instanceof Response)) throw new TypeError("Handler hat keine Response zurückgegeben");
  } catch (error) {
    logError(`Funktion ${match.fn.name} fehlgeschlagen: ${errorMessage(error)}`);
    writeInternalError(res);
    return;
  }
  await writeWebResponse(response, req, res);
}

// The body is read completely before the handler runs, as Netlify does for
// functions. It also keeps keep-alive connections usable when a handler
// answers without reading the body (e.g. 405 or 413).
async function toWebRequest(req: IncomingMessage, origin: string): Promise<Request | undefined> {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (name.startsWith(":")) continue;
    headers.append(name, req.rawHeaders[i + 1]!);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  const body = hasBody ? await readBody(req) : undefined;
  if (body === null) return undefined;
  return new Request(new URL(req.url ?? "/", origin), { method, headers, body });
}

// Netlify refuses function requests over 6 MB before the function runs; so does the local server.
const maxRequestBodyBytes = 6 * 1024 * 1024;

/** The whole body, or null when it grows past the limit. */
async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxRequestBodyBytes) return null;
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  return new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
}

function writePayloadTooLarge(req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify({ error: "Die Anfrage ist zu groß." });
  res.writeHead(413, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close",
  });
  res.end(body);
  req.resume();
}

function createContext(
  req: IncomingMessage,
  request: Request,
  origin: string,
  params: Record<string, string>,
  logError: (line: string) => void,
): LocalContext {
  return {
    account: { id: "local" },
    // Reading is cheap; setting cookies through the context is not emulated,
    // handlers here return Set-Cookie headers on their Response instead.
    cookies: {
      get: (name) => readCookie(request.headers.get("cookie"), name),
      set: () => {},
      delete: () => {},
    },
    deploy: { context: "dev", id: "local", published: false },
    geo: {},
    ip: req.socket.remoteAddress ?? "127.0.0.1",
    json: (input) => Response.json(input),
    log: (...data) => console.log(...data),
    params,
    requestId: randomUUID(),
    server: { region: "local" },
    site: { id: "local", name: "local", url: origin },
    url: new URL(request.url),
    waitUntil: (promise) => {
      promise.catch((error: unknown) => logError(`waitUntil fehlgeschlagen: ${errorMessage(error)}`));
    },
  };
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name) return decodeURIComponent(pair.slice(separator + 1).trim());
  }
  return undefined;
}

async function writeWebResponse(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);

  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
  } catch {
    res.destroy();
  }
}

function writeInternalError(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: "Interner Serverfehler" });
  res.writeHead(500, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
