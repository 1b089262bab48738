import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { setEnvironmentContext } from "@netlify/blobs";
import { defaultBlobsDir, startLocalBlobs, type LocalBlobs } from "./local-blobs.ts";

export const projectRoot = path.resolve(import.meta.dirname, "..");

/** Stops the script with exit code 1: each problem marked ✗ on a line of its own, then what to do. */
export function fail(problems: string | string[], advice?: string): never {
  for (const problem of [problems].flat()) console.error(`✗ ${problem}`);
  if (advice) console.error(`  → ${advice}`);
  process.exit(1);
}

/**
 * Loads `ENV_FILE` (default `.env` in the project; empty loads nothing) into `process.env`, as `npm start`,
 * `npm run preflight` and the mail scripts do, and returns the file it loaded. Node's loadEnvFile never overwrites
 * variables that are already set, so the real environment wins. A missing `.env` is fine; a missing file named in
 * `ENV_FILE` stops the script.
 */
export function loadProjectEnv(): string | undefined {
  const envFile = process.env.ENV_FILE ?? ".env";
  if (envFile === "") return undefined;
  const envPath = path.resolve(projectRoot, envFile);
  if (existsSync(envPath)) {
    process.loadEnvFile(envPath);
    return envPath;
  }
  if (process.env.ENV_FILE) fail(`ENV_FILE ${envPath} existiert nicht`);
  return undefined;
}

// The site ID `npm run dev` files its local blobs under: the linked site's, or "0" for a project not linked.
function netlifyDevSiteId(): string {
  try {
    const state = JSON.parse(readFileSync(path.join(projectRoot, ".netlify", "state.json"), "utf8")) as {
      siteId?: unknown;
    };
    return typeof state.siteId === "string" && state.siteId ? state.siteId : "0";
  } catch {
    return "0";
  }
}

/**
 * Starts the local Blobs server and hands its context to functions in this process, as Netlify does in production,
 * unless NETLIFY_BLOBS_CONTEXT is already set: then that store is used (set it empty to run without Blobs). Stops
 * with a message when the local server cannot start.
 */
export async function provideBlobsContext(): Promise<{ blobs: LocalBlobs | undefined; description: string }> {
  if (process.env.NETLIFY_BLOBS_CONTEXT !== undefined) {
    return { blobs: undefined, description: process.env.NETLIFY_BLOBS_CONTEXT ? "aus NETLIFY_BLOBS_CONTEXT" : "aus" };
  }
  const directory = path.resolve(projectRoot, process.env.BLOBS_DIR || defaultBlobsDir);
  const blobs = await startLocalBlobs(directory, netlifyDevSiteId()).catch((error: Error) =>
    fail(`Netlify Blobs (lokal) konnte nicht starten: ${error.message}`),
  );
  setEnvironmentContext(blobs.context);
  const shown = path.relative(projectRoot, directory);
  return { blobs, description: `lokal in ${shown.startsWith("..") ? directory : shown}` };
}
