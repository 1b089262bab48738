import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Result } from "lighthouse";
import { chromiumPath, quietChromiumFlags } from "../tests/support/chromium.ts";
import { atMost, median, ms, type BudgetLine } from "./budget.ts";
import { startHttp2Front } from "./http2-front.ts";
import { loadGate, type GateReading } from "./load-gate.ts";

/** Mobile over both protocols a visitor's browser may use; desktop over HTTP/2, as Netlify serves it. */
const variants = [
  { preset: "mobile", protocol: "HTTP/1.1" },
  { preset: "mobile", protocol: "HTTP/2" },
  { preset: "desktop", protocol: "HTTP/2" },
] as const;
type Variant = (typeof variants)[number];
type VariantName = `${Variant["preset"]} ${Variant["protocol"]}`;
type MeasuredVariant = "mobile HTTP/1.1" | "mobile HTTP/2" | "desktop HTTP/2";

type Figures = Record<"performance" | "accessibility" | "bestPractices" | "seo", number> &
  Record<"fcpMs" | "lcpMs" | "tbtMs" | "cls" | "benchmarkIndex" | "transferKiB", number> &
  Record<"observedFcpMs" | "observedLoadMs", number> &
  GateReading;

export const defaultRuns = 5;

/** A page's part of the names: none for the German landing page, ` /en/` for another edition's. */
const pageSuffix = (pagePath: string) => (pagePath === "/" ? "" : ` ${pagePath}`);

/**
 * `runs` Lighthouse CLI runs (its default settings, each in a fresh Chrome) per variant and page (the landing page's
 * editions: `/`, `/en/`), interleaved so every page meets the same machine, each started once the machine is quiet
 * enough (load-gate.ts) and recording the load. The median run's own HTML report (by TBT) goes to
 * `reportFile(variant)` for the diagnosis: LCP element, long tasks, layout shifts, what is below full score.
 */
export async function runLighthouse(
  siteUrl: string,
  pagePaths: readonly string[],
  log: (line: string) => void,
  reportFile: (variant: string) => string,
  runs = defaultRuns,
) {
  const front = await startHttp2Front(new URL(siteUrl));
  const gate = loadGate();
  try {
    const urls = (pagePath: string) => ({
      "HTTP/1.1": new URL(pagePath, siteUrl).href,
      "HTTP/2": new URL(pagePath, front.url).href,
    });
    const results = new Map<string, Array<{ figures: Figures; html: string }>>();
    for (let run = 1; run <= runs; run++) {
      for (const variant of variants) {
        for (const pagePath of pagePaths) {
          const name = `${variant.preset} ${variant.protocol}${pageSuffix(pagePath)}`;
          const url = urls(pagePath)[variant.protocol];
          const reading = await gate.wait();
          const { lhr, html } = await runOnce(url, variant.preset).catch((error: Error) => {
            // Chrome now and then fails to record a trace (NO_NAVSTART) on a busy machine; one retry tells that apart.
            log(`  Lighthouse ${name}: ${error.message}; neuer Versuch`);
            return runOnce(url, variant.preset);
          });
          const figures = { ...figuresOf(lhr), ...reading };
          results.set(name, [...(results.get(name) ?? []), { figures, html }]);
          const waited = `, ${reading.waitedS} s gewartet${reading.quiet ? "" : `, Last blieb über ${gate.threshold}: zählt nicht`}`;
          log(
            `  Lighthouse ${name} ${run}/${runs}: Performance ${figures.performance}, TBT ${figures.tbtMs} ms, ` +
              `LCP − FCP ${figures.lcpMs - figures.fcpMs} ms, ${figures.transferKiB} KiB, ` +
              `erstes Bild beobachtet ${figures.observedFcpMs} ms (Load ${figures.observedLoadMs} ms` +
              `${heldByPaintHolding(figures) ? ", Paint Holding" : ""}), ` +
              `Benchmark-Index ${figures.benchmarkIndex}, Last beim Start ${reading.load}${waited}`,
          );
        }
      }
    }
    const data = {} as Record<string, Figures[]>;
    for (const [name, list] of results) {
      const medianTbt = median(list.map((run) => run.figures.tbtMs));
      await writeFile(
        reportFile(
          name
            .replace(/[ /.]+/g, "-")
            .replace(/-$/, "")
            .toLowerCase(),
        ),
        list.find((run) => run.figures.tbtMs === medianTbt)!.html,
      );
      data[name] = list.map((run) => run.figures);
    }
    const pageData = (pagePath: string) =>
      Object.fromEntries(
        variants.map(({ preset, protocol }) => {
          const name: VariantName = `${preset} ${protocol}`;
          return [name, data[`${name}${pageSuffix(pagePath)}`]!];
        }),
      ) as Record<MeasuredVariant, Figures[]>;
    const budgets = pagePaths.flatMap((pagePath) =>
      lighthouseBudgets(pageData(pagePath), runs, gate.threshold, pageSuffix(pagePath)),
    );
    return { data, budgets };
  } finally {
    await front.close();
  }
}

