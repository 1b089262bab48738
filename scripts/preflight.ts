// `npm run preflight`: everything that must be right before the site goes live, as a German checklist.
import path from "node:path";
import { loadProjectEnv, projectRoot } from "../server/project-env.ts";
import { parseCommandLine } from "./command-line.ts";
import { checkBuild } from "./preflight/build-check.ts";
import { countStatus, formatGroup, formatVerdict, warning, type CheckGroup } from "./preflight/checklist.ts";
import { ContentError } from "../src/content-reading/data-files.ts";
import { contentProblems } from "../src/content-reading/content-loaders.ts";
import { findPlaceholders } from "../src/content-reading/placeholders.ts";
import { checkContent } from "./preflight/content-checks.ts";
import { checkMail } from "./preflight/mail-checks.ts";
import { checkMedia } from "./preflight/media-checks.ts";
import { siteUrlFrom } from "../src/integrations/site-url.ts";

const usage = `Aufruf: npm run preflight [-- --skip-build] [--json]

Prüft vor dem Livegang Inhalte, E-Mail-Versand (mit echtem Verbindungstest), Medien und den
Produktions-Build. Liest .env wie npm start; gesetzte Umgebungsvariablen haben Vorrang.
  --skip-build   den Produktions-Build auslassen (dauert sonst etwa eine Minute)
  --json         nur die offenen Platzhalter ausgeben, als JSON-Liste von
                 { "file": "src/content/owner.yaml", "path": ["name"], "explanation": "…" }`;

const { values } = parseCommandLine(usage, { "skip-build": { type: "boolean" }, json: { type: "boolean" } });
process.exitCode = values.json ? listPlaceholders() : await preflight(values["skip-build"] ?? false);

/** For other tools: the open placeholders as JSON on stdout (path as keys and list indexes), exit code 0. */
function listPlaceholders(): number {
  const problems = contentProblems(projectRoot);
  if (problems.length > 0) {
    console.error(new ContentError(problems).message);
    return 1;
  }
  const open = findPlaceholders(projectRoot).map(({ file, path, explanation }) => ({ file, path, explanation }));
  console.log(JSON.stringify(open, null, 2));
  return 0;
}

async function preflight(skipBuild: boolean): Promise<number> {
  const envFile = loadProjectEnv();
  console.log("Prüfliste vor dem Livegang");
  console.log(
    envFile
      ? `Einstellungen aus ${path.relative(projectRoot, envFile) || envFile} und der Umgebung (die Umgebung hat Vorrang).\n`
      : "Keine .env gefunden: Es gelten nur die Umgebungsvariablen (Vorlage: .env.example).\n",
  );

  // `SITE_URL=` in .env means "not set", as for the mail settings; the build would otherwise take the empty value.
  if (process.env.SITE_URL?.trim() === "") delete process.env.SITE_URL;
  const siteUrlFromEnv = process.env.SITE_URL !== undefined;
  // The site address exactly as the build computes it (SITE_URL or the default), read after .env. Not by importing
  // astro.config.mjs: that loads Astro, Vite and Tailwind, and took 2 of the check's 5 seconds.
  const siteUrl = siteUrlFrom(process.env);

  const groups: CheckGroup[] = [];
  const report = (group: CheckGroup) => {
    groups.push(group);
    console.log(`${formatGroup(group)}\n`);
  };
  report(checkContent(projectRoot, siteUrl, siteUrlFromEnv));
  report(await checkMail(process.env));
  report(await checkMedia(projectRoot));
  if (skipBuild) {
    report({ title: "Build", lines: [warning("Produktions-Build nicht geprüft (--skip-build)")] });
  } else {
    console.log("Produktions-Build läuft (etwa eine Minute) …");
    report(await checkBuild(projectRoot));
  }
  console.log(formatVerdict(groups));
  return countStatus(groups, "failed") > 0 ? 1 : 0;
}
