import { readdirSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium, type Browser, type Page, type Request } from "playwright-core";
import { compressionLevels } from "../server/server.ts";
import { exposePdfLimits } from "../src/pdf/print-expose.ts";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { atMost, kb, type BudgetLine } from "./budget.ts";

/** The first view (load and the five seconds after it), scrolling to the bottom, the first use of the controls. */
type Phase = "firstView" | "scroll" | "intent";
/** One response as the browser received it: `bytes` is the body as sent (brotli, which Chromium asks for). */
type Transfer = { path: string; phase: Phase; type: string; status: number; bytes: number };

// Lighthouse's mobile device (Moto G Power), so the images picked from srcset match its runs.
export const mobileDevice = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const firstViewAfterLoadMs = 5_000;
const otherPagePaths = ["/404.html", "/impressum/", "/datenschutz/"];
/** The English edition's pages, measured when the build has it (site.yaml › languages). */
const englishPagePaths = ["/en/impressum/", "/en/datenschutz/"];
const projectRoot = path.resolve(import.meta.dirname, "..");
// Chunks named after an island or a module of the form's schema are the islands' own code; the rest is React's.
const islandModules = ["src/islands", "src/contact-form"].flatMap((dir) =>
  readdirSync(path.join(projectRoot, dir)).map((file) => file.replace(/\.[^.]+$/, ".")),
);

/** Every response of a page, tagged with the phase current when its request started. */
function recordTransfers(page: Page) {
  const state = { phase: "firstView" as Phase, transfers: [] as Transfer[], lastActivity: Date.now() };
  const started = new Map<Request, Phase>();
  page.on("request", (request) => {
    if (request.url().startsWith("http")) started.set(request, state.phase);
    state.lastActivity = Date.now();
  });
  const finish = async (request: Request) => {
    const phase = started.get(request);
    if (!phase) return;
    const response = await request.response().catch(() => null);
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    const { pathname, search } = new URL(request.url());
    const type = request.resourceType();
    state.transfers.push({
      path: pathname + search,
      phase,
      type,
      status: response?.status() ?? 0,
      bytes: sizes.responseBodySize,
    });
    started.delete(request);
    state.lastActivity = Date.now();
  };
  page.on("requestfinished", (request) => void finish(request));
  page.on("requestfailed", (request) => void finish(request));
  /** Resolves once nothing has been in flight for `quietMs` (at most `timeoutMs`). */
  const quiet = async (quietMs = 500, timeoutMs = 10_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (started.size > 0 || Date.now() - state.lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { state, quiet };
}

/** The landing page's editions the build has: `/`, and `/en/` while site.yaml › languages lists English. */
export async function landingPagePaths(siteUrl: string): Promise<string[]> {
  const english = await fetch(new URL("/en/", siteUrl));
  await english.body?.cancel();
  return english.ok ? ["/", "/en/"] : ["/"];
}

async function recordHome(browser: Browser, siteUrl: string, homePath: string) {
  const context = await browser.newContext(mobileDevice);
  const page = await context.newPage();
  const { state, quiet } = recordTransfers(page);
  await page.goto(new URL(homePath, siteUrl).href, { waitUntil: "load" });
  // The budget's window: the first view lasts five seconds after the load event.
  await new Promise((resolve) => setTimeout(resolve, firstViewAfterLoadMs));
  await quiet();
  state.phase = "scroll";
  const atBottom = () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  for (let step = 0; step < 200 && !(await atBottom()); step++) {
    await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.75)));
    await quiet(300, 5_000);
  }
  // The first use of each island: React and the islands' chunks load now. By their parts, in either language.
  state.phase = "intent";
  await page.locator('button[data-media="sound"]').tap();
  await page.locator('#kontakt form [name="name"]').tap();
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"), null, { timeout: 15_000 });
  await quiet();
  await context.close();
  return state.transfers;
}

async function recordOtherPage(browser: Browser, siteUrl: string, pagePath: string) {
  const context = await browser.newContext(mobileDevice);
  const page = await context.newPage();
  const { state, quiet } = recordTransfers(page);
  const response = await page.goto(new URL(pagePath, siteUrl).href, { waitUntil: "load" });
  await quiet();
  const islands = await page.evaluate(() => document.querySelectorAll("astro-island").length);
  await context.close();
  const scripts = state.transfers.filter((transfer) => transfer.type === "script").map((transfer) => transfer.path);
  return { path: pagePath, status: response?.status() ?? 0, islands, scripts };
}

/** The page's own inline scripts (Astro's island runtime and directive), JSON-LD aside, compressed as the server does. */
async function inlineScripts(siteUrl: string, homePath: string) {
  const html = await (await fetch(new URL(homePath, siteUrl))).text();
  const scripts = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1]!);
  const quality = { [constants.BROTLI_PARAM_QUALITY]: compressionLevels.brotli };
  return { count: scripts.length, br: brotliCompressSync(Buffer.from(scripts.join("\n")), { params: quality }).length };
}

