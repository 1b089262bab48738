import type { LightboxPhoto } from "./gallery-lightbox.ts";

/** Viewports where the enlarged photo is drawn wider than the regular rendition. */
export const largeViewportQuery = "(min-width: 1100px) and (min-height: 860px)";

/**
 * Each photo as a background image: fetched only when its view opens, also without JavaScript, where
 * `loading="lazy"` on an `<img>` is ignored and every image would load with the page.
 */
export function lightboxPhotoCss(photos: readonly LightboxPhoto[], photoSelector: string): string {
  return photos
    .map(({ viewId, width, height, regular, large }) => {
      const selector = `#${cssIdentifier(viewId)} ${photoSelector}`;
      const byDensity = imageSet([
        [regular, "1x"],
        [large, "2x"],
      ]);
      return (
        `${selector}{--photo-ratio:${width}/${height};background-image:${byDensity}}` +
        `@media ${largeViewportQuery}{${selector}{background-image:${imageSet([[large, "1x"]])}}}`
      );
    })
    .join("\n");
}

function imageSet(options: [LightboxPhoto["large"], string][]): string {
  const formats = (["avif", "webp"] as const).flatMap((format) =>
    options.map(([rendition, density]) => `${cssUrl(rendition[format])} type("image/${format}") ${density}`),
  );
  return `image-set(${formats.join(",")})`;
}

function cssUrl(url: string): string {
  if (/["\\\n\r]/.test(url)) throw new Error(`Unexpected character in image URL: ${url}`);
  return `url("${url}")`;
}

function cssIdentifier(id: string): string {
  if (!/^[a-z][a-z0-9-]*$/i.test(id)) throw new Error(`Not a plain element id: ${id}`);
  return id;
}
