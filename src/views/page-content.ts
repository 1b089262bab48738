import type { ImageMetadata } from "astro";
import { openForPublication } from "./preview-notice.ts";
import { getEntry } from "astro:content";
import { narrowPhotoProblems, placeholderMediaProblems } from "../media/owner-media.ts";
import { openPlaceholders, withShownTexts } from "../content-reading/placeholders.ts";
import { projectRoot } from "../content-reading/data-file-paths.ts";
import { dataFileNames, type SiteContent } from "../content-schemas/index.ts";

export async function loadPageContent() {
  const raw = Object.fromEntries(
    await Promise.all(dataFileNames.map(async (name) => [name, (await getEntry(name, name))?.data])),
  ) as SiteContent;
  return {
    content: withShownTexts(raw),
    placeholders: openPlaceholders(raw),
    mediaProblems: await pageMediaProblems(),
  };
}

let mediaProblems: Promise<string[]> | undefined;

/** Drawn placeholder media or photos too narrow for the page: the production guard refuses them, a preview says so. */
const pageMediaProblems = () =>
  (mediaProblems ??= (async () => {
    const root = projectRoot();
    return [...(await placeholderMediaProblems(root)), ...(await narrowPhotoProblems(root))];
  })());

export type PageContent = Awaited<ReturnType<typeof loadPageContent>>;

export const isUnpublishedPreview = ({ content, placeholders, mediaProblems }: PageContent): boolean =>
  openForPublication(content, placeholders.length, mediaProblems.length).length > 0;

export async function mediaImage(id: string): Promise<ImageMetadata> {
  const entry = await getEntry("media", id);
  if (!entry) throw new Error(`Kein Bild ${id} in den Medien`);
  return entry.data.image;
}
