// The folders of src/ import one way (README, "Imports run one way"): no module imports from a folder that, directly or
// through other folders, imports the module's own folder.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import { describe, expect, it } from "vitest";

const projectRoot = join(import.meta.dirname, "../..");

/** Relative specifiers in `import … from`, `export … from`, `import "…"` and `import("…")`, types included. */
const relativeSpecifier = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"'?]+)/g;

/** Path → source text of every module under `folder`, paths relative to the project. */
function readModules(folder: string): Map<string, string> {
  const entries = readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true });
  return new Map(
    entries
      .filter((entry) => entry.isFile() && /\.(?:ts|tsx|astro|mjs|js)$/.test(entry.name))
      .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)).split("\\").join("/"))
      .map((path) => [path, readFileSync(join(projectRoot, path), "utf8")]),
  );
}

/** Every import from one folder of src/ into another: `[importing module, imported module]`. */
function importsBetweenFolders(modules: ReadonlyMap<string, string>): [string, string][] {
  return [...modules].flatMap(([path, text]) =>
    [...text.matchAll(relativeSpecifier)]
      .map(([, specifier]): [string, string] => [path, posix.join(posix.dirname(path), specifier!)])
      .filter(([, imported]) => imported.startsWith("src/") && posix.dirname(imported) !== posix.dirname(path)),
  );
}

/** The imports that close a cycle between folders, as `importer → imported`. */
function importsAgainstTheGrain(modules: ReadonlyMap<string, string>): string[] {
  const imports = importsBetweenFolders(modules);
  const folderImports = new Map<string, Set<string>>();
  for (const [importer, imported] of imports) {
    const targets = folderImports.get(dirname(importer)) ?? new Set();
    folderImports.set(dirname(importer), targets.add(dirname(imported)));
  }
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    from === to ||
    [...(folderImports.get(from) ?? [])].some((next) => !seen.has(next) && (seen.add(next), reaches(next, to, seen)));
  return imports
    .filter(([importer, imported]) => reaches(dirname(imported), dirname(importer)))
    .map(([importer, imported]) => `${importer} → ${imported}`);
}

describe("imports between the folders of src/", () => {
  const modules = readModules("src");

  it("finds every module a page imports, at its real path", () => {
    const imports = importsBetweenFolders(modules);
    expect(imports.filter(([, imported]) => !existsSync(join(projectRoot, imported)))).toEqual([]);
    const fromLandingPage = imports
      .filter(([importer]) => importer === "src/pages/[...locale]/index.astro")
      .map(([, to]) => to);
    expect(fromLandingPage).toContain("src/views/page-views.ts");
  });

  it("never runs back up: no module imports from a folder that imports its own", () => {
    expect(importsAgainstTheGrain(modules)).toEqual([]);
  });

  it("names both modules of each import that closes a cycle, through any number of folders", () => {
    const cycle = new Map([
      ["src/a/page.astro", '---\nimport type { B } from "../b/b.ts";\n---'],
      ["src/b/b.ts", 'export { c } from "./c/c.ts";'],
      ["src/b/c/c.ts", 'export const c = () => import("../../a/low.ts");'],
      ["src/a/low.ts", "export const low = 1;"],
      ["src/d/top.ts", 'import "../a/page.astro";'],
    ]);
    expect(importsAgainstTheGrain(cycle)).toEqual([
      "src/a/page.astro → src/b/b.ts",
      "src/b/b.ts → src/b/c/c.ts",
      "src/b/c/c.ts → src/a/low.ts",
    ]);
  });
});
