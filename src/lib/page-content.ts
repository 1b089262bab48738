import type { ImageMetadata } from "astro";
import { getEntry } from "astro:content";
import { openPlaceholders, withShownTexts } from "./placeholders.ts";
import { dataFileNames, type DataFile, type DataFileName } from "../content-schemas/index.ts";

export type SiteContent = { [Name in DataFileName]: DataFile<Name> };

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

/** A production build refuses an unpublished preview, so only previews and local builds show it. */
export function isUnpublishedPreview({ content, placeholders }: PageContent): boolean {
  return (
    placeholders.length > 0 ||
    content["return-model"].costsConfirmed !== true ||
    content.boat.factsConfirmed !== true ||
    content["buyer-facts"].seasonsLetConfirmed !== true
  );
}

export async function mediaImage(id: string): Promise<ImageMetadata> {
  const entry = await getEntry("media", id);
  if (!entry) throw new Error(`Kein Bild ${id} in den Medien`);
  return entry.data.image;
}
