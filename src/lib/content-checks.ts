import { readDataFile, type ContentProblem } from "../content/data-files.ts";
import { dataFilePath } from "../content/schemas/index.ts";
import { siteDescription } from "./landing-page.ts";

/** What search engines show of the description: more is cut off. */
const descriptionMaxLength = 160;

/** Limits that only the filled-in text can be held to: the site's description with the boat's facts in it. */
export function renderedContentProblems(root: string): ContentProblem[] {
  const description = siteDescription(readDataFile("site", root), readDataFile("boat", root));
  if (description.length <= descriptionMaxLength) return [];
  return [
    {
      file: dataFilePath("site"),
      path: ["description"],
      message: `ist mit eingesetzten Werten ${description.length} Zeichen lang, erlaubt sind höchstens ${descriptionMaxLength}`,
    },
  ];
}
