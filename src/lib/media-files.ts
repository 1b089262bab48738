// Relative to the project root. Written only here: the page, the media import and preflight all read these paths.
export const mediaPaths = {
  galleryFolder: "src/assets/media/gallery",
  // In a folder of its own: the CMS offers exactly this photo to replace.
  lifeAboard: "src/assets/media/life-aboard/life-aboard.jpg",
  poster: "src/assets/media/hero-poster.jpg",
  heroMp4: "public/media/hero-loop.mp4",
  heroWebm: "public/media/hero-loop.webm",
  heroPhoneMp4: "public/media/hero-loop-phone.mp4",
  heroPhoneWebm: "public/media/hero-loop-phone.webm",
} as const;

const publicUrl = (path: string) => path.replace(/^public\//, "/");

/** The narrowest photo the gallery and the "Leben auf dem Wasser" section take: narrower ones look blurred. */
export const minPhotoWidth = 1600;

export const isGalleryFile = (name: string) => /\.(?:jpe?g|png|webp)$/i.test(name);

/** A photo named like this (any supported extension) in an import becomes the "Leben auf dem Wasser" photo. */
export const lifeAboardSourceName = "leben-auf-dem-wasser";

/** Below Tailwind's `sm` the hero box is at most 600 CSS px wide: the smaller rendition is enough there. */
export const phoneVideoQuery = "(max-width: 639px)";

const h264 = 'video/mp4; codecs="avc1.640028, mp4a.40.2"';

/**
 * The browser takes the first source it plays: AV1 (smallest at the hero's quality), then H.264 for browsers without
 * AV1; the phone size first. The AV1 level (`04` = 3.0, `05` = 3.1) follows the picture size.
 */
export const heroVideoSources = [
  {
    src: publicUrl(mediaPaths.heroPhoneWebm),
    type: 'video/webm; codecs="av01.0.04M.08, opus"',
    media: phoneVideoQuery,
  },
  { src: publicUrl(mediaPaths.heroPhoneMp4), type: h264, media: phoneVideoQuery },
  { src: publicUrl(mediaPaths.heroWebm), type: 'video/webm; codecs="av01.0.05M.08, opus"' },
  { src: publicUrl(mediaPaths.heroMp4), type: h264 },
] as const;
