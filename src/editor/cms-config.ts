// The editor's configuration: one collection per data file, its form fields from src/editor/cms-form-fields.ts.
import { posix } from "node:path";
import type { AssetCollection, CmsConfig, FileCollection } from "@sveltia/cms";
import { dataFileNames, type DataFileName } from "../content-schemas/index.ts";
import { defaultLanguage, publishedLanguages, type Language } from "../i18n/languages.ts";
import { dataFileForm, labelOf, objectFields } from "./cms-form-fields.ts";
import { dataFilePath } from "../content-reading/data-file-paths.ts";
import { readUncheckedDataFile } from "../content-reading/unchecked-data-files.ts";
import { mediaPaths, minPhotoWidth } from "../content-schemas/media-files.ts";

const fileNotes: Partial<Record<DataFileName, string>> = {
  hero: "Das Video oben und sein erstes Bild (Poster) lassen sich hier nicht hochladen: ein Video muss mit ffmpeg umgewandelt werden. Tauschen Sie es am Computer mit `npm run media -- import <Ordner>` (docs/anleitung.md, Schritt „Eigene Fotos und Video einspielen“).",
  "life-aboard":
    "Das Foto neben dem Text tauschen Sie unter „Medien“ → „Foto bei „Leben auf dem Wasser““: das Foto wählen → „Ersetzen“. Der Dateiname bleibt, wie er ist.",
  gallery: `Fotos hochladen: bei „Die Fotos“ einen Eintrag hinzufügen und das Foto wählen (JPEG, PNG oder WebP, mindestens ${minPhotoWidth} Pixel breit). Der Editor macht den Dateinamen passend, dreht das Foto aufrecht und entfernt Angaben wie den Aufnahmeort. Reihenfolge: Einträge verschieben.`,
};

const openPlaceholderHint =
  "Ein Wert in der Form „[…] (Platzhalter: …)“ ist noch offen: ersetzen Sie ihn ganz. Solange einer offen ist, geht die Seite nicht live; die Vorschau zeigt ihn.";

/** Re-encoded in the browser as the media import does: upright, without metadata (GPS), WebP (all Sveltia writes). */
const uploadedPhoto = { format: "webp", quality: 90, width: 3200, height: 3200 } as const;

/**
 * `languages`: the editions the editor edits, by default those `site.yaml › languages` publishes. With English, each
 * file's texts side by side in German and English (Sveltia's i18n, structure single_file_default_root: German and
 * the facts at the root, English under `en:`; docs/i18n.md); with German only, no i18n at all.
 */
export function cmsConfig({
  repo,
  languages = publishedLanguages((readUncheckedDataFile("site") as { languages?: unknown } | undefined)?.languages),
}: {
  repo: string;
  languages?: readonly Language[];
}): CmsConfig {
  const bilingual = languages.length > 1;
  return {
    backend: { name: "github", repo },
    // Every change becomes a pull request with a Netlify deploy preview; only "Veröffentlichen" merges it.
    publish_mode: "editorial_workflow",
    app_title: "Inhalte bearbeiten",
    media_folder: mediaPaths.galleryFolder,
    // The gallery's fields store "/gallery-05.jpg"; with this public path the media library finds the photo there,
    // names the gallery under „Verwendet in“ and refuses to delete a photo the list still needs.
    public_folder: "/",
    // Uploaded file names in ASCII, „Urlaub am See ä.JPG“ → urlaub-am-see-a.jpg: what the gallery's file names allow.
    slug: { encoding: "ascii", clean_accents: true },
    media_libraries: {
      default: {
        config: {
          slugify_filename: true,
          transformations: { jpeg: uploadedPhoto, png: uploadedPhoto, webp: uploadedPhoto },
        },
      },
      // Stock photo services would be requests to other origins, which the page's policy blocks.
      stock_assets: false,
    },
    output: {
      omit_empty_optional_fields: true,
      yaml: { indent_size: 2, indent_sequences: true, quote: "none" },
    },
    ...(bilingual
      ? { i18n: { structure: "single_file_default_root", locales: [...languages], default_locale: defaultLanguage } }
      : {}),
    collections: dataFileNames.map((name) => dataFileCollection(name, bilingual)),
    asset_collections: [lifeAboardPhoto],
  };
}

/** Alone in its folder, so the editor's media view offers exactly this photo to replace under its name. */
const lifeAboardPhoto: AssetCollection = {
  name: "life-aboard-photo",
  label: "Foto bei „Leben auf dem Wasser“",
  media_folder: posix.dirname(mediaPaths.lifeAboard),
};

function dataFileCollection(name: DataFileName, bilingual: boolean): FileCollection {
  const form = dataFileForm(name);
  const node = form.german;
  const label = labelOf(node, name);
  // A file without English texts (the 404 page, English for both editions) is edited in German only.
  const english = bilingual ? form.english : undefined;
  const i18n = english ? { i18n: true } : {};
  return {
    name,
    label,
    description: [node.hint, fileNotes[name], openPlaceholderHint].filter(Boolean).join(" "),
    ...i18n,
    files: [
      { name, label, file: dataFilePath(name), ...i18n, fields: objectFields(node, name, undefined, english ?? false) },
    ],
  };
}
