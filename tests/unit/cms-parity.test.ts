// One rule set, two enforcers: for every rule of every data file's schema, values on both sides of it, each with the
// verdict the rule gives by its own words. The editor's form (the generated configuration, judged as Sveltia judges it:
// tests/support/sveltia-form.ts) must refuse exactly those values, and the build (the schema, on the file as the editor
// would save it) must refuse exactly those too.
import type { Field } from "@sveltia/cms";
import { parse } from "yaml";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dataFileNames, type DataFileName, dataFileSchemas } from "../../src/content-schemas/index.ts";
import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import type { TextRule } from "../../src/content-schemas/text-rule.ts";
import { cmsConfig } from "../../src/editor/cms-config.ts";
import { dataFileForm, type SchemaNode } from "../../src/editor/cms-form-fields.ts";
import { formProblems, savedByEditor } from "../support/sveltia-form.ts";
import { fixtureRoot } from "../support/project-copy.ts";

type Values = Record<string, unknown>;
type Path = (string | number)[];
type AnyField = Field & { name: string; widget?: string; fields?: Field[]; field?: Field; types?: AnyField[] };

// The German form: with English on, the same fields but for Sveltia's i18n flags and the specified wordings' patterns
// (tests/unit/cms-config.test.ts, „with English“); each text's English value meets its German rule by construction.
const config = cmsConfig({ repo: "konto/hausboot", languages: ["de"] });
const collections = config.collections as { name: string; files: { fields: Field[] }[] }[];
const formFieldsOf = (name: DataFileName) =>
  collections.find((collection) => collection.name === name)!.files[0]!.fields;

/** A value at `path` and whether the rule lets it through. `undefined` stands for a field left out. */
interface Case {
  what: string;
  value: unknown;
  valid: boolean;
}

/** Fields with a plain pattern: a value that fits and values that do not, per file and path (items as []). */
const patternCases: Record<string, Case[]> = {
  "reviews:reviews[].month": [
    { what: "ein Monat", value: "2025-08", valid: true },
    { what: "Dezember", value: "2024-12", valid: true },
    { what: "Monat 13", value: "2025-13", valid: false },
    { what: "Monat 0", value: "2025-00", valid: false },
    { what: "mit Tag", value: "2025-08-01", valid: false },
  ],
};

/** A text that meets its rule: its required named fields, the format asked for, nothing more. */
function fittingText(rule: TextRule, without?: string): string {
  const tokens = rule.requires.filter((name) => name !== without).map((name) => `{${name}}`);
  const format = rule.format === "email" ? ["a@b.de"] : rule.format === "https" ? ["https://example.org/"] : [];
  const text = [...format, ...tokens].join(" ") || "x";
  if (text.length > rule.max) throw new Error(`kein passender Text mit höchstens ${rule.max} Zeichen`);
  return rule.format === "https" ? text : text;
}

