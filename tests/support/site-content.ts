import { readDataFile } from "../../src/lib/data-files.ts";
import { findPlaceholders, withShownTexts } from "../../src/lib/placeholders.ts";
import { dataFileNames } from "../../src/content-schemas/index.ts";
import { landingPage } from "../../src/lib/landing-page.ts";
import type { SiteContent } from "../../src/lib/page-content.ts";
import { projectRoot } from "./project-copy.ts";

/** The text of a view's segments (a text with its placeholders marked), as the page shows it. */
export const segmentsText = (segments: readonly { text: string }[]) => segments.map(({ text }) => text).join("");

/**
 * The content of a project as its pages show it, read from its data files the way the build does, and the landing
 * page computed from it by the same view code: what a test expects follows whatever valid content the owner wrote.
 */
export function readSiteContent(root = projectRoot) {
  const raw = Object.fromEntries(dataFileNames.map((name) => [name, readDataFile(name, root)])) as SiteContent;
  const content = withShownTexts(raw);
  const placeholders = findPlaceholders(root);
  return { content, placeholders, page: landingPage(content, placeholders) };
}
