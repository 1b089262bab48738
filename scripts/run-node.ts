import { spawn } from "node:child_process";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

export interface CommandResult {
  code: number | null;
  /** stdout and stderr as they arrived, without colour codes (with CI=true Astro colours its log). */
  output: string;
}

/** Astro's command-line entry in a project folder, to run with `runNode`. */
export const astroCli = (projectRoot: string) => path.join(projectRoot, "node_modules/astro/bin/astro.mjs");

/** Runs a Node script (or Astro's CLI) with the Node that runs this one, in `cwd`, and collects its output. */
export function runNode(cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output: stripVTControlCharacters(output) }));
  });
}