function textCases(rule: TextRule): Case[] {
  const base = fittingText(rule);
  const room = rule.max - base.length;
  const longest = base + "x".repeat(room);
  const longExplanation = `${"e".repeat(rule.max + 20)} {unbekannt}`;
  const cases: Case[] = [
    { what: "passend", value: base, valid: true },
    { what: `genau ${rule.max} Zeichen`, value: longest, valid: true },
    { what: `${rule.max + 1} Zeichen`, value: `${longest}x`, valid: false },
    { what: "mit Leerzeichen außen", value: `  ${longest}  `, valid: true },
    { what: "leer", value: "", valid: rule.allowEmpty },
    { what: "nur Leerzeichen", value: "   ", valid: rule.allowEmpty },
    {
      what: "Platzhalter, gezeigter Teil am Limit",
      value: `${longest} (Platzhalter: ${longExplanation})`,
      valid: true,
    },
    { what: "Platzhalter, gezeigter Teil zu lang", value: `${longest}x (Platzhalter: erklärt)`, valid: false },
    { what: "Platzhalter ohne Erklärung", value: `${base} (Platzhalter:  )`, valid: false },
    // „(Platzhalter:“ anywhere makes a text open: what stands before it is what the page shows.
    {
      what: "Platzhalter ohne schließende Klammer",
      value: `${base} (Platzhalter: ${"e".repeat(rule.max)}`,
      valid: true,
    },
    { what: "Platzhalter mitten im Text", value: `${base} (Platzhalter: erklärt) und mehr`, valid: true },
    { what: "Platzhalter kleingeschrieben", value: `${base}(platzhalter:erklärt)`, valid: true },
    {
      what: "nur noch der Platzhalter-Teil",
      value: "(Platzhalter: Ersetzen durch …)",
      valid: rule.allowEmpty && fittingText(rule) === "x",
    },
    { what: "Platzhalter, Erklärung nur Klammern", value: `${base} (Platzhalter: ))`, valid: false },
    { what: `Platzhalter, ${rule.max + 1} Zeichen davor`, value: `${longest}x(Platzhalter: erklärt)`, valid: false },
  ];
  if (room >= 1) cases.push({ what: "eine offene Klammer ist kein Feld", value: `${base}{`, valid: true });
  if (room >= 3) {
    cases.push({ what: "unbekanntes Feld {u}", value: `${base}{u}`, valid: false });
    cases.push({ what: "Feld über den Platzhalter hinweg", value: `${base}{u (Platzhalter: x})`, valid: true });
  }
  if (room >= 4 && !rule.allowEmpty && rule.requires.length === 0 && !rule.format) {
    cases.push({ what: "unbekanntes Feld im Platzhalter", value: `{u} (Platzhalter: erklärt)`, valid: false });
  }
  for (const token of rule.tokens) {
    if (room >= token.length + 2) cases.push({ what: `mit {${token}}`, value: `${base}{${token}}`, valid: true });
  }
  for (const token of rule.requires) {
    cases.push({ what: `ohne {${token}}`, value: fittingText(rule, token), valid: false });
    if (room >= token.length + 2 && !rule.format) {
      const shownWithout = fittingText(rule, token);
      cases.push({
        what: `{${token}} nur in der Erklärung`,
        value: `${shownWithout} (Platzhalter: {${token}})`,
        valid: false,
      });
    }
  }
  if (rule.format === "email") {
    cases.push({ what: "ohne Punkt in der Domain", value: fittingText(rule).replace("a@b.de", "a@b"), valid: false });
    cases.push({ what: "ohne @", value: fittingText(rule).replace("a@b.de", "ab.de"), valid: false });
    cases.push({ what: "Platzhalter ohne Adresse", value: "[Ihre Adresse] (Platzhalter: kontakt@…)", valid: false });
    cases.push({ what: "Adresse als Platzhalter", value: "a@b.de (Platzhalter: Ihre Adresse)", valid: true });
  }
  if (rule.format === "https") {
    cases.push({ what: "http://", value: base.replace("https://", "http://"), valid: false });
    cases.push({ what: "als Platzhalter", value: `${base} (Platzhalter: Ihre Adresse)`, valid: true });
  }
  return cases;
}

function numberCases(node: SchemaNode, required: boolean): Case[] {
  const integer = node.type === "integer";
  const step = integer ? 1 : 0.01;
  const cases: Case[] = [{ what: "leer", value: null, valid: !required }];
  if (integer) cases.push({ what: "mit Dezimalstelle", value: (node.minimum ?? 0) + 1.5, valid: false });
  if (node.exclusiveMinimum === 0) {
    cases.push({ what: "0", value: 0, valid: false }, { what: "-1", value: -1, valid: false });
    cases.push({ what: `${step}`, value: step, valid: true }, { what: "0.001", value: 0.001, valid: !integer });
  }
  if (node.minimum !== undefined) {
    cases.push({ what: `Minimum ${node.minimum}`, value: node.minimum, valid: true });
    cases.push({ what: `unter dem Minimum`, value: node.minimum - step, valid: false });
  }
  if (node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER) {
    cases.push({ what: `Maximum ${node.maximum}`, value: node.maximum, valid: true });
    cases.push({ what: `über dem Maximum`, value: node.maximum + step, valid: false });
  }
  return cases;
}

