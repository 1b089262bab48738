import { readdirSync } from "node:fs";
import path from "node:path";

export type ChunkOwner = "react" | "islands";

const projectRoot = path.resolve(import.meta.dirname, "..");

// Astro/Vite name shared chunks after their entry module: react-dom's client, React itself, jsx-runtime, index.
const reactChunkNames = /^(client|react|react-dom|index|jsx-runtime|jsx-dev-runtime|scheduler)\./;

/** Module names whose chunks are the islands' own code: the island components and the shared contact schema. */
function islandModuleNames(): string[] {
  const names: string[] = [];
  for (const dir of ["src/islands", "src/contact"]) {
    for (const file of readdirSync(path.join(projectRoot, dir))) names.push(file.replace(/\.[^.]+$/, ""));
  }
  return names;
}

const islandNames = islandModuleNames();

/**
 * Island chunks are named after their component; React's are the shared runtime chunks. A chunk with any
 * other name stops the bench, so no bytes move silently between the React and the islands' budgets.
 */
export function chunkOwner(url: string): ChunkOwner {
  const file = path.posix.basename(new URL(url).pathname);
  if (islandNames.some((name) => file.startsWith(`${name}.`))) return "islands";
  if (reactChunkNames.test(file)) return "react";
  throw new Error(`JS-Chunk ${file} gehört weder zu React noch zu einer Insel: in bench/js-chunks.ts zuordnen`);
}
