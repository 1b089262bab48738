import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const projectRoot = path.resolve(import.meta.dirname, "..");
const astroBin = path.join(projectRoot, "node_modules/astro/bin/astro.mjs");
const run = promisify(execFile);

/** Builds the site into `outDir`, after any other engineer's `astro build` on this machine has finished. */
export async function buildSite(outDir: string, log: (line: string) => void): Promise<void> {
  const waitedS = await waitForOtherBuilds(log);
  if (waitedS > 0) log(`  ${waitedS} s gewartet`);
  const args = [
    astroBin,
    "build",
    ...(path.resolve(outDir) === path.join(projectRoot, "dist") ? [] : ["--outDir", outDir]),
  ];
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`astro build endete mit Code ${code}:\n${output.join("").slice(-4000)}`);
}

/** Returns the seconds spent waiting. */
async function waitForOtherBuilds(log: (line: string) => void): Promise<number> {
  const started = Date.now();
  const deadline = started + 5 * 60_000;
  let announced = false;
  while (Date.now() < deadline) {
    const running = await run("pgrep", ["-f", "astro(\\.mjs)? build"]).then(
      ({ stdout }) => stdout.trim() !== "",
      () => false, // pgrep exits 1 when nothing matches
    );
    if (!running) return Math.round((Date.now() - started) / 1000);
    if (!announced) log("  Warte auf einen anderen laufenden astro build …");
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error("Ein anderer astro build läuft seit über 5 Minuten");
}
