import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "../../scripts/preflight/content-checks.ts";
import type { CheckGroup } from "../../scripts/preflight/checklist.ts";
import { findPlaceholders, formatPlaceholder } from "../../src/content-reading/placeholders.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { mediaPaths } from "../../src/content-schemas/media-files.ts";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { fillEnglishGaps } from "../support/english-texts.ts";
import { fillPlaceholders, fixtureRoot, projectRoot } from "../support/project-copy.ts";

describe("preflight's content group", () => {
  it("names a YAML mistake and still every open placeholder of the other files", () => {
    const root = mkdtempSync(join(tmpdir(), "preflight-content-"));
    try {
      cpSync(fixtureRoot, root, { recursive: true });
      const open = findPlaceholders(root);
      const owner = join(root, "src/content/owner.yaml");
      writeFileSync(owner, `${readFileSync(owner, "utf8")}\nhostingLogRetention: 30 Tage: laut Vertrag\n`);
      const lines = checkContent(root, "https://hausboot-werder.de", true).lines.map(({ text }) => text);
      expect(lines[0]).toMatch(/^src\/content\/owner\.yaml: ist kein gültiges YAML \(Zeile \d+, Spalte \d+\)/);
      const others = open.filter(({ file }) => file !== "src/content/owner.yaml");
      expect(others.length).toBeGreaterThan(0);
      for (const placeholder of others) expect(lines).toContain(formatPlaceholder(placeholder));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("names a photo the gallery still lists but the folder lacks, with the entry and what to do", () => {
    const copy = mkdtempSync(join(tmpdir(), "preflight-missing-photo-"));
    try {
      cpSync(fixtureRoot, copy, { recursive: true });
      // The fixture holds the data files only: the listed photos but the last go into its gallery folder.
      const { photos } = readDataFile("gallery", copy);
      const index = photos.length - 1;
      mkdirSync(join(copy, mediaPaths.galleryFolder), { recursive: true });
      for (const { file } of photos.slice(0, index)) {
        copyFileSync(join(projectRoot, mediaPaths.galleryFolder, file), join(copy, mediaPaths.galleryFolder, file));
      }
      const lines = checkContent(copy, "https://hausboot-werder.de", true).lines.map(({ text }) => text);
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^src/content/gallery\\.yaml › photos\\[${index}\\]\\.file: .*gibt es nicht, die Bildergalerie nennt es aber noch: den Eintrag entfernen`,
          ),
        ),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("fails on an English text missing while English is on, and says where to write it; with [de] it asks none", async () => {
    const root = mkdtempSync(join(tmpdir(), "preflight-english-"));
    try {
      cpSync(fixtureRoot, root, { recursive: true });
      await fillPlaceholders(root, findPlaceholders(root));
      await fillEnglishGaps(root);
      await editDataFile(root, "contact", (document) => document.deleteIn(["en", "form", "submit"]));
      // The fixture holds the data files only, so its gallery's photos are named missing too.
      const englishLines = (group: CheckGroup) => group.lines.filter(({ text }) => text.includes(" › Englisch › "));
      const group = checkContent(root, "https://hausboot-werder.de", true);
      expect(englishLines(group)).toEqual([
        { status: "failed", text: "src/content/contact.yaml › Englisch › form.submit fehlt" },
      ]);
      expect(group.advice).toContainEqual(expect.stringMatching(/^„Englisch“: Die englische Fassung ist an/));
      await editDataFile(root, "site", (document) => document.set("languages", document.createNode(["de"])));
      expect(englishLines(checkContent(root, "https://hausboot-werder.de", true))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
