import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, type APIRequestContext } from "@playwright/test";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

type Matrix = [number, number, number, number, number, number];

export interface PdfPage {
  /** The page's text in reading order, items joined by spaces. */
  text: string;
  /** Each text item with the vertical extent it covers, in points from the page's top edge. */
  textItems: { text: string; top: number; bottom: number }[];
  /** Vertical extents of the images drawn on the page, in points from the top edge. */
  images: { top: number; bottom: number }[];
  height: number;
}

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** Reads a PDF's pages with Mozilla's PDF.js: text with positions, and where images are painted. */
export async function readPdfPages(pdf: Uint8Array): Promise<PdfPage[]> {
  const loading = getDocument({ data: pdf, useSystemFonts: false });
  const document = await loading.promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [, , , pageTop] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const textItems = content.items
      .filter((item) => "str" in item && item.str.trim() !== "")
      .map((item) => {
        const { str, transform, height } = item as { str: string; transform: number[]; height: number };
        const baseline = pageTop - transform[5]!;
        return { text: str, top: baseline - height, bottom: baseline };
      });
    pages.push({
      text: content.items.map((item) => ("str" in item ? item.str : "")).join(" "),
      textItems,
      images: imageExtents(await page.getOperatorList(), pageTop),
      height: pageTop,
    });
  }
  await loading.destroy();
  return pages;
}

function imageExtents(operators: { fnArray: number[]; argsArray: unknown[][] }, pageTop: number) {
  const images: { top: number; bottom: number }[] = [];
  const stack: Matrix[] = [];
  let current: Matrix = [1, 0, 0, 1, 0, 0];
  operators.fnArray.forEach((operator, index) => {
    const args = operators.argsArray[index]!;
    if (operator === OPS.save || operator === OPS.paintFormXObjectBegin) stack.push(current);
    if (operator === OPS.restore || operator === OPS.paintFormXObjectEnd) current = stack.pop() ?? current;
    if (operator === OPS.transform) current = multiply(current, args as Matrix);
    if (operator === OPS.paintFormXObjectBegin && Array.isArray(args[0]))
      current = multiply(current, args[0] as Matrix);
    if (operator === OPS.paintImageXObject || operator === OPS.paintInlineImageXObject) {
      // An image fills the unit square of the current transformation matrix.
      const ys = [current[5], current[3] + current[5], current[1] + current[5], current[1] + current[3] + current[5]];
      images.push({ top: pageTop - Math.max(...ys), bottom: pageTop - Math.min(...ys) });
    }
  });
  return images;
}

/**
 * The PDF at `href` as the site serves it, checked to be one, saved to `file` and read with poppler's `pdfinfo`: its
 * bytes, its page count and pdfinfo's whole report.
 */
export async function downloadedPdf(request: APIRequestContext, href: string, file: string) {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const body = await response.body();
  await writeFile(file, body);
  const { stdout: info } = await runTool("pdfinfo", [file]);
  return { body, info, pages: Number(/^Pages:\s+(\d+)$/m.exec(info)![1]) };
}

const runTool = promisify(execFile);
