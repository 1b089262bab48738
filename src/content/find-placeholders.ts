import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import type * as ContentModules from "./content-modules.ts";

/** A value in `src/content/` that the owner still has to fill in. */
export interface OpenPlaceholder {
  /** Relative to the project root, e.g. `src/content/owner.ts`. */
  file: string;
  /** Where the value sits in the module, e.g. `name` or `reviews[0].text`. */
  key: string;
  /** What to fill in, in German. */
  explanation: string;
}

/** One line per placeholder: `src/content/owner.ts › name: Ihr vollständiger Name für das Impressum`. */
export const formatPlaceholder = ({ file, key, explanation }: OpenPlaceholder) => `${file} › ${key}: ${explanation}`;

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Loads every module in `src/content/` (through Vite, so image imports and globs work from plain Node too) and
 * returns each placeholder that is still open, in file order. Used by the production build guard.
 */
export async function findPlaceholders(): Promise<OpenPlaceholder[]> {
  const { module } = await runnerImport<typeof ContentModules>(
    fileURLToPath(new URL("./content-modules.ts", import.meta.url)),
    { root: projectRoot, configFile: false, logLevel: "error" },
  );
  return collectPlaceholders(module.contentModules, module.placeholderExplanation);
}

const camelCase = (fileName: string) => fileName.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const isIdentifier = (key: string) => /^[\p{L}_$][\p{L}\d_$]*$/u.test(key);

/**
 * Walks the exports of the given modules (keyed `./owner.ts` as `import.meta.glob` returns them) and lists every
 * string that is a registered placeholder. A placeholder referenced from several places is listed once, where it is
 * found first. An export named like its file (`owner` in `owner.ts`) is left out of the key.
 */
export function collectPlaceholders(
  modules: Record<string, Record<string, unknown>>,
  explanationOf: (value: string) => string | undefined,
): OpenPlaceholder[] {
  const found: OpenPlaceholder[] = [];
  const seenTexts = new Set<string>();
  const visited = new Set<object>();

  function walk(value: unknown, file: string, key: string): void {
    if (typeof value === "string") {
      const explanation = explanationOf(value);
      if (explanation !== undefined && !seenTexts.has(value)) {
        seenTexts.add(value);
        found.push({ file, key, explanation });
      }
      return;
    }
    if (typeof value !== "object" || value === null || visited.has(value)) return;
    visited.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, file, `${key}[${index}]`));
      return;
    }
    for (const [name, item] of Object.entries(value)) {
      const step = isIdentifier(name) ? name : `[${JSON.stringify(name)}]`;
      walk(item, file, key === "" || step.startsWith("[") ? `${key}${step}` : `${key}.${step}`);
    }
  }

  for (const path of Object.keys(modules).sort()) {
    const file = `src/content/${path.replace(/^\.\//, "")}`;
    const baseName = camelCase(path.replace(/^.*\//, "").replace(/\.ts$/, ""));
    for (const [exportName, value] of Object.entries(modules[path]!)) {
      const isNamedLikeFile = exportName === baseName && typeof value === "object" && !Array.isArray(value);
      walk(value, file, isNamedLikeFile ? "" : exportName);
    }
  }
  return found;
}
