import { describe, expect, it } from "vitest";
import { languageOr, languagePrefix, publishedLanguages } from "../../src/i18n/languages.ts";
import { inLanguage } from "../../src/content-reading/translated-content.ts";

describe("site.yaml › languages", () => {
  it.each([
    [
      ["de", "en"],
      ["de", "en"],
    ],
    [["de"], ["de"]],
    [
      ["en", "de"],
      ["de", "en"],
    ],
    [["de", "fr"], ["de"]],
    [undefined, ["de"]],
    ["de, en", ["de"]],
  ])("%j publishes %j: German always, first", (listed, expected) => {
    expect(publishedLanguages(listed)).toEqual(expected);
  });

  it("takes German for a request that names no language or one the site does not have", () => {
    expect([languageOr("en"), languageOr(undefined), languageOr("fr"), languageOr(["en"])]).toEqual([
      "en",
      "de",
      "de",
      "de",
    ]);
  });

  it("puts German at the root and English under /en/", () => {
    expect([languagePrefix("de"), languagePrefix("en")]).toEqual(["/", "/en/"]);
  });
});

describe("a data file in one language", () => {
  const file = {
    price: 75_000,
    title: "Titel",
    footer: { link: "Impressum" },
    en: { title: "Title", footer: { link: "Imprint" } },
  };

  it("is the German root without the English block for German", () => {
    expect(inLanguage(file, "de", "x.yaml")).toEqual({ price: 75_000, title: "Titel", footer: { link: "Impressum" } });
  });

  it("keeps the facts and takes the English texts for English", () => {
    expect(inLanguage(file, "en", "x.yaml")).toEqual({ price: 75_000, title: "Title", footer: { link: "Imprint" } });
  });

  it("keeps German where the English block has no text yet: the guard refuses that while English is on", () => {
    expect(
      inLanguage({ title: "Titel", lang: ["de", "en"] } as { title: string; en?: object }, "en", "x.yaml"),
    ).toEqual({
      title: "Titel",
    });
    expect(inLanguage({ ...file, en: { footer: {} } }, "en", "x.yaml")).toEqual({
      price: 75_000,
      title: "Titel",
      footer: { link: "Impressum" },
    });
  });

  it("merges lists by position: facts from German, texts from English, German's length", () => {
    const photos = {
      photos: [
        { file: "a.jpg", caption: "Steg" },
        { file: "b.jpg", caption: "Salon" },
      ],
      en: { photos: [{ caption: "Jetty" }, { caption: "Saloon" }, { caption: "Extra" }] },
    };
    expect(inLanguage(photos, "en", "gallery.yaml")).toEqual({
      photos: [
        { file: "a.jpg", caption: "Jetty" },
        { file: "b.jpg", caption: "Saloon" },
      ],
    });
    expect(inLanguage({ ...photos, en: { photos: [{ caption: "Jetty" }] } }, "en", "gallery.yaml")).toEqual({
      photos: [
        { file: "a.jpg", caption: "Jetty" },
        { file: "b.jpg", caption: "Salon" },
      ],
    });
  });
});