/** The exposé PDFs a page links (`data-expose-pdf`, src/components/ExposePdfLink.astro), with their size in `outDir`. */
async function linkedPdfs(siteUrl: string, outDir: string, homePath: string) {
  const html = await (await fetch(new URL(homePath, siteUrl))).text();
  const hrefs = new Set(
    [...html.matchAll(/<a\b[^>]*\bhref="([^"]+\.pdf)"[^>]*\bdata-expose-pdf=/g)].map(([, href]) => href!),
  );
  return Promise.all([...hrefs].map(async (href) => ({ href, bytes: (await stat(path.join(outDir, href))).size })));
}

/**
 * Bytes of each edition of the landing page (`/`, `/en/`) by phase, its JavaScript and exposé PDF, and the other
 * pages' framework JavaScript, with their budgets: every edition is held to the same.
 */
export async function measureBytes(siteUrl: string, outDir: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const homes = [];
    for (const homePath of await landingPagePaths(siteUrl)) {
      homes.push({ homePath, ...(await recordBytes(browser, siteUrl, outDir, homePath)) });
    }
    const pagePaths = [...otherPagePaths, ...(homes.length > 1 ? englishPagePaths : [])];
    const otherPages = [];
    for (const pagePath of pagePaths) otherPages.push(await recordOtherPage(browser, siteUrl, pagePath));
    const budgets = [...homes.flatMap((home) => homeBudgets(home)), ...otherPageBudgets(otherPages)];
    return { data: { homes, otherPages }, budgets };
  } finally {
    await browser.close();
  }
}

async function recordBytes(browser: Browser, siteUrl: string, outDir: string, homePath: string) {
  const transfers = await recordHome(browser, siteUrl, homePath);
  const inline = await inlineScripts(siteUrl, homePath);
  const pdfs = await linkedPdfs(siteUrl, outDir, homePath);
  const chunks = await Promise.all(
    transfers
      .filter((transfer) => transfer.phase === "intent" && transfer.type === "script")
      .map(async ({ path: file }) => ({
        path: file,
        island: islandModules.some((name) => path.posix.basename(file).startsWith(name)),
        gzip: gzipSync(await readFile(path.join(outDir, file)), { level: compressionLevels.gzip }).length,
      })),
  );
  return { transfers, inline, chunks, pdfs };
}

type HomeData = Awaited<ReturnType<typeof recordBytes>> & { homePath: string };

/** One edition's budgets; the German page's lines keep their names, another edition's name its page. */
function homeBudgets({ homePath, transfers, inline, chunks, pdfs }: HomeData): BudgetLine[] {
  const onPage = homePath === "/" ? "" : ` auf ${homePath}`;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const early = transfers.filter((t) => t.phase !== "intent" && t.type === "script").map((t) => t.path);
  const firstView = transfers.filter((t) => t.phase === "firstView" && t.type !== "media");
  const byType = Object.entries(Object.groupBy(firstView, (t) => t.type)).map(
    ([type, list]) => `${type} ${kb(sum(list!.map((t) => t.bytes)))}`,
  );
  const jsGzip = sum(chunks.map((chunk) => chunk.gzip));
  const islandsGzip = sum(chunks.filter((chunk) => chunk.island).map((chunk) => chunk.gzip));
  return [
    atMost(
      `Skript-Anfragen vor der ersten Bedienung (erste Ansicht und Scrollen)${onPage}`,
      early.length,
      0,
      String,
      early.join(", ") || undefined,
    ),
    atMost(`Inline-JavaScript auf ${homePath} (brotli)`, inline.br, 3_000, kb, `${inline.count} Skripte`),
    atMost(
      `Erste Ansicht${onPage}: bis ${firstViewAfterLoadMs / 1000} s nach load, ohne Video (übertragen, brotli)`,
      sum(firstView.map((t) => t.bytes)),
      100_000,
      kb,
      `${firstView.length} Dateien: ${byType.join(", ")}`,
    ),
    // The form's schema (zod, about 6 KB) counts too: it loads as the form hydrates.
    atMost(
      `JavaScript nach der ersten Bedienung beider Inseln${onPage} (gzip)`,
      jsGzip,
      82_000,
      kb,
      `${chunks.length} Dateien`,
    ),
    atMost(`Eigener Code der Inseln ohne React, mit dem Schema${onPage} (gzip)`, islandsGzip, 12_000, kb),
    // The exposé's PDF (issue 41): a buyer forwards it by e-mail; the build prints it from the page.
    ...(pdfs.length > 0
      ? pdfs.map(({ href, bytes }) => atMost(`Exposé-PDF ${href}`, bytes, exposePdfLimits.bytes, kb))
      : [
          {
            name: `Exposé-PDF${onPage}`,
            actual: "nicht verlinkt",
            limit: `≤ ${kb(exposePdfLimits.bytes)}`,
            pass: false,
          },
        ]),
  ];
}

type OtherPage = Awaited<ReturnType<typeof recordOtherPage>>;

function otherPageBudgets(otherPages: readonly OtherPage[]): BudgetLine[] {
  return [
    ...otherPages.map((page) => {
      const missing = page.status === 404 && page.path !== "/404.html";
      return {
        name: `Framework-JS auf ${page.path}`,
        actual: missing
          ? `Seite fehlt (HTTP ${page.status})`
          : `${page.scripts.length} Dateien, ${page.islands} Inseln`,
        limit: "keins",
        pass: !missing && page.scripts.length + page.islands === 0,
        note: page.scripts.join(", ") || undefined,
      };
    }),
  ];
}
