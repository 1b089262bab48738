import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { ownerMediaMarker, placeholderMediaProblems, readOwnerMedia } from "../../src/media/owner-media.ts";
import { ffmpegInstallAdvice, hasFfmpeg, probeVideo } from "../media/ffmpeg.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { galleryFiles } from "../media/install-media.ts";
import {
  heroVideoFiles,
  loopSeconds,
  maxVideoBytes,
  mediaPaths,
  minGalleryPhotos,
  minPhotoWidth,
  photoSize,
  posterSize,
  type Size,
} from "../media/targets.ts";
import { formatBytes, formatMeasuredSeconds } from "../format-measures.ts";
import { failed, passed, warning, type CheckGroup, type CheckLine } from "./checklist.ts";

/** Within 1 %: a 4032 × 3024 phone photo is 4:3, a 1920 × 1080 one is not. */
export const sameAspect = (a: Size, b: Size) => Math.abs(a.width / a.height / (b.width / b.height) - 1) <= 0.01;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const ratioFormat = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

/** `1600 × 1200` → `4:3`; sizes without a small whole ratio → `1,78:1`. */
export function aspectLabel({ width, height }: Size): string {
  const divisor = gcd(width, height);
  if (width / divisor <= 32 && height / divisor <= 32) return `${width / divisor}:${height / divisor}`;
  return `${ratioFormat.format(width / height)}:1`;
}

const exactBytes = new Intl.NumberFormat("de-DE");
const sizeLabel = (size: Size) => `${size.width} × ${size.height}`;

// The size as the browser shows it, after EXIF orientation; undefined when the file is no readable image.
async function imageSize(file: string): Promise<Size | undefined> {
  const metadata = await sharp(file)
    .metadata()
    .catch(() => undefined);
  return metadata?.autoOrient;
}

const described = (path: string, size: Size) => `${path}: ${sizeLabel(size)} (${aspectLabel(size)})`;
const wrongAspect = (path: string, size: Size, target: Size) =>
  failed(`${described(path, size)}, erwartet ist ${aspectLabel(target)} wie ${sizeLabel(target)}`);

interface PhotoRule {
  target: Size;
  /** Narrower is refused by the production build (src/media/owner-media.ts), not only advised against. */
  minWidth?: number;
  /** A gallery photo uploaded in the editor keeps its own aspect ratio: the grid shows its middle 4:3. */
  anyAspect?: boolean;
}

/** The photo's one line (missing, unreadable, too narrow, wrong aspect ratio, too small, fine), and its size. */
async function checkPhoto(root: string, path: string, rule: PhotoRule): Promise<{ line: CheckLine; size?: Size }> {
  const { target, minWidth, anyAspect = false } = rule;
  if (!existsSync(join(root, path))) return { line: failed(`${path} fehlt`) };
  const size = await imageSize(join(root, path));
  if (!size) return { line: failed(`${path} ist kein lesbares Bild (JPEG, PNG oder WebP)`) };
  if (minWidth !== undefined && size.width < minWidth) {
    const narrow = `schmaler als ${minWidth} Pixel: wirkt unscharf, der Produktions-Build bricht ab`;
    return { size, line: failed(`${described(path, size)}, ${narrow}`) };
  }
  if (!sameAspect(size, target)) {
    if (!anyAspect) return { size, line: wrongAspect(path, size, target) };
    const cropped = `das Raster zeigt den mittleren ${aspectLabel(target)}-Ausschnitt, die vergrößerte Ansicht das ganze Foto`;
    return { size, line: warning(`${described(path, size)}: ${cropped}`) };
  }
  if (size.width >= target.width) return { size, line: passed(described(path, size)) };
  const blurred = `kleiner als ${sizeLabel(target)}: wirkt auf großen Bildschirmen unscharf`;
  return { size, line: warning(`${described(path, size)}, ${blurred}`) };
}

/** The photos the gallery shows: those gallery.yaml lists, or the folder's while that file cannot be read. */
async function galleryPhotos(root: string): Promise<string[]> {
  try {
    return readDataFile("gallery", root).photos.map(({ file }) => `${mediaPaths.galleryFolder}/${file}`);
  } catch {
    return galleryFiles(root);
  }
}

