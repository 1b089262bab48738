import { describe, expect, it } from "vitest";
import {
  collectPlaceholders,
  formatPlaceholder,
  markedTexts,
  splitPlaceholders,
  withShownTexts,
} from "../../src/content-reading/placeholders.ts";
import { parsePlaceholder, placeholderValue, shownText } from "../../src/content-schemas/text-syntax.ts";
import { formatsIn } from "../../src/formatting/format.ts";

const { typeset } = formatsIn("de");

const name = "[Vorname Nachname] (Platzhalter: Ihr vollständiger Name für das Impressum)";

describe("the placeholder syntax", () => {
  it("reads what the page shows and what the owner should write", () => {
    expect(parsePlaceholder(name)).toEqual({
      shown: "[Vorname Nachname]",
      explanation: "Ihr vollständiger Name für das Impressum",
    });
    expect(shownText(name)).toBe("[Vorname Nachname]");
    expect(shownText("Erika Mustermann")).toBe("Erika Mustermann");
    expect(parsePlaceholder("Werder (Havel)")).toBeUndefined();
  });

  it("keeps parentheses inside the shown text and the explanation", () => {
    expect(parsePlaceholder("Werder (Havel) (Platzhalter: Der Ort (ohne Postfach))")).toEqual({
      shown: "Werder (Havel)",
      explanation: "Der Ort (ohne Postfach)",
    });
  });

  it("counts „(Platzhalter:“ anywhere as open: alone, in the middle, without its bracket, in lower case", () => {
    expect(parsePlaceholder("(Platzhalter: Ersetzen durch eine echte Bewertung …)")).toEqual({
      shown: "",
      explanation: "Ersetzen durch eine echte Bewertung …",
    });
    expect(parsePlaceholder("Schön hier. (Platzhalter: echte Bewertung) Wir kommen wieder.")?.shown).toBe(
      "Schön hier.",
    );
    expect(parsePlaceholder("Schön hier. (Platzhalter: echte Bewertung")).toEqual({
      shown: "Schön hier.",
      explanation: "echte Bewertung",
    });
    expect(parsePlaceholder("Schön hier.(platzhalter:echt)")?.shown).toBe("Schön hier.");
    expect(parsePlaceholder("Ein Platzhalter ist hier nicht gemeint.")).toBeUndefined();
  });

  it("writes a value the way it reads it", () => {
    expect(placeholderValue(parsePlaceholder(name)!)).toBe(name);
  });
});

describe("open placeholders in a data file", () => {
  const owner = {
    name,
    city: "Werder (Havel)",
    mailProvider: { seat: "[Sitz] (Platzhalter: Ort und Land)" },
    reviews: [{ text: "echt" }, { text: "Schön hier. (Platzhalter: Eine echte Bewertung)" }],
  };

  it("are named by file and path, in the file's order", () => {
    const found = collectPlaceholders("src/content/owner.yaml", owner);
    expect(found.map((placeholder) => placeholder.path)).toEqual([
      ["name"],
      ["mailProvider", "seat"],
      ["reviews", 1, "text"],
    ]);
    expect(found.map(formatPlaceholder)).toEqual([
      "src/content/owner.yaml › name: Ihr vollständiger Name für das Impressum",
      "src/content/owner.yaml › mailProvider.seat: Ort und Land",
      "src/content/owner.yaml › reviews[1].text: Eine echte Bewertung",
    ]);
  });

  it("show their shown part on the page", () => {
    expect(withShownTexts(owner)).toEqual({
      name: "[Vorname Nachname]",
      city: "Werder (Havel)",
      mailProvider: { seat: "[Sitz]" },
      reviews: [{ text: "echt" }, { text: "Schön hier." }],
    });
  });

  it("are marked where they are in brackets; samples that read like real values are not", () => {
    expect([...markedTexts(collectPlaceholders("src/content/owner.yaml", owner))]).toEqual([
      "[Vorname Nachname]",
      "[Sitz]",
    ]);
  });
});

describe("marking placeholders in running text", () => {
  const marked = new Set(["[Zeitraum, z. B. 30 Tage]", "[Name]"]);

  it("finds them inside a text, also after typesetting", () => {
    const text = typeset("Gespeichert wird [Zeitraum, z. B. 30 Tage] lang.");
    expect(splitPlaceholders(text, marked)).toEqual([
      { text: "Gespeichert wird ", isPlaceholder: false },
      { text: typeset("[Zeitraum, z. B. 30 Tage]"), isPlaceholder: true },
      { text: " lang.", isPlaceholder: false },
    ]);
    expect(splitPlaceholders("Gespeichert wird 30 Tage lang.", marked)).toEqual([
      { text: "Gespeichert wird 30 Tage lang.", isPlaceholder: false },
    ]);
    expect(splitPlaceholders("[Name]", new Set())).toEqual([{ text: "[Name]", isPlaceholder: false }]);
  });
});
