// The data files as the pages use them: loaded through Astro's content collections, placeholders replaced by what the
// page shows for them, and the list of those still open.
import type { ImageMetadata } from "astro";
import { getEntry } from "astro:content";
import { openPlaceholders, withShownTexts } from "./placeholders.ts";
import { dataFileNames, type DataFile, type DataFileName } from "../content-schemas/index.ts";

export type SiteContent = { [Name in DataFileName]: DataFile<Name> };

/** The content as the page shows it, and every placeholder the owner still has to fill in. */
export async function loadPageContent() {
  const raw = Object.fromEntries(
    await Promise.all(dataFileNames.map(async (name) => [name, (await getEntry(name, name))?.data])),
  ) as SiteContent;
  return {
    content: withShownTexts(raw),
    placeholders: openPlaceholders(raw),
  };
}

export type PageContent = Awaited<ReturnType<typeof loadPageContent>>;

/**
 * Whether the site is still a preview: a placeholder is open or the costs or the boat's facts are not confirmed. A
 * production build refuses in that case, so only previews and local builds show it.
 */
export function isUnpublishedPreview({ content, placeholders }: PageContent): boolean {
  return (
    placeholders.length > 0 || content["return-model"].costsConfirmed !== true || content.boat.factsConfirmed !== true
  );
}

/** An image of the page: `poster`, `life-aboard` or `gallery/<file name>`. */
export async function mediaImage(id: string): Promise<ImageMetadata> {
  const entry = await getEntry("media", id);
  if (!entry) throw new Error(`Kein Bild ${id} in den Medien`);
  return entry.data.image;
}
