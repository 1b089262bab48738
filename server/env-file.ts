import { existsSync } from "node:fs";
import path from "node:path";

export type EnvFileResult = { ok: true; loaded: string | undefined } | { ok: false; problem: string };

/**
 * Loads `ENV_FILE` (default `.env` in the project; empty loads nothing) into `process.env`, as `npm start`,
 * `npm run preflight` and `npm run mail:test` do. Node's loadEnvFile never overwrites variables that are already
 * set, so the real environment wins. A missing `.env` is fine; a missing file named in `ENV_FILE` is not.
 */
export function loadEnvFile(projectRoot: string): EnvFileResult {
  const envFile = process.env.ENV_FILE ?? ".env";
  if (envFile === "") return { ok: true, loaded: undefined };
  const envPath = path.resolve(projectRoot, envFile);
  if (existsSync(envPath)) {
    process.loadEnvFile(envPath);
    return { ok: true, loaded: envPath };
  }
  if (process.env.ENV_FILE) return { ok: false, problem: `ENV_FILE ${envPath} existiert nicht` };
  return { ok: true, loaded: undefined };
}
