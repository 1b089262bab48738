import { mediaPaths, minPhotoWidth } from "./media-files.ts";
import { group, list, mediaFileName, specified, text } from "./field-builders.ts";

/** The photo's file name in the gallery folder; the import writes gallery-01.jpg, gallery-02.jpg, … */
export const galleryFileName = mediaFileName(
  {
    label: "Das Foto",
    hint: `JPEG, PNG oder WebP, mindestens ${minPhotoWidth} Pixel breit; der Name der Datei in ${mediaPaths.galleryFolder}/ nur aus Buchstaben ohne Umlaute, Ziffern, - und _ (die Seite macht hochgeladene Namen so).`,
  },
  mediaPaths.galleryFolder,
  /^[\w.-]+\.(?:[jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP])$/,
  "muss ein Dateiname wie gallery-01.jpg sein (JPEG, PNG oder WebP; nur Buchstaben ohne Umlaute, Ziffern, - und _)",
);

export const gallerySchema = group("Die Bildergalerie", {
  heading: specified("Überschrift der Galerie", "Bildergalerie"),
  photoAlt: specified(
    { label: "Beschreibung jedes Fotos für Screenreader", hint: "{nummer} ist seine Nummer." },
    "Galeriebild {nummer}",
  ),
  lightbox: group("Die vergrößerte Ansicht", {
    closeLabel: text("Knopf, der die Ansicht schließt", { max: 30 }),
    openHint: text("Was Screenreader am Vorschaubild zusätzlich vorlesen", { max: 30 }),
    fallbackLinkLabel: text("Link zum großen Foto in Browsern ohne vergrößerte Ansicht", { max: 40 }),
  }),
  photos: list(
    { label: "Die Fotos", hint: "In der Reihenfolge der Seite; ein doppelt genanntes Foto zeigt die Seite zweimal." },
    group("Ein Foto", {
      file: galleryFileName,
      caption: text(
        { label: "Bildunterschrift", hint: "In der vergrößerten Ansicht und im Druck; darf fehlen." },
        { max: 120, allowEmpty: true },
      ),
    }),
    { min: 1, max: 60 },
  ),
});
