import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { failed, passed, type CheckGroup } from "./checklist.ts";

// The guard's own words when it stops a build (src/integrations/production-guard.ts).
const guardStopped = "Produktions-Build abgebrochen";
const shownOutputLines = 25;

/**
 * `astro build` as Netlify's production deploy runs it (`CONTEXT=production`, so the guard applies), into a
 * temporary folder that is removed afterwards: `dist/` stays as it was.
 */
export async function checkBuild(root: string): Promise<CheckGroup> {
  const outDir = await mkdtemp(join(tmpdir(), "hausboot-preflight-"));
  const startedAt = performance.now();
  try {
    const { code, output } = await runAstroBuild(root, outDir);
    const seconds = Math.round((performance.now() - startedAt) / 1000);
    if (code === 0) {
      const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith(".html")).length;
      return { title: "Build", lines: [passed(`Produktions-Build erfolgreich: ${pages} Seiten in ${seconds} s`)] };
    }
    if (output.includes(guardStopped)) {
      return {
        title: "Build",
        lines: [failed("Der Produktions-Build bricht ab, solange die Punkte unter „Inhalte“ offen sind")],
      };
    }
    const tail = stripVTControlCharacters(output).trimEnd().split("\n").slice(-shownOutputLines).join("\n");
    return {
      title: "Build",
      lines: [failed(`Der Produktions-Build ist fehlgeschlagen (Code ${code}). Das Ende seiner Ausgabe:\n${tail}`)],
      advice: ["Die vollständige Ausgabe zeigt: CONTEXT=production npm run build"],
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function runAstroBuild(root: string, outDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(root, "node_modules/astro/bin/astro.mjs"), "build", "--outDir", outDir], {
    cwd: root,
    env: { ...process.env, CONTEXT: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}
