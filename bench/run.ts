import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { astroCli, runNode } from "../scripts/run-node.ts";
import { startSite, type RunningSite } from "../tests/support/site-server.ts";
import { smtpEnvironment, startSmtpServer, type SmtpTestServer } from "../tests/support/smtp-test-server.ts";
import type { BudgetLine } from "./budget.ts";
import { landingPagePaths, measureBytes } from "./bytes.ts";
import { runFunctionLoad } from "./function-load.ts";
import { measureInteraction } from "./interaction.ts";
import { defaultRuns, runLighthouse } from "./lighthouse.ts";
import { buildFilledProduction } from "./production-build.ts";

const benchDir = import.meta.dirname;
const projectRoot = path.resolve(benchDir, "..");

const { values: options } = parseArgs({
  options: {
    "bytes-only": { type: "boolean", default: process.env.BENCH_ONLY === "bytes" },
    // For development: reuse a build, or build somewhere other than dist/.
    "skip-build": { type: "boolean", default: false },
    "out-dir": { type: "string", default: process.env.BENCH_OUT_DIR ?? "dist" },
    runs: { type: "string", default: String(defaultRuns) },
  },
});

const log = (line: string): void => console.log(line);
const started = performance.now();
const startedAt = new Date().toISOString();
let outDir = path.resolve(projectRoot, options["out-dir"]);
const full = !options["bytes-only"];
const budgets: BudgetLine[] = [];
const data: Record<string, unknown> = {};
const errors: Record<string, string> = {};
const stageSeconds: Record<string, number> = {};
const loadStart = os.loadavg()[0]!;

/** Runs one stage; its budgets join the list, its figures the JSON, and an error fails the run without stopping it. */
async function stage(name: string, work: () => Promise<{ data?: unknown; budgets?: BudgetLine[] } | void>) {
  log(`▶ ${name}`);
  const stageStart = performance.now();
  try {
    const result = await work();
    if (result?.budgets) budgets.push(...result.budgets);
    if (result?.data) data[name] = result.data;
  } catch (error) {
    errors[name] = error instanceof Error ? error.message : String(error);
    log(`  Fehler: ${errors[name]}`);
  } finally {
    stageSeconds[name] = Math.round((performance.now() - stageStart) / 100) / 10;
  }
}

async function main(): Promise<void> {
  let production: Awaited<ReturnType<typeof buildFilledProduction>> | undefined;
  if (full && !options["skip-build"]) {
    // What visitors get: Lighthouse's SEO audit checks that the page may be indexed, which a preview forbids.
    await stage("Produktions-Build", async () => {
      production = await buildFilledProduction();
      outDir = production.dist;
    });
    if (errors["Produktions-Build"]) return;
  } else if (!options["skip-build"]) {
    await stage("Build", async () => {
      const outArgs = outDir === path.join(projectRoot, "dist") ? [] : ["--outDir", outDir];
      const { code, output } = await runNode(projectRoot, [astroCli(projectRoot), "build", ...outArgs]);
      if (code !== 0) throw new Error(`astro build endete mit Code ${code}:\n${output.slice(-4000)}`);
    });
    if (errors.Build) return;
  }
  let sink: SmtpTestServer | undefined;
  let site: RunningSite | undefined;
  try {
    if (full) sink = await startSmtpServer({ countOnly: true });
    // The store stays on whatever the shell says: the function is measured as it runs on Netlify.
    site = await startSite({ root: outDir, env: { ...(sink ? smtpEnvironment(sink.port) : {}), CONTACT_STORE: "" } });
    const siteUrl = site.url;
    const served = production ? "Produktions-Build mit ausgefüllten Platzhaltern" : path.relative(projectRoot, outDir);
    log(`  Seite läuft auf ${siteUrl} (${served || "."})`);
    await stage("Bytes", () => measureBytes(siteUrl, outDir));
    if (full) {
      const report = (preset: string) => path.join(benchDir, `lighthouse-${preset}.html`);
      const runs = Number(options.runs);
      const pagePaths = await landingPagePaths(siteUrl);
      await stage("Lighthouse", () => runLighthouse(siteUrl, pagePaths, log, report, runs));
      await stage("Bedienung", () => measureInteraction(siteUrl));
      await stage("Funktion", () => runFunctionLoad(site!, sink!));
    }
  } finally {
    await site?.stop();
    await sink?.stop();
    production?.remove();
  }
}

try {
  await main();
} catch (error) {
  errors.Bench = error instanceof Error ? error.message : String(error);
}
const durationS = Math.round((performance.now() - started) / 1000);
const loadPeak = Math.max(loadStart, os.loadavg()[0]!);
// Lighthouse's simulated TBT scales observed CPU time, and latencies grow with a busy CPU.
const busy =
  full && loadPeak > os.availableParallelism()
    ? `Hinweis: Die Maschine war ausgelastet (Last ${loadPeak.toFixed(1)} auf ${os.availableParallelism()} CPUs); TBT, Performance-Punkte und Latenzen fallen dann schlechter aus.`
    : undefined;
const environment = { node: process.version, cpus: os.availableParallelism(), loadStart, loadPeak };
const results = { startedAt, durationS, full, environment, stageSeconds, errors, budgets, data };
await writeFile(path.join(benchDir, "results.json"), JSON.stringify(results, null, 2) + "\n");

log("");
const verdict = (line: BudgetLine) => (line.unjudged ? "OFFEN" : line.pass ? "PASS" : "FAIL");
for (const line of budgets) {
  const why = line.unjudged ? ` — nicht bewertet: ${line.unjudged}` : "";
  log(`${verdict(line)}  ${line.name}: ${line.actual} (${line.limit})${why}`);
}
for (const [name, error] of Object.entries(errors)) log(`FAIL  ${name}: ${error}`);
if (busy) log(busy);
const failed = budgets.filter((line) => verdict(line) === "FAIL").length + Object.keys(errors).length;
const unjudged = budgets.filter((line) => verdict(line) === "OFFEN").length;
if (failed > 0) log(`${failed} Budget(s) verfehlt.`);
if (unjudged > 0)
  log(
    `${unjudged} Budget(s) nicht bewertet: Läufe begannen auf einer ausgelasteten Maschine (BENCH_MAX_LOAD, BENCH_MAX_WAIT_S).`,
  );
if (failed === 0 && unjudged === 0) log("Alle Budgets eingehalten.");
const stages = Object.entries(stageSeconds).map(([name, seconds]) => `${name} ${seconds} s`);
const reports = full ? "; Lighthouse-Berichte des Medianlaufs: bench/lighthouse-*.html" : "";
log(`Alle Messwerte: bench/results.json${reports} (${durationS} s: ${stages.join(", ")})`);
process.exitCode = failed === 0 && unjudged === 0 ? 0 : 1;