const uploadCases: Case[] = [
  { what: "wie der Editor ihn schreibt", value: "/gallery-01.jpg", valid: true },
  { what: "wie von Hand", value: "gallery-01.jpg", valid: true },
  { what: "WebP aus dem Editor", value: "/urlaub-am-see-a.webp", valid: true },
  { what: "Großbuchstaben-Endung", value: "/Foto_2.JPEG", valid: true },
  { what: "Leerzeichen und Umlaut", value: "/Urlaub am See ä.JPG", valid: false },
  { what: "GIF", value: "/foto.gif", valid: false },
  { what: "Unterordner", value: "/neu/foto.jpg", valid: false },
  { what: "leer", value: "", valid: false },
];

/** A value the schema takes for the node, built from its own rules. */
function validSample(node: SchemaNode, key = ""): unknown {
  if (node.choices) return node.choices[0]!.value;
  if (node.upload) return "/foto-01.jpg";
  if (node.const !== undefined) return node.const;
  if (node.oneOf) return validSample(node.oneOf[0]!);
  switch (node.type) {
    case "string":
      if (node.text) return fittingText(node.text);
      return patternCases[`*:${key}`]?.[0]?.value ?? "2025-08";
    case "number":
    case "integer":
      return node.minimum ?? 1;
    case "boolean":
      return false;
    case "object":
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([name, child]) => [name, validSample(child, name)]),
      );
    case "array":
      return Array.from({ length: Math.max(node.minItems ?? 0, 1) }, () => validSample(node.items!));
    default:
      throw new Error(`kein Beispielwert für ${JSON.stringify(node).slice(0, 80)}`);
  }
}

interface Site {
  /** `photos[].caption` */
  where: string;
  path: Path;
  node: SchemaNode;
  required: boolean;
  /** Values the containers on the way need when the file lacks them. */
  containers: { path: Path; node: SchemaNode }[];
}

/** Every field of a schema with its JSON Schema node, items at index 0; a typed list's kinds each once. */
function sites(node: SchemaNode, path: Path = [], where = "", containers: Site["containers"] = []): Site[] {
  if (node.type === "object") {
    const required = new Set(node.required ?? []);
    return Object.entries(node.properties ?? {})
      .filter(([key, child]) => !(key === "kind" && child.const !== undefined))
      .flatMap(([key, child]) => {
        const childPath = [...path, key];
        const childWhere = where ? `${where}.${key}` : key;
        const site = { where: childWhere, path: childPath, node: child, required: required.has(key), containers };
        const inner = [...containers, { path: childPath, node: child }];
        return [site, ...sites(child, childPath, childWhere, inner)];
      });
  }
  if (node.type === "array") {
    const item = node.items!;
    const itemPath = [...path, 0];
    if (item.oneOf) {
      return item.oneOf.flatMap((variant) =>
        sites(variant, itemPath, `${where}[${String(variant.properties!.kind!.const)}]`, [
          ...containers,
          { path: itemPath, node: variant },
        ]),
      );
    }
    const itemSite = { where: `${where}[]`, path: itemPath, node: item, required: true, containers };
    const inner = [...containers, { path: itemPath, node: item }];
    return item.type === "object" ? sites(item, itemPath, `${where}[]`, inner) : [itemSite];
  }
  return [];
}

const clone = <Value>(value: Value): Value => structuredClone(value);

/** The file with `value` at `path`, the containers on the way made where the file lacks them or has another kind. */
function withValue(file: Values, site: Site, value: unknown): Values {
  const document = clone(file);
  for (const container of site.containers) {
    const parent = getAt(document, container.path.slice(0, -1)) as Record<string | number, unknown>;
    const key = container.path.at(-1)!;
    const current = parent[key];
    const kind = container.node.properties?.kind?.const;
    const fits = current !== undefined && (kind === undefined || (current as Values).kind === kind);
    if (!fits) parent[key] = validSample(container.node);
  }
  const parent = getAt(document, site.path.slice(0, -1)) as Record<string | number, unknown>;
  const key = site.path.at(-1)!;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
  return document;
}

const getAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown>)[key], value);

