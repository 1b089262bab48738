// node scripts/heading-font.ts: cuts the heading font's static instances (src/styles/heading-font.ts) from the variable
// Fraunces of @fontsource-variable/fraunces, one per weight, and writes them into src/assets/fonts/. Each keeps every
// glyph of the variable font's Latin file (Latin-1, the typographic quotes, dashes and spaces, €), so no character an
// owner types falls back to another font; only the weight axis is fixed. Run it after updating the package or the
// weights; tests/unit/heading-font.test.ts fails until the committed files match.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { headingFontInstances } from "../src/styles/heading-font.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const variableFont = fileURLToPath(
  import.meta.resolve("@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"),
);

/** The variable font pinned at `weight`, as woff2 (harfbuzz's instancer, through subset-font). */
export async function cutHeadingFont(weight: number): Promise<Buffer> {
  // keepAllGlyphs is newer than subset-font's type declarations; the variable keeps the object from being checked
  // as a literal against them.
  const options = { targetFormat: "woff2" as const, keepAllGlyphs: true, variationAxes: { wght: weight } };
  return subsetFont(await readFile(variableFont), "", options);
}

/** Each instance's weight and where it is committed. */
export const headingFontFiles = headingFontInstances.map(({ weight, src: [file] }) => ({
  weight,
  file: path.join(projectRoot, file),
}));

if (import.meta.main) {
  const variableSize = (await readFile(variableFont)).length;
  for (const { weight, file } of headingFontFiles) {
    const instance = await cutHeadingFont(weight);
    await writeFile(file, instance);
    console.log(`${path.relative(projectRoot, file)}: ${instance.length} Bytes (variabel: ${variableSize} Bytes)`);
  }
}
