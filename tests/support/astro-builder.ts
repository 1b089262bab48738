import { spawn } from "node:child_process";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { CommandResult } from "../../scripts/run-node.ts";
import { ownerEnvironment } from "./project-copy.ts";

/** Starts the line that ends each build's output (tests/support/astro-build-process.ts). */
const buildDoneMarker = "--astro-build-done--";
const buildDoneLine = new RegExp(`${buildDoneMarker} (\\d+)\\n`);

export interface AstroBuilder {
  /** `astro build --outDir outDir` of the project folder as it is now: the same files as the command's build. */
  build(outDir: string): Promise<CommandResult>;
  stop(): Promise<void>;
}

/**
 * For a test that builds one project folder many times with different content: one Node process that loads Astro,
 * Vite and the integrations once and builds on request, with the environment the owner's command would have
 * (`ownerEnvironment`). From the second build on a build costs about half the CPU time of `astro build` (4.4 against
 * 8.3 CPU-s for a project copy), and writes the same files byte for byte. Builds run one after another.
 */
export function startAstroBuilder(root: string, env: Record<string, string>): AstroBuilder {
  const child = spawn(process.execPath, [join(import.meta.dirname, "astro-build-process.ts"), buildDoneMarker], {
    cwd: root,
    env: ownerEnvironment(env),
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  let finish: ((code: number | null) => void) | undefined;
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    const done = buildDoneLine.exec(output);
    if (done && finish) {
      output = output.slice(0, done.index);
      finish(Number(done[1]));
    }
  });
  void exited.then((code) => finish?.(code));
  let queue: Promise<unknown> = Promise.resolve();

  const build = (outDir: string): Promise<CommandResult> => {
    const result = queue.then(
      () =>
        new Promise<CommandResult>((resolve) => {
          output = "";
          finish = (code) => {
            finish = undefined;
            resolve({ code, output: stripVTControlCharacters(output) });
          };
          if (child.exitCode !== null) finish(child.exitCode);
          else child.stdin.write(`${outDir}\n`);
        }),
    );
    queue = result;
    return result;
  };
  return {
    build,
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
