import type { ImageMetadata } from "astro";
import { getEntry } from "astro:content";
import { narrowPhotoProblems, placeholderMediaProblems } from "../media/owner-media.ts";
import { openPlaceholders, withShownTexts, type ShownContent } from "../content-reading/placeholders.ts";
import { projectRoot } from "../content-reading/data-file-paths.ts";
import { dataFileNames, type SiteContent } from "../content-schemas/index.ts";
import type { Language } from "../i18n/languages.ts";

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

/** What a page's view reads besides the content in its language. */
export interface PageInputs {
  language: Language;
  /** The content as loaded, German at the root. */
  german: ShownContent;
  /** The open placeholders' texts. */
  marked: ReadonlySet<string>;
}

export async function mediaImage(id: string): Promise<ImageMetadata> {
  const entry = await getEntry("media", id);
  if (!entry) throw new Error(`Kein Bild ${id} in den Medien`);
  return entry.data.image;
}
