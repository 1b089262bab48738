import type { ImageMetadata } from "astro";

// Every JPEG in the gallery folder, in file-name order: add, remove or replace files to change the gallery.
const imageModules = import.meta.glob<{ default: ImageMetadata }>("../assets/media/gallery/*.{jpg,jpeg,png,webp}", {
  eager: true,
});

export const galleryHeading = "Bildergalerie";

/**
 * Optional captions, keyed by file name: shown under the enlarged photo and under the thumbnail in print.
 * A file without an entry simply has no caption. The alt text stays "Galeriebild N" (the page's contract).
 */
const captions: Record<string, string> = {
  "gallery-01.jpg": "Morgendämmerung über dem See",
  "gallery-02.jpg": "Morgennebel am Liegeplatz",
  "gallery-03.jpg": "Mittag auf dem Wasser",
  "gallery-04.jpg": "Nachmittag mit Blick auf das Ufer",
  "gallery-05.jpg": "Goldene Stunde",
  "gallery-06.jpg": "Sonnenuntergang",
  "gallery-07.jpg": "Blaue Stunde, die Kabine ist beleuchtet",
  "gallery-08.jpg": "Sternennacht",
  "gallery-09.jpg": "Winter am Liegeplatz",
  "gallery-10.jpg": "Herbst im Schilf",
  "gallery-11.jpg": "Regen auf dem See",
  "gallery-12.jpg": "Der Bug",
  "gallery-13.jpg": "Blick vom Steg",
};

/** Texts of the enlarged view. */
export const galleryLightbox = {
  closeLabel: "Schließen",
  openHint: "vergrößern",
  fallbackLinkLabel: "in voller Größe öffnen",
} as const;

export interface GalleryImage {
  image: ImageMetadata;
  /** "Galeriebild N", N counting from 1. */
  alt: string;
  caption?: string;
}

export const galleryImages: GalleryImage[] = Object.keys(imageModules)
  .sort()
  .map((path, index) => ({
    image: imageModules[path]!.default,
    alt: `Galeriebild ${index + 1}`,
    caption: captions[path.split("/").pop()!],
  }));
