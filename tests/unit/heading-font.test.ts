import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { cutHeadingFont, headingFontFiles } from "../../scripts/heading-font.ts";

describe("the heading font's static instances", () => {
  for (const { weight, file } of headingFontFiles) {
    it(`at ${weight} the committed file is what scripts/heading-font.ts cuts from the installed Fraunces`, async () => {
      const committed = await readFile(file).catch(() => Buffer.alloc(0));
      const cut = await cutHeadingFont(weight);
      expect(committed.equals(cut), `${file} veraltet: node scripts/heading-font.ts schreibt es neu`).toBe(true);
      // A static instance, not the variable font again (36.6 KB).
      expect(cut.length).toBeLessThan(20_000);
    });
  }
});
