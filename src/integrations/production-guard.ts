import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { AstroError } from "astro/errors";
import { isProductionContext } from "../../netlify/functions/_lib/mail-config.ts";
import { findPlaceholders, formatPlaceholder } from "../content/find-placeholders.ts";
import { isPlaceholder } from "../content/placeholder.ts";
import { site } from "../content/site.ts";
import { listingUrlProblem, siteUrlProblem } from "../lib/go-live-checks.ts";
import { placeholderMediaProblems } from "../lib/owner-media.ts";

/** How the guard's error begins; `npm run preflight` recognises a stopped build by it. */
export const productionBuildStopped = "Produktions-Build abgebrochen";

/** What must be fixed in the content and addresses before the site may go live, one German line each; empty when ready. */
export async function goLiveProblems(siteUrl: string | undefined): Promise<string[]> {
  // While the listing link is still a placeholder, its placeholder line says all there is to say.
  const listingProblem = isPlaceholder(site.listingUrl)
    ? undefined
    : listingUrlProblem(site.listingUrl, site.listingUrlChecked);
  const siteProblem = siteUrlProblem(siteUrl);
  return [
    ...(await findPlaceholders()).map(formatPlaceholder),
    ...(listingProblem ? [`src/content/site.ts › listingUrl: ${listingProblem}`] : []),
    ...(siteProblem ? [`SITE_URL: ${siteProblem}`] : []),
  ];
}

/**
 * Stops a build in Netlify's production context (`CONTEXT=production`) while a placeholder, a wrong address or drawn
 * placeholder media are left, naming each; deploy previews and local builds only warn.
 */
export function productionGuard(): AstroIntegration {
  let siteUrl: string | undefined;
  let root = "";
  return {
    name: "production-guard",
    hooks: {
      "astro:config:done": ({ config }) => {
        siteUrl = config.site;
        root = fileURLToPath(config.root);
      },
      "astro:build:start": async ({ logger }) => {
        const problems = [...(await goLiveProblems(siteUrl)), ...(await placeholderMediaProblems(root))];
        if (problems.length === 0) return;
        const count = problems.length === 1 ? "1 Angabe muss" : `${problems.length} Angaben müssen`;
        const summary = `${count} vor der Veröffentlichung ersetzt oder korrigiert werden:`;
        if (isProductionContext(process.env)) {
          throw new AstroError(
            `${productionBuildStopped}. ${summary}\n${problems.join("\n")}`,
            "Tragen Sie die echten Angaben in die genannten Dateien ein. Vorschau-Deploys und lokale Builds melden offene Angaben nur als Warnung.",
          );
        }
        logger.warn(`${summary}\n${problems.join("\n")}`);
      },
    },
  };
}
