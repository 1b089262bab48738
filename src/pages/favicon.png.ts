import sharp from "sharp";
import svg from "../../public/favicon.svg?raw";

/**
 * The favicon as a 32 px PNG, drawn from `public/favicon.svg` at build time. Chrome fetches an SVG favicon after the
 * page has loaded and renders it as a document of its own on the page's main thread; a PNG it only decodes.
 */
export async function GET(): Promise<Response> {
  const png = await sharp(Buffer.from(svg), { density: 144 })
    .resize(32, 32)
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
