import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { dataFileProblems, formatContentProblem } from "../../src/content-reading/data-files.ts";
import { formatPlaceholder } from "../../src/content-reading/placeholders.ts";
import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { lifeAboardPhotoIsOwners, ownerMediaMarker, recordOwnerMedia } from "../../src/media/owner-media.ts";
import { ffmpegInstallAdvice, hasFfmpeg } from "./ffmpeg.ts";
import { makeHeroVideo } from "./hero-video.ts";
import { parseImportArgs } from "./import-options.ts";
import { ImportRefusal } from "./import-refusal.ts";
import { formatMovedPhoto, installMedia, mediaToReplace, movedGalleryPhotos } from "./install-media.ts";
import { markMediaTextsAsPlaceholders, mediaTextFiles } from "./media-texts.ts";
import { preparePhoto, type PreparedPhoto } from "./photo.ts";
import { ProgressDisplay } from "./progress-display.ts";
import { readSourceFolder, shellQuoted } from "./source-folder.ts";
import { summaryTable } from "./summary-table.ts";
import {
  audioLoudnessLufs,
  backupFolder,
  galleryFileName,
  galleryPath,
  lifeAboardSourceName,
  mediaPaths,
  photoSize,
} from "./targets.ts";
import { formatDecibel, formatSeconds } from "../format-measures.ts";
import { encodeSpeed } from "./video-encode.ts";

