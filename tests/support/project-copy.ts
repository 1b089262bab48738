import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { parseDocument, type YAMLSeq } from "yaml";
import { z } from "zod";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import type { DataPath, OpenPlaceholder } from "../../src/content-reading/placeholders.ts";
import { parsePlaceholder } from "../../src/content-schemas/text-syntax.ts";
import { contentFolder, dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { dataFileNames, dataFileSchemas, type DataFileName } from "../../src/content-schemas/index.ts";
import { limitationPeriods, vatStatuses } from "../../src/content-schemas/owner.ts";

import { mediaPaths } from "../../src/content-schemas/media-files.ts";
import { drawnPlaceholdersRecord, ownerMediaMarker, recordOwnerMedia } from "../../src/media/owner-media.ts";

/** A placeholder as `npm run preflight -- --json` lists it. */
export type ListedPlaceholder = Pick<OpenPlaceholder, "file" | "path" | "explanation">;

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** How many gallery photos the fresh clone's fixture keeps: enough for "first", "second" and "third", quick to draw. */
const fixtureGalleryPhotos = 3;

/** A decision's open placeholder, as its schema declares it: the last value it allows. */
function openDecision(name: DataFileName, field: string): string {
  const { properties } = z.toJSONSchema(dataFileSchemas[name], { io: "input", unrepresentable: "any" }) as {
    properties: Record<string, { enum: unknown[] }>;
  };
  return String(properties[field]!.enum.at(-1));
}

/**
 * The placeholders of a fresh clone that tests are about, put back over the project's data files: once the owner has
 * filled them in, the fresh-clone tests keep their subject. A text placeholder shows its first part and explains
 * itself after „(Platzhalter:“; a decision's open value comes from its schema. Lists are reached by their first entry.
 */
const freshClonePlaceholders: { name: DataFileName; path: DataPath; value: string | boolean }[] = [
  {
    name: "owner",
    path: ["name"],
    value: "[Vorname Nachname] (Platzhalter: Ihr vollständiger Name für das Impressum)",
  },
  { name: "owner", path: ["city"], value: "Werder (Havel) (Platzhalter: Der Ort Ihrer Anschrift)" },
  { name: "owner", path: ["email"], value: "kontakt@hausboot-werder.de (Platzhalter: Ihre E-Mail-Adresse)" },
  { name: "owner", path: ["mailProvider", "name"], value: "[Name des E-Mail-Anbieters] (Platzhalter: Ihr Anbieter)" },
  { name: "owner", path: ["sellerType"], value: openDecision("owner", "sellerType") },
  { name: "risk-notice", path: ["offerStatus"], value: openDecision("risk-notice", "offerStatus") },
  { name: "return-model", path: ["costsConfirmed"], value: openDecision("return-model", "costsConfirmed") },
  { name: "boat", path: ["factsConfirmed"], value: openDecision("boat", "factsConfirmed") },
  { name: "buyer-facts", path: ["seasonsLetConfirmed"], value: openDecision("buyer-facts", "seasonsLetConfirmed") },
  // Declarations with a default a fresh clone holds: the statute's case.
  { name: "owner", path: ["vatStatus"], value: vatStatuses[0] },
  { name: "owner", path: ["limitationPeriod"], value: limitationPeriods[0] },
  {
    name: "site",
    path: ["listingUrl"],
    value:
      "https://www.airbnb.de/rooms/hausboot-werder (Platzhalter: Die Adresse Ihres Airbnb-Inserats mit Zimmernummer)",
  },
  { name: "site", path: ["listingUrlChecked"], value: false },
  {
    name: "buyer-facts",
    path: ["topics", 0, "facts", 0, "value"],
    value: "[Name und Anschrift des Betreibers] (Platzhalter: Wer das Boot vermietet)",
  },
  {
    name: "buyer-facts",
    path: ["exitNote", "vermoegensanlage"],
    value: "[Rückkauf- oder Ertragszusage] (Platzhalter: Die Zusage, wegen der Ihr Angebot eine Vermögensanlage ist)",
  },
  { name: "reviews", path: ["reviews", 0, "text"], value: "Ruhig und gemütlich. (Platzhalter: Eine echte Bewertung)" },
];

/**
 * A folder holding the content of a fresh clone: the project's own data files (src/content/*.yaml) with the
 * placeholders above put back, and the gallery cut to its first three photos so a copy draws and builds three images,
 * not thirteen. Derived, not copied: a change to a data file reaches the tests at once. The folder's name is the
 * content's hash, so every test file and worker shares one, written once (to a temporary name, then renamed, since
 * workers start at the same time).
 */
function freshCloneContent(): string {
  const files = dataFileNames.map((name) => ({
    name,
    yaml: readFileSync(join(projectRoot, dataFilePath(name)), "utf8"),
  }));
  const hash = createHash("sha256");
  for (const { yaml } of files) hash.update(yaml);
  // The version names how the content is derived, so a changed derivation never reuses an older folder.
  hash.update(JSON.stringify([fixtureGalleryPhotos, freshClonePlaceholders, "English captions by position"]));
  const root = join(tmpdir(), `hausboot-fresh-clone-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(root)) return root;
  const draft = mkdtempSync(`${root}-draft-`);
  mkdirSync(join(draft, contentFolder), { recursive: true });
  for (const { name, yaml } of files) {
    const overrides = freshClonePlaceholders.filter((placeholder) => placeholder.name === name);
    const document = parseDocument(yaml);
    for (const { path, value } of overrides) document.setIn(path, value);
    if (name === "gallery") {
      (document.get("photos") as YAMLSeq).items.splice(fixtureGalleryPhotos);
      // The English captions belong to the photos by position (docs/i18n.md).
      (document.getIn(["en", "photos"]) as YAMLSeq | undefined)?.items.splice(fixtureGalleryPhotos);
    }
    const changed = overrides.length > 0 || name === "gallery";
    writeFileSync(join(draft, dataFilePath(name)), changed ? document.toString({ lineWidth: 0 }) : yaml);
  }
  try {
    renameSync(draft, root);
  } catch {
    // Another worker was first; its folder holds the same content.
    rmSync(draft, { recursive: true, force: true });
  }
  return root;
}

/** The content of a fresh clone for the tests, derived from the project's data files (see `freshCloneContent`). */
export const fixtureRoot = freshCloneContent();

const notCopied = new Set(["node_modules", "dist", ".git", ".astro", "outbox", "test-results", "playwright-report"]);

/** A temporary copy of the project (sources, content, media) using this one's packages. */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  cpSync(projectRoot, copy, {
    recursive: true,
    filter: (source) => !notCopied.has(relative(projectRoot, source).split(sep)[0]!),
  });
  linkPackages(copy);
  return copy;
}

/** The caches a copy keeps to itself rather than linking this project's (see `linkPackages`). */
const ownCaches = new Set([".astro", ".vite"]);

/**
 * The copy's node_modules links each of this project's packages, but holds an Astro cache of its own: a build reads
 * its content back from `node_modules/.astro/data-store.json`, so two copies building at once with one shared cache
 * read each other's content. The processed images are copied, so the copy's build reuses them. Vite's dependency
 * cache (`node_modules/.vite`) is the copy's own too: it is made for one Vite config, which names the copy's folder, so
 * copies sharing one found it stale ("vite config has changed") and bundled the dependencies again at every build.
 */
function linkPackages(copy: string): void {
  const packages = join(projectRoot, "node_modules");
  const linked = join(copy, "node_modules");
  mkdirSync(linked);
  for (const entry of readdirSync(packages)) {
    if (!ownCaches.has(entry)) symlinkSync(join(packages, entry), join(linked, entry));
  }
  const images = join(packages, ".astro", "assets");
  if (existsSync(images)) cpSync(images, join(linked, ".astro", "assets"), { recursive: true });
}

/**
 * Turns a project folder into a fresh clone as far as content goes: the fixture's data files, no record of the
 * owner's media (so the media count as the drawn placeholders), and exactly the gallery photos the fixture lists,
 * recorded as drawings.
 */
export async function useFixtureContent(root: string): Promise<void> {
  cpSync(join(fixtureRoot, contentFolder), join(root, contentFolder), { recursive: true });
  rmSync(join(root, ownerMediaMarker), { force: true });
  const gallery = join(root, mediaPaths.galleryFolder);
  rmSync(gallery, { recursive: true, force: true });
  mkdirSync(gallery, { recursive: true });
  for (const [index, { file }] of readDataFile("gallery", root).photos.entries()) {
    const shade = 60 + 40 * index;
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: shade, g: 90, b: 140 } } })
      .jpeg()
      .toFile(join(gallery, file));
  }
  // They stand for the drawings a fresh clone's gallery holds.
  recordAsDrawn(root);
}

/** Records the gallery folder's photos and the "Leben auf dem Wasser" photo as the drawn placeholders, by SHA-256. */
export function recordAsDrawn(root: string): void {
  const sha256 = (file: string) =>
    createHash("sha256")
      .update(readFileSync(join(root, file)))
      .digest("hex");
  const gallery = readdirSync(join(root, mediaPaths.galleryFolder))
    .sort()
    .map((name) => sha256(join(mediaPaths.galleryFolder, name)));
  const record = { gallery, lifeAboard: [sha256(mediaPaths.lifeAboard)] };
  writeFileSync(join(root, drawnPlaceholdersRecord), JSON.stringify(record, null, 2));
}

/**
 * For the tests of a describe block (or file): a project copy with a fresh clone's content, and a scratch folder for
 * builds and the owner's files. Both are made before the first test and removed after the last.
 */
export function useFreshCloneCopy(prefix: string): { root: string; scratch: string } {
  const folders = { root: "", scratch: "" };
  beforeAll(async () => {
    folders.root = copyProject(`${prefix}-`);
    await useFixtureContent(folders.root);
    folders.scratch = mkdtempSync(join(tmpdir(), `${prefix}-scratch-`));
  }, 60_000);
  afterAll(() => {
    for (const folder of [folders.root, folders.scratch]) rmSync(folder, { recursive: true, force: true });
  });
  return folders;
}

/**
 * What an owner would write instead of a placeholder: the real address, the sample as it stands, the bracketed words;
 * for a yes/no answer, the word its explanation starts with ("true eintragen, sobald …"); for a choice, the first word
 * it offers („privat“ eintragen, wenn …).
 */
function filledValue(current: unknown): string | boolean {
  const placeholder = parsePlaceholder(String(current));
  if (placeholder === undefined) throw new Error(`Kein Platzhalter: ${String(current)}`);
  const { shown, explanation } = placeholder;
  const answer = /^(true|false)\b/.exec(explanation)?.[1];
  if (answer) return answer === "true";
  const chosen = /^„(\p{L}+)“ eintragen\b/u.exec(explanation)?.[1];
  if (chosen) return chosen;
  if (shown.startsWith("https://")) return "https://www.airbnb.de/rooms/12345678";
  return shown.replace(/\[([^\]]+)\]/g, "$1");
}

/**
 * Fills in the listed placeholders (as `npm run preflight -- --json` lists them) the way an owner edits the data
 * files: the value at each path is replaced, comments and layout stay.
 */
export async function fillPlaceholders(root: string, placeholders: readonly ListedPlaceholder[]): Promise<void> {
  for (const [file, inFile] of Map.groupBy(placeholders, (placeholder) => placeholder.file)) {
    const name = dataFileNames.find((candidate) => dataFilePath(candidate) === file);
    if (!name) throw new Error(`Keine Inhaltsdatei: ${file}`);
    await editDataFile(root, name, (document) => {
      for (const { path } of inFile) document.setIn(path, filledValue(document.getIn(path)));
    });
  }
}

/** Records the copy's media as the owner's, as `npm run media -- import` does; the files stay as they are. */
export const markMediaAsOwners = (root: string): Promise<void> =>
  recordOwnerMedia(root, {
    gallery: readdirSync(join(root, mediaPaths.galleryFolder)).length,
    lifeAboard: 1,
    heroVideo: 1,
  });

/**
 * The environment of a command the owner runs, without vitest's markers (Astro serves no pages under VITEST) and
 * without any mail or site settings of the developer's shell, nor its `EXPOSE_PDF` (a test asks for it by name);
 * `ENV_FILE=""` keeps a developer's .env out too.
 */
export function ownerEnvironment(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(VITEST|NODE_ENV|CONTEXT|SITE_URL|SMTP_|CONTACT_|ALERT_|MAIL_OUTBOX_DIR|ENV_FILE|NODE_EXTRA_CA_CERTS|EXPOSE_PDF)/.test(
          name,
        ),
    ),
  );
  return { ...inherited, ENV_FILE: "", ...env };
}
