import path from "node:path";
import { astroCli, runNode } from "../scripts/run-node.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** Builds the site into `outDir` (dist/ unless told otherwise), with the same Node that runs the bench. */
export async function buildSite(outDir: string): Promise<void> {
  const args = [
    astroCli(projectRoot),
    "build",
    ...(path.resolve(outDir) === path.join(projectRoot, "dist") ? [] : ["--outDir", outDir]),
  ];
  const { code, output } = await runNode(projectRoot, args);
  if (code !== 0) throw new Error(`astro build endete mit Code ${code}:\n${output.slice(-4000)}`);
}
