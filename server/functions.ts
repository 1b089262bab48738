import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { Config, Context } from "@netlify/functions";

type Handler = (request: Request, context: Context) => Response | Promise<Response>;

const functionFile = /^[^._].*(?<!\.d)\.m?[jt]s$/;

/** Netlify Functions v2 in `functionsDir`, mounted at their `config.path` and kept warm in this process. */
export async function loadFunctions(functionsDir: string, logError: (line: string) => void) {
  const entries = await readdir(functionsDir, { withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile() && functionFile.test(entry.name)).map((entry) => entry.name);
  return Promise.all(files.sort().map((file) => mountFunction(path.join(functionsDir, file), logError)));
}

async function mountFunction(filePath: string, logError: (line: string) => void) {
  const name = path.basename(filePath).replace(/\.m?[jt]s$/, "");
  const module = (await import(pathToFileURL(filePath).href)) as { default?: unknown; config?: Config };
  if (typeof module.default !== "function") throw new Error(`Funktion ${name} hat keinen default-Export`);
  const handler = module.default as Handler;
  // A scheduled function gets no URL, as on Netlify; no `config.method` means every method.
  const schedule = module.config?.schedule;
  const paths = schedule ? [] : [module.config?.path ?? `/.netlify/functions/${name}`].flat();
  const methods = module.config?.method && [module.config.method].flat().map((method) => method.toUpperCase());
  const patterns = paths.map((pathname) => new URLPattern({ pathname }));

  const listener = getRequestListener(
    async (request, { incoming }) => {
      const url = new URL(request.url);
      const params = patterns.map((pattern) => pattern.exec(url)?.pathname.groups).find(Boolean) ?? {};
      try {
        const response = await handler(request, createContext(url, incoming, params, logError));
        if (!(response instanceof Response)) throw new TypeError("keine Response zurückgegeben");
        return response;
      } catch (error) {
        logError(`Funktion ${name} fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
        return Response.json(
          { error: "Interner Serverfehler" },
          { status: 500, headers: { "cache-control": "no-store", "x-content-type-options": "nosniff" } },
        );
      }
    },
    // Keeps Node's own Request and Response classes for the handler.
    { overrideGlobalObjects: false },
  );

  return {
    name,
    paths,
    schedule,
    matches: (method: string, pathname: string) =>
      (methods === undefined || methods.includes(method)) && patterns.some((pattern) => pattern.test({ pathname })),
    invoke: async (req: IncomingMessage, res: ServerResponse) => listener(req, res),
  };
}

function createContext(
  url: URL,
  incoming: Pick<IncomingMessage, "headers" | "socket">,
  params: Record<string, string | undefined>,
  logError: (line: string) => void,
): Context {
  const unavailable = (feature: string) => () => {
    throw new Error(`${feature} ist lokal nicht nachgebildet`);
  };
  return {
    account: { id: "local" },
    cookies: {
      get: (name) =>
        incoming.headers.cookie
          ?.split(/;\s*/)
          .find((pair) => pair.startsWith(`${name}=`))
          ?.slice(name.length + 1) ?? "",
      set: unavailable("context.cookies.set"),
      delete: unavailable("context.cookies.delete"),
    },
    deploy: { context: "dev", id: "local", published: false },
    geo: {},
    ip: incoming.socket.remoteAddress ?? "",
    json: (input) => Response.json(input),
    log: console.log,
    next: unavailable("context.next (nur in Edge Functions)"),
    params: Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => !!entry[1])),
    rewrite: unavailable("context.rewrite (nur in Edge Functions)"),
    requestId: randomUUID(),
    server: { region: "local" },
    site: { id: "local", name: "local", url: url.origin },
    url,
    waitUntil: (promise) => {
      promise.catch((error: unknown) => logError(`waitUntil fehlgeschlagen: ${String(error)}`));
    },
  };
}
