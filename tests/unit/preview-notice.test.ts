import { describe, expect, it } from "vitest";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { openForPublication, previewNoticeText } from "../../src/views/preview-notice.ts";
import { fixtureRoot } from "../support/project-copy.ts";

const { previewNotice } = readDataFile("site", fixtureRoot);
const content = (costsConfirmed: unknown, factsConfirmed: unknown, seasonsLetConfirmed: unknown = true) => ({
  "return-model": { costsConfirmed },
  boat: { factsConfirmed },
  "buyer-facts": { seasonsLetConfirmed },
});

describe("the preview's strip", () => {
  it("names only what is still open: confirmed costs are no longer named", () => {
    const open = openForPublication(content(true, "[offen] (Platzhalter: bestätigen)"), 3, 0);
    expect(open).toEqual(["placeholders", "facts"]);
    const text = previewNoticeText(previewNotice, open);
    expect(text).toContain(previewNotice.open.placeholders);
    expect(text).toContain(previewNotice.open.facts);
    expect(text).not.toContain(previewNotice.open.costs);
    expect(text).not.toContain("{offen}");
  });

  it("names costs while they are open or set to false", () => {
    for (const costs of [false, "[Kosten] (Platzhalter: bestätigen)"]) {
      expect(previewNoticeText(previewNotice, openForPublication(content(costs, true), 0, 0))).toContain(
        previewNotice.open.costs,
      );
    }
    expect(openForPublication(content(true, true), 0, 0)).toEqual([]);
  });

  it("names the seasons let while they are not confirmed", () => {
    const open = openForPublication(content(true, true, "[offen] (Platzhalter: bestätigen)"), 0, 0);
    expect(open).toEqual(["seasons"]);
    expect(previewNoticeText(previewNotice, open)).toContain(previewNotice.open.seasons);
  });

  it("names the photos while one is drawn or narrower than the page needs", () => {
    const open = openForPublication(content(true, true), 0, 1);
    expect(open).toEqual(["media"]);
    expect(previewNoticeText(previewNotice, open)).toContain(previewNotice.open.media);
  });
});
