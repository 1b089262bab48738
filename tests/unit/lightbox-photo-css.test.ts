import { describe, expect, it } from "vitest";
import type { LightboxPhoto } from "../../src/views/gallery-lightbox.ts";
import { largeViewportQuery, lightboxPhotoCss } from "../../src/views/lightbox-photo-css.ts";

const photo = (viewId: string, overrides: Partial<LightboxPhoto> = {}): LightboxPhoto => ({
  viewId,
  width: 1600,
  height: 1200,
  regular: { avif: `/_astro/${viewId}-1024.avif`, webp: `/_astro/${viewId}-1024.webp` },
  large: { avif: `/_astro/${viewId}-1600.avif`, webp: `/_astro/${viewId}-1600.webp` },
  ...overrides,
});

describe("lightboxPhotoCss", () => {
  it("paints each view's photo with AVIF and WebP, the regular rendition at 1x and the large one at 2x", () => {
    const css = lightboxPhotoCss([photo("galeriebild-1")], ".lightbox-photo");
    const [base] = css.split("@media");
    expect(base).toContain("#galeriebild-1 .lightbox-photo{");
    expect(base).toContain('url("/_astro/galeriebild-1-1024.avif") type("image/avif") 1x');
    expect(base).toContain('url("/_astro/galeriebild-1-1600.avif") type("image/avif") 2x');
    expect(base).toContain('url("/_astro/galeriebild-1-1024.webp") type("image/webp") 1x');
    expect(base).toContain('url("/_astro/galeriebild-1-1600.webp") type("image/webp") 2x');
    // AVIF first: image-set() takes the first supported type.
    expect(base!.indexOf("image/avif")).toBeLessThan(base!.indexOf("image/webp"));
  });

  it("uses the large rendition at 1x on large viewports", () => {
    const css = lightboxPhotoCss([photo("galeriebild-1")], ".lightbox-photo");
    const large = css.slice(css.indexOf(`@media ${largeViewportQuery}`));
    expect(large).toContain('url("/_astro/galeriebild-1-1600.avif") type("image/avif") 1x');
    expect(large).not.toContain("1024");
  });

  it("gives each view its own rule and the photo's aspect ratio", () => {
    const css = lightboxPhotoCss(
      [photo("galeriebild-1"), photo("galeriebild-2", { width: 1200, height: 1600 })],
      ".lightbox-photo",
    );
    expect(css).toContain("#galeriebild-1 .lightbox-photo{--photo-ratio:1600/1200;");
    expect(css).toContain("#galeriebild-2 .lightbox-photo{--photo-ratio:1200/1600;");
    expect(css.match(/galeriebild-2-1600\.webp/g)).toHaveLength(2);
  });

  it("refuses ids and URLs that would break out of the rule", () => {
    expect(() => lightboxPhotoCss([photo("a b")], ".lightbox-photo")).toThrow(/id/);
    const quoted = photo("galeriebild-1", { large: { avif: '/x".avif', webp: "/x.webp" } });
    expect(() => lightboxPhotoCss([quoted], ".lightbox-photo")).toThrow(/URL/);
  });
});
