// The media files the page uses, relative to the project root. Written only here: the page, the media import and
// preflight all read these paths.
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

/** A file in `public/` as the browser requests it: `public/media/hero-loop.mp4` → `/media/hero-loop.mp4`. */
const publicUrl = (path: string) => path.replace(/^public\//, "/");

/** The narrowest photo the gallery and the "Leben auf dem Wasser" section take: narrower ones look blurred. */
export const minPhotoWidth = 1600;

/** Whether a file in the gallery folder is a photo the gallery can show (JPEG, PNG, WebP), by its extension in any case. */
export const isGalleryFile = (name: string) => /\.(?:jpe?g|png|webp)$/i.test(name);

/** A photo named like this (any supported extension) in an import becomes the "Leben auf dem Wasser" photo. */
export const lifeAboardSourceName = "leben-auf-dem-wasser";

/**
 * Below Tailwind's `sm` breakpoint the hero box is at most 600 CSS px wide (a phone): there the smaller rendition
 * of the video is enough, as the poster's `srcset` picks its smaller files.
 */
export const phoneVideoQuery = "(max-width: 639px)";

const h264 = 'video/mp4; codecs="avc1.640028, mp4a.40.2"';

/**
 * The hero video as the import writes it, the browser taking the first source whose `media` matches and whose codecs
 * it plays: AV1 (the smallest file at the hero's quality) in WebM, then H.264 in MP4 for browsers without AV1; the
 * phone size first. The AV1 level (`04` = 3.0, `05` = 3.1) follows the picture size.
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
