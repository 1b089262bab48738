import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

export type RunningSite = {
  url: string;
  logs: string[];
  stop(): Promise<void>;
};

export type StartSiteOptions = {
  env?: Record<string, string>;
  root?: string;
};

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const killAfterMs = 3_000;

/** `npm run serve` (server/serve.ts) on a free port, without the developer's .env. */
export function startSite(options: StartSiteOptions = {}): Promise<RunningSite> {
  const env = { ENV_FILE: "", ...options.env, ...(options.root ? { SITE_ROOT: options.root } : {}), PORT: "0" };
  return startUntilReady(["server/serve.ts"], /Server läuft auf (http:\/\/\S+)/, env, 15_000);
}

/** `npm run dev` (Astro's dev server with Netlify's Vite plugin) on a free port. */
export function startDevSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const args = ["node_modules/astro/bin/astro.mjs", "dev", "--host", "127.0.0.1", "--port", "0", "--ignore-lock"];
  // NODE_ENV=test (set by vitest) would make Astro re-optimize its dependencies and answer 404 meanwhile.
  return startUntilReady(args, /Local\s+(http:\/\/\S+?)\/?$/, { NODE_ENV: "development", ...env }, 45_000);
}

async function startUntilReady(
  args: string[],
  readyLine: RegExp,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<RunningSite> {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`Server nicht innerhalb von ${timeoutMs} ms bereit:\n${logs.join("\n")}`));
    }, timeoutMs);
    const onExit = (code: number | null): void => {
      clearTimeout(timer);
      reject(new Error(`Server beendet (Code ${code}) bevor er bereit war:\n${logs.join("\n")}`));
    };
    child.once("exit", onExit);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (raw) => {
        const line = stripVTControlCharacters(raw);
        logs.push(line);
        const match = readyLine.exec(line);
        if (!match) return;
        clearTimeout(timer);
        child.off("exit", onExit);
        resolve(match[1]!);
      });
    }
  });
  return { url, logs, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killTimer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    child.once("exit", () => {
      clearTimeout(killTimer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
