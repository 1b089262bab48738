/**
 * `node_modules/.bin/node bench/compare.ts [--reference <built site folder> …]`: the Lighthouse
 * CLI itself, with its defaults (mobile, simulated throttling), run alternately on this page (a filled-in production
 * build, as `npm run bench` measures it) and on each reference site, over HTTP/1.1 and over HTTP/2, `--runs` times
 * each, every run started once the machine is quiet enough (bench/load-gate.ts). Prints each run and the medians as a
 * Markdown table and writes the CLI's JSON reports to `bench/compare/`. `--page <folder>` measures an existing build
 * instead of building one; `--path /en/` (repeatable, default `/`) measures these pages of it, each in turn within a
 * round. `--reference bench/floor-page` measures what the machine itself costs: a page of one
 * heading and one sentence. `--chrome-flag <flag>` (repeatable) adds a Chromium flag to every run, for a diagnosis
 * only: `--chrome-flag=--disable-features=PaintHolding` measures the runs in which Chromium paints as soon as it can
 * (README, Performance).
 */
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Result } from "lighthouse";
import { startSite, type RunningSite } from "../tests/support/site-server.ts";
import { median } from "./budget.ts";
import { startHttp2Front, type Http2Front } from "./http2-front.ts";
import { figuresOf, runLighthouseCli } from "./lighthouse.ts";
import { loadGate } from "./load-gate.ts";
import { buildFilledProduction } from "./production-build.ts";

const { values: options } = parseArgs({
  options: {
    reference: { type: "string", multiple: true },
    "reference-name": { type: "string", multiple: true },
    page: { type: "string" },
    path: { type: "string", multiple: true, default: ["/"] },
    runs: { type: "string", default: "5" },
    "chrome-flag": { type: "string", multiple: true, default: [] },
  },
});
const benchDir = import.meta.dirname;
const reportDir = path.join(benchDir, "compare");
const runs = Number(options.runs);

const sites: RunningSite[] = [];
const fronts: Http2Front[] = [];
let removeBuild: (() => void) | undefined;
try {
  let pageRoot = options.page;
  if (!pageRoot) {
    console.log("Produktions-Build mit ausgefüllten Platzhaltern …");
    const build = await buildFilledProduction();
    pageRoot = build.dist;
    removeBuild = build.remove;
  }
  const targets: Array<{ name: string; protocol: string; url: string }> = [];
  const referenceName = (root: string, index: number) =>
    options["reference-name"]?.[index] ??
    { astrowind: "AstroWind", "floor-page": "leere Seite" }[path.basename(root.replace(/\/dist\/?$/, ""))] ??
    path.basename(root);
  for (const [name, root] of [
    ["diese Seite", pageRoot],
    ...(options.reference ?? []).map((root, index) => [referenceName(root, index), root] as const),
  ] as const) {
    const site = await startSite({ root: path.resolve(root) });
    sites.push(site);
    const front = await startHttp2Front(new URL(site.url));
    fronts.push(front);
    const paths = root === pageRoot ? options.path : ["/"];
    for (const page of paths) {
      const named = page === "/" ? name : `${name} ${page}`;
      targets.push(
        { name: named, protocol: "HTTP/1.1", url: `${site.url}${page}` },
        { name: named, protocol: "HTTP/2", url: `${front.url}${page}` },
      );
    }
  }
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });
  const gate = loadGate();
  type Row = ReturnType<typeof figuresOf> & { name: string; protocol: string; run: number; load: number };
  const rows: Row[] = [];
  const header =
    "| Seite | Protokoll | Lauf | Last | Benchmark-Index | Performance | FCP | LCP | LCP − FCP | TBT | CLS | KiB | Barrierefreiheit | SEO | erstes Bild beobachtet | Load beobachtet |";
  console.log(`\n${header}\n|${" --- |".repeat(16)}`);
  const line = (row: Omit<Row, "run"> & { run: number | string }, lcpAfterFcp = row.lcpMs - row.fcpMs) =>
    `| ${row.name} | ${row.protocol} | ${row.run} | ${row.load} | ${row.benchmarkIndex} | ${row.performance} | ${row.fcpMs} | ${row.lcpMs} | ${lcpAfterFcp} | ${row.tbtMs} | ${row.cls} | ${row.transferKiB} | ${row.accessibility} | ${row.seo} | ${row.observedFcpMs} | ${row.observedLoadMs} |`;
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      const { load, quiet } = await gate.wait();
      const file = path.join(
        reportDir,
        `${target.name.replace(/\W+/g, "-")}-${target.protocol.replace(/\W+/g, "")}-${run}.json`,
      );
      const measure = () => runLighthouseCli(target.url, file, { chromeFlags: options["chrome-flag"] });
      await measure().catch(measure);
      const lhr = JSON.parse(await readFile(file, "utf8")) as Result;
      const row = { ...figuresOf(lhr), ...target, run, load };
      rows.push(row);
      console.log(line(row) + (quiet ? "" : ` begann bei Last ≥ ${gate.threshold}: zählt nicht`));
    }
  }
  console.log(
    `\nMediane aus ${runs} Läufen (LCP − FCP: Median der Differenzen je Lauf):\n\n${header}\n|${" --- |".repeat(16)}`,
  );
  const loud = rows.filter((row) => row.load >= gate.threshold).length;
  if (loud > 0)
    console.log(`${loud} von ${rows.length} Läufen begannen bei Last ≥ ${gate.threshold}: die Mediane zählen nicht.`);
  for (const target of targets) {
    const own = rows.filter((row) => row.name === target.name && row.protocol === target.protocol);
    const of = (key: keyof Row) => median(own.map((row) => Number(row[key])));
    const lcpAfterFcp = median(own.map((row) => row.lcpMs - row.fcpMs));
    const keys = [
      "load",
      "benchmarkIndex",
      "performance",
      "fcpMs",
      "lcpMs",
      "tbtMs",
      "cls",
      "transferKiB",
      "observedFcpMs",
      "observedLoadMs",
    ] as const;
    const medians = Object.fromEntries([...keys, "accessibility", "seo"].map((key) => [key, of(key as keyof Row)]));
    console.log(line({ ...(medians as unknown as Row), ...target, run: "Median" }, lcpAfterFcp));
  }
} finally {
  for (const front of fronts) await front.close();
  for (const site of sites) await site.stop();
  removeBuild?.();
}