async function runOnce(url: string, preset: Variant["preset"]): Promise<{ lhr: Result; html: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lighthouse-"));
  try {
    await runLighthouseCli(url, path.join(dir, "run"), {
      preset,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      outputs: ["json", "html"],
    });
    const lhr = await readLighthouseReport(path.join(dir, "run.report.json"));
    return { lhr, html: await readFile(path.join(dir, "run.report.html"), "utf8") };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const lighthouseCli = path.join(import.meta.dirname, "../node_modules/lighthouse/cli/index.js");

/**
 * The Lighthouse CLI itself in a process of its own, exactly as someone checking the figures would run it (its defaults,
 * a fresh headless Chromium), so that the bench and a plain CLI run measure the same thing: Lighthouse's Node API in
 * this process, which also serves the page, painted the page early in runs where the CLI's Chromium held the first
 * paint (README, Performance). One output is written to `outputPath`; several to `outputPath.report.<format>`.
 */
export function runLighthouseCli(
  url: string,
  outputPath: string,
  options: {
    preset?: "mobile" | "desktop";
    onlyCategories?: string[];
    outputs?: Array<"json" | "html">;
    chromeFlags?: string[];
    /** Also keeps what Lighthouse gathered (its trace and DevTools log among it) in this folder, for a re-audit. */
    artifactsDir?: string;
  } = {},
): Promise<void> {
  const chromeFlags = [
    "--headless=new",
    "--ignore-certificate-errors",
    // Not Playwright's feature list: the Lighthouse CLI's browser launcher passes a `--disable-features` of its own.
    ...quietChromiumFlags,
    ...(options.chromeFlags ?? []),
  ];
  const args = [
    lighthouseCli,
    url,
    ...(options.preset === "desktop" ? ["--preset=desktop"] : []),
    ...(options.onlyCategories ? [`--only-categories=${options.onlyCategories.join(",")}`] : []),
    ...(options.outputs ?? ["json"]).map((format) => `--output=${format}`),
    `--output-path=${outputPath}`,
    `--chrome-flags=${chromeFlags.join(" ")}`,
    ...(options.artifactsDir ? [`--gather-mode=${options.artifactsDir}`, `--audit-mode=${options.artifactsDir}`] : []),
    "--quiet",
  ];
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CHROME_PATH: chromiumPath },
  });
  return new Promise((resolve, reject) =>
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`Lighthouse endete mit Code ${code}`)))),
  );
}

