import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { productionBuildStopped } from "../../src/integrations/production-guard.ts";
import { astroCli, runNode } from "../run-node.ts";
import { failed, passed, type CheckGroup } from "./checklist.ts";

const shownOutputLines = 25;

/**
 * `astro build` as Netlify's production deploy runs it (`CONTEXT=production`, so the guard applies), into a
 * temporary folder that is removed afterwards: `dist/` stays as it was.
 */
export async function checkBuild(root: string): Promise<CheckGroup> {
  const outDir = await mkdtemp(join(tmpdir(), "hausboot-preflight-"));
  const startedAt = performance.now();
  try {
    const { code, output } = await runNode(root, [astroCli(root), "build", "--outDir", outDir], {
      ...process.env,
      CONTEXT: "production",
      // The tests' switch never reaches the owner's check: the production build prints the exposé as Netlify's does.
      EXPOSE_PDF: "",
    });
    const seconds = Math.round((performance.now() - startedAt) / 1000);
    if (code === 0) {
      const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith(".html")).length;
      return { title: "Build", lines: [passed(`Produktions-Build erfolgreich: ${pages} Seiten in ${seconds} s`)] };
    }
    if (output.includes(productionBuildStopped)) {
      return {
        title: "Build",
        lines: [failed("Der Produktions-Build bricht ab, solange die Punkte unter „Inhalte“ offen sind")],
      };
    }
    const tail = output.trimEnd().split("\n").slice(-shownOutputLines).join("\n");
    return {
      title: "Build",
      lines: [failed(`Der Produktions-Build ist fehlgeschlagen (Code ${code}). Das Ende seiner Ausgabe:\n${tail}`)],
      advice: ["Die vollständige Ausgabe zeigt: CONTEXT=production npm run build"],
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
