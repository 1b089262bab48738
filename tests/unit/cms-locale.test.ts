import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cmsGermanWords, withGermanWords } from "../../src/editor/cms-locale.ts";

// The package exports no locales; they sit beside its dist/ folder.
const locales = join(dirname(fileURLToPath(import.meta.resolve("@sveltia/cms"))), "..", "locales");
const locale = (name: string) => JSON.parse(readFileSync(join(locales, name), "utf8")) as Record<string, unknown>;
const english = locale("en-US.json");
const german = locale("de.json");

const at = (locale: Record<string, unknown>, key: string): unknown =>
  key.split(".").reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], locale);

describe("the editor's German words", () => {
  it("fill the words the package's German lacks, which the owner met in English", () => {
    const served = withGermanWords(german);
    for (const key of ["show_errors", "new_folder", "folder_contents", "list_item_options", "replace_image"]) {
      expect(at(german, key), key).toBeUndefined();
      expect(at(served, key), key).toEqual(cmsGermanWords[key]);
      expect(at(served, key), key).not.toBe(at(english, key));
    }
    expect(at(served, "global_assets")).toBe("Fotos der Bildergalerie");
  });

  it("use only keys the editor has, so an update that renames one is noticed", () => {
    for (const key of Object.keys(cmsGermanWords)) expect(at(english, key), key).toBeTypeOf("string");
  });
});