function casesFor(name: DataFileName, site: Site, file: Values): Case[] {
  const { node } = site;
  const optional: Case[] = site.required ? [] : [{ what: "weggelassen", value: undefined, valid: true }];
  if (node.choices) {
    return [
      ...node.choices.map(({ label, value }) => ({ what: `„${label}“`, value, valid: true })),
      { what: "ein anderes Wort", value: "etwas anderes", valid: false },
      ...optional,
    ];
  }
  if (node.upload) return [...uploadCases, ...optional];
  switch (node.type) {
    case "string": {
      if (node.text) return [...textCases(node.text), ...optional];
      if (typeof node.const === "string") {
        return [
          { what: "der festgelegte Wortlaut", value: node.const, valid: true },
          { what: "ein anderer Wortlaut", value: `${node.const} und mehr`, valid: false },
          { what: "leer", value: "", valid: false },
          ...optional,
        ];
      }
      const listed = patternCases[`${name}:${site.where}`];
      if (!listed) throw new Error(`${name}: ${site.where} hat ein Muster, aber keine Fälle in patternCases`);
      return [...listed, ...optional];
    }
    case "number":
    case "integer":
      return [...numberCases(node, site.required), ...optional];
    case "boolean":
      return [{ what: "ja", value: true, valid: true }, { what: "nein", value: false, valid: true }, ...optional];
    case "object":
      return [
        { what: "wie in der Datei", value: getAt(file, site.path) ?? validSample(node), valid: true },
        ...optional,
      ];
    case "array": {
      const min = node.minItems ?? 0;
      const max = node.maxItems!;
      const existing = getAt(file, site.path);
      const item = Array.isArray(existing) && existing.length > 0 ? existing[0] : validSample(node.items!);
      const items = (count: number) => Array.from({ length: count }, () => clone(item));
      const counts = [...new Set([0, 1, Math.max(min - 1, 0), min, max, max + 1])];
      const cases = counts.map((count) => ({
        what: `${count} Einträge`,
        value: items(count),
        valid: count >= min && count <= max,
      }));
      if (node.items!.oneOf) {
        for (const variant of node.items!.oneOf) {
          const sample = validSample(variant) as Values;
          cases.push({ what: `ein Eintrag „${variant.label}“`, value: [sample], valid: min <= 1 });
          for (const key of (variant.required ?? []).filter((key) => key !== "kind")) {
            const { [key]: _left, ...without } = sample;
            cases.push({ what: `„${variant.label}“ ohne ${key}`, value: [without], valid: false });
          }
        }
      }
      return [...cases, ...optional];
    }
    default:
      throw new Error(`${name}: ${site.where}: Feldart ${node.type} hat keine Fälle`);
  }
}

const fileValues = (name: DataFileName) => parse(readFileSync(join(fixtureRoot, dataFilePath(name)), "utf8")) as Values;

describe("the editor's form refuses a value exactly when the build refuses it", () => {
  it.each(dataFileNames)("%s: every rule, on both sides", (name) => {
    const fields = formFieldsOf(name);
    const schema = dataFileSchemas[name];
    const file = fileValues(name);
    const verdict = (document: Values) => ({
      form: formProblems(fields, document).length === 0,
      build: schema.safeParse(savedByEditor(fields, document)).success,
    });
    expect(verdict(file), "die Datei, wie sie ist").toEqual({ form: true, build: true });
    const mismatches: string[] = [];
    let checked = 0;
    for (const site of sites(dataFileForm(name).german)) {
      for (const { what, value, valid } of casesFor(name, site, file)) {
        const { form, build } = verdict(withValue(file, site, value));
        checked++;
        if (form !== valid || build !== valid) {
          mismatches.push(
            `${site.where} ${what} (${JSON.stringify(value)?.slice(0, 60)}): Regel ${valid}, Formular ${form}, Build ${build}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it("covers the form's every field: each generated field is a site the cases above reach", () => {
    for (const name of dataFileNames) {
      const formPaths = walkForm(formFieldsOf(name) as AnyField[]).sort();
      const reached = sites(dataFileForm(name).german).map(({ where }) => where.replace(/\[[a-zA-Z]+\]/g, "[]"));
      expect([...new Set(reached)].sort(), name).toEqual([...new Set(formPaths)].sort());
    }
  });
});

function walkForm(fields: AnyField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    if (field.widget === "list" && field.field) return [path, `${path}[]`];
    if (field.widget === "list") {
      const inner = [...(field.fields ?? []), ...(field.types ?? []).flatMap((type) => type.fields ?? [])];
      return [path, ...walkForm(inner as AnyField[], `${path}[].`)];
    }
    return [path, ...walkForm((field.fields ?? []) as AnyField[], `${path}.`)];
  });
}
