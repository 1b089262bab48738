import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

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
const readyTimeoutMs = 15_000;
const killAfterMs = 3_000;
const readyLine = /Server läuft auf (http:\/\/[^\s]+)/;

export async function startSite(options: StartSiteOptions = {}): Promise<RunningSite> {
  const child = spawn(process.execPath, ["server/serve.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      // ENV_FILE= keeps a developer's .env out of the tests.
      ENV_FILE: "",
      ...options.env,
      ...(options.root ? { SITE_ROOT: options.root } : {}),
      PORT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const url = await waitUntilReady(child, logs);
  return { url, logs, stop: () => stopChild(child) };
}

function waitUntilReady(child: ChildProcess, logs: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`Server nicht innerhalb von ${readyTimeoutMs} ms bereit:\n${logs.join("\n")}`));
    }, readyTimeoutMs);
    const onExit = (code: number | null): void => {
      clearTimeout(timer);
      reject(new Error(`Server beendet (Code ${code}) bevor er bereit war:\n${logs.join("\n")}`));
    };
    child.once("exit", onExit);
    collectLines(child, logs, (line) => {
      const match = readyLine.exec(line);
      if (!match) return;
      clearTimeout(timer);
      child.off("exit", onExit);
      resolve(match[1]!);
    });
  });
}

function collectLines(child: ChildProcess, logs: string[], onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on("line", (line) => {
      logs.push(line);
      onLine(line);
    });
  }
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
