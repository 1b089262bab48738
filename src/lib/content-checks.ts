// What must be right in the data files and the media before anything is built: every file valid, each photo the
// gallery lists present, the two single images there. And what only the filled-in texts show: a description longer
// than search engines show, which the page shortens.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { contentProblems, readDataFile, type ContentProblem } from "../content/data-files.ts";
import { dataFilePath } from "../content/data-file-names.ts";
import { descriptionMaxLength, filledSiteDescription } from "./boat-view.ts";
import { mediaPaths } from "./media-files.ts";

/** Every problem that stops a build, one German line each; empty when the site can be built. */
export function siteContentProblems(root: string): ContentProblem[] {
  return [...contentProblems(root), ...missingMedia(root)];
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
