import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";
import { galleryImages } from "../content/gallery.ts";
import type { LightboxPhoto, PhotoRendition } from "./lightbox-photo-css.ts";

/** Widths of the enlarged renditions; the grid uses 400 to 1200, so these files are only ever the lightbox's. */
const lightboxWidths = { regular: 1024, large: 1600 } as const;

/** The element id of the enlarged view of gallery photo `index` (counting from 0). */
export const lightboxViewId = (index: number): string => `galeriebild-${index + 1}`;

let photos: Promise<LightboxPhoto[]> | undefined;

/**
 * The enlarged renditions of every gallery photo, built at build time like every other image. Computed once: the
 * styles in <head> and the gallery's fallback links both need them.
 */
export function galleryLightboxPhotos(): Promise<LightboxPhoto[]> {
  photos ??= Promise.all(galleryImages.map(({ image }, index) => lightboxPhoto(image, lightboxViewId(index))));
  return photos;
}

async function lightboxPhoto(image: ImageMetadata, viewId: string): Promise<LightboxPhoto> {
  const rendition = async (width: number): Promise<PhotoRendition> => {
    const capped = Math.min(width, image.width);
    const [avif, webp] = await Promise.all(
      (["avif", "webp"] as const).map((format) => getImage({ src: image, width: capped, format })),
    );
    return { avif: avif!.src, webp: webp!.src };
  };
  const [regular, large] = await Promise.all([rendition(lightboxWidths.regular), rendition(lightboxWidths.large)]);
  return { viewId, width: image.width, height: image.height, regular, large };
}
