import { readFile } from "node:fs/promises";
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import sharp from "sharp";
import { avifEncoding } from "./image-encoding.ts";
import { phoneVideoQuery } from "./hero-video.ts";

/** The poster's renditions, and the box it fills: the page's full width on phones, half of 1440 px from `lg`. */
const widths = [480, 720, 960, 1440];
const sizes = "(min-width: 1024px) 720px, calc(100vw - 2.5rem)";
/** The rendition a phone's hero box needs (a 412 px phone at 1.75×), and the phone video's width (640 px) with room. */
const phoneWidth = 720;

/**
 * On phones the 720 px AVIF comes inline in the HTML, so the largest paint comes with the text instead of waiting for
 * a connection of its own (over HTTP/1.1 a new handshake: about 100 ms on a mobile network).
 */
export async function heroPosterPicture(poster: ImageMetadata) {
  const [avif, webp, jpg] = await Promise.all(
    (["avif", "webp", "jpg"] as const).map((format) => getImage({ src: poster, widths, sizes, format })),
  );
  // Astro keeps the original file's path on a local image's metadata, not enumerable.
  const sourceFile = (poster as ImageMetadata & { fsPath: string }).fsPath;
  const phone = await sharp(await readFile(sourceFile))
    .resize(phoneWidth)
    .avif(avifEncoding)
    .toBuffer();
  return {
    phoneSource: { media: phoneVideoQuery, srcset: `data:image/avif;base64,${phone.toString("base64")}` },
    sources: [
      { type: "image/avif", srcset: avif!.srcSet.attribute },
      { type: "image/webp", srcset: webp!.srcSet.attribute },
    ],
    img: { src: jpg!.src, srcset: jpg!.srcSet.attribute, sizes, width: poster.width, height: poster.height },
  };
}

export type HeroPosterPicture = Awaited<ReturnType<typeof heroPosterPicture>>;
