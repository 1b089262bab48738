import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { AstroError } from "astro/errors";
import { dataFilePath, readUncheckedDataFile } from "../lib/unchecked-data-files.ts";
import { findPlaceholders, formatPlaceholder } from "../lib/placeholders.ts";
import {
  listingUrlProblem,
  siteUrlProblem,
  unconfirmedCostsProblem,
  unconfirmedFactsProblem,
} from "../lib/go-live-checks.ts";
import { narrowPhotoProblems, placeholderMediaProblems } from "../lib/owner-media.ts";

/** How the guard's error begins; `npm run preflight` recognises a stopped build by it. */
export const productionBuildStopped = "Produktions-Build abgebrochen";

/** Netlify's production deploys build with `CONTEXT=production`. */
const isProductionBuild = (env: NodeJS.ProcessEnv) => env.CONTEXT === "production";

/**
 * What must be fixed in the data files and addresses before the site may go live, one German line each; empty when
 * ready. Reads the data files in `root` (a project folder) as YAML only: the content collections have checked them.
 */
export function goLiveProblems(root: string, siteUrl: string | undefined): string[] {
  const placeholders = findPlaceholders(root);
  const site = readUncheckedDataFile("site", root) as { listingUrl: string; listingUrlChecked: boolean };
  // While the listing link is still a placeholder, its placeholder line says all there is to say.
  const listingIsPlaceholder = placeholders.some(
    ({ file, path }) => file === dataFilePath("site") && path.join(".") === "listingUrl",
  );
  const listingProblem = listingIsPlaceholder ? undefined : listingUrlProblem(site.listingUrl, site.listingUrlChecked);
  const siteProblem = siteUrlProblem(siteUrl);
  const returnModel = readUncheckedDataFile("return-model", root) as { costsConfirmed: unknown };
  const costsProblem = unconfirmedCostsProblem(returnModel.costsConfirmed);
  const boat = readUncheckedDataFile("boat", root) as { factsConfirmed: unknown };
  const factsProblem = unconfirmedFactsProblem(boat.factsConfirmed);
  return [
    ...placeholders.map(formatPlaceholder),
    ...(costsProblem ? [`${dataFilePath("return-model")} › costsConfirmed: ${costsProblem}`] : []),
    ...(factsProblem ? [`${dataFilePath("boat")} › factsConfirmed: ${factsProblem}`] : []),
    ...(listingProblem ? [`${dataFilePath("site")} › listingUrl: ${listingProblem}`] : []),
    ...(siteProblem ? [`SITE_URL: ${siteProblem}`] : []),
  ];
}

/**
 * Stops a build in Netlify's production context while a placeholder, a wrong address, drawn placeholder media or a
 * photo narrower than the page needs are left, naming each; deploy previews and local builds only warn.
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
        const problems = [
          ...goLiveProblems(root, siteUrl),
          ...(await placeholderMediaProblems(root)),
          ...(await narrowPhotoProblems(root)),
        ];
        if (problems.length === 0) return;
        const count = problems.length === 1 ? "1 Angabe muss" : `${problems.length} Angaben müssen`;
        const summary = `${count} vor der Veröffentlichung ersetzt oder korrigiert werden:`;
        if (isProductionBuild(process.env)) {
          const refusal = new AstroError(
            `${productionBuildStopped}. ${summary}\n${problems.join("\n")}`,
            "Tragen Sie die echten Angaben in die genannten Dateien ein. Vorschau-Deploys und lokale Builds melden offene Angaben nur als Warnung.",
          );
          // The owner needs the list, not where in the build it was made: Astro prints no stack without one.
          refusal.stack = "";
          throw refusal;
        }
        logger.warn(`${summary}\n${problems.join("\n")}`);
      },
    },
  };
}
