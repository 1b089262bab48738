import type { AstroIntegration, AstroIntegrationLogger } from "astro";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { cmsFiles, cmsFolder, cmsPath } from "./cms-page.ts";
import { cmsConfig } from "./cms-config.ts";
import { withGermanWords } from "./cms-locale.ts";
import { minPhotoWidth } from "../content-schemas/media-files.ts";
import { placeholderMarker } from "../content-schemas/text-syntax.ts";

// The package's ready-made browser build, its translations, and the font files its npm build ships (same versions).
const sveltiaRoot = join(dirname(fileURLToPath(import.meta.resolve("@sveltia/cms"))), "..");
const sveltiaScript = join(sveltiaRoot, "dist", cmsFiles.script);
const sveltiaChunks = join(sveltiaRoot, "dist", "chunks");
const sveltiaAssets = join(sveltiaRoot, "npm", "assets");
const sveltiaLocales = join(sveltiaRoot, "locales");

/** The CMS's files under /admin/; the page itself is the function netlify/functions/cms-admin.ts. */
export function sveltiaBuild(): AstroIntegration {
  return {
    name: "sveltia-build",
    hooks: {
      "astro:server:setup": ({ server, logger }) => {
        const files = cmsFolderFiles(logger);
        server.middlewares.use((request, response, next) => {
          const path = request.url?.split("?")[0] ?? "";
          const file = path.startsWith(cmsPath) ? files.get(path.slice(cmsPath.length)) : undefined;
          if (!file) return next();
          file()
            .then(({ body, type }) => {
              response.writeHead(200, { "content-type": type, "cache-control": "no-cache" });
              response.end(body);
            })
            .catch(next);
        });
      },
      "astro:build:done": async ({ dir, logger }) => {
        const folder = join(fileURLToPath(dir), cmsFolder);
        const files = cmsFolderFiles(logger);
        for (const [name, file] of files) {
          await mkdir(dirname(join(folder, name)), { recursive: true });
          await writeFile(join(folder, name), (await file()).body);
        }
        logger.info(`CMS nach ${cmsPath} geschrieben (${files.size} Dateien)`);
      },
    },
  };
}

type CmsFile = () => Promise<{ body: string | Buffer; type: string }>;

function cmsFolderFiles(logger: AstroIntegrationLogger): Map<string, CmsFile> {
  const cmsFile =
    (type: string, body: () => Promise<string | Buffer> | string): CmsFile =>
    async () => ({ body: await body(), type });
  const fromPackage = (file: string, type: string) => cmsFile(type, () => readFile(file));
  const chunks = readdirSync(sveltiaChunks).filter((name) => name.endsWith(".js"));
  const locales = readdirSync(sveltiaLocales).filter((name) => name.endsWith(".json"));
  const header = "# Erzeugt beim Build aus src/content-schemas/ (src/editor/cms-config.ts); nicht von Hand ändern.\n";
  const config = () => header + stringify(cmsConfig({ repo: githubRepo(logger) }), { lineWidth: 0 });
  const { version } = JSON.parse(readFileSync(join(sveltiaRoot, "package.json"), "utf8")) as { version: string };
  return new Map<string, CmsFile>([
    [cmsFiles.script, cmsFile("text/javascript", selfContainedScript)],
    [cmsFiles.config, cmsFile("application/yaml", config)],
    [cmsFiles.version, cmsFile("application/json", () => JSON.stringify({ version }))],
    [cmsFiles.githubStatus, cmsFile("application/json", () => JSON.stringify({ status: { indicator: "unknown" } }))],
    ...chunks.map((name) => [`chunks/${name}`, fromPackage(join(sveltiaChunks, name), "text/javascript")] as const),
    ...locales.map(
      (name) =>
        [
          `${cmsFiles.locales}/${name}`,
          name === "de.json"
            ? cmsFile("application/json", germanLocale)
            : fromPackage(join(sveltiaLocales, name), "application/json"),
        ] as const,
    ),
    ...selfHostedFonts().map(
      ({ name, source }) => [`${cmsFiles.fonts}/${name}`, fromPackage(source, "font/woff2")] as const,
    ),
  ]);
}

const germanLocale = async () =>
  JSON.stringify(
    withGermanWords(JSON.parse(await readFile(join(sveltiaLocales, "de.json"), "utf8")) as Record<string, unknown>),
  );

const fontUrl = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g;

/** Sveltia's browser build loads its fonts from a CDN; the package ships the same files, served from /admin/fonts/. */
function selfHostedFonts(): { url: string; family: string; name: string; source: string }[] {
  const script = readFileSync(sveltiaScript, "utf8");
  const assets = readdirSync(sveltiaAssets);
  return [...new Set([...script.matchAll(fontUrl)].map(([url]) => url))].map((url) => {
    const [, family, subset] = [...url.matchAll(fontUrl)][0]!;
    const name = `${family}-${subset}.woff2`;
    const asset = assets.find((file) => file.startsWith(`${family}-${subset}-`) && file.endsWith(".woff2"));
    if (!asset) throw new Error(`CMS: Schrift ${name} fehlt in @sveltia/cms/npm/assets`);
    return { url, family: family!, name, source: join(sveltiaAssets, asset) };
  });
}

