import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Result } from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { median, round } from "./stats.ts";

export type LighthousePreset = "mobile" | "desktop";

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
  requests: number;
};

export type LighthouseFinding = { id: string; title: string; score: number | null; displayValue?: string };

export type LighthouseDiagnosis = {
  lcpElement: string;
  renderBlocking: string[];
  longTasks: Array<{ url: string; startMs: number; durationMs: number }>;
  layoutShifts: Array<{ element: string; score: number }>;
  /** Script evaluation and parsing per script, from Lighthouse's bootup-time audit. */
  scriptBootup: Array<{ url: string; scriptingMs: number; parseMs: number }>;
  /** Lighthouse's CPU benchmark of this machine during the run; lower means slower or busier. */
  benchmarkIndex: number;
};

export type LighthousePresetResult = {
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  /** From the run whose total blocking time is the median. */
  diagnosis: LighthouseDiagnosis;
  /** Audits and insights below full score in any run (performance opportunities included). */
  findings: LighthouseFinding[];
  lighthouseVersion: string;
};

export type LighthouseResult = Record<LighthousePreset, LighthousePresetResult>;

const categories = ["performance", "accessibility", "best-practices", "seo"];
const runsPerPreset = 3;

export async function runLighthouse(url: string, log: (line: string) => void): Promise<LighthouseResult> {
  const result: Partial<LighthouseResult> = {};
  for (const preset of ["mobile", "desktop"] as const) {
    const lhrs: Result[] = [];
    for (let run = 1; run <= runsPerPreset; run++) {
      const lhr = await runOnceWithRetry(url, preset, log);
      const figures = figuresOf(lhr);
      log(
        `  Lighthouse ${preset} ${run}/${runsPerPreset}: Performance ${figures.performance}, LCP ${figures.lcpMs} ms`,
      );
      lhrs.push(lhr);
    }
    result[preset] = summarize(lhrs);
  }
  return result as LighthouseResult;
}

// Chrome now and then fails to record a trace (NO_NAVSTART) on a busy machine; one retry tells that apart
// from a page that really breaks Lighthouse.
async function runOnceWithRetry(url: string, preset: LighthousePreset, log: (line: string) => void): Promise<Result> {
  try {
    return await runOnce(url, preset);
  } catch (error) {
    log(`  Lighthouse ${preset}: ${error instanceof Error ? error.message : String(error)}; neuer Versuch`);
    return runOnce(url, preset);
  }
}

// A fresh Chrome per run, so no run inherits another's cache or warmed-up processes.
async function runOnce(url: string, preset: LighthousePreset): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  try {
    const config: Config | undefined = preset === "desktop" ? desktopConfig : undefined;
    const runnerResult = await lighthouse(
      url,
      { port: chrome.port, logLevel: "error", onlyCategories: categories },
      config,
    );
    if (!runnerResult) throw new Error("Lighthouse lieferte kein Ergebnis");
    const { lhr } = runnerResult;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

function figuresOf(lhr: Result): LighthouseFigures {
  const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits["network-requests"]?.details;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: round(numeric("cumulative-layout-shift"), 4),
    speedIndexMs: Math.round(numeric("speed-index")),
    totalBytes: Math.round(numeric("total-byte-weight")),
    requests: requests && "items" in requests ? requests.items.length : Number.NaN,
  };
}

function summarize(lhrs: Result[]): LighthousePresetResult {
  const runs = lhrs.map(figuresOf);
  const keys = Object.keys(runs[0]!) as Array<keyof LighthouseFigures>;
  const medians = Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as LighthouseFigures;
  const medianRun = lhrs[runs.findIndex((run) => run.tbtMs === medians.tbtMs)] ?? lhrs[0]!;
  return {
    runs,
    median: medians,
    diagnosis: diagnosisOf(medianRun),
    findings: findingsOf(lhrs),
    lighthouseVersion: medianRun.lighthouseVersion,
  };
}

function diagnosisOf(lhr: Result): LighthouseDiagnosis {
  const node = findNode(lhr.audits["lcp-breakdown-insight"]?.details);
  const items = (id: string): Array<Record<string, unknown>> => {
    const details = lhr.audits[id]?.details;
    return details && "items" in details ? (details.items as Array<Record<string, unknown>>) : [];
  };
  return {
    lcpElement: nodeText(node),
    renderBlocking: items("render-blocking-insight").map((item) => shortUrl(item.url)),
    longTasks: items("long-tasks")
      .slice(0, 5)
      .map((item) => ({
        url: shortUrl(item.url),
        startMs: Math.round(Number(item.startTime)),
        durationMs: Math.round(Number(item.duration)),
      })),
    layoutShifts: items("layout-shifts")
      .slice(0, 5)
      .map((item) => ({ element: nodeText(findNode(item.node)), score: round(Number(item.score), 4) })),
    scriptBootup: items("bootup-time")
      .slice(0, 5)
      .map((item) => ({
        url: shortUrl(item.url),
        scriptingMs: Math.round(Number(item.scripting)),
        parseMs: Math.round(Number(item.scriptParseCompile)),
      })),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

function nodeText(node: NodeValue | undefined): string {
  return node?.snippet ?? node?.nodeLabel ?? "unbekannt";
}

function shortUrl(url: unknown): string {
  if (typeof url !== "string") return String(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol.startsWith("http") ? parsed.pathname : url;
  } catch {
    return url;
  }
}

type NodeValue = { type: "node"; nodeLabel?: string; snippet?: string };

function findNode(value: unknown): NodeValue | undefined {
  if (value === null || typeof value !== "object") return undefined;
  if ((value as { type?: unknown }).type === "node") return value as NodeValue;
  for (const child of Object.values(value)) {
    const found = findNode(child);
    if (found) return found;
  }
  return undefined;
}

function findingsOf(lhrs: Result[]): LighthouseFinding[] {
  const findings = new Map<string, LighthouseFinding>();
  for (const lhr of lhrs) {
    for (const category of Object.values(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (!audit || findings.has(ref.id)) continue;
        const scored =
          audit.scoreDisplayMode === "binary" ||
          audit.scoreDisplayMode === "numeric" ||
          audit.scoreDisplayMode === "metricSavings";
        if (!scored || audit.score === null || audit.score >= 1) continue;
        if (ref.group === "metrics") continue;
        findings.set(ref.id, { id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
      }
    }
  }
  return [...findings.values()];
}
