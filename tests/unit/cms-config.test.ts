import { readdir } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { dataFileNames, type DataFileName } from "../../src/content-schemas/index.ts";
import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { cmsConfig } from "../../src/editor/cms-config.ts";
import { dataFileForm, type SchemaNode } from "../../src/editor/cms-form-fields.ts";
import { mediaPaths } from "../../src/content-schemas/media-files.ts";
import { fixtureRoot, projectRoot } from "../support/project-copy.ts";

const config = cmsConfig({ repo: "konto/hausboot" });
const collections = config.collections as { name: string; files: { name: string; file: string; fields: Field[] }[] }[];
const fieldsOf = (name: DataFileName) => collections.find((collection) => collection.name === name)!.files[0]!.fields;

/** Every field of a schema as a path ("photos[].caption"), read from its JSON Schema; `kind` picks a list item's type. */
function schemaPaths(node: SchemaNode, prefix = ""): string[] {
  if (node.type === "object") {
    return Object.entries(node.properties ?? {})
      .filter(([key, child]) => !(key === "kind" && child.const !== undefined))
      .flatMap(([key, child]) => [`${prefix}${key}`, ...schemaPaths(child, `${prefix}${key}.`)]);
  }
  if (node.type === "array") {
    const item = node.items!;
    const itemPrefix = `${prefix.slice(0, -1)}[].`;
    if (item.oneOf) return [...new Set(item.oneOf.flatMap((variant) => schemaPaths(variant, itemPrefix)))];
    return schemaPaths(item, itemPrefix);
  }
  return [];
}

/** Every field of the CMS form as a path in the same notation, with the field. */
function configFields(fields: Field[], prefix = ""): [string, Field][] {
  return fields.flatMap((field): [string, Field][] => {
    const path = `${prefix}${field.name}`;
    const nested = field as { fields?: Field[]; field?: Field; widget?: string; types?: { fields: Field[] }[] };
    // A list of plain values ends at the list: its single field has no name in the data file.
    if (nested.widget === "list" && nested.field) return [[path, field]];
    const inner = nested.widget === "list" ? `${path}[].` : `${path}.`;
    const typed = (nested.types ?? []).flatMap((type) => configFields(type.fields, inner));
    const unique = typed.filter(([typedPath], index) => typed.findIndex(([other]) => other === typedPath) === index);
    return [[path, field], ...configFields(nested.fields ?? [], inner), ...unique];
  });
}

