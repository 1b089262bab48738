// The sizes, limits and framing rule docs/content.md documents for the media files; the files' paths are the page's own
// (src/content-schemas/media-files.ts). The import and its tests read these values; change them here and in docs/content.md media
// table together.
import { mediaPaths, minPhotoWidth } from "../../src/content-schemas/media-files.ts";

export { lifeAboardSourceName, mediaPaths, minPhotoWidth } from "../../src/content-schemas/media-files.ts";

export type Size = { width: number; height: number };

export const photoSize = { width: minPhotoWidth, height: (minPhotoWidth * 3) / 4 } as const;
export const posterSize = { width: 1440, height: 1080 } as const;
/** The hero video for wide screens, and the one for phones (`phoneVideoQuery` in src/content-schemas/media-files.ts). */
export const videoSize = { width: 960, height: 720 } as const;
export const phoneVideoSize = { width: 640, height: 480 } as const;

/** Every file of the hero video, with its picture size. */
export const heroVideoFiles = [
  { path: mediaPaths.heroWebm, size: videoSize },
  { path: mediaPaths.heroMp4, size: videoSize },
  { path: mediaPaths.heroPhoneWebm, size: phoneVideoSize },
  { path: mediaPaths.heroPhoneMp4, size: phoneVideoSize },
] as const;
export const heroVideoPaths = heroVideoFiles.map(({ path }) => path);

export const loopSeconds = { min: 6, max: 10, default: 8 } as const;
/** The last second of the clip fades into its first, so the loop has no seam. */
export const crossfadeSeconds = 1;
/** Per video file (MP4 and WebM each). */
export const maxVideoBytes = 1.5 * 1024 * 1024;
/** Integrated loudness of the hero's sound: quiet ambience for visitors who switch the sound on. */
export const audioLoudnessLufs = -28;
export const audioTruePeakDb = -2;

/** `3` → `gallery-03.jpg`, the name the import gives the third photo of the gallery. */
export const galleryFileName = (position: number) => `gallery-${String(position).padStart(2, "0")}.jpg`;

/** `3` → `src/assets/media/gallery/gallery-03.jpg` */
export const galleryPath = (position: number) => `${mediaPaths.galleryFolder}/${galleryFileName(position)}`;

export const orderFileName = "order.txt";
export const backupFolder = "media-backup";
export const minGalleryPhotos = 3;

export type Framing = "crop" | "letterbox";

const targetAspect = 4 / 3;
const minKeptShare = 0.75;

/**
 * Crop to 4:3 when that keeps at least three quarters of the picture (16:9, 3:2, square); otherwise
 * (portrait, panorama) fit the whole picture over a blurred copy of itself, so nothing important is cut away.
 */
export function framingFor(width: number, height: number): Framing {
  const aspect = width / height;
  const keptShare = aspect > targetAspect ? targetAspect / aspect : aspect / targetAspect;
  return keptShare >= minKeptShare - 1e-6 ? "crop" : "letterbox";
}
