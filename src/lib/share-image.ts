import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";

/** The poster cropped to 1200×630, as an absolute URL: the link-preview image and the product image. */
export async function shareImageUrl(poster: ImageMetadata, site: URL | undefined): Promise<URL> {
  const image = await getImage({ src: poster, width: 1200, height: 630, fit: "cover", format: "jpg" });
  return new URL(image.src, site);
}
