// Reads and checks the data files in src/content/ with plain Node (no Astro, no Vite): the content collections'
// loaders, preflight, the media import and the tests use it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isAlias, isNode, LineCounter, parseDocument, visit } from "yaml";
import { germanIssue } from "../content-schemas/field-builders.ts";
import { dataFileSchemas, type DataFile, type DataFileName } from "../content-schemas/index.ts";
import { formatDataPath, type DataPath } from "./placeholders.ts";
import { dataFilePath, projectRoot } from "./data-file-paths.ts";

export interface ContentProblem {
  file: string;
  path: DataPath;
  message: string;
}

/** `src/content/return-model.yaml › averagePricePerNightEuro: muss eine Zahl größer als 0 sein` */
export const formatContentProblem = ({ file, path, message }: ContentProblem) =>
  `${file}${path.length > 0 ? ` › ${formatDataPath(path)}` : ""}: ${message}`;

export class ContentError extends Error {
  readonly problems: ContentProblem[];
  /** Astro prints this under the lines. */
  readonly hint =
    "Korrigieren Sie die genannten Felder und starten Sie den Build erneut (docs/anleitung.md, „Inhalte ändern“).";

  constructor(problems: ContentProblem[], summary?: string) {
    super([...(summary ? [summary] : []), ...problems.map(formatContentProblem)].join("\n"));
    this.name = "ContentError";
    this.problems = problems;
    // The owner needs the file and the field, not where in the build the check ran: Astro prints no stack without one.
    this.stack = "";
  }
}

export type CheckedDataFile<Name extends DataFileName> =
  { ok: true; data: DataFile<Name> } | { ok: false; problems: ContentProblem[] };

/** The YAML parser's reasons (its error codes) in the owner's words; its own messages are English. */
const yamlErrorWords: Partial<Record<string, string>> = {
  BLOCK_AS_IMPLICIT_KEY: "in einer Zeile steht ein zweites „: “, das wie ein weiterer Feldname gelesen wird",
  MULTILINE_IMPLICIT_KEY: "ein Feldname reicht über mehr als eine Zeile",
  BAD_INDENT: "die Einrückung stimmt nicht oder eine Klammer ist nicht geschlossen",
  TAB_AS_INDENT: "eingerückt ist mit Tabulator statt mit Leerzeichen",
  MISSING_CHAR: "ein Anführungszeichen oder eine Klammer ist nicht geschlossen",
  DUPLICATE_KEY: "ein Feld steht zweimal",
  BAD_DQ_ESCAPE: "in doppelten Anführungszeichen steht ein \\ ohne gültige Fortsetzung",
  BAD_SCALAR_START: "ein Text beginnt mit einem Zeichen, das ohne Anführungszeichen nicht am Anfang stehen darf",
  UNEXPECTED_TOKEN: "an dieser Stelle steht ein Zeichen, das hier nicht hingehört",
  BLOCK_IN_FLOW: "in einer [Liste] oder {Gruppe} in einer Zeile steht eine eingerückte Liste",
  MULTIPLE_DOCS: "die Datei enthält eine Zeile „---“ und damit mehr als ein Dokument",
};

/** The values stay as written: placeholders included, named fields like {baujahr} not yet filled in. */
export function checkDataFile<Name extends DataFileName>(name: Name, yaml: string): CheckedDataFile<Name> {
  const file = dataFilePath(name);
  const lines = new LineCounter();
  const document = parseDocument(yaml, { uniqueKeys: true, lineCounter: lines });
  const problem = (path: DataPath, message: string): ContentProblem => ({ file, path, message });
  // After the first syntax error the parser's further messages are mostly its consequences.
  const [syntaxError] = document.errors;
  if (syntaxError) {
    const [position] = syntaxError.linePos ?? [];
    const where = position ? ` (Zeile ${position.line}, Spalte ${position.col})` : "";
    const reason = yamlErrorWords[syntaxError.code] ?? "der Aufbau der Datei stimmt hier nicht";
    const message = `ist kein gültiges YAML${where}: ${reason}. Häufige Ursachen: ein Text mit „: “ oder mit [ oder { am Anfang ohne Anführungszeichen, eine falsche Einrückung`;
    return { ok: false, problems: [problem([], message)] };
  }

  // Anchors, aliases and tags would survive no editor and no CMS: plain values only.
  const plain: ContentProblem[] = [];
  visit(document, (_key, node) => {
    if (!isNode(node) && !isAlias(node)) return;
    const line = `(Zeile ${node.range ? lines.linePos(node.range[0]).line : "?"})`;
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

// Checked once per content: the content check, the guard and preflight read the same files several times per run.
const checked = new Map<string, { text: string; result: CheckedDataFile<DataFileName> }>();

function checkFileOnDisk<Name extends DataFileName>(name: Name, root?: string): CheckedDataFile<Name> {
  const file = join(projectRoot(root), dataFilePath(name));
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return { ok: false, problems: [{ file: dataFilePath(name), path: [], message: "fehlt oder ist nicht lesbar" }] };
  }
  const cached = checked.get(file);
  if (cached?.text === text) return cached.result as CheckedDataFile<Name>;
  const result = checkDataFile(name, text);
  checked.set(file, { text, result });
  return result;
}

export function readDataFile<Name extends DataFileName>(name: Name, root?: string): DataFile<Name> {
  const result = checkFileOnDisk(name, root);
  if (!result.ok) throw new ContentError(result.problems);
  return result.data;
}

export function dataFileProblems(name: DataFileName, root?: string): ContentProblem[] {
  const result = checkFileOnDisk(name, root);
  return result.ok ? [] : result.problems;
}
