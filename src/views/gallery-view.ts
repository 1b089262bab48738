// „Bildergalerie“: every photo with its description for screen readers and its caption.
import type { SectionContext } from "./section-context.ts";

export function galleryView({ content, formats, segments }: SectionContext) {
  const { heading, lightbox, photoAlt, photos } = content.gallery;
  return {
    heading,
    lightbox,
    photos: photos.map(({ file, caption }, index) => ({
      file,
      alt: formats.fillText(photoAlt, { nummer: String(index + 1) }),
      caption: caption ? segments(formats.typeset(caption)) : undefined,
    })),
  };
}

export type GalleryView = ReturnType<typeof galleryView>;