async function checkGallery(root: string): Promise<CheckLine[]> {
  const files = await galleryPhotos(root);
  const rule = { target: photoSize, minWidth: minPhotoWidth, anyAspect: true };
  const checked = (await Promise.all(files.map((path) => checkPhoto(root, path, rule)))).map(({ line }) => line);
  const fine = checked.filter((line) => line.status === "passed").length;
  const folder = `${mediaPaths.galleryFolder}/`;
  const lines: CheckLine[] = [];
  if (files.length < minGalleryPhotos) {
    lines.push(
      failed(`${files.length} Galeriebilder in ${folder}, die Galerie braucht mindestens ${minGalleryPhotos}`),
    );
  }
  if (fine > 0) {
    const count = fine === files.length ? `${fine} Galeriebilder` : `${fine} von ${files.length} Galeriebildern`;
    lines.push(passed(`${count} in ${folder}: ${aspectLabel(photoSize)}, mindestens ${sizeLabel(photoSize)}`));
  }
  return [...lines, ...checked.filter((line) => line.status !== "passed")];
}

async function checkVideo(root: string, path: string, expected: Size, poster: Size | undefined, canProbe: boolean) {
  const file = join(root, path);
  if (!existsSync(file)) return [failed(`${path} fehlt`)];
  const { size: bytes } = await stat(file);
  const problems: CheckLine[] = [];
  if (bytes > maxVideoBytes) {
    // Just over the limit both round to "1,5 MB"; then the exact bytes say what is wrong.
    const [actual, limit] =
      formatBytes(bytes) === formatBytes(maxVideoBytes)
        ? [`${exactBytes.format(bytes)} Bytes`, `${exactBytes.format(maxVideoBytes)} Bytes`]
        : [formatBytes(bytes), formatBytes(maxVideoBytes)];
    problems.push(failed(`${path}: ${actual}, erlaubt sind höchstens ${limit} (so lädt die Seite auch mobil schnell)`));
  }
  const facts = [`${formatBytes(bytes)} (höchstens ${formatBytes(maxVideoBytes)})`];
  if (canProbe) {
    const video = await probeVideo(file).catch(() => undefined);
    if (!video) return [...problems, failed(`${path} ist kein lesbares Video`)];
    const { seconds, ...size } = video;
    facts.unshift(`${sizeLabel(size)} (${aspectLabel(size)})`, formatMeasuredSeconds(seconds));
    if (!sameAspect(size, expected)) problems.push(wrongAspect(path, size, expected));
    if (poster && !sameAspect(size, poster)) {
      problems.push(
        failed(
          `${path} (${aspectLabel(size)}) und ${mediaPaths.poster} (${aspectLabel(poster)}) haben verschiedene Seitenverhältnisse: Beim Start des Videos springt das Bild`,
        ),
      );
    }
    if (!(seconds >= loopSeconds.min && seconds <= loopSeconds.max)) {
      problems.push(
        warning(
          `${path}: ${formatMeasuredSeconds(seconds)} lang, vorgesehen sind ${loopSeconds.min} bis ${loopSeconds.max} s`,
        ),
      );
    }
  }
  return problems.length > 0 ? problems : [passed(`${path}: ${facts.join(", ")}`)];
}

const longDate = new Intl.DateTimeFormat("de-DE", { dateStyle: "long" });

/** The production guard's line for drawn placeholder media, or that the media are the owner's and since when. */
async function checkOwnMedia(root: string): Promise<CheckLine[]> {
  const problems = await placeholderMediaProblems(root);
  const media = await readOwnerMedia(root);
  if (problems.length > 0 || typeof media !== "object") return problems.map(failed);
  const dates = Object.values(media).map((part) => part.importedAt);
  const latest = longDate.format(new Date(dates.sort().at(-1)!));
  return [passed(`Medien: eigene Fotos und eigenes Video, zuletzt übernommen am ${latest} (${ownerMediaMarker})`)];
}

/**
 * Whether the media are still the drawn placeholders, then the files the page uses (names and sizes from `scripts/media/targets.ts`): present, in the expected aspect ratio,
 * the hero videos under their size limit and in the poster's aspect ratio.
 */
export async function checkMedia(root: string): Promise<CheckGroup> {
  const canProbe = hasFfmpeg();
  const poster = await checkPhoto(root, mediaPaths.poster, { target: posterSize });
  const lifeAboard = await checkPhoto(root, mediaPaths.lifeAboard, { target: photoSize, minWidth: minPhotoWidth });
  const lines = [
    ...(await checkOwnMedia(root)),
    poster.line,
    ...(
      await Promise.all(heroVideoFiles.map(({ path, size }) => checkVideo(root, path, size, poster.size, canProbe)))
    ).flat(),
    lifeAboard.line,
    ...(await checkGallery(root)),
  ];
  if (!canProbe) {
    lines.push(warning(`Maße und Länge der Videos nicht geprüft: ${ffmpegInstallAdvice.replaceAll("\n", " ")}`));
  }
  return {
    title: "Medien",
    lines,
    advice: [
      "npm run media -- import <Ordner> --force erzeugt alle Dateien in den richtigen Maßen aus Ihren Fotos und Ihrem Video (docs/anleitung.md, Schritt 3).",
    ],
  };
}
