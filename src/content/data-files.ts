// Reads and checks the data files in src/content/ with plain Node (no Astro, no Vite): the build guard, preflight,
// the contact function and the tests use it; the content collections use the same `parseDataFile`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isAlias, isNode, parseDocument, visit } from "yaml";
import { galleryExtensions, mediaPaths } from "../lib/media-files.ts";
import { collectPlaceholders, formatDataPath, type DataPath, type OpenPlaceholder } from "./placeholders.ts";
import { germanIssue } from "./schemas/fields.ts";
import { dataFileNames, dataFilePath, dataFileSchemas, type DataFile, type DataFileName } from "./schemas/index.ts";

/** Something wrong in a data file, for the owner: where, and what. */
export interface ContentProblem {
  file: string;
  path: DataPath;
  message: string;
}

/** `src/content/return-model.yaml › averagePricePerNightEuro: muss eine Zahl größer als 0 sein` */
export const formatContentProblem = ({ file, path, message }: ContentProblem) =>
  `${file}${path.length > 0 ? ` › ${formatDataPath(path)}` : ""}: ${message}`;

/** Thrown when a data file cannot be used; its message is one German line per problem, nothing else. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];
  /** Astro prints this under the lines. */
  readonly hint = "Korrigieren Sie die genannten Felder und starten Sie den Build erneut (README, „Inhalte ändern“).";

  constructor(problems: ContentProblem[]) {
    super(problems.map(formatContentProblem).join("\n"));
    this.name = "ContentError";
    this.problems = problems;
    // The owner needs the file and the field, not where in the build the check ran: Astro prints no stack without one.
    this.stack = "";
  }
}

export type ParsedDataFile<Name extends DataFileName> =
  { ok: true; data: DataFile<Name> } | { ok: false; problems: ContentProblem[] };

/**
 * Parses a data file's YAML and checks it against its schema. The values stay as written: placeholders included,
 * named fields like {baujahr} not yet filled in.
 */
export function parseDataFile<Name extends DataFileName>(name: Name, yaml: string): ParsedDataFile<Name> {
  const file = dataFilePath(name);
  const document = parseDocument(yaml, { uniqueKeys: true });
  const problem = (path: DataPath, message: string): ContentProblem => ({ file, path, message });
  // After the first syntax error the parser's further messages are mostly its consequences.
  const [syntaxError] = document.errors;
  if (syntaxError) {
    const [position] = syntaxError.linePos ?? [];
    const where = position ? ` (Zeile ${position.line}, Spalte ${position.col})` : "";
    const reason = syntaxError.message.split(" at line")[0];
    return {
      ok: false,
      problems: [
        problem(
          [],
          `ist kein gültiges YAML${where}: ${reason}. Häufige Ursachen: ein Text mit „: “ oder mit [ oder { am Anfang ohne Anführungszeichen, eine falsche Einrückung`,
        ),
      ],
    };
  }

  // Anchors, aliases and tags would survive no editor and no CMS: plain values only.
  const plain: ContentProblem[] = [];
  visit(document, (_key, node) => {
    if (!isNode(node) && !isAlias(node)) return;
    const line = `(Zeile ${lineOf(yaml, node)})`;
    if (isAlias(node)) plain.push(problem([], `Verweise wie *${node.source} gehen hier nicht ${line}`));
    else if (node.anchor) plain.push(problem([], `Anker wie &${node.anchor} gehen hier nicht ${line}`));
    else if (node.tag && !node.tag.startsWith("tag:yaml.org,2002:")) {
      plain.push(problem([], `YAML-Tags wie ${node.tag} gehen hier nicht ${line}`));
    }
  });
  if (plain.length > 0) return { ok: false, problems: plain };

  const parsed = dataFileSchemas[name].safeParse(document.toJS(), { error: germanIssue });
  if (parsed.success) return { ok: true, data: parsed.data as DataFile<Name> };
  return {
    ok: false,
    problems: parsed.error.issues.flatMap((issue): ContentProblem[] =>
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => problem([...issue.path, key] as DataPath, "unbekanntes Feld (Tippfehler?)"))
        : [problem(issue.path as DataPath, issue.message)],
    ),
  };
}

