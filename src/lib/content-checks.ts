// What must be right in the data files and the media before anything is built: every file valid, each photo the
// gallery lists present, the two single images there, and the limits only the filled-in texts can be held to.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { contentProblems, readDataFile, type ContentProblem } from "../content/data-files.ts";
import { dataFilePath } from "../content/data-file-names.ts";
import { siteDescription } from "./boat-view.ts";
import { mediaPaths } from "./media-files.ts";
import { sellerDeclarationProblems } from "./seller-terms.ts";

/** What search engines show of the description: more is cut off. */
const descriptionMaxLength = 160;

/** Every problem that stops a build, one German line each; empty when the site can be built. */
export function siteContentProblems(root: string): ContentProblem[] {
  const problems = [...contentProblems(root), ...missingMedia(root)];
  return problems.length > 0 ? problems : renderedContentProblems(root);
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
 * What only the files together can be held to: the site's description with the boat's facts in it, and the owner's
 * declarations on how they sell and on the price's VAT, which must agree.
 */
export function renderedContentProblems(root: string): ContentProblem[] {
  const description = siteDescription(readDataFile("site", root), readDataFile("boat", root));
  const declarations = sellerDeclarationProblems({
    owner: readDataFile("owner", root),
    returnModel: readDataFile("return-model", root),
  });
  if (description.length <= descriptionMaxLength) return declarations;
  return [
    {
      file: dataFilePath("site"),
      path: ["description"],
      message: `ist mit eingesetzten Werten ${description.length} Zeichen lang, erlaubt sind höchstens ${descriptionMaxLength}`,
    },
    ...declarations,
  ];
}
