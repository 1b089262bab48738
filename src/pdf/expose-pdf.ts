// Prints each page that links the exposé as a PDF into that PDF, with every build, and writes the PDF's page count and
// size into the link. One browser for the whole build, started before the pages render: whether it started decides
// whether they link a PDF (and a preview's strip says why not).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration, AstroIntegrationLogger } from "astro";
import { AstroError } from "astro/errors";
import { chromium, type Browser } from "playwright-core";
import { chromiumFlags, findChromium } from "./chromium.ts";
import { exposePdfLimits, printExposé } from "./print-expose.ts";
import { exposePdfWording, type ExposePdfLanguage } from "./expose-pdf-wording.ts";
import { productionBuildStopped } from "../integrations/production-guard.ts";

/**
 * What the pages learn from `virtual:expose-pdf-build`: `dev` serves no PDF, `unavailable` names the cause, `skipped`
 * is a test build that asked for no PDF (`EXPOSE_PDF=skip`). Only `printing` links one.
 */
export type ExposePdfBuild =
  { state: "dev" } | { state: "printing" } | { state: "unavailable"; cause: string } | { state: "skipped" };

const virtualModule = "virtual:expose-pdf-build";

/** The paragraph `ExposePdfLink.astro` renders around the link. */
const exposeLinkParagraph = /<p\b[^>]*>\s*<a\b[^>]*\bdata-expose-pdf="[a-z]+"[^>]*>[^<]*<\/a>\s*<\/p>/g;

/** A link to a PDF as `ExposePdfLink.astro` renders it: the anchor's start tag, its text and its end. */
const exposeLink = /(<a\b[^>]*\bhref="([^"]+\.pdf)"[^>]*\bdata-expose-pdf="([a-z]+)"[^>]*>)([^<]*)(<\/a>)/g;

const isProduction = () => process.env.CONTEXT === "production";

/**
 * `EXPOSE_PDF=skip`: a test build whose assertions never read the PDF (tests/e2e/offer-variants.spec.ts builds 18
 * variants) prints none and links none, which saves a browser start and two prints per build. Never on Netlify: there
 * it stops the build, so no deploy can go out without its exposé. Any other value is a typo and stops the build too.
 */
function skipRequested(): boolean {
  const value = process.env.EXPOSE_PDF;
  if (value === undefined || value === "") return false;
  let refusal: string | undefined;
  if (value !== "skip") refusal = `EXPOSE_PDF="${value}" ist unbekannt; erlaubt ist nur „skip“ (für Tests)`;
  else if (process.env.NETLIFY) refusal = "EXPOSE_PDF=skip ist nur für Tests: ein Build auf Netlify druckt das Exposé";
  if (refusal === undefined) return true;
  const error = new AstroError(`Build abgebrochen. ${refusal}.`);
  error.stack = "";
  throw error;
}

function stopProduction(cause: string): never {
  const refusal = new AstroError(
    `${productionBuildStopped}. Das Exposé als PDF lässt sich nicht erzeugen: ${cause}`,
    "Der Build druckt die Seite mit einem Chromium ohne Fenster: mit dem des Systems (/usr/bin/chromium oder " +
      "CHROMIUM_PATH), sonst mit dem aus dem npm-Paket @sparticuz/chromium (npm install). Vorschau-Deploys und lokale " +
      "Builds melden das nur als Warnung.",
  );
  refusal.stack = "";
  throw refusal;
}

/** The first line of an error, without Playwright's call log. */
const firstLine = (error: unknown) =>
  String(error instanceof Error ? error.message : error)
    .split("\n")[0]!
    .trim();

async function launchBrowser(logger: AstroIntegrationLogger): Promise<Browser> {
  const started = Date.now();
  const found = await findChromium().catch((error: unknown) => {
    throw new Error(
      `kein Chromium gefunden (das Paket @sparticuz/chromium ließ sich nicht entpacken: ${firstLine(error)})`,
    );
  });
  try {
    const browser = await chromium.launch({
      executablePath: found.executablePath,
      args: chromiumFlags,
      env: found.env,
    });
    logger.info(
      `Exposé-PDF: Chromium ${browser.version()} aus ${found.source}, gestartet in ${Date.now() - started} ms`,
    );
    return browser;
  } catch (error) {
    throw new Error(`Chromium (${found.source}) startet nicht: ${firstLine(error)}`, { cause: error });
  }
}

