import { readdir } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dataFileNames, dataFilePath, type DataFileName } from "../../src/content/data-file-names.ts";
import { parseDataFile, readDataFile } from "../../src/content/data-files.ts";
import { fieldRules } from "../../src/content/schemas/fields.ts";
import { dataFileSchemas } from "../../src/content/schemas/index.ts";
import { cmsConfig } from "../../src/lib/cms-config.ts";
import { mediaPaths } from "../../src/lib/media-files.ts";
import { writtenByCms } from "../support/cms-yaml.ts";
import { fixtureRoot, projectRoot } from "../support/project-copy.ts";

const config = cmsConfig({ repo: "konto/hausboot" });
const collections = config.collections as { name: string; files: { name: string; file: string; fields: Field[] }[] }[];
const fieldsOf = (name: DataFileName) => collections.find((collection) => collection.name === name)!.files[0]!.fields;

/** Every field of a schema as a path ("photos[].caption"), read from zod's own structure. */
function schemaPaths(schema: z.ZodType, prefix = ""): string[] {
  const def = schema._zod.def;
  if (def.type === "optional") return schemaPaths((def as z.core.$ZodOptionalDef).innerType as z.ZodType, prefix);
  if (def.type === "pipe") {
    const { in: input, out } = def as z.core.$ZodPipeDef;
    return schemaPaths((out._zod.def.type === "transform" ? input : out) as z.ZodType, prefix);
  }
  if (def.type === "object") {
    return Object.entries((schema as z.ZodObject).shape as Record<string, z.ZodType>).flatMap(([key, field]) => [
      `${prefix}${key}`,
      ...schemaPaths(field, `${prefix}${key}.`),
    ]);
  }
  if (def.type === "array")
    return schemaPaths((def as z.core.$ZodArrayDef).element as z.ZodType, `${prefix.slice(0, -1)}[].`);
  return [];
}

/** Every field of the CMS form as a path in the same notation, with the field. */
function configFields(fields: Field[], prefix = ""): [string, Field][] {
  return fields.flatMap((field): [string, Field][] => {
    const path = `${prefix}${field.name}`;
    const nested = field as { fields?: Field[]; field?: Field; widget?: string };
    // A list of plain values ends at the list: its single field has no name in the data file.
    if (nested.widget === "list" && nested.field) return [[path, field]];
    const inner = nested.widget === "list" ? `${path}[].` : `${path}.`;
    return [[path, field], ...configFields(nested.fields ?? [], inner)];
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
    expect(formPaths.sort()).toEqual(schemaPaths(dataFileSchemas[name] as z.ZodType).sort());
  });

  it.each(dataFileNames)("%s: every field has a German label and its description as hint", (name) => {
    for (const [path, field] of configFields(fieldsOf(name))) {
      const { label, hint } = field as { label?: string; hint?: string };
      expect(label, path).toMatch(/^[A-ZÄÖÜ„]/);
      expect(label, path).not.toBe(field.name);
      expect(hint?.toLowerCase(), path).toContain(label!.toLowerCase());
    }
  });

  it("lists are list widgets with the schema's limits, and the gallery photo is an upload into the gallery folder", () => {
    const [, photos] = configFields(fieldsOf("gallery")).find(([path]) => path === "photos")!;
    expect(photos).toMatchObject({ widget: "list", min: 1, max: 60, thumbnail: "file" });
    const [, file] = configFields(fieldsOf("gallery")).find(([path]) => path === "photos[].file")!;
    expect(file).toMatchObject({ widget: "image", media_folder: "/src/assets/media/gallery", public_folder: "" });
    const [, nights] = configFields(fieldsOf("return-model")).find(([path]) => path === "scenarioNights")!;
    expect(nights).toMatchObject({ widget: "list", field: { widget: "number", value_type: "int", min: 1, max: 366 } });
  });

  it.each(dataFileNames)(
    "%s: a text field's pattern allows what the schema allows, placeholders counted by their shown part",
    (name) => {
      const schema = dataFileSchemas[name] as z.ZodObject;
      for (const [path, field] of configFields(fieldsOf(name))) {
        const pattern = (field as { pattern?: [string, string] }).pattern;
        if (!pattern || path.includes("[]")) continue;
        const fieldSchema = path
          .split(".")
          .reduce<z.ZodType>((group, key) => (group as z.ZodObject).shape[key] as z.ZodType, schema);
        const max = fieldRules.get(fieldSchema)?.maxLength;
        if (max === undefined) continue;
        const regex = new RegExp(pattern[0]);
        const longest = "x".repeat(max);
        const placeholder = `${longest} (Platzhalter: ${"e".repeat(max + 20)})`;
        expect(regex.test(longest) && regex.test(placeholder), path).toBe(true);
        expect(regex.test(`${longest}x`), path).toBe(false);
      }
    },
  );

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
    expect(optionsOf("owner", "sellerType")).toEqual(["privat", "unternehmer", owner.sellerType]);
    const boat = readDataFile("boat", fixtureRoot);
    expect(optionsOf("boat", "factsConfirmed")).toEqual([true, false, boat.factsConfirmed]);
    expect(optionsOf("return-model", "purchasePriceIncludesVat")).toEqual([
      true,
      false,
      returnModel.purchasePriceIncludesVat,
    ]);
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

describe("a data file saved by the CMS", () => {
  it.each(dataFileNames)("%s reads back to the same values", (name) => {
    const values = readDataFile(name);
    const saved = parseDataFile(name, writtenByCms(values));
    expect(saved.ok && saved.data).toEqual(values);
  });

  it("a photo the CMS uploaded (/name.jpg) reads as the file name in the gallery folder", () => {
    const gallery = readDataFile("gallery");
    const saved = parseDataFile(
      "gallery",
      writtenByCms({ ...gallery, photos: [...gallery.photos, { file: "/steg-am-abend.jpg", caption: "Am Steg" }] }),
    );
    expect(saved.ok && saved.data.photos.at(-1)).toEqual({ file: "steg-am-abend.jpg", caption: "Am Steg" });
  });
});