function lineOf(yaml: string, node: { range?: [number, number, number] | null }): number | string {
  const start = node.range?.[0];
  return start === undefined ? "?" : yaml.slice(0, start).split("\n").length;
}

/**
 * The project folder that holds `src/content/`: the caller's root if given, else the folder above this module's. A
 * bundled copy of this module (the contact function on Netlify) finds it by walking up.
 */
export function projectRoot(root?: string): string {
  if (root !== undefined) return root;
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    if (existsSync(join(folder, dataFilePath("site")))) return folder;
    if (dirname(folder) === folder) return process.cwd();
  }
}

function readText(name: DataFileName, root: string): string | ContentProblem {
  try {
    return readFileSync(join(root, dataFilePath(name)), "utf8");
  } catch {
    return { file: dataFilePath(name), path: [], message: "fehlt oder ist nicht lesbar" };
  }
}

/** One data file's values, checked; throws a ContentError naming every problem. */
export function readDataFile<Name extends DataFileName>(name: Name, root?: string): DataFile<Name> {
  const text = readText(name, projectRoot(root));
  if (typeof text !== "string") throw new ContentError([text]);
  const result = parseDataFile(name, text);
  if (!result.ok) throw new ContentError(result.problems);
  return result.data;
}

/** What is wrong with one data file on its own; empty when it can be used. */
export function dataFileProblems(name: DataFileName, root?: string): ContentProblem[] {
  const text = readText(name, projectRoot(root));
  if (typeof text !== "string") return [text];
  const result = parseDataFile(name, text);
  return result.ok ? [] : result.problems;
}

/**
 * Every problem in every data file, in the order of `dataFileNames`, and every photo the gallery lists but lacks;
 * empty when the site can be built from them.
 */
export function contentProblems(root?: string): ContentProblem[] {
  const folder = projectRoot(root);
  const problems = dataFileNames.flatMap((name) => dataFileProblems(name, folder));
  if (problems.some(({ file }) => file === dataFilePath("gallery"))) return problems;
  return [...problems, ...missingGalleryFiles(folder, readDataFile("gallery", folder).photos)];
}

/** A photo the gallery lists but its folder lacks: the build cannot show it. */
export function missingGalleryFiles(root: string, photos: readonly { file: string }[]): ContentProblem[] {
  return photos.flatMap(({ file }, index) =>
    existsSync(join(root, mediaPaths.galleryFolder, file))
      ? []
      : [
          {
            file: dataFilePath("gallery"),
            path: ["photos", index, "file"],
            message: `${mediaPaths.galleryFolder}/${file} gibt es nicht; den Dateinamen genau so schreiben wie im Ordner, mit Endung`,
          },
        ],
  );
}

/** Photos in the gallery folder that the gallery does not list: the page does not show them. */
export function unlistedGalleryFiles(root: string, photos: readonly { file: string }[]): string[] {
  const listed = new Set(photos.map(({ file }) => file));
  return readdirSync(join(root, mediaPaths.galleryFolder))
    .filter((name) => (galleryExtensions as readonly string[]).includes(extname(name).toLowerCase()))
    .filter((name) => !listed.has(name))
    .sort()
    .map((name) => `${mediaPaths.galleryFolder}/${name}`);
}

/** Every placeholder the owner still has to fill in, file by file in the order of `dataFileNames`. */
export function findPlaceholders(root?: string): OpenPlaceholder[] {
  return dataFileNames.flatMap((name) => {
    const text = readText(name, projectRoot(root));
    if (typeof text !== "string") return [];
    return collectPlaceholders(dataFilePath(name), parseDocument(text).toJS());
  });
}