/** Built pages that link a PDF, with the path each is served at and the PDFs it links. */
async function pagesLinkingPdfs(distDir: string) {
  const htmlFiles = (await readdir(distDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  const pages = [];
  for (const file of htmlFiles) {
    const html = await readFile(join(distDir, file), "utf8");
    const links = [...html.matchAll(exposeLink)].map(([, , href, language]) => {
      if (!(language! in exposePdfWording))
        throw new Error(`${file}: kein Exposé-Wortlaut für die Sprache „${language}“`);
      return { href: href!, language: language as ExposePdfLanguage };
    });
    if (links.length === 0) continue;
    const pagePath = `/${file
      .split(sep)
      .join("/")
      .replace(/(^|\/)index\.html$/, "$1")
      .replace(/\.html$/, "")}`;
    pages.push({ file, html, pagePath, links });
  }
  return pages;
}

export function exposePdf(): AstroIntegration {
  let status: ExposePdfBuild = { state: "dev" };
  let browser: Browser | undefined;
  let siteUrl: URL | undefined;
  return {
    name: "expose-pdf",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: "expose-pdf-build",
                resolveId: (id: string) => (id === virtualModule ? `\0${virtualModule}` : undefined),
                load: (id: string) =>
                  id === `\0${virtualModule}` ? `export const exposePdfBuild = ${JSON.stringify(status)};` : undefined,
              },
            ],
          },
        });
      },
      "astro:config:done": ({ config }) => {
        siteUrl = config.site ? new URL(config.site) : undefined;
      },
      "astro:build:start": async ({ logger }) => {
        if (skipRequested()) {
          logger.warn("EXPOSE_PDF=skip: kein Exposé als PDF in diesem Build, keine Seite verlinkt eins (für Tests)");
          status = { state: "skipped" };
          return;
        }
        try {
          browser = await launchBrowser(logger);
          status = { state: "printing" };
        } catch (error) {
          const cause = firstLine(error);
          if (isProduction()) stopProduction(cause);
          logger.warn(`${exposePdfWording.de.missingNotice(cause)}. Die Seiten verlinken kein PDF.`);
          status = { state: "unavailable", cause };
        }
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (!browser) return;
        try {
          const distDir = fileURLToPath(dir);
          for (const page of await pagesLinkingPdfs(distDir)) {
            await printPage(browser, distDir, page, siteUrl ?? new URL("http://localhost/"), logger);
          }
        } finally {
          await browser.close();
          browser = undefined;
        }
      },
    },
  };
}

type PageLinkingPdf = Awaited<ReturnType<typeof pagesLinkingPdfs>>[number];

/** Prints one page into the PDF it links and writes pages and size into its links, or removes them if it cannot. */
async function printPage(
  browser: Browser,
  distDir: string,
  { file, html, pagePath, links }: PageLinkingPdf,
  siteUrl: URL,
  logger: AstroIntegrationLogger,
) {
  const hrefs = new Set(links.map((link) => link.href));
  if (hrefs.size !== 1)
    throw new Error(`${file} verlinkt mehrere Exposé-PDFs (${[...hrefs].join(", ")}), erlaubt ist eins`);
  const [href] = hrefs;
  const started = Date.now();
  const printed = await printExposé(browser, { distDir, siteUrl, pagePath }).catch((error: unknown) => {
    const cause = `${pagePath} ließ sich nicht drucken: ${firstLine(error)}`;
    if (isProduction()) stopProduction(cause);
    logger.warn(exposePdfWording.de.missingNotice(cause));
    return undefined;
  });
  if (!printed) {
    // No file, so no link: a preview never points to a PDF that is not there.
    await writeFile(join(distDir, file), html.replace(exposeLinkParagraph, ""));
    return;
  }
  const { pdf, pages, placeholderMarks } = printed;
  await writeFile(join(distDir, href!), pdf);
  // The page's placeholders have stopped a production build before; a mark in the PDF would be a fault of the build.
  if (isProduction() && placeholderMarks > 0) stopProduction(`${href} zeigt ${placeholderMarks} offene Platzhalter`);
  // Over a limit the file is still the page's exposé: the build says so, and the tests and budgets hold the demo to it.
  const overLimits = [
    pages > exposePdfLimits.pages && `${pages} Seiten statt höchstens ${exposePdfLimits.pages}`,
    pdf.byteLength > exposePdfLimits.bytes && `${pdf.byteLength} Bytes statt höchstens ${exposePdfLimits.bytes}`,
  ].filter((problem) => problem !== false);
  if (overLimits.length > 0) logger.warn(`Exposé-PDF ${href} hat ${overLimits.join(", ")}`);
  const labelled = html.replace(
    exposeLink,
    (_match, start: string, _href, language: ExposePdfLanguage, text: string, end: string) =>
      `${start}${text} (${exposePdfWording[language].details(pages, pdf.byteLength)})${end}`,
  );
  await writeFile(join(distDir, file), labelled);
  logger.info(`Exposé-PDF ${href}: ${pages} Seiten, ${pdf.byteLength} Bytes, in ${Date.now() - started} ms`);
}
