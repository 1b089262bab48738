// What must be right before the site goes live, and the integration that stops a production build until it is.
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { AstroError } from "astro/errors";
import type { DataFileName } from "../content-schemas/index.ts";
import { dataFilePath } from "../content-reading/data-file-paths.ts";
import { missingEnglishTexts } from "../content-reading/english-texts.ts";
import { formatPlaceholder, openPlaceholders, readUncheckedDataFiles } from "../content-reading/placeholders.ts";
import { narrowPhotoProblems, placeholderMediaProblems } from "../media/owner-media.ts";

/** How the guard's error begins; `npm run preflight` recognises a stopped build by it. */
export const productionBuildStopped = "Produktions-Build abgebrochen";

const airbnbRoom = { host: /^(?:www\.)?airbnb\.[a-z]{2,3}(?:\.[a-z]{2})?$/, path: /^\/rooms\/\d+\/?$/ };

/** An Airbnb room address with its number, or any https address the owner has opened and marked as checked. */
export function listingUrlProblem(listingUrl: string, checked: boolean): string | undefined {
  const url = URL.parse(listingUrl);
  if (url?.protocol !== "https:") {
    return `„${listingUrl}“ ist keine https-Adresse. Tragen Sie die Adresse Ihres Inserats ein, z. B. https://www.airbnb.de/rooms/12345678`;
  }
  if (checked || (airbnbRoom.host.test(url.hostname) && airbnbRoom.path.test(url.pathname))) return undefined;
  return `„${listingUrl}“ ist keine Airbnb-Zimmeradresse mit Nummer (z. B. https://www.airbnb.de/rooms/12345678). Für eine andere Plattform die Adresse im Browser prüfen und listingUrlChecked: true setzen.`;
}

export function siteUrlProblem(siteUrl: string | undefined): string | undefined {
  const url = siteUrl === undefined ? null : URL.parse(siteUrl);
  const isOrigin = url !== null && url.pathname === "/" && url.search === "" && url.hash === "" && !url.username;
  if (url?.protocol === "https:" && isOrigin) return undefined;
  return `„${siteUrl ?? ""}“ ist keine https-Adresse ohne Pfad. Setzen Sie SITE_URL auf die Adresse der Website, z. B. https://hausboot-werder.de`;
}

/** An open placeholder here is named with the other placeholders; `false` is named with what to check first. */
const confirmations: { file: DataFileName; key: string; check: string }[] = [
  {
    file: "return-model",
    key: "costsConfirmed",
    check:
      "jeden Posten in costItems mit Ihren Verträgen und Belegen (feste Beträge pro Jahr, Anteile am Umsatz) und setzen Sie dann costsConfirmed: true",
  },
  {
    file: "boat",
    key: "factsConfirmed",
    // What the page says about the boat counts as the quality the buyer may expect.
    check:
      "jede Angabe in boat.yaml mit Ihren Unterlagen (Schiffspapiere, Motorhandbuch, Gutachten) und setzen Sie dann factsConfirmed: true",
  },
  {
    file: "buyer-facts",
    key: "seasonsLetConfirmed",
    check:
      "jede Saison in seasonsLet mit den Auszahlungsberichten von Airbnb (belegte Nächte) und setzen Sie dann seasonsLetConfirmed: true",
  },
];

/** Reads the data files as YAML only: the content collections have checked them. */
export function goLiveProblems(root: string, siteUrl: string | undefined): string[] {
  const values = readUncheckedDataFiles(root);
  const placeholders = openPlaceholders(values);
  const site = values.site as { listingUrl: string; listingUrlChecked: boolean };
  // While the listing link is still a placeholder, its placeholder line says all there is to say.
  const listingIsPlaceholder = placeholders.some(
    ({ file, path }) => file === dataFilePath("site") && path.join(".") === "listingUrl",
  );
  const listingProblem = listingIsPlaceholder ? undefined : listingUrlProblem(site.listingUrl, site.listingUrlChecked);
  const siteProblem = siteUrlProblem(siteUrl);
  return [
    ...placeholders.map(formatPlaceholder),
    ...missingEnglishTexts(values),
    ...confirmations
      .filter(({ file, key }) => (values[file] as Record<string, unknown>)[key] === false)
      .map(({ file, key, check }) => `${dataFilePath(file)} › ${key}: steht auf false. Prüfen Sie ${check}`),
    ...(listingProblem ? [`${dataFilePath("site")} › listingUrl: ${listingProblem}`] : []),
    ...(siteProblem ? [`SITE_URL: ${siteProblem}`] : []),
  ];
}

/** Deploy previews and local builds only warn, so the owner can preview a half-filled site. */
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
        // Netlify's production deploys build with `CONTEXT=production`.
        if (process.env.CONTEXT === "production") {
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