/** Each CDN address must be found, so a package version that moved one stops the build instead of leaking requests. */
async function selfContainedScript(): Promise<string> {
  let script = await readFile(sveltiaScript, "utf8");
  for (const { url, name } of selfHostedFonts()) {
    script = script.replaceAll(url, `${cmsPath}${cmsFiles.fonts}/${name}`);
  }
  const rewrites = [
    { what: "Übersetzungen", from: /`\$\{\w+\}@\$\{\w+\}\/locales`/g, to: `\`${cmsPath}${cmsFiles.locales}\`` },
    { what: "Versionsprüfung", from: /`\$\{\w+\}\/package\.json`/g, to: `\`${cmsPath}${cmsFiles.version}\`` },
    // GitHub's status page, asked before sign-in: answered here with „unknown“, for which the CMS shows no notice.
    {
      what: "GitHub-Status",
      from: /`https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json`/g,
      to: `\`${cmsPath}${cmsFiles.githubStatus}\``,
    },
    // Modules it would load from unpkg.com (the HEIC decoder, the map, code highlighting): asked for here, where
    // they are not, they fail without a request to another origin.
    { what: "Module von unpkg.com", from: /`https:\/\/unpkg\.com\/\$\{(\w+)\}`/g, to: `\`${cmsPath}ohne-cdn/\${$1}\`` },
    // A HEIC photo is refused at upload like any other file it cannot show: the configuration converts no HEIC.
    {
      what: "HEIC-Prüfung beim Hochladen",
      from: /if\(!(\w+)\.includes\((\w+)\.type\)\)return!0;if\(await (\w+)\(\2\)(===|!==)`heic`\)/g,
      to: 'if(!$1.includes($2.type)&&!/^image\\/hei[cf]\\b|\\.hei[cf]$/i.test($2.type+" "+$2.name))return!0;if(await $3($2)$4`heic`)',
    },
    // A photo narrower than the page needs is refused at upload, as the build would refuse it (owner-media.ts):
    // every photo is decoded (not taken as fine for a cached thumbnail) and its upright width compared.
    {
      what: "Vorschaubild-Abkürzung beim Hochladen",
      from: /try\{if\(await [\w$]+\(await [\w$]+\([\w$]+\)\)\)return!0\}catch\{\}/g,
      to: "",
    },
    {
      what: "Bildprüfung beim Hochladen",
      from: /try\{return\(await createImageBitmap\(([\w$]+)\)\)\.close\(\),!0\}catch\{return!1\}/g,
      to: `try{let b=await createImageBitmap($1),w=b.width;return b.close(),w>=${minPhotoWidth}}catch{return!1}`,
    },
    // A text's length as the build counts it (text-rule.ts): its shown part, without a placeholder's explanation,
    // in UTF-16 code units like the pattern; for the counter and the too-long check of a field with `maxlength`.
    {
      what: "Zeichenzähler",
      from: /(\w+)=(\w+)\?\[\.\.\.\2\.trim\(\)\]\.length:0/g,
      to: `$1=$2?$2.trim().replace(/\\s*${placeholderMarker}[\\s\\S]*$/,"").length:0`,
    },
    // The number field reads a German decimal comma: „129,50“ is 129.5, „1.290,50“ is 1290.5 (not an empty field).
    {
      what: "Zahlenfeld",
      from: /(\w+)=e=>\{let t=e\.trim\(\)\?Number\(e\):NaN;/g,
      to: '$1=e=>{let t=e.trim()?Number(e.trim().replace(/^([-+]?(?:\\d{1,3}(?:\\.\\d{3})+|\\d*)),(\\d*)$/,(m,a,b)=>a.replaceAll(".","")+"."+b)):NaN;',
    },
  ];
  for (const { what, from, to } of rewrites) {
    if (!from.test(script))
      throw new Error(`CMS: ${what} in ${cmsFiles.script} nicht gefunden (neue Version von @sveltia/cms?)`);
    script = script.replace(from, to);
  }
  if (script.includes("cdn.jsdelivr.net/fontsource")) throw new Error("CMS: eine Schrift käme noch vom CDN");
  return script;
}

/** Working with the local repository (npm run dev) needs none of these. */
function githubRepo(logger: AstroIntegrationLogger): string {
  const origin = spawnSync("git", ["remote", "get-url", "origin"], { encoding: "utf8" }).stdout?.trim();
  const candidates = [process.env.CMS_GITHUB_REPO, process.env.REPOSITORY_URL, origin];
  const repoPattern = /^(?:https:\/\/github\.com\/|git@github\.com:)?([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/;
  const repo = candidates.map((candidate) => candidate?.match(repoPattern)?.[1]).find(Boolean);
  if (repo) return repo;
  logger.info(
    "CMS: kein GitHub-Repository bekannt (REPOSITORY_URL, CMS_GITHUB_REPO oder git remote origin); die Anmeldung mit GitHub geht erst im Netlify-Build",
  );
  return "github-konto/repository";
}
