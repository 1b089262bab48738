import { spawn } from "node:child_process";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");
const astroBin = path.join(projectRoot, "node_modules/astro/bin/astro.mjs");

/** Builds the site into `outDir` (dist/ unless told otherwise), with the same Node that runs the bench. */
export async function buildSite(outDir: string): Promise<void> {
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
