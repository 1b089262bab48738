import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatContentProblem, checkDataFile } from "../../src/lib/data-files.ts";
import { fillTokens, tokensIn } from "../../src/lib/text-syntax.ts";
import { contentFolder } from "../../src/lib/unchecked-data-files.ts";
import { dataFileNames, type DataFileName } from "../../src/content-schemas/index.ts";
import { fixtureRoot } from "../support/project-copy.ts";

const fixture = (name: DataFileName) => readFileSync(join(fixtureRoot, contentFolder, `${name}.yaml`), "utf8");

/** The German lines the build prints for a data file with these lines changed. */
function problemsWith(name: DataFileName, replace: [string | RegExp, string][]): string[] {
  const yaml = replace.reduce((text, [from, to]) => {
    // A replacement that no longer finds its text would test the unchanged file: say so instead.
    const found = typeof from === "string" ? text.includes(from) : from.test(text);
    if (!found) throw new Error(`${name}.yaml no longer contains ${String(from)}: adapt the test to the content`);
    return text.replace(from, to);
  }, fixture(name));
  const result = checkDataFile(name, yaml);
  return result.ok ? [] : result.problems.map(formatContentProblem);
}

describe("the data files", () => {
  it("are one schema per YAML file in src/content/, each file opening with a German comment", () => {
    const files = readdirSync(join(fixtureRoot, contentFolder)).filter((file) => file.endsWith(".yaml"));
    expect(files.sort()).toEqual(dataFileNames.map((name) => `${name}.yaml`).sort());
    for (const name of dataFileNames) {
      expect(fixture(name)).toMatch(/^# \S/);
      expect(fixture(name), name).toContain("(Platzhalter: ");
      expect(checkDataFile(name, fixture(name)).ok, name).toBe(true);
    }
  });
});

describe("a mistake in a data file", () => {
  it("is named with file, field and what is wrong, in German", () => {
    expect(problemsWith("return-model", [[/^averagePricePerNightEuro: .*$/m, "averagePricePerNightEuro: 0"]])).toEqual([
      "src/content/return-model.yaml › averagePricePerNightEuro: muss eine Zahl größer als 0 sein",
    ]);
    expect(
      problemsWith("return-model", [
        [/^occupiedNightsPerSeason: .*$/m, "occupiedNightsPerSeason: 60.5"],
        [/^operatorSharePercentOfProfit: .*$/m, "operatorSharePercentOfProfit: 130"],
        [/^purchasePriceEuro: .*$/m, 'purchasePriceEuro: "75.000"'],
      ]),
    ).toEqual([
      "src/content/return-model.yaml › purchasePriceEuro: muss eine Zahl sein",
      "src/content/return-model.yaml › occupiedNightsPerSeason: muss eine ganze Zahl sein",
      "src/content/return-model.yaml › operatorSharePercentOfProfit: muss zwischen 0 und 100 liegen",
    ]);
  });

  it("names a missing field, a misspelt one, a cost item without its amount or kind, and one with both amounts", () => {
    expect(
      problemsWith("return-model", [
        ["averagePricePerNightEuro:", "averagePricePerNight:"],
        ["    euroPerYear: 900", "    euroPerYea: 900"],
        ["  - kind: euroPerYear\n    label: Versicherung", "  - label: Versicherung"],
        ["    percentOfRevenue: 15", "    percentOfRevenue: 15\n    euroPerYear: 100"],
      ]),
    ).toEqual([
      "src/content/return-model.yaml › averagePricePerNightEuro: fehlt",
      "src/content/return-model.yaml › costItems[0].euroPerYear: fehlt",
      "src/content/return-model.yaml › costItems[0].euroPerYea: unbekanntes Feld (Tippfehler?)",
      "src/content/return-model.yaml › costItems[1].kind: muss „euroPerYear“ oder „percentOfRevenue“ sein",
      "src/content/return-model.yaml › costItems[4].euroPerYear: unbekanntes Feld (Tippfehler?)",
      "src/content/return-model.yaml › averagePricePerNight: unbekanntes Feld (Tippfehler?)",
    ]);
  });

  it("holds texts to their limits, counted on what the page shows", () => {
    const long = "x".repeat(61);
    expect(problemsWith("site", [[/^title: .*$/m, `title: ${long}`]])).toEqual([
      "src/content/site.yaml › title: ist 61 Zeichen lang, erlaubt sind höchstens 60",
    ]);
    expect(
      problemsWith("site", [[/^title: .*$/m, `title: "${"x".repeat(60)} (Platzhalter: ein langer Titel)"`]]),
    ).toEqual([]);
    expect(problemsWith("site", [[/^title: .*$/m, 'title: ""']])).toEqual([
      "src/content/site.yaml › title: darf nicht leer sein",
    ]);
  });

  it("names a named field the text may not hold, or one it must hold but lacks", () => {
    expect(
      problemsWith("life-aboard", [
        ["So beginnt ein Tag an Bord in {ort}.", "So beginnt ein Tag an Bord in {ortt}."],
        ["gebaut {baujahr}", "gebaut {bauzeit}"],
      ]),
    ).toEqual([
      "src/content/life-aboard.yaml › paragraphs[0]: enthält {ortt}, das es hier nicht gibt – meinten Sie {ort}?",
      expect.stringMatching(
        /^src\/content\/life-aboard\.yaml › paragraphs\[1\]: enthält \{bauzeit\}, das es hier nicht gibt; möglich sind \{bootsname\}, .*\{ausstieg\}$/,
      ),
    ]);
    expect(problemsWith("risk-notice", [["auch die Rendite von {rendite},", "auch die Rendite,"]])).toEqual([
      "src/content/risk-notice.yaml › footnote: muss {rendite} enthalten, dort setzt die Seite den Wert ein",
    ]);
    expect(problemsWith("hero", [[/^posterAlt: .*$/m, 'posterAlt: "Das Boot bei {rendite}"']])).toEqual([
      "src/content/hero.yaml › posterAlt: enthält {rendite}, aber hier setzt die Seite keine Felder in geschweiften Klammern ein",
    ]);
  });

  it("names broken YAML with its line, and refuses anchors and aliases that no editor keeps", () => {
    expect(problemsWith("hero", [[/^headline: .*$/m, "headline: {rendite} Investition"]])).toEqual([
      expect.stringMatching(/^src\/content\/hero\.yaml: ist kein gültiges YAML \(Zeile 5, .*mit \[ oder \{ am Anfang/),
    ]);
    expect(problemsWith("boat", [["kind: holländisches Stahlschiff", "kind: Stahlschiff: holländisch"]])).toEqual([
      expect.stringMatching(
        /^src\/content\/boat\.yaml: ist kein gültiges YAML \(Zeile 7, Spalte \d+\): .+ Häufige Ursachen/,
      ),
    ]);
    expect(problemsWith("boat", [["material: Stahl", "material: &m Stahl\nengineMaterial: *m"]])).toEqual([
      "src/content/boat.yaml: Anker wie &m gehen hier nicht (Zeile 9)",
      "src/content/boat.yaml: Verweise wie *m gehen hier nicht (Zeile 10)",
    ]);
  });

  it("refuses any other wording where the specification fixes it, the heading with „&“ and the button among them", () => {
    const specified: [DataFileName, string][] = [
      ["return-model-texts", "heading"],
      ["hero", "ctaLabel"],
      ["contact", "subtitle"],
    ];
    for (const [name, key] of specified) {
      const line = new RegExp(`^${key}: (.*)$`, "m");
      const value = line.exec(fixture(name))![1]!;
      expect(problemsWith(name, [[line, `${key}: ${value.replace("&", "und")} neu`]])).toEqual([
        `src/content/${name}.yaml › ${key}: muss genau „${value}“ lauten: die Spezifikation der Seite legt ihn fest`,
      ]);
    }
  });

  it("names an empty placeholder explanation", () => {
    expect(problemsWith("owner", [[/^phone: .*$/m, 'phone: "[Telefon] (Platzhalter: )"']])).toEqual([
      "src/content/owner.yaml › phone: Platzhalter ohne Erklärung: Schreiben Sie hinter „(Platzhalter:“, was hierher gehört",
    ]);
  });
});

describe("named fields in texts", () => {
  it("are found and filled in", () => {
    expect(tokensIn("bis zu {gaeste} Gäste, gebaut {baujahr}")).toEqual(["gaeste", "baujahr"]);
    expect(fillTokens("gebaut {baujahr}", { baujahr: "1930" })).toBe("gebaut 1930");
    expect(() => fillTokens("{rendite}", {})).toThrow("Kein Wert für {rendite}");
  });
});
