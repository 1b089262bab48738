import { spawn, type ChildProcess } from "node:child_process";
import { EventEmitter, once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { astroCli } from "../../scripts/run-node.ts";

export type RunningSite = {
  url: string;
  logs: string[];
  /**
   * The first line from `logs[since]` on that matches, as soon as it is logged: a function logs its outcome before
   * it answers, but the line reaches this process on its own way.
   */
  waitForLog(pattern: RegExp, since: number, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
};

export type StartSiteOptions = {
  env?: Record<string, string>;
  root?: string;
};

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const killAfterMs = 3_000;

/**
 * `npm run serve` (server/serve.ts) on a free port, without the developer's .env, and with a Blobs store of its own
 * in a temporary folder unless `env` names one (NETLIFY_BLOBS_CONTEXT or BLOBS_DIR).
 */
export async function startSite(options: StartSiteOptions = {}): Promise<RunningSite> {
  const ownsStore = options.env?.NETLIFY_BLOBS_CONTEXT === undefined && options.env?.BLOBS_DIR === undefined;
  const blobsDir = ownsStore ? mkdtempSync(path.join(os.tmpdir(), "kontakt-blobs-")) : undefined;
  const removeStore = () => blobsDir && rmSync(blobsDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    ENV_FILE: "",
    ...(blobsDir ? { BLOBS_DIR: blobsDir } : {}),
    ...options.env,
    ...(options.root ? { SITE_ROOT: options.root } : {}),
  };
  try {
    const site = await startUntilReady(
      ["server/serve.ts"],
      /Server läuft auf (http:\/\/\S+)/,
      { ...env, PORT: "0" },
      // Node starts in under a second on a quiet machine; a shared CI runner at load 20 has taken over 15 s.
      60_000,
    );
    return { ...site, stop: () => site.stop().finally(removeStore) };
  } catch (error) {
    removeStore();
    throw error;
  }
}

/** `npm run dev` (Astro's dev server with Netlify's Vite plugin) on a free port. */
export function startDevSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const args = [astroCli(projectRoot), "dev", "--host", "127.0.0.1", "--port", "0", "--ignore-lock"];
  // Astro's dev server does not answer pages when VITEST is set, as it is in vitest's workers.
  const { VITEST: _vitest, ...parentEnv } = process.env;
  return startUntilReady(args, /Local\s+(http:\/\/\S+?)\/?$/, { ...parentEnv, ...env }, 120_000);
}

export type FinishedRun = { exitCode: number | null; logs: string[] };

/**
 * `npm run mail:retry` (scripts/mail-retry.ts) once, without the developer's .env; killed at once when `killWhen`
 * resolves, as Netlify stops a function that runs out of time.
 */
export function runMailRetry(env: Record<string, string>, killWhen?: Promise<unknown>): Promise<FinishedRun> {
  const child = spawn(process.execPath, ["scripts/mail-retry.ts"], {
    cwd: projectRoot,
    env: { ...process.env, ENV_FILE: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => logs.push(stripVTControlCharacters(line)));
  }
  void killWhen?.then(() => child.kill("SIGKILL"));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (exitCode) => resolve({ exitCode, logs }));
  });
}

async function startUntilReady(
  args: string[],
  readyLine: RegExp,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<RunningSite> {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const lines = new EventEmitter();
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
        lines.emit("line");
        const match = readyLine.exec(line);
        if (!match) return;
        clearTimeout(timer);
        child.off("exit", onExit);
        resolve(match[1]!);
      });
    }
  });
  async function waitForLog(pattern: RegExp, since: number, timeoutMs = 5_000): Promise<string> {
    const deadline = AbortSignal.timeout(timeoutMs);
    for (;;) {
      const line = logs.slice(since).find((logged) => pattern.test(logged));
      if (line !== undefined) return line;
      await once(lines, "line", { signal: deadline }).catch(() => {
        throw new Error(`Nach ${timeoutMs} ms keine Zeile wie ${pattern} im Log:\n${logs.slice(since).join("\n")}`);
      });
    }
  }
  return { url, logs, waitForLog, stop: () => stopChild(child) };
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
