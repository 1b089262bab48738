import type { ImageMetadata } from "astro";

// Every JPEG in the gallery folder, in file-name order: add, remove or replace files to change the gallery.
const imageModules = import.meta.glob<{ default: ImageMetadata }>("../assets/media/gallery/*.{jpg,jpeg,png,webp}", {
  eager: true,
});

export const galleryHeading = "Bildergalerie";

export const galleryImages = Object.keys(imageModules)
  .sort()
  .map((path, index) => ({ image: imageModules[path]!.default, alt: `Galeriebild ${index + 1}` }));