/** `npm run media -- import <folder>`: everything is checked and produced in a scratch folder before the page's media change. */
export async function importMedia(args: string[], cwd: string): Promise<void> {
  const options = parseImportArgs(args, cwd);
  const folder = await readSourceFolder(options.folder);
  if (!folder.video && (options.videoStart !== undefined || options.videoLength !== undefined)) {
    throw new ImportRefusal(
      "--video-start und --video-length gelten für ein Video, aber im Ordner liegt keins (MOV oder MP4).",
    );
  }
  if (folder.video && !hasFfmpeg()) throw new ImportRefusal(ffmpegInstallAdvice);
  // The import rewrites the words about the media in the data files, so they must be readable first.
  const unreadable = mediaTextFiles.flatMap((name) => dataFileProblems(name, options.root));
  if (unreadable.length > 0) {
    throw new ImportRefusal(
      `Erst die Inhaltsdateien korrigieren; der Import schreibt die Bildtexte hinein:\n${unreadable.map(formatContentProblem).join("\n")}`,
    );
  }

  // Without a photo named for it, "Leben auf dem Wasser" takes the first gallery photo while it still shows the
  // drawing: the owner who brings only phone photos gets a page that can go live. An own photo there stays.
  const lifeAboardFromGallery =
    !folder.lifeAboardPhoto && !(await lifeAboardPhotoIsOwners(options.root)) ? folder.galleryPhotos[0] : undefined;
  const source = { ...folder, lifeAboardPhoto: folder.lifeAboardPhoto ?? lifeAboardFromGallery };

  const replaced = await mediaToReplace(options.root, { lifeAboard: !!source.lifeAboardPhoto, video: !!source.video });
  const moved = movedGalleryPhotos(options.root, replaced);
  if (replaced.length > 0 && !options.force) {
    throw new ImportRefusal(
      [
        `Im Projekt liegen schon Medien, die der Import ersetzen würde (${describeReplaced(replaced)}).`,
        ...(moved.length > 0 ? ["Diese Fotos der Bildergalerie kämen weg:", ...moved.map(formatMovedPhoto)] : []),
        `Zum Ersetzen noch einmal mit --force starten; die bisherigen Dateien werden dann mit ihren Bildunterschriften nach ${backupFolder}/ gesichert:`,
        `  npm run media -- import ${args.map(shellQuoted).join(" ")} --force`,
      ].join("\n"),
    );
  }

  const progress = new ProgressDisplay();
  const staging = await mkdtemp(join(tmpdir(), "hausboot-media-import-"));
  try {
    const newFiles: { staged: string; path: string }[] = [];
    const photoJobs = source.galleryPhotos.map((input, index) => ({ input, path: galleryPath(index + 1) }));
    if (source.lifeAboardPhoto) photoJobs.push({ input: source.lifeAboardPhoto, path: mediaPaths.lifeAboard });
    for (const [index, { input, path }] of photoJobs.entries()) {
      const staged = join(staging, basename(path));
      const prepared = await preparePhoto(input, staged, photoSize);
      newFiles.push({ staged, path });
      progress.line(
        `Foto ${index + 1}/${photoJobs.length}: ${basename(input)} → ${basename(path)} ${photoNote(prepared)}`,
      );
    }

    let videoNote = `Hero-Video und Poster unverändert (kein Video im Ordner).`;
    if (source.video) {
      progress.line(`Video: ${basename(source.video)}`);
      const files = {
        mp4: join(staging, basename(mediaPaths.heroMp4)),
        webm: join(staging, basename(mediaPaths.heroWebm)),
        phoneMp4: join(staging, basename(mediaPaths.heroPhoneMp4)),
        phoneWebm: join(staging, basename(mediaPaths.heroPhoneWebm)),
        poster: join(staging, "hero-poster.jpg"),
      };
      const video = await makeHeroVideo(
        source.video,
        { start: options.videoStart, length: options.videoLength },
        files,
        staging,
        encodeSpeed(),
        (label, fraction) => progress.update(label, fraction),
      );
      newFiles.push(
        { staged: files.poster, path: mediaPaths.poster },
        { staged: files.mp4, path: mediaPaths.heroMp4 },
        { staged: files.webm, path: mediaPaths.heroWebm },
        { staged: files.phoneMp4, path: mediaPaths.heroPhoneMp4 },
        { staged: files.phoneWebm, path: mediaPaths.heroPhoneWebm },
      );
      const sound =
        video.gainDb === undefined
          ? "still (das Video hat keinen Ton)"
          : `${formatDecibel(video.gainDb)} auf ${audioLoudnessLufs} LUFS`;
      videoNote = `Schleife: ab Sekunde ${formatSeconds(video.plan.start, "")} für ${formatSeconds(video.plan.length)}; Ton ${sound}.`;
    }

    const backup = await installMedia(options.root, newFiles, replaced);
    await recordOwnerMedia(options.root, {
      gallery: source.galleryPhotos.length,
      ...(source.lifeAboardPhoto && { lifeAboard: 1 }),
      ...(source.video && { heroVideo: 1 }),
    });
    const newTexts = await markMediaTextsAsPlaceholders(options.root, {
      galleryFiles: source.galleryPhotos.map((_, index) => galleryFileName(index + 1)),
      lifeAboard: !!source.lifeAboardPhoto,
      heroVideo: !!source.video,
    });
    const table = await summaryTable(
      options.root,
      newFiles.map(({ path }) => path),
    );
    progress.line(`\n${table}\n\n${videoNote}`);
    if (lifeAboardFromGallery) {
      progress.line(
        `Foto bei „Leben auf dem Wasser“: das erste Foto, ${basename(lifeAboardFromGallery)}, da keins ${lifeAboardSourceName}.jpg heißt. Ein anderes Foto: es so nennen und den Import wiederholen, oder es in /admin/ unter „Medien“ ersetzen.`,
      );
    } else if (!source.lifeAboardPhoto) {
      progress.line(`Foto bei „Leben auf dem Wasser“ unverändert (kein ${lifeAboardSourceName}.jpg im Ordner).`);
    }
    for (const { file, reason } of source.notUsed) progress.line(`Nicht verwendet: ${file} (${reason}).`);
    if (backup) {
      progress.line(`Die bisherigen Medien liegen in ${backup}/.`);
      if (moved.length > 0) {
        progress.line(
          `Dorthin verschoben (${moved.length} Fotos der Bildergalerie; ihre Bildunterschriften stehen in ${backup}/${dataFilePath("gallery")}):`,
        );
        for (const photo of moved) progress.line(formatMovedPhoto(photo));
      }
    }
    progress.line(`Als eigene Medien vermerkt in ${ownerMediaMarker} (bitte mit einchecken).`);
    progress.line("");
    progress.line(
      `Die Texte zu den bisherigen Medien sind jetzt Platzhalter; bitte zu Ihren Medien schreiben (${newTexts.length}):`,
    );
    for (const placeholder of newTexts) progress.line(`  ${formatPlaceholder(placeholder)}`);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function photoNote({ source, framing, upscaled }: PreparedPhoto): string {
  const how = framing === "crop" ? "auf 4:3 zugeschnitten" : "ganz, mit unscharfem Rand auf 4:3";
  return `(${source.width} × ${source.height}, ${how}${upscaled ? ", hochskaliert: ein größeres Original wäre schärfer" : ""})`;
}

function describeReplaced(paths: string[]): string {
  const gallery = paths.filter((path) => path.startsWith(`${mediaPaths.galleryFolder}/`)).length;
  const others = paths.filter((path) => !path.startsWith(`${mediaPaths.galleryFolder}/`)).map((path) => basename(path));
  return [...(gallery > 0 ? [`${gallery} Galeriebilder`] : []), ...others].join(", ");
}
