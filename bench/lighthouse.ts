import { writeFile } from "node:fs/promises";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { createTestCertificate } from "../tests/support/test-certificate.ts";
import { atMost, median, ms, type BudgetLine } from "./budget.ts";

type Preset = "mobile" | "desktop";
type Figures = Record<"performance" | "accessibility" | "bestPractices" | "seo", number> &
  Record<"fcpMs" | "lcpMs" | "tbtMs" | "cls" | "benchmarkIndex", number>;

const runsPerPreset = 3;

/**
 * Three Lighthouse runs per preset, each in a fresh Chrome; the median run's own HTML report (by TBT) goes to
 * `reportFile(preset)` for the diagnosis: LCP element, long tasks, layout shifts, what is below full score.
 */
export async function runLighthouse(url: string, log: (line: string) => void, reportFile: (preset: Preset) => string) {
  const front = await http2Front(new URL(url));
  try {
    return await runPresets(new URL(new URL(url).pathname, front.url).href, log, reportFile);
  } finally {
    await front.close();
  }
}

/**
 * Netlify serves the page over HTTP/2 with TLS, the local server over HTTP/1.1, for which Lighthouse's simulated
 * network charges a new connection (handshake, slow start) to each request made in parallel: the poster would
 * count as 150 ms later than the stylesheet. Lighthouse loads the page through this HTTP/2 front instead, which
 * passes every request to the local server and its answer back unchanged (still compressed).
 */
async function http2Front(origin: URL) {
  const { key, cert, remove } = await createTestCertificate();
  const server = http2.createSecureServer({ key, cert }, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(":")));
    const forward = http.request(origin, { method: req.method, path: req.url, headers }, (answer) => {
      for (const name of ["connection", "keep-alive", "transfer-encoding"]) delete answer.headers[name];
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(remove) };
}

async function runPresets(url: string, log: (line: string) => void, reportFile: (preset: Preset) => string) {
  const data = {} as Record<Preset, Figures[]>;
  for (const preset of ["mobile", "desktop"] as const) {
    const runs: Array<{ figures: Figures; html: string }> = [];
    for (let run = 1; run <= runsPerPreset; run++) {
      const { lhr, html } = await runOnce(url, preset).catch((error: Error) => {
        // Chrome now and then fails to record a trace (NO_NAVSTART) on a busy machine; one retry tells that apart.
        log(`  Lighthouse ${preset}: ${error.message}; neuer Versuch`);
        return runOnce(url, preset);
      });
      const figures = figuresOf(lhr);
      runs.push({ figures, html });
      log(
        `  Lighthouse ${preset} ${run}/${runsPerPreset}: Performance ${figures.performance}, TBT ${figures.tbtMs} ms`,
      );
    }
    const medianTbt = median(runs.map((run) => run.figures.tbtMs));
    await writeFile(reportFile(preset), runs.find((run) => run.figures.tbtMs === medianTbt)!.html);
    data[preset] = runs.map((run) => run.figures);
  }
  return { data, budgets: lighthouseBudgets(data) };
}

async function runOnce(url: string, preset: Preset): Promise<{ lhr: Result; html: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...chromiumFlags],
  });
  try {
    const flags = { port: chrome.port, logLevel: "error" as const, output: "html" as const };
    const result = await lighthouse(
      url,
      // A build with placeholders left is a preview and says noindex (README, „Vorschau“); production is crawlable.
      {
        ...flags,
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        skipAudits: ["is-crawlable"],
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error("Lighthouse lieferte kein Ergebnis");
    const { lhr, report } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, html: String(report) };
  } finally {
    chrome.kill();
  }
}

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 10_000) / 10_000,
    // Lighthouse's CPU benchmark of this machine during the run: lower means slower or busier.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

function lighthouseBudgets({ mobile, desktop }: Record<Preset, Figures[]>): BudgetLine[] {
  const of = (runs: Figures[], key: keyof Figures) => median(runs.map((run) => run[key]));
  const runsOf = (key: keyof Figures) => `Läufe: ${mobile.map((run) => run[key]).join(", ")}`;
  const score = (name: string, runs: Figures[], key: keyof Figures): BudgetLine => ({
    name,
    actual: String(of(runs, key)),
    limit: "≥ 100",
    pass: of(runs, key) >= 100,
    note: `Läufe: ${runs.map((run) => run[key]).join(", ")}`,
  });
  return [
    score("Lighthouse mobil Performance (Median aus 3)", mobile, "performance"),
    score("Lighthouse mobil Barrierefreiheit", mobile, "accessibility"),
    score("Lighthouse mobil Best Practices", mobile, "bestPractices"),
    score("Lighthouse mobil SEO", mobile, "seo"),
    score("Lighthouse Desktop Performance", desktop, "performance"),
    atMost(
      "Mobil LCP nach FCP (Median je Lauf)",
      median(mobile.map((run) => run.lcpMs - run.fcpMs)),
      50,
      ms,
      `FCP ${of(mobile, "fcpMs")} ms, LCP ${of(mobile, "lcpMs")} ms`,
    ),
    atMost(
      "Mobil TBT (Ziel 0)",
      of(mobile, "tbtMs"),
      30,
      ms,
      `${runsOf("tbtMs")} ms; Benchmark-Index ${runsOf("benchmarkIndex")}`,
    ),
    atMost("Mobil CLS", of(mobile, "cls"), 0),
  ];
}
