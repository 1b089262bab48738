// Preflight's drift warning (docs/i18n.md): an English text whose German text changed in a later commit than the
// English one may no longer say the same. A warning, never a refusal: a German typo fix must not stop a deploy.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { dataFileSchemas, translatedFileNames } from "../../src/content-schemas/index.ts";
import { translatedTextPaths } from "../../src/content-reading/english-texts.ts";
import {
  englishBlockKey,
  englishIsOn,
  formatDataPath,
  readUncheckedDataFiles,
  type DataPath,
} from "../../src/content-reading/placeholders.ts";
import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";

/** A state of a data file: the working tree (uncommitted) or a commit, newest first. */
interface Version {
  commit?: { hash: string; date: string };
  /** Read when first asked for: the walk stops long before the oldest versions of a long history. */
  readonly values: unknown;
}

const lazily = (commit: Version["commit"], text: () => string | undefined): Version => {
  let values: unknown;
  let read = false;
  return {
    commit,
    get values() {
      if (!read) [values, read] = [parsed(text()), true];
      return values;
    },
  };
};

export const noHistoryWarning =
  "Ob eine Übersetzung veraltet ist, lässt sich nicht prüfen: Der Ordner hat keine Git-Historie (z. B. als ZIP heruntergeladen). Vergleichen Sie geänderte deutsche Texte selbst mit ihren englischen.";

const git = (root: string, args: string[], input?: string) =>
  execFileSync("git", args, {
    cwd: root,
    input,
    stdio: ["pipe", "pipe", "ignore"],
    maxBuffer: 256 << 20,
  });

const valueAt = (data: unknown, path: DataPath): unknown =>
  path.reduce<unknown>((value, step) => (value as Record<string | number, unknown> | undefined)?.[step], data);

const parsed = (yaml: string | undefined): unknown => {
  try {
    return yaml === undefined ? undefined : parse(yaml);
  } catch {
    return undefined;
  }
};

/** The commits that changed each of `files`, newest first: one `git log` for all. */
function commitsOf(root: string, files: readonly string[]): Map<string, { hash: string; date: string }[]> {
  const commits = new Map(files.map((file) => [file, [] as { hash: string; date: string }[]]));
  const log = git(root, ["log", "--format=%x00%H%x09%cI", "--name-only", "--", ...files]).toString("utf8");
  for (const entry of log.split("\0").slice(1)) {
    const [header, ...names] = entry.split("\n");
    const [hash, date] = header!.split("\t") as [string, string];
    for (const name of names) commits.get(name.trim())?.push({ hash, date });
  }
  return commits;
}

/** Each `commit:file`'s text, read in one `git cat-file --batch`; undefined where the commit has no such file. */
function blobs(root: string, requests: readonly string[]): (string | undefined)[] {
  if (requests.length === 0) return [];
  const output = git(root, ["cat-file", "--batch"], `${requests.join("\n")}\n`);
  const texts: (string | undefined)[] = [];
  let offset = 0;
  for (let index = 0; index < requests.length; index++) {
    const headerEnd = output.indexOf(10, offset);
    const header = output.toString("utf8", offset, headerEnd);
    const size = / blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) {
      texts.push(undefined);
      offset = headerEnd + 1;
      continue;
    }
    texts.push(output.toString("utf8", headerEnd + 1, headerEnd + 1 + Number(size)));
    offset = headerEnd + 1 + Number(size) + 1;
  }
  return texts;
}

/** Each file in the working tree, then at each commit that changed it, newest first; one `git cat-file` for all. */
function versionsOf(root: string, commits: ReadonlyMap<string, readonly { hash: string; date: string }[]>) {
  const requests = [...commits].flatMap(([file, fileCommits]) => fileCommits.map(({ hash }) => `${hash}:${file}`));
  const texts = blobs(root, requests);
  let next = 0;
  return new Map(
    [...commits].map(([file, fileCommits]) => {
      const first = next;
      next += fileCommits.length;
      const versions = [
        lazily(undefined, () => readFileSync(join(root, file), "utf8")),
        ...fileCommits.map((commit, index) => lazily(commit, () => texts[first + index])),
      ];
      return [file, versions];
    }),
  );
}

const when = ({ commit }: Version) =>
  commit
    ? `am ${new Date(commit.date).toLocaleDateString("de-DE", { timeZone: "Europe/Berlin" })} (Commit ${commit.hash.slice(0, 7)})`
    : "in Ihrer noch nicht committeten Änderung";

/** Where each text last changed: the newest version whose value differs from the one before it. */
function lastChanges(versions: readonly Version[], paths: readonly DataPath[]) {
  const englishPath = (path: DataPath) => [englishBlockKey, ...path];
  const found = new Map<string, { german?: Version; english?: Version }>(paths.map((path) => [path.join("."), {}]));
  let newer: Version | undefined;
  for (const version of versions) {
    if (newer) {
      for (const path of paths) {
        const changes = found.get(path.join("."))!;
        if (changes.english) continue;
        if (!changes.german && valueAt(newer.values, path) !== valueAt(version.values, path)) changes.german = newer;
        if (valueAt(newer.values, englishPath(path)) !== valueAt(version.values, englishPath(path))) {
          changes.english = newer;
        }
      }
      // Once every English text's last change is known, older German changes cannot be later than it.
      if ([...found.values()].every(({ english }) => english)) break;
    }
    newer = version;
  }
  // An English text unchanged since the oldest version there is was last changed there.
  for (const [key, changes] of found) {
    const path = paths.find((candidate) => candidate.join(".") === key)!;
    if (!changes.english && newer && valueAt(newer.values, englishPath(path)) !== undefined) changes.english = newer;
  }
  return found;
}

/**
 * One ⚠ line per English text whose German text changed after it, naming both changes; `[noHistoryWarning]` once
 * without git history; nothing while English is off.
 */
export function translationDrift(root: string): string[] {
  const values = readUncheckedDataFiles(root);
  if (!englishIsOn(values)) return [];
  try {
    git(root, ["rev-parse", "--verify", "HEAD"]);
  } catch {
    return [noHistoryWarning];
  }
  const versions = versionsOf(root, commitsOf(root, translatedFileNames.map(dataFilePath)));
  return translatedFileNames.flatMap((name) => {
    const file = dataFilePath(name);
    const german = values[name] as Record<string, unknown> | undefined;
    const paths = translatedTextPaths(dataFileSchemas[name].shape.en, german, german?.[englishBlockKey]);
    if (paths.length === 0) return [];
    const changes = lastChanges(versions.get(file)!, paths);
    return paths.flatMap((path) => {
      const { german: germanChange, english: englishChange } = changes.get(path.join("."))!;
      // A German change in a newer version than the English one was found while walking down to the English change.
      if (!germanChange || !englishChange || germanChange === englishChange) return [];
      return [
        `${file} › ${formatDataPath(path)}: der deutsche Text wurde ${when(germanChange)} geändert, der englische (en.${formatDataPath(path)}) zuletzt ${when(englishChange)} – Übersetzung prüfen`,
      ];
    });
  });
}
