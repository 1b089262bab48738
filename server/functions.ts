import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { Config, Context } from "@netlify/functions";

export type MountedFunction = {
  name: string;
  paths: string[];
  /** Upper-case methods from `config.method`; undefined means every method, as on Netlify. */
  methods: string[] | undefined;
  /** `config.schedule` of a scheduled function, which Netlify never routes a request to. */
  schedule: string | undefined;
  matches(method: string, pathname: string): boolean;
  invoke(req: IncomingMessage, res: ServerResponse): Promise<void>;
};

type Handler = (request: Request, context: Context) => Response | Promise<Response>;

const functionFile = /^[^._].*(?<!\.d)\.m?[jt]s$/;

/** Netlify Functions v2 in `functionsDir`, mounted at their `config.path` and kept warm in this process. */
export async function loadFunctions(
  functionsDir: string,
  logError: (line: string) => void,
): Promise<MountedFunction[]> {
  const entries = await readdir(functionsDir, { withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile() && functionFile.test(entry.name)).map((entry) => entry.name);
  return Promise.all(files.sort().map((file) => mountFunction(path.join(functionsDir, file), logError)));
}

async function mountFunction(filePath: string, logError: (line: string) => void): Promise<MountedFunction> {
  const name = path.basename(filePath).replace(/\.m?[jt]s$/, "");
  const module = (await import(pathToFileURL(filePath).href)) as { default?: unknown; config?: Config };
  if (typeof module.default !== "function") throw new Error(`Funktion ${name} hat keinen default-Export`);
  const handler = module.default as Handler;
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
    methods,
    schedule,
    matches: (method, pathname) =>
      (methods === undefined || methods.includes(method)) && patterns.some((pattern) => pattern.test({ pathname })),
    invoke: async (req, res) => listener(req, res),
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
