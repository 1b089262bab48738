import {
  contentProblems,
  unlistedGalleryFiles,
  longDescriptionWarning,
} from "../../src/content-reading/content-loaders.ts";
import { formatContentProblem, readDataFile } from "../../src/content-reading/data-files.ts";
import { goLiveProblems, siteUrlProblem } from "../../src/integrations/production-guard.ts";
import { missingEnglishTexts } from "../../src/content-reading/english-texts.ts";
import { formatPlaceholder, openPlaceholders, readUncheckedDataFiles } from "../../src/content-reading/placeholders.ts";
import { failed, passed, warning, type CheckGroup, type CheckLine } from "./checklist.ts";
import { translationDrift } from "./translation-drift.ts";

const advice = [
  "Öffnen Sie die genannte Datei und ersetzen Sie den ganzen Platzhalter „[…] (Platzhalter: …)“ durch den echten Wert, z. B. name: Erika Mustermann (docs/anleitung.md: „Inhalte ändern“).",
];

const englishTextsAdvice =
  "„Englisch“: Die englische Fassung ist an (site.yaml › languages: [de, en]). Tragen Sie den Text im Block en: der genannten Datei ein, unter demselben Namen wie den deutschen, oder im Editor in der englischen Spalte; oder nehmen Sie en aus languages (docs/anleitung.md, „Die englische Fassung“).";

/**
 * The data files' own mistakes; then the production guard's lines (placeholders, listing link, SITE_URL), each a
 * failure, and what is fine. `siteUrl` is the site address the build uses; `siteUrlFromEnv` says whether SITE_URL
 * set it.
 */
export function checkContent(root: string, siteUrl: string | undefined, siteUrlFromEnv: boolean): CheckGroup {
  // The media group names missing media files; here only the data files.
  const invalid = contentProblems(root);
  if (invalid.length > 0) {
    // The placeholders of the files that can be read are still open: a mistake in one file hides none of them.
    const invalidFiles = new Set(invalid.map(({ file }) => file));
    const values = readUncheckedDataFiles(root);
    const placeholders = openPlaceholders(values).filter(({ file }) => !invalidFiles.has(file));
    const english = missingEnglishTexts(values).filter((line) => !invalidFiles.has(line.split(" › ")[0]!));
    return {
      title: "Inhalte",
      lines: [
        ...invalid.map((problem) => failed(formatContentProblem(problem))),
        ...placeholders.map((placeholder) => failed(formatPlaceholder(placeholder))),
        ...english.map(failed),
        ...translationDrift(root).map(warning),
      ],
      advice: [
        "Korrigieren Sie die genannten Felder; erst dann lassen sich die Angaben prüfen.",
        ...advice,
        ...(english.length > 0 ? [englishTextsAdvice] : []),
      ],
    };
  }
  const problems = goLiveProblems(root, siteUrl);
  const lines: CheckLine[] = problems.map(failed);
  lines.push(...translationDrift(root).map(warning));
  const longDescription = longDescriptionWarning(root);
  if (longDescription) lines.push(warning(longDescription));
  if (problems.length === 0) {
    lines.push(
      passed("Alle Angaben in src/content/ ausgefüllt"),
      passed(`Inserat-Link: ${readDataFile("site", root).listingUrl}`),
    );
  }
  if (!siteUrlProblem(siteUrl)) {
    lines.push(
      siteUrlFromEnv
        ? passed(`SITE_URL: ${siteUrl}`)
        : warning(
            `SITE_URL ist nicht gesetzt, der Build nimmt die Vorgabe ${siteUrl}. Ist das nicht die Adresse Ihrer Website, setzen Sie SITE_URL in .env und bei Netlify.`,
          ),
    );
  }
  for (const file of unlistedGalleryFiles(root, readDataFile("gallery", root).photos)) {
    lines.push(warning(`${file} steht nicht in src/content/gallery.yaml; die Seite zeigt es nicht`));
  }
  const englishAdvice = problems.some((problem) => problem.includes(" › Englisch › ")) ? [englishTextsAdvice] : [];
  return { title: "Inhalte", lines, advice: [...advice, ...englishAdvice] };
}
