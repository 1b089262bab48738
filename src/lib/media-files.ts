// The media files the page uses, relative to the project root. Written only here: the page, the media import and
// preflight all read these paths.
export const mediaPaths = {
  galleryFolder: "src/assets/media/gallery",
  // In a folder of its own: the CMS offers exactly this photo to replace.
  lifeAboard: "src/assets/media/life-aboard/life-aboard.jpg",
  poster: "src/assets/media/hero-poster.jpg",
  heroMp4: "public/media/hero-loop.mp4",
  heroWebm: "public/media/hero-loop.webm",
} as const;

/** A file in `public/` as the browser requests it: `public/media/hero-loop.mp4` → `/media/hero-loop.mp4`. */
const publicUrl = (path: string) => path.replace(/^public\//, "/");

/** The narrowest photo the gallery and the "Leben auf dem Wasser" section take: narrower ones look blurred. */
export const minPhotoWidth = 1600;

/** The file types the gallery takes. */
export const galleryExtensions = [".jpg", ".jpeg", ".png", ".webp"] as const;

/** A photo named like this (any supported extension) in an import becomes the "Leben auf dem Wasser" photo. */
export const lifeAboardSourceName = "leben-auf-dem-wasser";

/** The hero video in both encodings the import writes, best first, with the codecs the browser checks before loading. */
export const heroVideoSources = [
  { src: publicUrl(mediaPaths.heroWebm), type: 'video/webm; codecs="vp9, opus"' },
  { src: publicUrl(mediaPaths.heroMp4), type: 'video/mp4; codecs="avc1.640028, mp4a.40.2"' },
] as const;
