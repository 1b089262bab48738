// Where the page's media live, relative to the project root, and what a photo must be: the gallery's schema, the page,
// the media import and preflight all read these. Written only here.
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

/** The narrowest photo the gallery and the "Leben auf dem Wasser" section take: narrower ones look blurred. */
export const minPhotoWidth = 1600;

export const isGalleryFile = (name: string) => /\.(?:jpe?g|png|webp)$/i.test(name);

/** A photo named like this (any supported extension) in an import becomes the "Leben auf dem Wasser" photo. */
export const lifeAboardSourceName = "leben-auf-dem-wasser";
