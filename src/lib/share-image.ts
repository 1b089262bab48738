import { getImage } from "astro:assets";
import { hero } from "../content/hero.ts";

/** The poster cropped to 1200×630, as an absolute URL: the link-preview image and the product image. */
export async function shareImageUrl(site: URL | undefined): Promise<URL> {
  const image = await getImage({ src: hero.video.poster, width: 1200, height: 630, fit: "cover", format: "jpg" });
  return new URL(image.src, site);
}
