// The files the page uses and the sizes and limits the README documents for them. The import and
// its tests read these values; change them here and in the README's media table together.
export const photoSize = { width: 1600, height: 1200 } as const;
export const posterSize = { width: 1440, height: 1080 } as const;
export const videoSize = { width: 960, height: 720 } as const;

export const loopSeconds = { min: 6, max: 10, default: 8 } as const;
/** The last second of the clip fades into its first, so the loop has no seam. */
export const crossfadeSeconds = 1;
/** Per video file (MP4 and WebM each). */
export const maxVideoBytes = 1.5 * 1024 * 1024;
/** Integrated loudness of the hero's sound: quiet ambience for visitors who switch the sound on. */
export const audioLoudnessLufs = -28;
export const audioTruePeakDb = -2;

export const mediaPaths = {
  galleryFolder: "src/assets/media/gallery",
  lifeAboard: "src/assets/media/life-aboard.jpg",
  poster: "src/assets/media/hero-poster.jpg",
  heroMp4: "public/media/hero-loop.mp4",
  heroWebm: "public/media/hero-loop.webm",
} as const;

/** `3` → `src/assets/media/gallery/gallery-03.jpg` */
export const galleryPath = (position: number) =>
  `${mediaPaths.galleryFolder}/gallery-${String(position).padStart(2, "0")}.jpg`;

/** A photo named like this (any supported extension) becomes the "Leben auf dem Wasser" photo. */
export const lifeAboardSourceName = "leben-auf-dem-wasser";
export const orderFileName = "order.txt";
export const backupFolder = "media-backup";
export const minGalleryPhotos = 3;
