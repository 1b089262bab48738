// Sveltia draws icons with Material Symbols ligatures ("arrow_back" is one glyph); the package's font holds about 3,800
// (753 KB). The icons the CMS can show are words in its scripts, so the font keeps only those glyphs (86 KB).
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from "harfbuzzjs";

const require = createRequire(import.meta.url);
const fontverter = require("fontverter") as {
  convert(font: Uint8Array, format: "truetype" | "woff2"): Promise<Buffer>;
};

const nameCharacters = "abcdefghijklmnopqrstuvwxyz0123456789_";

// harfbuzz's subsetter, as harfbuzzjs ships it (hb-subset.h): its exports are the C functions.
const hbMemoryModeWritable = 2;
const hbSubsetSetsLayoutFeatureTag = 6;
const hbSubsetFlagsNoLayoutClosure = 0x200;

/** Cached by the inputs' hash, so only the first build after a CMS update pays for it. */
export async function iconFontSubset(font: string, scripts: readonly string[], cacheFolder: string): Promise<Buffer> {
  const inputs = await Promise.all([font, ...scripts].map((file) => readFile(file)));
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(input);
  const cached = join(cacheFolder, `cms-icons-${hash.digest("hex").slice(0, 16)}.woff2`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const [woff2, ...scriptBytes] = inputs;
  const truetype = await fontverter.convert(woff2!, "truetype");
  const glyphs = iconGlyphs(
    truetype,
    scriptBytes.map((bytes) => bytes.toString("utf8")),
  );
  const subset = await fontverter.convert(Buffer.from(await subsetGlyphs(truetype, glyphs)), "woff2");
  await mkdir(dirname(cached), { recursive: true });
  await writeFile(cached, subset);
  return subset;
}

function iconGlyphs(truetype: Uint8Array, scripts: readonly string[]): Set<number> {
  const font = new Font(new Face(new Blob(truetype)));
  const words = new Set(scripts.flatMap((script) => script.match(/[a-z][a-z0-9_]{1,40}/g) ?? []));
  const glyphs = new Set<number>();
  for (const word of words) {
    const buffer = new ShapingBuffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    shape(font, buffer);
    const shaped = buffer.getGlyphInfos();
    if (shaped.length === 1 && shaped[0]!.codepoint !== 0) glyphs.add(shaped[0]!.codepoint);
  }
  return glyphs;
}

type Subsetter = Record<string, (...args: number[]) => number> & { memory: WebAssembly.Memory };

/** Without layout closure: the letters would otherwise pull in every ligature they can form, all 3,800 icons. */
async function subsetGlyphs(truetype: Uint8Array, glyphs: ReadonlySet<number>): Promise<Uint8Array> {
  const wasm = await readFile(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
  const hb = (await WebAssembly.instantiate(wasm)).instance.exports as unknown as Subsetter;
  hb._initialize!();
  const input = hb.hb_subset_input_create_or_fail!();
  const fontPointer = hb.malloc!(truetype.byteLength);
  new Uint8Array(hb.memory.buffer).set(truetype, fontPointer);
  const blob = hb.hb_blob_create!(fontPointer, truetype.byteLength, hbMemoryModeWritable, 0, 0);
  const face = hb.hb_face_create!(blob, 0);
  hb.hb_blob_destroy!(blob);
  const features = hb.hb_subset_input_set!(input, hbSubsetSetsLayoutFeatureTag);
  hb.hb_set_clear!(features);
  hb.hb_set_invert!(features);
  hb.hb_subset_input_set_flags!(input, hb.hb_subset_input_get_flags!(input) | hbSubsetFlagsNoLayoutClosure);
  const unicodes = hb.hb_subset_input_unicode_set!(input);
  for (const character of nameCharacters) hb.hb_set_add!(unicodes, character.codePointAt(0)!);
  const glyphSet = hb.hb_subset_input_glyph_set!(input);
  for (const glyph of glyphs) hb.hb_set_add!(glyphSet, glyph);
  const subset = hb.hb_subset_or_fail!(face, input);
  hb.hb_subset_input_destroy!(input);
  if (subset === 0) throw new Error("CMS: Symbolschrift ließ sich nicht verkleinern (harfbuzz)");
  const result = hb.hb_face_reference_blob!(subset);
  const start = hb.hb_blob_get_data!(result, 0);
  const bytes = new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length!(result));
  hb.hb_blob_destroy!(result);
  hb.hb_face_destroy!(subset);
  hb.hb_face_destroy!(face);
  hb.free!(fontPointer);
  return bytes;
}
