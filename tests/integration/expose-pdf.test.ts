import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { forecastFor } from "../support/forecast.ts";
import { astroBuild, listedPlaceholders } from "../support/owner-commands.ts";
import { fillPlaceholders, markMediaAsOwners, projectRoot, useFreshCloneCopy } from "../support/project-copy.ts";

const run = promisify(execFile);
const siteUrl = "https://hausboot-plessow.de";
const headline = "Ihre Investition in Freiheit und Ruhe auf dem Wasser";
// Content other than the demo's: another site name (so another file name), title and forecast.
const site = { name: "Hausboot am Plessower See", title: "Hausboot am Plessower See als Kapitalanlage" };
const forecastInputs = { purchasePriceEuro: 89_000, averagePricePerNightEuro: 145, occupiedNightsPerSeason: 75 };
const pdfName = "expose-hausboot-am-plessower-see.pdf";
const englishPdfName = "expose-hausboot-am-plessower-see-en.pdf";
// No system Chromium: the build takes the one from the npm package, as in Netlify's build image.
const withoutSystemChromium = { CHROMIUM_PATH: "/nonexistent/chromium" };

const withoutSpace = (text: string) => text.replace(/\s+/g, "");
const german = (value: number, fractionDigits = 0) =>
  new Intl.NumberFormat("de-DE", {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);

/** The base case's yield worked out here from return-model.yaml, as the page explains it. */
function expectedYield(root: string): string {
  const inputs = readDataFile("return-model", root);
  const { yieldPercent } = forecastFor(inputs, inputs.occupiedNightsPerSeason);
  return `${german(yieldPercent, 1)} %`;
}

/** The line under „Interesse geweckt?“ as contact.yaml composes it from owner.yaml and the declared offer. */
function expectedSellerLine(root: string): string {
  const owner = readDataFile("owner", root);
  const { sellerLine, saleKind } = readDataFile("contact", root);
  const { offerStatus } = readDataFile("risk-notice", root);
  return sellerLine[offerStatus as keyof typeof sellerLine]
    .replace("{name}", owner.name)
    .replace("{anschrift}", `${owner.street}, ${owner.postalCode} ${owner.city}`)
    .replace("{verkaufsart}", owner.sellerType === "privat" ? saleKind.privat : saleKind.unternehmer);
}

async function pdfInfo(file: string): Promise<Record<string, string>> {
  const { stdout } = await run("pdfinfo", [file]);
  return Object.fromEntries(stdout.split("\n").map((line) => [line.split(":")[0]!, line.replace(/^[^:]+:\s*/, "")]));
}

/**
 * Makes the copy a machine on which no browser can start: no system Chromium, its @sparticuz/chromium without the
 * archives (the copy's own, not a link to this project's), and a temporary folder without an unpacked browser.
 */
function withoutAnyBrowser(root: string, scratch: string): Record<string, string> {
  const scope = join(root, "node_modules/@sparticuz");
  rmSync(scope, { recursive: true, force: true });
  mkdirSync(join(scope, "chromium"), { recursive: true });
  const original = join(projectRoot, "node_modules/@sparticuz/chromium");
  for (const entry of ["package.json", "build"])
    cpSync(join(original, entry), join(scope, "chromium", entry), { recursive: true });
  return { ...withoutSystemChromium, TMPDIR: mkdtempSync(join(scratch, "tmp-")) };
}

describe("the exposé as a PDF, on content other than the demo's", () => {
  const folders = useFreshCloneCopy("hausboot-expose");
  let root: string;
  let scratch: string;

  beforeAll(async () => {
    ({ root, scratch } = folders);
    await editDataFile(root, "site", (document) => {
      document.set("name", site.name);
      document.set("title", site.title);
    });
    await editDataFile(root, "return-model", (document) => {
      for (const [key, value] of Object.entries(forecastInputs)) document.set(key, value);
    });
    await fillPlaceholders(root, await listedPlaceholders(root));
    await markMediaAsOwners(root);
  }, 120_000);

  it("a production build prints the page into the PDF it links: at most 5 A4 pages and 2 MB, the page's figures and declarations, fonts embedded, metadata and links set", async () => {
    const dist = join(scratch, "production");
    const { code, output } = await astroBuild(root, dist, {
      CONTEXT: "production",
      SITE_URL: siteUrl,
      ...withoutSystemChromium,
    });
    expect(output).toContain("aus @sparticuz/chromium");
    expect(code).toBe(0);
    const pdf = join(dist, pdfName);
    const bytes = statSync(pdf).size;
    const info = await pdfInfo(pdf);
    const pages = Number(info.Pages);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(5);
    expect(bytes).toBeLessThanOrEqual(2_000_000);
    expect(info["Page size"]).toContain("(A4)");
    expect(info.Tagged).toBe("yes");
    expect(info.Title).toBe(site.title);
    expect(info.Author).toBe(readDataFile("owner", root).name);

    // The page links it twice, with its page count and size in the label, and never prints the link.
    const html = readFileSync(join(dist, "index.html"), "utf8");
    const label = `Exposé als PDF (${pages} Seiten, ${german(bytes / 1_000_000, 1)} MB)`;
    const links = [...html.matchAll(/<p class="print-hidden[^"]*"><a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)];
    expect(links.map(([, href, text]) => [href, text!.replace(/\s/g, " ")])).toEqual([
      [`/${pdfName}`, label],
      [`/${pdfName}`, label],
    ]);

    const { stdout: text } = await run("pdftotext", ["-enc", "UTF-8", pdf, "-"]);
    const printed = withoutSpace(text);
    const { warnings, offerStatus } = readDataFile("risk-notice", root);
    for (const expected of [
      headline,
      `${german(forecastInputs.purchasePriceEuro)} €`,
      expectedYield(root),
      ...warnings[offerStatus as keyof typeof warnings],
      expectedSellerLine(root),
    ]) {
      expect(printed).toContain(withoutSpace(expected));
    }
    expect(text).not.toContain("Platzhalter");
    expect(text).not.toContain("Vorschau");

    const { stdout: fonts } = await run("pdffonts", [pdf]);
    const fontRows = fonts.split("\n").slice(2).filter(Boolean);
    expect(fontRows.length).toBeGreaterThan(0);
    // Columns from the right: object ID (2), uni, sub, emb.
    for (const row of fontRows) expect(row.trim().split(/\s+/).at(-5), row).toBe("yes");

    const { stdout: urls } = await run("pdfinfo", ["-url", pdf]);
    const { email } = readDataFile("owner", root);
    for (const url of [`mailto:${email}`, readDataFile("site", root).listingUrl, `${siteUrl}/`]) {
      expect(urls.split(/\s+/)).toContain(url);
    }

    // The English page links its own PDF, printed from /en/ by the same build and held to the same limits.
    const englishPdf = join(dist, englishPdfName);
    expect(Number((await pdfInfo(englishPdf)).Pages)).toBeLessThanOrEqual(5);
    expect(statSync(englishPdf).size).toBeLessThanOrEqual(2_000_000);
    expect(readFileSync(join(dist, "en", "index.html"), "utf8")).toContain(`href="/${englishPdfName}"`);
    const { stdout: englishText } = await run("pdftotext", ["-enc", "UTF-8", englishPdf, "-"]);
    const englishPrice = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
    });
    expect(withoutSpace(englishText)).toContain(englishPrice.format(forecastInputs.purchasePriceEuro));
    expect(englishText).not.toContain("Preview");
    const { stdout: englishUrls } = await run("pdfinfo", ["-url", englishPdf]);
    expect(englishUrls.split(/\s+/)).toContain(`${siteUrl}/en/`);
  }, 300_000);

  it("a preview build on a machine where no browser starts says so on the preview strip and links no PDF", async () => {
    const dist = join(scratch, "preview");
    const env = { CONTEXT: "deploy-preview", SITE_URL: siteUrl, ...withoutAnyBrowser(root, scratch) };
    const { code, output } = await astroBuild(root, dist, env);
    expect(output).toContain("Das Exposé als PDF fehlt in diesem Build: kein Chromium gefunden");
    expect(code).toBe(0);
    const html = readFileSync(join(dist, "index.html"), "utf8");
    expect(html).toMatch(/data-testid="expose-pdf-missing">Das Exposé als PDF fehlt in diesem Build: kein Chromium/);
    expect(html).not.toContain(".pdf");
    expect(existsSync(join(dist, pdfName))).toBe(false);
  }, 300_000);

  it("a production build on such a machine stops with a German message naming the cause", async () => {
    const dist = join(scratch, "stopped");
    const env = { CONTEXT: "production", SITE_URL: siteUrl, ...withoutAnyBrowser(root, scratch) };
    const { code, output } = await astroBuild(root, dist, env);
    expect(code).not.toBe(0);
    expect(output).toContain(
      "Produktions-Build abgebrochen. Das Exposé als PDF lässt sich nicht erzeugen: kein Chromium gefunden (das Paket @sparticuz/chromium ließ sich nicht entpacken",
    );
    expect(existsSync(join(dist, "index.html"))).toBe(false);
  }, 120_000);
});
