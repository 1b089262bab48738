import { site } from "../../src/content/site.ts";
import { goLiveProblems } from "../../src/integrations/production-guard.ts";
import { siteUrlProblem } from "../../src/lib/go-live-checks.ts";
import { failed, passed, warning, type CheckGroup, type CheckLine } from "./checklist.ts";

/**
 * The production guard's own lines (placeholders, listing link, SITE_URL), each a failure, and what is fine.
 * `siteUrl` is the site address the build uses; `siteUrlFromEnv` says whether SITE_URL set it.
 */
export async function checkContent(siteUrl: string | undefined, siteUrlFromEnv: boolean): Promise<CheckGroup> {
  const problems = await goLiveProblems(siteUrl);
  const lines: CheckLine[] = problems.map(failed);
  if (problems.length === 0) {
    lines.push(passed("Alle Angaben in src/content/ ausgefüllt"), passed(`Inserat-Link: ${site.listingUrl}`));
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
  return {
    title: "Inhalte",
    lines,
    advice: [
      'Tragen Sie die echten Angaben in die genannten Dateien in src/content/ ein: den ganzen Aufruf placeholder(…) durch den Wert ersetzen, z. B. name: "Erika Mustermann".',
    ],
  };
}
