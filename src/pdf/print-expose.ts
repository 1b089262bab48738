// The exposé as a PDF: the built page printed by a headless Chromium with its own print stylesheet, from the built
// files only (no server, no network), then given the metadata Chromium does not write.
import { readFile, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import type { Browser } from "playwright-core";

/** The print exposé's limits (README "Printed exposé"); the PDF is held to the same. */
export const exposePdfLimits = { pages: 5, bytes: 2_000_000 } as const;

/** The file name's part from the site's name: "Hausboot Werder" → "hausboot-werder". */
export function siteSlug(siteName: string): string {
  const transliterated = siteName
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
  return transliterated.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "angebot";
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".js": "text/javascript",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt",
};

/** The built file a path of the site names, as the static host resolves it (`/x/` → `x/index.html`). */
async function builtFile(distDir: string, pathname: string): Promise<string | undefined> {
  const decoded = decodeURIComponent(pathname);
  if (decoded.split("/").includes("..")) return undefined;
  const candidates = decoded.endsWith("/") ? [`${decoded}index.html`] : [decoded, `${decoded}/index.html`];
  for (const candidate of candidates) {
    const file = join(distDir, candidate);
    if ((await stat(file).catch(() => undefined))?.isFile()) return file;
  }
  return undefined;
}

/**
 * Chromium keeps a JPEG in a PDF as it is but stores AVIF and WebP pixels uncompressed (the demo's PDF: 1.91 MB
 * instead of 0.44 MB): the photos print from the JPEG that every `<picture>` carries as its fallback, the same photo
 * at the same size and crop, with the AVIF and WebP sources left out before the browser reads the page.
 */
export function withJpegPhotos(html: string): string {
  return html.replace(/(<picture\b[^>]*>)(?:\s*<source\b[^>]*>)+/g, "$1");
}

export interface PrintedExposé {
  pdf: Uint8Array;
  pages: number;
  /** Marks of open placeholders on the printed page (a production build has none). */
  placeholderMarks: number;
}

/**
 * Prints the built page at `pagePath` as the site's address would show it, so the PDF's links point to the site.
 * Every request is answered from `distDir`; any other address is refused, so printing sends nothing anywhere.
 */
export async function printExposé(
  browser: Browser,
  { distDir, siteUrl, pagePath }: { distDir: string; siteUrl: URL; pagePath: string },
): Promise<PrintedExposé> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      // The video never prints (the poster stands in for it), so it is not loaded.
      if (url.origin !== siteUrl.origin || route.request().resourceType() === "media") {
        return route.abort("blockedbyclient");
      }
      const file = await builtFile(distDir, url.pathname);
      if (!file) return route.fulfill({ status: 404 });
      const body = await readFile(file);
      const contentType = contentTypes[extname(file)] ?? "application/octet-stream";
      if (extname(file) !== ".html") return route.fulfill({ body, contentType });
      return route.fulfill({ body: withJpegPhotos(body.toString("utf8")), contentType });
    });
    const page = await context.newPage();
    await page.emulateMedia({ media: "print" });
    await page.goto(new URL(pagePath, siteUrl).href, { waitUntil: "load" });
    const { placeholderMarks, author, creator, subject } = await page.evaluate(async () => {
      // A printing browser loads lazy images too; here they load before the print, not during it.
      for (const image of document.images) image.loading = "eager";
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
      // Every declared face loaded, not only those a first layout asked for: a face still loading when Chromium
      // prints would print in its fallback, and the same content would give another file.
      await Promise.all([...document.fonts].map((font) => font.load().catch(() => undefined)));
      await document.fonts.ready;
      const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? "";
      return {
        placeholderMarks: document.querySelectorAll("[data-placeholder]").length,
        author: meta("author"),
        creator: document.querySelector('meta[property="og:site_name"]')?.getAttribute("content") ?? "",
        subject: meta("description"),
      };
    });
    const printed = await page.pdf({ format: "A4", printBackground: true, tagged: true, outline: true });
    const pdfDocument = await PDFDocument.load(printed, { updateMetadata: false });
    // Chromium writes the title (the page's <title>) and the language (the page's lang); the rest comes from the page,
    // the creator being the site rather than Chromium's user agent.
    pdfDocument.setAuthor(author);
    pdfDocument.setSubject(subject);
    pdfDocument.setCreator(creator);
    // The same content gives the same file, as every other file of the build: no time of printing in it.
    const info = pdfDocument.context.lookup(pdfDocument.context.trailerInfo.Info, PDFDict);
    for (const key of ["CreationDate", "ModDate"]) info.delete(PDFName.of(key));
    numberStructureIds(pdfDocument);
    return { pdf: await pdfDocument.save(), pages: pdfDocument.getPageCount(), placeholderMarks };
  } finally {
    await context.close();
  }
}

/**
 * Chromium names the tagged structure's table cells after its DOM node counter ("node00000486"), which differs from
 * one printing to the next. Renumbered in their order (so the ID tree stays sorted), the same page gives the same bytes.
 */
function numberStructureIds(pdfDocument: PDFDocument): void {
  const nodeId = /^node\d+$/;
  const strings: { holder: PDFDict | PDFArray; key: PDFName | number; id: string }[] = [];
  const visit = (object: unknown) => {
    if (!(object instanceof PDFDict || object instanceof PDFArray)) return;
    const entries =
      object instanceof PDFDict ? object.entries() : object.asArray().map((value, index) => [index, value]);
    for (const [key, value] of entries as [PDFName | number, unknown][]) {
      if (value instanceof PDFString && nodeId.test(value.asString())) {
        strings.push({ holder: object, key, id: value.asString() });
      } else visit(value);
    }
  };
  for (const [, object] of pdfDocument.context.enumerateIndirectObjects()) visit(object);
  const ids = [...new Set(strings.map(({ id }) => id))].sort();
  const renamed = new Map(ids.map((id, index) => [id, PDFString.of(`node${String(index + 1).padStart(8, "0")}`)]));
  for (const { holder, key, id } of strings) {
    if (holder instanceof PDFDict) holder.set(key as PDFName, renamed.get(id)!);
    else holder.set(key as number, renamed.get(id)!);
  }
}
