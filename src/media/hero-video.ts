// The hero video's files as the page offers them to the browser.
import { mediaPaths } from "../content-schemas/media-files.ts";

const publicUrl = (path: string) => path.replace(/^public\//, "/");

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
