import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectPlaceholders, findPlaceholders, formatPlaceholder } from "../../src/content/find-placeholders.ts";
import {
  containsPlaceholder,
  isPlaceholder,
  placeholder,
  placeholderExplanation,
  splitPlaceholders,
} from "../../src/content/placeholder.ts";
import { typeset } from "../../src/lib/format.ts";

describe("placeholder()", () => {
  it("returns the text the page shows and remembers what to fill in", () => {
    const value = placeholder("[Testwert eins]", "Was hier hineingehört");
    expect(value).toBe("[Testwert eins]");
    expect(isPlaceholder(value)).toBe(true);
    expect(placeholderExplanation(value)).toBe("Was hier hineingehört");
    expect(isPlaceholder("[Testwert zwei]")).toBe(false);
  });

  it("finds placeholders inside running text, also after typesetting", () => {
    placeholder("[Zeitraum, z. B. 30 Tage]", "Ein Zeitraum");
    const text = typeset("Gespeichert wird [Zeitraum, z. B. 30 Tage] lang.");
    expect(splitPlaceholders(text)).toEqual([
      { text: "Gespeichert wird ", isPlaceholder: false },
      { text: typeset("[Zeitraum, z. B. 30 Tage]"), isPlaceholder: true },
      { text: " lang.", isPlaceholder: false },
    ]);
    expect(containsPlaceholder(text)).toBe(true);
    expect(containsPlaceholder("Gespeichert wird 30 Tage lang.")).toBe(false);
  });
});

describe("collectPlaceholders()", () => {
  const explanations = new Map([
    ["[Name]", "Ihr Name"],
    ["[Straße]", "Ihre Straße"],
    ["[Text]", "Ein echter Text"],
    ["[Laufzeit]", "Die Laufzeit"],
  ]);
  const explanationOf = (value: string) => explanations.get(value);

  it("names each open value by file and key, leaving out an export named like its file", () => {
    const found = collectPlaceholders(
      {
        "./owner.ts": { owner: { name: "[Name]", street: "[Straße]", city: "Werder (Havel)" } },
        "./reviews.ts": { reviews: [{ text: "echt" }, { text: "[Text]" }], reviewsHeading: "Was Gäste sagen" },
        "./buyer-facts.ts": { buyerFacts: { berth: { facts: { "Laufzeit des Vertrags": "[Laufzeit]" } } } },
      },
      explanationOf,
    );
    expect(found.map(formatPlaceholder)).toEqual([
      'src/content/buyer-facts.ts › berth.facts["Laufzeit des Vertrags"]: Die Laufzeit',
      "src/content/owner.ts › name: Ihr Name",
      "src/content/owner.ts › street: Ihre Straße",
      "src/content/reviews.ts › reviews[1].text: Ein echter Text",
    ]);
  });

  it("lists a placeholder once, where it is found first", () => {
    const owner = { name: "[Name]" };
    const found = collectPlaceholders(
      { "./a-contact.ts": { contact: { name: owner.name } }, "./owner.ts": { owner } },
      explanationOf,
    );
    expect(found).toEqual([{ file: "src/content/a-contact.ts", key: "contact.name", explanation: "Ihr Name" }]);
  });

  it("finds nothing once every value is filled in", () => {
    expect(collectPlaceholders({ "./owner.ts": { owner: { name: "Erika Mustermann" } } }, explanationOf)).toEqual([]);
  });
});

describe("findPlaceholders() on the project's content", () => {
  it("names the owner's details in the agreed form", async () => {
    const lines = (await findPlaceholders()).map(formatPlaceholder);
    expect(lines).toContain("src/content/owner.ts › name: Ihr vollständiger Name für das Impressum");
    for (const key of ["street", "postalCode", "phone", "mailProvider.name", "mailProvider.seat"]) {
      expect(lines.some((line) => line.startsWith(`src/content/owner.ts › ${key}: `))).toBe(true);
    }
    expect(lines.some((line) => line.startsWith("src/content/site.ts › listingUrl: "))).toBe(true);
    expect(lines.some((line) => line.startsWith("src/content/reviews.ts › ratingSummary.asOf: "))).toBe(true);
    expect(lines.some((line) => line.startsWith("src/content/buyer-facts.ts › operator.facts.Betreiber: "))).toBe(true);
  });

  // A placeholder the walker cannot reach, or two sharing one text, would leave fewer found than written.
  it("finds every placeholder() written in src/content, so none can hide from the production guard", async () => {
    const contentDir = join(import.meta.dirname, "../../src/content");
    const calls = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith("placeholder.ts"))
      .flatMap((file) => {
        const count = readFileSync(join(contentDir, file), "utf8").match(/\bplaceholder\(\s*["`]/g)?.length ?? 0;
        return Array.from({ length: count }, () => `src/content/${file}`);
      });
    const found = await findPlaceholders();
    expect(calls.length).toBeGreaterThan(10);
    expect(found.map((item) => item.file).sort()).toEqual(calls.sort());
    for (const item of found) expect(item.explanation.length).toBeGreaterThan(10);
  });
});
