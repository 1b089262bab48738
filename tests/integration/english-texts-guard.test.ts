// The production build, as Netlify runs it, on a filled-in copy whose English edition lacks one text.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { astroBuild, listedPlaceholders } from "../support/owner-commands.ts";
import { fillEnglishGaps } from "../support/english-texts.ts";
import { fillPlaceholders, markMediaAsOwners, useFreshCloneCopy } from "../support/project-copy.ts";

const folders = useFreshCloneCopy("hausboot-english-guard");

it("an English text left open stops a production build, naming file, language and field, and only it", async () => {
  const { root, scratch } = folders;
  await fillPlaceholders(root, await listedPlaceholders(root));
  await markMediaAsOwners(root);
  await fillEnglishGaps(root);
  await editDataFile(root, "hero", (document) => document.deleteIn(["en", "infoCards", "yieldNote"]));

  const dist = join(scratch, "dist");
  const { code, output } = await astroBuild(root, dist, {
    CONTEXT: "production",
    SITE_URL: "https://hausboot-werder.de",
  });
  expect(output).toContain("Produktions-Build abgebrochen. 1 Angabe muss vor der Veröffentlichung");
  expect(output).toContain("src/content/hero.yaml › Englisch › infoCards.yieldNote fehlt");
  expect(code).not.toBe(0);
  expect(existsSync(join(dist, "index.html"))).toBe(false);
}, 300_000);
