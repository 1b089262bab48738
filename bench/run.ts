import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startSite, type RunningSite } from "../tests/support/site-server.ts";
import { smtpEnvironment, startSmtpServer, type SmtpTestServer } from "../tests/support/smtp-test-server.ts";
import { buildSite } from "./build.ts";
import { byteBudgets, functionBudgets, interactionBudgets, lighthouseBudgets, type BudgetLine } from "./budgets.ts";
import { measureBytes } from "./bytes.ts";
import { runFunctionLoad } from "./function-load.ts";
import { measureInteraction } from "./interaction.ts";
import { runLighthouse } from "./lighthouse.ts";
import { consoleSummary, markdownReport, type BenchResults } from "./report.ts";

const benchDir = import.meta.dirname;
const projectRoot = path.resolve(benchDir, "..");

const { values: options } = parseArgs({
  options: {
    "bytes-only": { type: "boolean", default: process.env.BENCH_ONLY === "bytes" },
    // For development: reuse a build, or build somewhere other than dist/.
    "skip-build": { type: "boolean", default: false },
    "out-dir": { type: "string", default: process.env.BENCH_OUT_DIR ?? "dist" },
  },
});

const log = (line: string): void => console.log(line);
const started = performance.now();
const outDir = path.resolve(projectRoot, options["out-dir"]);
const results: BenchResults = {
  startedAt: new Date().toISOString(),
  durationS: 0,
  mode: options["bytes-only"] ? "bytes" : "full",
  environment: {
    node: process.version,
    cpus: os.availableParallelism(),
    loadAverageStart: os.loadavg(),
    loadAverageEnd: [],
  },
  stageSeconds: {},
  errors: {},
  budgets: [],
  passed: false,
};

async function stage<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  log(`▶ ${name}`);
  const stageStart = performance.now();
  try {
    return await work();
  } catch (error) {
    results.errors[name] = error instanceof Error ? error.message : String(error);
    log(`  Fehler: ${results.errors[name]}`);
    return undefined;
  } finally {
    results.stageSeconds[name] = Math.round((performance.now() - stageStart) / 100) / 10;
  }
}

async function main(): Promise<void> {
  if (!options["skip-build"]) {
    await stage("Build", () => buildSite(outDir));
    if (results.errors.Build) return;
  }

  let sink: SmtpTestServer | undefined;
  let site: RunningSite | undefined;
  try {
    if (results.mode === "full") sink = await startSmtpServer({ countOnly: true });
    // The store stays on whatever the shell says: the function is measured as it runs on Netlify.
    site = await startSite({ root: outDir, env: { ...(sink ? smtpEnvironment(sink.port) : {}), CONTACT_STORE: "" } });
    const siteUrl = site.url;
    log(`  Seite läuft auf ${siteUrl} (${path.relative(projectRoot, outDir) || "."})`);

    results.bytes = await stage("Bytes", () => measureBytes(siteUrl));
    if (results.mode === "full") {
      results.lighthouse = await stage("Lighthouse", () => runLighthouse(new URL("/", siteUrl).href, log));
      results.interaction = await stage("Bedienung", () => measureInteraction(siteUrl));
      results.functionLoad = await stage("Funktion", () => runFunctionLoad(site!, sink!));
    }
  } finally {
    await site?.stop();
    await sink?.stop();
  }
}

function collectBudgets(): BudgetLine[] {
  return [
    ...(results.lighthouse ? lighthouseBudgets(results.lighthouse) : []),
    ...(results.bytes ? byteBudgets(results.bytes) : []),
    ...(results.interaction ? interactionBudgets(results.interaction) : []),
    ...(results.functionLoad ? functionBudgets(results.functionLoad) : []),
  ];
}

try {
  await main();
} catch (error) {
  results.errors.Bench = error instanceof Error ? error.message : String(error);
}
results.budgets = collectBudgets();
results.passed = Object.keys(results.errors).length === 0 && results.budgets.every((line) => line.pass);
results.environment.loadAverageEnd = os.loadavg();
results.durationS = Math.round((performance.now() - started) / 1000);

await writeFile(path.join(benchDir, "results.json"), JSON.stringify(results, null, 2) + "\n");
await writeFile(path.join(benchDir, "results.md"), markdownReport(results));
log("");
log(consoleSummary(results));
log(`Ergebnisse: bench/results.md, bench/results.json (${results.durationS} s)`);
process.exitCode = results.passed ? 0 : 1;
