import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument, type Document, type Scalar, type YAMLMap, type YAMLSeq } from "yaml";
import { formatContentProblem, checkDataFile } from "../../src/content-reading/data-files.ts";
import { fillTokens, tokensIn } from "../../src/content-schemas/text-syntax.ts";
import { contentFolder } from "../../src/content-reading/data-file-paths.ts";
import { dataFileNames, type DataFileName } from "../../src/content-schemas/index.ts";
import { fixtureRoot } from "../support/project-copy.ts";

const fixture = (name: DataFileName) => readFileSync(join(fixtureRoot, contentFolder, `${name}.yaml`), "utf8");

/** The German lines the build prints for a data file as `edit` changes it: fields are found by key or list position. */
function problemsWith(name: DataFileName, edit: (document: Document) => void): string[] {
  const document = parseDocument(fixture(name));
  edit(document);
  return problemsIn(name, document.toString({ lineWidth: 0 }));
}

function problemsIn(name: DataFileName, yaml: string): string[] {
  const result = checkDataFile(name, yaml);
  return result.ok ? [] : result.problems.map(formatContentProblem);
}

/** A list in a data file, with copies of its first entry added until it holds at least `count` entries. */
function atLeast(document: Document, key: string, count: number): YAMLSeq<YAMLMap | Scalar> {
  const list = document.get(key) as YAMLSeq<YAMLMap | Scalar>;
  while (list.items.length < count) list.items.push(list.items[0]!.clone() as YAMLMap | Scalar);
  return list;
}

/** The file with one top-level field's line replaced as a person typing in it would, and that line's number. */
function withLine(name: DataFileName, key: string, replacement: (line: string) => string) {
  const lines = fixture(name).split("\n");
  const index = lines.findIndex((line) => line.startsWith(`${key}:`));
  if (index < 0) throw new Error(`${name}.yaml has no top-level ${key}`);
  lines[index] = replacement(lines[index]!);
  return { yaml: lines.join("\n"), lineNumber: index + 1 };
}

describe("the data files", () => {
  it("are one schema per YAML file in src/content/, each valid", () => {
    const files = readdirSync(join(fixtureRoot, contentFolder)).filter((file) => file.endsWith(".yaml"));
    expect(files.sort()).toEqual(dataFileNames.map((name) => `${name}.yaml`).sort());
    for (const name of dataFileNames) expect(checkDataFile(name, fixture(name)).ok, name).toBe(true);
  });
});