describe("the CMS configuration, generated from the data files' schemas", () => {
  it("has one collection per data file, editing that file", () => {
    expect(collections.map(({ name }) => name)).toEqual([...dataFileNames]);
    for (const name of dataFileNames) {
      expect(collections.find((collection) => collection.name === name)!.files.map(({ file }) => file)).toEqual([
        dataFilePath(name),
      ]);
    }
  });

  it.each(dataFileNames)("%s: every schema field is in the form and every form field is in the schema", (name) => {
    const formPaths = configFields(fieldsOf(name)).map(([path]) => path);
    expect(formPaths.sort()).toEqual(schemaPaths(dataFileForm(name).german).sort());
  });

  it.each(dataFileNames)(
    "%s: every field has a German label of its own, and a hint that is more than the label",
    (name) => {
      for (const [path, field] of configFields(fieldsOf(name))) {
        const { label, hint } = field as { label?: string; hint?: string };
        expect(label, path).toMatch(/^[A-ZÄÖÜ„{]/);
        expect(label, path).not.toBe(field.name);
        if (hint) expect(hint.toLowerCase(), path).not.toBe(`${label!.toLowerCase()}.`);
      }
    },
  );

  it("lists are list widgets with the schema's limits, and the gallery photo is an upload into the gallery folder", () => {
    const [, photos] = configFields(fieldsOf("gallery")).find(([path]) => path === "photos")!;
    expect(photos).toMatchObject({ widget: "list", min: 1, max: 60, thumbnail: "file" });
    const [, file] = configFields(fieldsOf("gallery")).find(([path]) => path === "photos[].file")!;
    // With public_folder "/", the value is "/gallery-01.jpg" and the editor shows the photo itself.
    expect(file).toMatchObject({ widget: "image", media_folder: "/src/assets/media/gallery", public_folder: "/" });
    expect(config.media_libraries).toMatchObject({
      default: { config: { slugify_filename: true } },
      stock_assets: false,
    });
    const [, nights] = configFields(fieldsOf("return-model")).find(([path]) => path === "scenarioNights")!;
    // Read as a decimal so the pattern can refuse "61.5" instead of the editor cutting it to 61.
    expect(nights).toMatchObject({
      widget: "list",
      field: { widget: "number", value_type: "float", min: 1, max: 366 },
    });
    expect(photos).toMatchObject({ label: "Fotos" });
    // One line for an address, however long it may be.
    const [, email] = configFields(fieldsOf("owner")).find(([path]) => path === "email")!;
    expect(email).toMatchObject({ widget: "string" });
    // The media library finds "/gallery-05.jpg" in the gallery under the photo's public path.
    expect(config.public_folder).toBe("/");
  });

  it("words a text's one editor message shortly, an address's problem first, a blank explanation by name", () => {
    const fields = configFields(fieldsOf("hero"));
    const [, subtitle] = fields.find(([path]) => path === "subtitle")!;
    const [, message] = (subtitle as { pattern: [string, string] }).pattern;
    expect(message).toMatch(/^Höchstens \d+ Zeichen/);
    expect(message.match(/\{[^}…]+\}/g) ?? []).toHaveLength(0);
    expect(message).toContain("nach „(Platzhalter:“ muss eine Erklärung stehen");
    expect(message.length).toBeLessThan(200);
    const [, email] = configFields(fieldsOf("owner")).find(([path]) => path === "email")!;
    expect((email as { pattern: [string, string] }).pattern[1]).toMatch(/^Bitte eine vollständige E-Mail-Adresse/);
  });

  it("offers the „Leben auf dem Wasser“ photo, alone in its folder, to replace", async () => {
    const folder = config.asset_collections![0]!.media_folder.replace(/^\//, "");
    expect(join(folder, basename(mediaPaths.lifeAboard))).toBe(mediaPaths.lifeAboard);
    expect(await readdir(join(projectRoot, folder))).toEqual([basename(mediaPaths.lifeAboard)]);
  });

  it("offers each decision as a choice that includes a fresh clone's open placeholder, so a file saves before the owner decides", () => {
    const optionsOf = (name: DataFileName, path: string) => {
      const [, field] = configFields(fieldsOf(name)).find(([fieldPath]) => fieldPath === path)!;
      expect(field).toMatchObject({ widget: "select" });
      return (field as { options: { value: unknown }[] }).options.map(({ value }) => value);
    };
    const riskNotice = readDataFile("risk-notice", fixtureRoot);
    const returnModel = readDataFile("return-model", fixtureRoot);
    expect(optionsOf("risk-notice", "offerStatus")).toEqual(["verkauf", "vermoegensanlage", riskNotice.offerStatus]);
    expect(optionsOf("return-model", "costsConfirmed")).toEqual([true, false, returnModel.costsConfirmed]);
    const owner = readDataFile("owner", fixtureRoot);
    expect(optionsOf("owner", "sellerType")).toEqual(["privat", "unternehmer", "kleinunternehmer", owner.sellerType]);
    const boat = readDataFile("boat", fixtureRoot);
    expect(optionsOf("boat", "factsConfirmed")).toEqual([true, false, boat.factsConfirmed]);
  });

  it("names each choice in words, with the word the file holds after it, never the bare value", () => {
    for (const [name, path] of [
      ["owner", "sellerType"],
      ["owner", "vatStatus"],
      ["owner", "limitationPeriod"],
      ["risk-notice", "offerStatus"],
    ] as const) {
      const [, field] = configFields(fieldsOf(name)).find(([fieldPath]) => fieldPath === path)!;
      for (const { label, value } of (field as { options: { label: string; value: unknown }[] }).options) {
        expect(label, `${name}.${path}`).not.toBe(value);
        if (!String(value).includes("(Platzhalter:"))
          expect(label).toMatch(new RegExp(`^\\p{Lu}.* \\(„${value}“\\)$`, "u"));
      }
    }
  });

  it("shows the contract strings read-only", () => {
    const fixed = collections.flatMap(({ name, files }) =>
      configFields(files[0]!.fields)
        .filter(([, field]) => (field as { readonly?: boolean }).readonly)
        .map(([path]) => `${name}.${path}`),
    );
    expect(fixed).toContain("contact.notices.success.title");
    expect(fixed).toEqual(expect.arrayContaining(["hero.headline", "hero.ctaLabel", "return-model-texts.heading"]));
    expect(fixed).toEqual(expect.arrayContaining(["contact.subtitle", "contact.form.sending", "not-found.homeLabel"]));
    expect(fixed).toContain("contact.form.honeypotLabel");
    expect(fixed).not.toContain("return-model.averagePricePerNightEuro");
  });
});

type Values = Record<string, unknown>;

/** The specification's fixed wordings of a schema, as paths: literal texts other than a list item's kind. */
function specifiedPaths(node: SchemaNode, prefix = ""): string[] {
  if (typeof node.const === "string") return [prefix.slice(0, -1)];
  if (node.type === "object") {
    return Object.entries(node.properties ?? {})
      .filter(([key]) => key !== "kind")
      .flatMap(([key, child]) => specifiedPaths(child, `${prefix}${key}.`));
  }
  if (node.type === "array") return specifiedPaths(node.items!, `${prefix.slice(0, -1)}[].`);
  return [];
}

describe("the editor with English (site.yaml › languages: [de, en])", () => {
  const bilingual = cmsConfig({ repo: "konto/hausboot", languages: ["de", "en"] });
  const german = cmsConfig({ repo: "konto/hausboot", languages: ["de"] });
  type Collection = { name: string; i18n?: boolean; files: { i18n?: boolean; fields: Field[] }[] };
  const fieldsIn = (config: typeof german, name: DataFileName) =>
    new Map(configFields((config.collections as Collection[]).find((c) => c.name === name)!.files[0]!.fields));
  const i18nOf = (name: DataFileName, path: string) => (fieldsIn(bilingual, name).get(path) as { i18n?: unknown }).i18n;

  it("uses Sveltia's own i18n: German at the root, English under en:, German the default", () => {
    expect(bilingual.i18n).toEqual({
      structure: "single_file_default_root",
      locales: ["de", "en"],
      default_locale: "de",
    });
    for (const { name, i18n, files } of bilingual.collections as Collection[]) {
      const translated = name !== "not-found";
      expect([i18n, files[0]!.i18n], name).toEqual(translated ? [true, true] : [undefined, undefined]);
    }
  });

  it("translates texts and the groups and lists holding them; facts exist once, in German", () => {
    expect(i18nOf("contact", "form")).toBe(true);
    expect(i18nOf("contact", "form.privacyText")).toBe(true);
    expect(i18nOf("gallery", "photos")).toBe(true);
    expect(i18nOf("gallery", "photos[].caption")).toBe(true);
    expect(i18nOf("gallery", "photos[].file")).toBe(false);
    expect(i18nOf("return-model", "costItems[].label")).toBe(true);
    expect(i18nOf("return-model", "costItems[].euroPerYear")).toBe(false);
    expect(i18nOf("return-model", "purchasePriceEuro")).toBe(false);
    expect(i18nOf("return-model", "scenarioNights")).toBe(false);
    expect(i18nOf("owner", "name")).toBe(false);
    expect(i18nOf("owner", "email")).toBe(false);
    expect(i18nOf("owner", "mailProvider")).toBe(true);
    expect(i18nOf("owner", "mailProvider.seat")).toBe(false);
    expect(i18nOf("site", "languages")).toBe(false);
    expect(i18nOf("reviews", "reviews[].author")).toBe(false);
    expect(i18nOf("reviews", "reviews[].text")).toBe(true);
  });

  it("differs from the German-only form only in i18n and the specified wordings' patterns, which take the English text's rule", () => {
    for (const name of dataFileNames) {
      const bilingualFields = fieldsIn(bilingual, name);
      for (const [path, field] of fieldsIn(german, name)) {
        const { i18n, fields: _fields, field: _item, types: _types, ...withI18n } = bilingualFields.get(path) as Values;
        const { fields: _g, field: _gi, types: _gt, ...germanOnly } = field as Values;
        expect(i18n === undefined, `${name}.${path}`).toBe(name === "not-found");
        if (specifiedPaths(dataFileForm(name).german).includes(path) && i18n) {
          expect({ ...withI18n, pattern: undefined }, `${name}.${path}`).toEqual({ ...germanOnly, pattern: undefined });
          expect(withI18n.pattern, `${name}.${path}`).not.toEqual(germanOnly.pattern);
        } else {
          expect(withI18n, `${name}.${path}`).toEqual(germanOnly);
        }
      }
    }
    // The German wording meets the English rule too; the field stays read-only and the build checks it literally.
    const headline = fieldsIn(bilingual, "hero").get("headline") as { pattern: [string, string]; readonly: boolean };
    expect(headline.readonly).toBe(true);
    const wording = readDataFile("hero", fixtureRoot).headline;
    expect(new RegExp(headline.pattern[0]).test(wording)).toBe(true);
    expect(new RegExp(headline.pattern[0]).test("Your investment in freedom and calm on the water")).toBe(true);
    expect(new RegExp(headline.pattern[0]).test("")).toBe(false);
  });

  it("has no i18n with German only", () => {
    expect(JSON.stringify(german)).not.toContain('"i18n"');
  });
});
