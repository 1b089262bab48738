// The English block of every data file: derived from the German schema, each text under its German rule, facts only
// in German, lists by position (docs/i18n.md).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import {
  dataFileSchemas,
  translatedFileNames,
  type DataFileName,
  type TranslatedFileName,
} from "../../src/content-schemas/index.ts";
import { checkDataFile, formatContentProblem } from "../../src/content-reading/data-files.ts";
import { englishGaps } from "../../src/content-reading/english-texts.ts";
import { inLanguage } from "../../src/content-reading/translated-content.ts";
import { contentFolder } from "../../src/content-reading/data-file-paths.ts";
import { fixtureRoot } from "../support/project-copy.ts";

const fixture = (name: DataFileName) => readFileSync(join(fixtureRoot, contentFolder, `${name}.yaml`), "utf8");

/** The fresh clone's file with its `en:` block replaced by `english` (undefined: no block). */
function withEnglish(name: DataFileName, english: unknown): string {
  const document = parseDocument(fixture(name));
  if (english === undefined) document.delete("en");
  else document.set("en", document.createNode(english));
  return document.toString({ lineWidth: 0 });
}

function problems(name: DataFileName, english: unknown): string[] {
  const result = checkDataFile(name, withEnglish(name, english));
  return result.ok ? [] : result.problems.map(formatContentProblem);
}

const parsed = <Name extends DataFileName>(name: Name, english?: unknown) => {
  const result = checkDataFile(name, english === undefined ? fixture(name) : withEnglish(name, english));
  if (!result.ok) throw new Error(result.problems.map(formatContentProblem).join("\n"));
  return result.data;
};

describe("the English block of a data file", () => {
  it("may be missing or partial: the file alone cannot know whether English is on", () => {
    expect(problems("contact", undefined)).toEqual([]);
    expect(problems("hero", { subtitle: "A houseboat with an operator agreement." })).toEqual([]);
    expect(problems("gallery", { photos: [{ caption: "Dawn" }] })).toEqual([]);
  });

  it("holds each text to its German text's rule: length, named fields, placeholder syntax", () => {
    expect(problems("contact", { form: { closeNotice: "x".repeat(41) } })).toEqual([
      "src/content/contact.yaml › en.form.closeNotice: ist zu lang: 41 von höchstens 40 Zeichen; bitte um 1 Zeichen kürzen",
    ]);
    expect(problems("hero", { infoCards: { yieldValue: "3% p.a." } })).toEqual([
      "src/content/hero.yaml › en.infoCards.yieldValue: muss {rendite} enthalten, dort setzt die Seite den Wert ein",
    ]);
    expect(problems("technical-data", { rows: [{ value: "built {year}" }] })[0]).toMatch(
      /^src\/content\/technical-data\.yaml › en\.rows\[0\]\.value: enthält \{year\}, das es hier nicht gibt/,
    );
    expect(problems("boat", { kind: "barge (Platzhalter: )" })).toEqual([
      "src/content/boat.yaml › en.kind: Platzhalter ohne Erklärung: Schreiben Sie hinter „(Platzhalter:“, was hierher gehört",
    ]);
  });

  it("gives a text the specification fixes in German free English words, with the German text's named fields", () => {
    expect(problems("hero", { headline: "Your investment in freedom and calm on the water" })).toEqual([]);
    expect(problems("contact", { form: { submit: "Send" } })).toEqual([]);
    expect(problems("gallery", { photoAlt: "Gallery photo" })).toEqual([
      "src/content/gallery.yaml › en.photoAlt: muss {nummer} enthalten, dort setzt die Seite den Wert ein",
    ]);
  });

  it("has no place for facts: names, addresses, figures, photos and choices are entered once, in German", () => {
    expect(problems("owner", { name: "Jane Doe" })).toEqual([
      "src/content/owner.yaml › en.name: unbekanntes Feld (Tippfehler?)",
    ]);
    expect(problems("owner", { email: "jane@example.com" })).toHaveLength(1);
    expect(problems("boat", { lengthMeters: 12 })).toHaveLength(1);
    expect(problems("boat", { name: "Rietaak" })).toHaveLength(1);
    expect(problems("gallery", { photos: [{ file: "gallery-01.jpg" }] })).toEqual([
      "src/content/gallery.yaml › en.photos[0].file: unbekanntes Feld (Tippfehler?)",
    ]);
    expect(problems("risk-notice", { offerStatus: "verkauf" })).toHaveLength(1);
    expect(problems("site", { listingUrl: "https://www.airbnb.co.uk/rooms/1" })).toHaveLength(1);
  });

  it("is offered for every data file with texts, the 404 page (English for both editions) aside", () => {
    expect(translatedFileNames).not.toContain("not-found");
    for (const name of translatedFileNames) expect(dataFileSchemas[name].shape).toHaveProperty("en");
  });
});