describe("a mistake in a data file", () => {
  it("is named with file, field and what is wrong, in German", () => {
    expect(problemsWith("return-model", (document) => document.set("averagePricePerNightEuro", 0))).toEqual([
      "src/content/return-model.yaml › averagePricePerNightEuro: muss eine Zahl größer als 0 sein",
    ]);
    expect(
      problemsWith("return-model", (document) => {
        document.set("occupiedNightsPerSeason", 60.5);
        document.set("operatorSharePercentOfProfit", 130);
        // The owner's own price as a German writes it, with a thousands dot: text, not a number.
        document.set("purchasePriceEuro", Number(document.get("purchasePriceEuro")).toLocaleString("de-DE"));
      }),
    ).toEqual([
      "src/content/return-model.yaml › purchasePriceEuro: muss eine Zahl sein",
      "src/content/return-model.yaml › occupiedNightsPerSeason: muss eine ganze Zahl sein",
      "src/content/return-model.yaml › operatorSharePercentOfProfit: muss zwischen 0 und 100 liegen",
    ]);
  });

  it("names a missing field, a misspelt one, a cost item without its amount or kind, and one with both amounts", () => {
    const amountKeys = ["euroPerYear", "percentOfRevenue"];
    let first = "";
    let third = "";
    const problems = problemsWith("return-model", (document) => {
      const price = document.get("averagePricePerNightEuro");
      document.delete("averagePricePerNightEuro");
      document.set("averagePricePerNight", price);
      const [misspelt, withoutKind, withBoth] = atLeast(document, "costItems", 3).items as YAMLMap[];
      first = String(misspelt!.get("kind"));
      misspelt!.set(first.slice(0, -1), misspelt!.get(first));
      misspelt!.delete(first);
      withoutKind!.delete("kind");
      third = amountKeys.find((key) => key !== withBoth!.get("kind"))!;
      withBoth!.set(third, 10);
    });
    expect(problems).toEqual([
      "src/content/return-model.yaml › averagePricePerNightEuro: fehlt",
      `src/content/return-model.yaml › costItems[0].${first}: fehlt`,
      `src/content/return-model.yaml › costItems[0].${first.slice(0, -1)}: unbekanntes Feld (Tippfehler?)`,
      "src/content/return-model.yaml › costItems[1].kind: muss „euroPerYear“ oder „percentOfRevenue“ sein",
      `src/content/return-model.yaml › costItems[2].${third}: unbekanntes Feld (Tippfehler?)`,
      "src/content/return-model.yaml › averagePricePerNight: unbekanntes Feld (Tippfehler?)",
    ]);
  });

  it("holds texts to their limits, counted on what the page shows", () => {
    expect(problemsWith("site", (document) => document.set("title", "x".repeat(61)))).toEqual([
      "src/content/site.yaml › title: ist zu lang: 61 von höchstens 60 Zeichen; bitte um 1 Zeichen kürzen",
    ]);
    const longPlaceholder = `${"x".repeat(60)} (Platzhalter: ein langer Titel)`;
    expect(problemsWith("site", (document) => document.set("title", longPlaceholder))).toEqual([]);
    expect(problemsWith("site", (document) => document.set("title", ""))).toEqual([
      "src/content/site.yaml › title: darf nicht leer sein",
    ]);
  });

  it("says first what is wrong with an address, and names a placeholder without explanation", () => {
    expect(problemsWith("owner", (document) => document.set("email", "erika@localhost"))).toEqual([
      "src/content/owner.yaml › email: „erika@localhost“ ist keine vollständige E-Mail-Adresse (mit @, einem Punkt in der Domain und ohne Leerzeichen), z. B. kontakt@ihre-domain.de",
    ]);
    expect(problemsWith("site", (document) => document.set("title", "Hausboot (Platzhalter: )"))).toEqual([
      "src/content/site.yaml › title: Platzhalter ohne Erklärung: Schreiben Sie hinter „(Platzhalter:“, was hierher gehört",
    ]);
  });

  it("names a named field the text may not hold, or one it must hold but lacks", () => {
    expect(
      problemsWith("life-aboard", (document) => {
        atLeast(document, "paragraphs", 2);
        document.setIn(["paragraphs", 0], "Ein Tag an Bord in {ortt}.");
        document.setIn(["paragraphs", 1], "Gebaut {bauzeit}.");
      }),
    ).toEqual([
      "src/content/life-aboard.yaml › paragraphs[0]: enthält {ortt}, das es hier nicht gibt – meinten Sie {ort}?",
      expect.stringMatching(
        /^src\/content\/life-aboard\.yaml › paragraphs\[1\]: enthält \{bauzeit\}, das es hier nicht gibt; möglich sind \{bootsname\}, .*\{ausstieg\}$/,
      ),
    ]);
    const withoutYield = (document: Document) =>
      document.setIn(
        ["footnote", "verkauf"],
        String(document.getIn(["footnote", "verkauf"])).replaceAll("{rendite}", "die Rendite"),
      );
    expect(problemsWith("risk-notice", withoutYield)).toEqual([
      "src/content/risk-notice.yaml › footnote.verkauf: muss {rendite} enthalten, dort setzt die Seite den Wert ein",
    ]);
    expect(problemsWith("hero", (document) => document.set("posterAlt", "Das Boot bei {rendite}"))).toEqual([
      "src/content/hero.yaml › posterAlt: enthält {rendite}, aber hier setzt die Seite keine Felder in geschweiften Klammern ein",
    ]);
  });

  it("names broken YAML with its line, and refuses anchors and aliases that no editor keeps", () => {
    const brace = withLine("hero", "headline", () => "headline: {rendite} Investition");
    expect(problemsIn("hero", brace.yaml)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/content/hero\\.yaml: ist kein gültiges YAML \\(Zeile ${brace.lineNumber}, .*mit \\[ oder \\{ am Anfang`,
        ),
      ),
    ]);
    const colon = withLine("boat", "kind", () => "kind: Stahlschiff: holländisch");
    expect(problemsIn("boat", colon.yaml)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/content/boat\\.yaml: ist kein gültiges YAML \\(Zeile ${colon.lineNumber}, Spalte \\d+\\): in einer Zeile steht ein zweites „: “.+ Häufige Ursachen`,
        ),
      ),
    ]);
    // The parser's own English never reaches the owner.
    expect(problemsIn("boat", colon.yaml).join()).not.toMatch(/mapping|at line/i);
    const anchor = withLine("boat", "material", (line) => line.replace(": ", ": &m ") + "\nengineMaterial: *m");
    expect(problemsIn("boat", anchor.yaml)).toEqual([
      `src/content/boat.yaml: Anker wie &m gehen hier nicht (Zeile ${anchor.lineNumber})`,
      `src/content/boat.yaml: Verweise wie *m gehen hier nicht (Zeile ${anchor.lineNumber + 1})`,
    ]);
  });

  it("refuses any other wording where the specification fixes it, the heading with „&“ and the button among them", () => {
    const specified: [DataFileName, string][] = [
      ["return-model-texts", "heading"],
      ["hero", "ctaLabel"],
      ["contact", "subtitle"],
    ];
    for (const [name, key] of specified) {
      const value = String(parseDocument(fixture(name)).get(key));
      expect(problemsWith(name, (document) => document.set(key, `${value.replace("&", "und")} neu`))).toEqual([
        `src/content/${name}.yaml › ${key}: muss genau „${value}“ lauten: die Spezifikation der Seite legt ihn fest`,
      ]);
    }
  });

  it("names an empty placeholder explanation", () => {
    expect(problemsWith("owner", (document) => document.set("phone", "[Telefon] (Platzhalter: )"))).toEqual([
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
