import { open } from "node:fs/promises";
import { basename } from "node:path";
import sharp from "sharp";
import { heicAdvice } from "./source-folder.ts";
import { ImportRefusal } from "./import-refusal.ts";
import { framingFor, type Framing, type Size } from "./targets.ts";

export interface PreparedPhoto {
  source: Size;
  framing: Framing;
  upscaled: boolean;
}

const jpegOptions = { quality: 85, mozjpeg: true } as const;
// A truncated file decodes with a warning and a grey band; refuse it instead of publishing it.
const decodeOptions = { autoOrient: true, failOn: "warning" } as const;
// sharp decodes by content, not by name: an SVG or a PDF named .jpg would otherwise pass as a photo.
const photoFormats = new Set(["jpeg", "png", "webp"]);

/**
 * Writes a JPEG of exactly `size`: turned upright by its EXIF orientation, framed to 4:3, sRGB, and
 * without any metadata (sharp drops EXIF, GPS, XMP and ICC unless asked to keep them).
 */
export async function preparePhoto(input: string, output: string, size: Size): Promise<PreparedPhoto> {
  try {
    const { autoOrient, format, compression } = await sharp(input, decodeOptions).metadata();
    // sharp reports AVIF and HEIC both as "heif"; only HEIC (HEVC inside) is the iPhone's, with its own advice.
    const shownFormat = format === "heif" && compression === "av1" ? "avif" : format;
    if (shownFormat === "heif") throw new ImportRefusal(heicAdvice([basename(input)]));
    if (!photoFormats.has(shownFormat)) {
      throw new ImportRefusal(
        `Die Datei „${basename(input)}“ ist kein Foto im Format JPEG, PNG oder WebP, sondern ${shownFormat.toUpperCase()}. Bitte als JPEG exportieren oder aus dem Ordner nehmen.`,
      );
    }
    const framing = framingFor(autoOrient.width, autoOrient.height);
    const picture = framing === "crop" ? cropped(input, size) : letterboxed(input, size);
    await (await picture).jpeg(jpegOptions).toFile(output);
    const widthScale = size.width / autoOrient.width;
    const heightScale = size.height / autoOrient.height;
    const scale = framing === "crop" ? Math.max(widthScale, heightScale) : Math.min(widthScale, heightScale);
    return { source: autoOrient, framing, upscaled: scale > 1 };
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    if (await looksLikeHeic(input)) throw new ImportRefusal(heicAdvice([basename(input)]));
    throw new ImportRefusal(
      `Die Datei „${basename(input)}“ kann nicht gelesen werden (${(error as Error).message}). Bitte neu exportieren oder aus dem Ordner nehmen.`,
    );
  }
}

async function cropped(input: string, size: Size) {
  return sharp(input, decodeOptions)
    .flatten({ background: "#ffffff" })
    .resize(size.width, size.height, { fit: "cover", position: "centre" });
}

async function letterboxed(input: string, size: Size) {
  // Blurred small and then enlarged: a soft backdrop for a fraction of the work (one resize per sharp pipeline).
  const smallBackdrop = await sharp(input, decodeOptions)
    .flatten({ background: "#ffffff" })
    .resize(Math.round(size.width / 8), Math.round(size.height / 8), { fit: "cover" })
    .blur(4)
    .modulate({ brightness: 0.65 })
    .toBuffer();
  const backdrop = await sharp(smallBackdrop).resize(size.width, size.height).toBuffer();
  const picture = await sharp(input, decodeOptions)
    .flatten({ background: "#ffffff" })
    .resize(size.width, size.height, { fit: "inside" })
    .toBuffer();
  return sharp(backdrop).composite([{ input: picture, gravity: "centre" }]);
}

// iPhones also write HEIC under other names (e.g. after a rename to .jpg); the ISO-BMFF brand gives it away.
async function looksLikeHeic(file: string) {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    const brand = buffer.toString("latin1", 4, 12);
    return bytesRead === 12 && /^ftyp(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(brand);
  } finally {
    await handle.close();
  }
}
