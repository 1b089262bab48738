import { englishBlockKey, findPlaceholders, type OpenPlaceholder } from "../../src/content-reading/placeholders.ts";
import { placeholderValue } from "../../src/content-schemas/text-syntax.ts";
import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import type { DataFileName } from "../../src/content-schemas/index.ts";
import { editDataFile, quoted } from "../content/edit-data-file.ts";

/** The data files that hold words about the media. */
export const mediaTextFiles = ["gallery", "life-aboard", "hero"] as const satisfies readonly DataFileName[];

const placeholder = (shown: string, explanation: string) => quoted(placeholderValue({ shown, explanation }));

const captionPlaceholder = (file: string, number: number) =>
  placeholder(
    `[Bildunterschrift zu Foto ${number}]`,
    `Was Foto ${number} der Galerie (${file}) zeigt, in wenigen Worten; erscheint in der vergrößerten Ansicht und im Druck. Ohne Bildunterschrift: die Zeile caption löschen`,
  );

/** The English words about the replaced media become placeholders too (docs/i18n.md): they described the old ones. */
const inEnglish = (shown: string, what: string) =>
  placeholder(shown, `${what} auf Englisch, wie der deutsche Text oben (die englische Seite zeigt ihn)`);

/**
 * The words that described the replaced media become placeholders until the owner writes their own: the gallery's
 * list (one entry per new photo), the alt text of the "Leben auf dem Wasser" photo, the poster's alt text and the
 * video's label. `galleryFiles` are the gallery's new files in page order (`gallery-01.jpg`). Returns the new
 * placeholders, for the import to list.
 */
export async function markMediaTextsAsPlaceholders(
  root: string,
  replaced: { galleryFiles?: string[]; lifeAboard?: boolean; heroVideo?: boolean },
): Promise<OpenPlaceholder[]> {
  const changed: { name: DataFileName; paths: (string | number)[][] }[] = [];
  const { galleryFiles } = replaced;
  if (galleryFiles) {
    await editDataFile(root, "gallery", (document) => {
      // "/gallery-01.jpg", as the editor writes an uploaded photo: so it shows the photo.
      const photos = galleryFiles.map((file, index) => ({
        file: `/${file}`,
        caption: captionPlaceholder(file, index + 1),
      }));
      document.set("photos", document.createNode(photos));
      // By position, as the German list: one English caption per new photo.
      const captions = galleryFiles.map((_, index) => ({
        caption: inEnglish(`[Caption for photo ${index + 1}]`, `Die Bildunterschrift zu Foto ${index + 1}`),
      }));
      if (document.has(englishBlockKey)) document.setIn([englishBlockKey, "photos"], document.createNode(captions));
    });
    changed.push({ name: "gallery", paths: galleryFiles.map((_, index) => ["photos", index, "caption"]) });
  }
  if (replaced.lifeAboard) {
    await editDataFile(root, "life-aboard", (document) => {
      document.set(
        "photoAlt",
        placeholder(
          "[Beschreibung des Fotos bei „Leben auf dem Wasser“]",
          "Was das Foto neben „Leben auf dem Wasser“ zeigt, in einem Satz für Screenreader und Suchmaschinen, z. B. „Das Achterdeck in der Abendsonne“",
        ),
      );
      if (document.has(englishBlockKey)) {
        document.setIn(
          [englishBlockKey, "photoAlt"],
          inEnglish("[Description of the photo beside ‘Life on the water’]", "Die Beschreibung des Fotos"),
        );
      }
    });
    changed.push({ name: "life-aboard", paths: [["photoAlt"]] });
  }
  if (replaced.heroVideo) {
    await editDataFile(root, "hero", (document) => {
      document.set(
        "posterAlt",
        placeholder(
          "[Beschreibung des ersten Videobilds]",
          "Was das erste Bild Ihres Videos zeigt (es steht da, bis das Video läuft), in einem Satz für Screenreader und Suchmaschinen",
        ),
      );
      document.set(
        "videoLabel",
        placeholder(
          "[Beschreibung des Videos]",
          "Was im Video zu sehen ist, in einem Satz für Screenreader, z. B. „Video: Das Hausboot am Steg bei Sonnenuntergang“",
        ),
      );
      if (document.has(englishBlockKey)) {
        document.setIn(
          [englishBlockKey, "posterAlt"],
          inEnglish("[Description of the video's first frame]", "Die Beschreibung des ersten Videobilds"),
        );
        document.setIn(
          [englishBlockKey, "videoLabel"],
          inEnglish("[Description of the video]", "Die Beschreibung des Videos"),
        );
      }
    });
    changed.push({ name: "hero", paths: [["posterAlt"], ["videoLabel"]] });
  }
  const isChanged = ({ file, path }: OpenPlaceholder) =>
    changed.some(
      ({ name, paths }) =>
        file === dataFilePath(name) &&
        paths.some((changedPath) =>
          [changedPath, [englishBlockKey, ...changedPath]].some((p) => p.join() === path.join()),
        ),
    );
  return findPlaceholders(root).filter(isChanged);
}
