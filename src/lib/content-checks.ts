// What must be right in the data files and the media before anything is built: every file valid, each photo the
// gallery lists present, the two single images there. And what only the filled-in texts show: a description longer
// than search engines show, which the page shortens.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { dataFileNames } from "../content-schemas/index.ts";
import { descriptionMaxLength, filledSiteDescription } from "./landing-page.ts";
import { dataFileProblems, readDataFile, type ContentProblem } from "./data-files.ts";
import { isGalleryFile, mediaPaths } from "./media-files.ts";
import { dataFilePath, projectRoot } from "./unchecked-data-files.ts";

/** Every problem that stops a build, one German line each; empty when the site can be built. */
export function siteContentProblems(root: string): ContentProblem[] {
  return [...contentProblems(root), ...missingMedia(root)];
}

/**
 * Every problem in every data file, in the order of `dataFileNames`, and every photo the gallery lists but lacks;
 * empty when the site can be built from them.
 */
export function contentProblems(root?: string): ContentProblem[] {
  const folder = projectRoot(root);
  const problems = dataFileNames.flatMap((name) => dataFileProblems(name, folder));
  if (problems.some(({ file }) => file === dataFilePath("gallery"))) return problems;
  return [...problems, ...missingGalleryFiles(folder, readDataFile("gallery", folder).photos)];
}

/** A photo the gallery lists but its folder lacks: the build cannot show it. */
export function missingGalleryFiles(root: string, photos: readonly { file: string }[]): ContentProblem[] {
  return photos.flatMap(({ file }, index) =>
    existsSync(join(root, mediaPaths.galleryFolder, file))
      ? []
      : [
          {
            file: dataFilePath("gallery"),
            path: ["photos", index, "file"],
            message: `${mediaPaths.galleryFolder}/${file} gibt es nicht; den Dateinamen genau so schreiben wie im Ordner, mit Endung`,
          },
        ],
  );
}

/** Photos in the gallery folder that the gallery does not list: the page does not show them. */
export function unlistedGalleryFiles(root: string, photos: readonly { file: string }[]): string[] {
  const listed = new Set(photos.map(({ file }) => file));
  return readdirSync(join(root, mediaPaths.galleryFolder))
    .filter((name) => isGalleryFile(name) && !listed.has(name))
    .sort()
    .map((name) => `${mediaPaths.galleryFolder}/${name}`);
}

/** The single images every build needs; a gallery photo the list names but lacks is a content problem already. */
function missingMedia(root: string): ContentProblem[] {
  return [mediaPaths.poster, mediaPaths.lifeAboard]
    .filter((path) => !existsSync(join(root, path)))
    .map((path) => ({
      file: path,
      path: [],
      message: "fehlt; npm run media -- import <Ordner> --force legt es an (README: „Replacing the placeholder media“)",
    }));
}

/**
 * The site's description with the boat's facts in it can only be measured once both files are filled in, so neither
 * the editor nor the schema can hold it to the limit: the page shortens a longer one, and preflight and the build say
 * so. Returns that line, or undefined.
 */
export function longDescriptionWarning(root: string): string | undefined {
  const description = filledSiteDescription(readDataFile("site", root), readDataFile("boat", root));
  if (description.length <= descriptionMaxLength) return undefined;
  return `${dataFilePath("site")} › description: ist mit eingesetzten Werten ${description.length} Zeichen lang; Suchmaschinen zeigen etwa ${descriptionMaxLength}, die Seite kürzt sie dort mit „…“`;
}
