// Reads and checks the data files in src/content/ with plain Node (no Astro, no Vite): the content collections'
// loaders, preflight, the media import and the tests use it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { isAlias, isNode, parseDocument, visit } from "yaml";
import { galleryExtensions, mediaPaths } from "../lib/media-files.ts";
import { projectRoot } from "./find-placeholders.ts";
import { formatDataPath, type DataPath } from "./placeholders.ts";
import { germanIssue } from "./schemas/fields.ts";
import { dataFileSchemas, type DataFile } from "./schemas/index.ts";
import { dataFileNames, dataFilePath, type DataFileName } from "./data-file-names.ts";

/** Something wrong in a data file, for the owner: where, and what. */
export interface ContentProblem {
  file: string;
  path: DataPath;
  message: string;
}

/** `src/content/return-model.yaml › averagePricePerNightEuro: muss eine Zahl größer als 0 sein` */
export const formatContentProblem = ({ file, path, message }: ContentProblem) =>
  `${file}${path.length > 0 ? ` › ${formatDataPath(path)}` : ""}: ${message}`;

/**
 * Thrown when a data file cannot be used; its message is one German line per problem, after a first line saying what
 * stopped when one is given.
 */
export class ContentError extends Error {
  readonly problems: ContentProblem[];
  /** Astro prints this under the lines. */
  readonly hint = "Korrigieren Sie die genannten Felder und starten Sie den Build erneut (README, „Inhalte ändern“).";

  constructor(problems: ContentProblem[], summary?: string) {
    super([...(summary ? [summary] : []), ...problems.map(formatContentProblem)].join("\n"));
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

// Parsed once per content: the content check, the guard and preflight read the same files several times per run.
const parsed = new Map<string, { text: string; result: ParsedDataFile<DataFileName> }>();

/** One data file read from `root` and checked against its schema; a file that is missing is a problem too. */
export function loadDataFile<Name extends DataFileName>(name: Name, root: string): ParsedDataFile<Name> {
  const file = join(root, dataFilePath(name));
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return { ok: false, problems: [{ file: dataFilePath(name), path: [], message: "fehlt oder ist nicht lesbar" }] };
  }
  const cached = parsed.get(file);
  if (cached?.text === text) return cached.result as ParsedDataFile<Name>;
  const result = parseDataFile(name, text);
  parsed.set(file, { text, result });
  return result;
}

/** One data file's values, checked; throws a ContentError naming every problem. */
export function readDataFile<Name extends DataFileName>(name: Name, root?: string): DataFile<Name> {
  const result = loadDataFile(name, projectRoot(root));
  if (!result.ok) throw new ContentError(result.problems);
  return result.data;
}

/** What is wrong with one data file on its own; empty when it can be used. */
export function dataFileProblems(name: DataFileName, root?: string): ContentProblem[] {
  const result = loadDataFile(name, projectRoot(root));
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
