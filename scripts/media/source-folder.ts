import { readdir, readFile, stat } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import { ImportRefusal } from "./import-refusal.ts";
import { lifeAboardSourceName, minGalleryPhotos, orderFileName } from "./targets.ts";

const photoExtensions = new Set([".jpg", ".jpeg", ".png", ".webp"]);
const videoExtensions = new Set([".mov", ".mp4", ".m4v", ".webm"]);
const heicExtensions = new Set([".heic", ".heif"]);
const fileNameOrder = new Intl.Collator("de", { numeric: true, sensitivity: "base" });

export interface SourceFolder {
  /** Absolute paths in gallery order. */
  galleryPhotos: string[];
  lifeAboardPhoto?: string;
  video?: string;
  notUsed: { file: string; reason: string }[];
}

/** A file name as a shell reads it back unchanged: a printed command is copied into a terminal as it is. */
export const shellQuoted = (arg: string) => (/^[\w./:=,+-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);

export const heicAdvice = (files: string[]) =>
  [
    `Fotos im HEIC-Format (iPhone) kann das Bildwerkzeug nicht lesen: ${files.join(", ")}.`,
    "Bitte vorher in JPEG umwandeln, zum Beispiel:",
    "  Windows: das Foto in der App „Fotos“ öffnen › „…“ › Speichern unter › Dateityp „JPEG“",
    "  Mac: das Foto in „Vorschau“ öffnen › Ablage › Exportieren … › Format „JPEG“",
    `  Linux: heif-convert ${shellQuoted(files[0] ?? "foto.heic")} ${shellQuoted(`${basename(files[0] ?? "foto.heic", extname(files[0] ?? ".heic"))}.jpg`)}  (Paket libheif-examples)`,
    "  iPhone, für künftige Fotos: Einstellungen › Kamera › Formate › „Maximale Kompatibilität“",
  ].join("\n");

/** Sorts the owner's folder into gallery photos (file-name order or order.txt), the "Leben auf dem Wasser" photo and the video. */
export async function readSourceFolder(folder: string): Promise<SourceFolder> {
  const folderStat = await stat(folder).catch(() => undefined);
  if (!folderStat) throw new ImportRefusal(`Den Ordner „${folder}“ gibt es nicht.`);
  if (!folderStat.isDirectory()) throw new ImportRefusal(`„${folder}“ ist kein Ordner.`);

  const entries = await readdir(folder, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith(".") && entry.name !== orderFileName)
    .map((entry) => entry.name)
    .sort(fileNameOrder.compare);
  const extension = (name: string) => extname(name).toLowerCase();

  const heic = names.filter((name) => heicExtensions.has(extension(name)));
  if (heic.length > 0) throw new ImportRefusal(heicAdvice(heic));

  const videos = names.filter((name) => videoExtensions.has(extension(name)));
  if (videos.length > 1) {
    throw new ImportRefusal(
      `Bitte nur ein Video in den Ordner legen (MOV, MP4 oder WebM); gefunden: ${videos.join(", ")}.`,
    );
  }

  const photos = names.filter((name) => photoExtensions.has(extension(name)));
  const isLifeAboard = (name: string) => basename(name, extname(name)).toLowerCase() === lifeAboardSourceName;
  const lifeAboard = photos.filter(isLifeAboard);
  if (lifeAboard.length > 1) {
    throw new ImportRefusal(`Nur ein Foto darf „${lifeAboardSourceName}“ heißen; gefunden: ${lifeAboard.join(", ")}.`);
  }

  const notUsed = names
    .filter((name) => !photoExtensions.has(extension(name)) && !videoExtensions.has(extension(name)))
    .map((file) => ({ file, reason: "weder Foto (JPEG, PNG, WebP) noch Video (MOV, MP4)" }));

  const orderText = await readFile(join(folder, orderFileName), "utf8").catch(() => undefined);
  let gallery = photos.filter((name) => !isLifeAboard(name));
  if (orderText !== undefined) {
    const listed = parseOrderFile(orderText);
    const missing = listed.filter((name) => !photos.includes(name));
    if (missing.length > 0) {
      throw new ImportRefusal(
        `${orderFileName} nennt Dateien, die nicht als Foto im Ordner liegen: ${missing.join(", ")}. Bitte die Namen genau so schreiben wie im Ordner (mit Endung).`,
      );
    }
    const repeated = listed.filter((name, index) => listed.indexOf(name) !== index);
    if (repeated.length > 0) throw new ImportRefusal(`${orderFileName} nennt Dateien doppelt: ${repeated.join(", ")}.`);
    notUsed.push(
      ...gallery
        .filter((name) => !listed.includes(name))
        .map((file) => ({ file, reason: `nicht in ${orderFileName}` })),
    );
    gallery = listed;
  }

  if (gallery.length < minGalleryPhotos) {
    throw new ImportRefusal(
      `Zu wenige Fotos für die Galerie: ${gallery.length} gefunden, mindestens ${minGalleryPhotos} nötig (JPEG, PNG oder WebP${orderText === undefined ? "" : `, in ${orderFileName} genannt`}).`,
    );
  }

  return {
    galleryPhotos: gallery.map((name) => join(folder, name)),
    lifeAboardPhoto: lifeAboard[0] === undefined ? undefined : join(folder, lifeAboard[0]),
    video: videos[0] === undefined ? undefined : join(folder, videos[0]),
    notUsed,
  };
}

/** One file name per line; blank lines and lines starting with # are ignored. */
export function parseOrderFile(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}
