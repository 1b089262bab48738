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
