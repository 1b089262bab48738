import { readDataFile } from "../../src/content-reading/data-files.ts";
import { findPlaceholders, withShownTexts } from "../../src/content-reading/placeholders.ts";
import { dataFileNames } from "../../src/content-schemas/index.ts";
import { escapeRegExp } from "../../src/content-schemas/text-rule.ts";
import { landingSections } from "../../src/views/landing-sections.ts";
import { placeholderMarkNotes } from "../../src/views/page-copy.ts";
import type { TextSegment } from "../../src/views/text-segments.ts";
import type { SiteContent } from "../../src/content-schemas/index.ts";
import type { ShownContent } from "../../src/content-reading/placeholders.ts";
import { projectRoot } from "./project-copy.ts";

/** The text of a view's segments (a text with its placeholders marked), as the page shows it. */
export const segmentsText = (segments: readonly { text: string }[]) => segments.map(({ text }) => text).join("");

/** The same text as the page's text content has it: each marked placeholder followed by its note for screen readers. */
export const markedSegmentsText = (segments: readonly TextSegment[]) =>
  segments.map(({ kind, text }) => (kind === "placeholder" ? `${text}${placeholderMarkNotes.de}` : text)).join("");

/**
 * The content of a project as its pages show it, read from its data files the way the build does, and the landing
 * page computed from it by the same view code: what a test expects follows whatever valid content the owner wrote.
 */
export function readSiteContent(root = projectRoot) {
  const raw = Object.fromEntries(dataFileNames.map((name) => [name, readDataFile(name, root)])) as SiteContent;
  const content = withShownTexts(raw);
  const placeholders = findPlaceholders(root);
  return { content, placeholders, page: landingSections(content, placeholders) };
}

/**
 * The site's description as site.yaml's template alone says it must read, not as the view fills it: the template's
 * words as written, the boat's name and year as boat.yaml holds them, any other named field as some text. Search
 * engines show 160 characters (check the length beside it); a longer one is cut at a word and ends in „…“.
 */
export function descriptionPattern(content: ShownContent): RegExp {
  const raw: Record<string, string> = { bootsname: content.boat.name, baujahr: String(content.boat.buildYear) };
  const parts = content.site.description.split(/(\{[a-z-]+\})/);
  const pattern = parts
    .map((part) => {
      const token = /^\{([a-z-]+)\}$/.exec(part)?.[1];
      return token ? (raw[token] !== undefined ? escapeRegExp(raw[token]) : ".+?") : escapeRegExp(part);
    })
    .join("");
  return new RegExp(`^(?:${pattern}|${escapeRegExp(parts[0]!)}.*…)$`);
}