describe("a data file in English", () => {
  it("takes the facts from German and the texts from English, list entries by position", () => {
    const gallery = parsed("gallery");
    const english = inLanguage(gallery, "en", "gallery.yaml");
    expect(english.photos.map(({ file }) => file)).toEqual(gallery.photos.map(({ file }) => file));
    expect(english.photos.map(({ caption }) => caption)).toEqual(
      (gallery.en as { photos: { caption: string }[] }).photos
        .slice(0, gallery.photos.length)
        .map(({ caption }) => caption),
    );
    const costs = parsed("return-model", { costItems: [{ label: "Mooring", payee: "the harbour" }] });
    const costsInEnglish = inLanguage(costs, "en", "return-model.yaml");
    expect(costsInEnglish.costItems.map((item) => ({ ...item, label: "", payee: "" }))).toEqual(
      costs.costItems.map((item) => ({ ...item, label: "", payee: "" })),
    );
    expect(costsInEnglish.costItems[0]).toMatchObject({ label: "Mooring", payee: "the harbour" });
    expect(costsInEnglish.costItems[1]!.label).toBe(costs.costItems[1]!.label);
  });
});

describe("the English texts a file still lacks", () => {
  const gapsOf = (name: TranslatedFileName, english: unknown) => {
    const data = parsed(name, english) as Record<string, unknown>;
    return englishGaps(dataFileSchemas[name].shape.en, data, data.en).map(
      ({ path, problem }) => `${path.join(".")} ${problem}`,
    );
  };

  it("names every German text without its English one, by key and list position", () => {
    const gaps = gapsOf("technical-data", { heading: "Technical data", rows: [{ label: "Type" }] });
    const rows = parsed("technical-data").rows;
    expect(gaps).toEqual([
      "rows.0.value missing",
      ...rows.slice(1).flatMap((_, index) => [`rows.${index + 1}.label missing`, `rows.${index + 1}.value missing`]),
    ]);
  });

  it("names English list entries that have no German one", () => {
    const rows = parsed("technical-data").rows;
    const english = [...rows, rows[0]!].map(() => ({ label: "Type", value: "{bootsname}" }));
    expect(gapsOf("technical-data", { heading: "Technical data", rows: english })).toEqual([
      `rows.${rows.length} extra`,
    ]);
  });

  it("asks nothing for a German text left empty, and nothing for facts", () => {
    const document = parseDocument(fixture("gallery"));
    document.setIn(["photos", 0, "caption"], "");
    document.delete("en");
    const result = checkDataFile("gallery", document.toString());
    if (!result.ok) throw new Error("gallery.yaml");
    const gaps = englishGaps(dataFileSchemas.gallery.shape.en, result.data, undefined).map(({ path }) =>
      path.join("."),
    );
    expect(gaps).not.toContain("photos.0.caption");
    expect(gaps).toContain("photos.1.caption");
    expect(gaps.some((path) => path.endsWith(".file"))).toBe(false);
  });
});
