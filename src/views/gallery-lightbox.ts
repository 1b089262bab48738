import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";

/** Widths of the enlarged renditions; the grid uses 400 to 1200, so these files are only ever the lightbox's. */
const lightboxWidths = { regular: 1024, large: 1600 } as const;

/** Computed once: the styles in <head> and the gallery's fallback links both need them. */
export const galleryLightboxPhotos = (images: readonly ImageMetadata[]) =>
  Promise.all(images.map((image, index) => lightboxPhoto(image, `galeriebild-${index + 1}`)));

/** About 1000 px wide for 1× and small 2× screens, the largest width for 2× and large 1× screens. */
async function lightboxPhoto(image: ImageMetadata, viewId: string) {
  const rendition = async (width: number) => {
    const capped = Math.min(width, image.width);
    const [avif, webp] = await Promise.all(
      (["avif", "webp"] as const).map((format) => getImage({ src: image, width: capped, format })),
    );
    return { avif: avif!.src, webp: webp!.src };
  };
  const [regular, large] = await Promise.all([rendition(lightboxWidths.regular), rendition(lightboxWidths.large)]);
  return { viewId, width: image.width, height: image.height, regular, large };
}

export type LightboxPhoto = Awaited<ReturnType<typeof lightboxPhoto>>;