/** A report the CLI wrote, refused if Lighthouse could not measure the page. */
export async function readLighthouseReport(file: string): Promise<Result> {
  const lhr = JSON.parse(await readFile(file, "utf8")) as Result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

export function figuresOf(lhr: Result): Omit<Figures, keyof GateReading> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0];
  const observed = (key: string) => metrics?.[key] ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 10_000) / 10_000,
    // What the visit transferred, the video included (Lighthouse's total byte weight).
    transferKiB: Math.round(numeric("total-byte-weight") / 102.4) / 10,
    // Lighthouse's CPU benchmark of this machine during the run: lower means slower or busier.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    // When headless Chromium really painted first, and the load event. Lighthouse's simulation counts the requests
    // that ended before the observed first paint into FCP and the tasks after its simulated FCP into TBT, so a first
    // paint observed only after the load event (Chromium's Paint Holding often delays a page with a stylesheet that
    // long in Lighthouse's about:blank tab) moves the page's work out of TBT, into FCP and Speed Index.
    observedFcpMs: Math.round(observed("observedFirstContentfulPaint")),
    observedLoadMs: Math.round(observed("observedLoad")),
  };
}

/**
 * Whether Chromium's Paint Holding held the run's first paint (README, Performance): a held page gets one frame a
 * second, so it paints about 1 s (or 2 s) after the load event; the others paint before it or at most 0.13 s after.
 */
function heldByPaintHolding(run: Figures): boolean {
  return run.observedFcpMs > run.observedLoadMs + 500;
}

/**
 * The budgets of each variant's medians. A variant with a run that started above the load threshold is not judged at
 * all: its figures would measure the machine's other work, and a pass from them would be as wrong as a fail.
 */
export function lighthouseBudgets(
  data: Record<MeasuredVariant, Figures[]>,
  runs: number,
  threshold: number,
  onPage = "",
): BudgetLine[] {
  const judged = (list: Figures[], lines: BudgetLine[]): BudgetLine[] => {
    const loud = list.filter((run) => !run.quiet);
    if (loud.length === 0) return lines;
    const unjudged = `${loud.length} von ${list.length} Läufen begannen bei Last ≥ ${threshold} (${loud.map((run) => run.load).join(", ")})`;
    return lines.map((line) => ({ ...line, unjudged }));
  };
  type Measure = Exclude<keyof Figures, "quiet">;
  const of = (list: Figures[], key: Measure) => median(list.map((run) => run[key]));
  const runsOf = (list: Figures[], key: Measure) => list.map((run) => run[key]).join(", ");
  const score = (name: string, list: Figures[], key: Measure): BudgetLine => ({
    name,
    actual: String(of(list, key)),
    limit: "≥ 100",
    pass: of(list, key) >= 100,
    note: `Läufe: ${runsOf(list, key)}`,
  });
  const mobile = (protocol: Variant["protocol"]): BudgetLine[] => {
    const list = data[`mobile ${protocol}`];
    const label = `Lighthouse mobil ${protocol}${onPage} (Median aus ${runs})`;
    return judged(list, [
      score(`${label} Performance`, list, "performance"),
      score(`${label} Barrierefreiheit`, list, "accessibility"),
      score(`${label} Best Practices`, list, "bestPractices"),
      score(`${label} SEO`, list, "seo"),
      atMost(
        `${label} LCP nach FCP`,
        median(list.map((run) => run.lcpMs - run.fcpMs)),
        50,
        ms,
        `FCP ${of(list, "fcpMs")} ms, LCP ${of(list, "lcpMs")} ms`,
      ),
      atMost(
        `${label} TBT (Ziel 0)`,
        of(list, "tbtMs"),
        30,
        ms,
        `Läufe: ${runsOf(list, "tbtMs")} ms; Benchmark-Index ${runsOf(list, "benchmarkIndex")}; Last ${runsOf(list, "load")}; ` +
          `erstes Bild von Paint Holding zurückgehalten: ${list.filter(heldByPaintHolding).length} von ${list.length}`,
      ),
      atMost(`${label} CLS`, of(list, "cls"), 0),
    ]);
  };
  const desktop = data["desktop HTTP/2"];
  return [
    ...mobile("HTTP/1.1"),
    ...mobile("HTTP/2"),
    ...judged(desktop, [
      score(`Lighthouse Desktop HTTP/2${onPage} (Median aus ${runs}) Performance`, desktop, "performance"),
      score(`Lighthouse Desktop HTTP/2${onPage} (Median aus ${runs}) Barrierefreiheit`, desktop, "accessibility"),
    ]),
  ];
}
