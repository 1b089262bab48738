// Every content module, for `findPlaceholders()`. `import.meta.glob` needs Vite, so this file is only ever loaded
// through Vite's module runner; the registry of placeholder explanations must come from the same module graph.
export const contentModules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./content-modules.ts", "!./find-placeholders.ts"],
  { eager: true },
);

export { placeholderExplanation } from "./placeholder.ts";
