import { mediaPaths } from "../../lib/media-files.ts";
import { group, list, mediaFileName, specified, text } from "./fields.ts";

/** The photo's file name in the gallery folder; the import writes gallery-01.jpg, gallery-02.jpg, … */
export const galleryFileName = mediaFileName(
  `Das Foto: sein Dateiname in ${mediaPaths.galleryFolder}/`,
  mediaPaths.galleryFolder,
  /^[\w.-]+\.(?:jpe?g|png|webp)$/i,
  "muss ein Dateiname wie gallery-01.jpg sein (JPEG, PNG oder WebP; nur Buchstaben ohne Umlaute, Ziffern, - und _)",
);

const captionHint = "Bildunterschrift in der vergrößerten Ansicht und im Druck; darf fehlen";

export const gallerySchema = group("Die Bildergalerie", {
  heading: specified("Überschrift der Galerie", "Bildergalerie"),
  photoAlt: specified("Beschreibung jedes Fotos für Screenreader; {nummer} ist seine Nummer", "Galeriebild {nummer}"),
  lightbox: group("Die vergrößerte Ansicht", {
    closeLabel: text("Knopf, der die Ansicht schließt", { max: 30 }),
    openHint: text("Was Screenreader am Vorschaubild zusätzlich vorlesen", { max: 30 }),
    fallbackLinkLabel: text("Link zum großen Foto in Browsern ohne vergrößerte Ansicht", { max: 40 }),
  }),
  photos: list(
    "Die Fotos in der Reihenfolge der Seite",
    group("Ein Foto", {
      file: galleryFileName,
      caption: text(captionHint, { max: 120, required: false }).optional().describe(captionHint),
    }),
    { min: 1, max: 60 },
  ).superRefine((photos, context) => {
    const seen = new Set<string>();
    photos.forEach(({ file }, index) => {
      if (seen.has(file)) context.addIssue({ code: "custom", message: `nennt ${file} doppelt`, path: [index, "file"] });
      seen.add(file);
    });
  }),
});
