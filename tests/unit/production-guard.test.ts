import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AstroIntegrationLogger } from "astro";
import { parseDocument } from "yaml";
import { contentProblems } from "../../src/content-reading/content-loaders.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { findPlaceholders, formatPlaceholder } from "../../src/content-reading/placeholders.ts";
import { goLiveProblems, productionGuard } from "../../src/integrations/production-guard.ts";
import { fillEnglishGaps } from "../support/english-texts.ts";
import { fillPlaceholders, fixtureRoot } from "../support/project-copy.ts";

const ownerNameLine = "src/content/owner.yaml › name: Ihr vollständiger Name für das Impressum";
const drawnMediaLine = "Medien: noch die gezeichneten Platzhalter";
const context = process.env.CONTEXT;

/** A folder with a fresh clone's data files and no record of the owner's media, so the media count as drawn. */
function useFreshClone(): { root: string } {
  const folder = { root: "" };
  beforeAll(() => {
    folder.root = mkdtempSync(join(tmpdir(), "guard-"));
    cpSync(fixtureRoot, folder.root, { recursive: true });
  });
  afterAll(() => rmSync(folder.root, { recursive: true, force: true }));
  return folder;
}

afterEach(() => {
  if (context === undefined) delete process.env.CONTEXT;
  else process.env.CONTEXT = context;
});

/** Runs the guard's hooks as Astro does, with a logger that records its warnings. */
async function runGuard(root: string, site: string) {
  const guard = productionGuard();
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message) } as unknown as AstroIntegrationLogger;
  await (guard.hooks["astro:config:done"] as (options: unknown) => unknown)({
    config: { site, root: pathToFileURL(`${root}/`) },
    logger,
  });
  const buildStart = guard.hooks["astro:build:start"] as (options: unknown) => Promise<void>;
  return { warnings, run: () => buildStart({ logger }) };
}

describe("the production build guard", () => {
  const folder = useFreshClone();
  it.each([undefined, "deploy-preview", "branch-deploy"])(
    "only warns outside Netlify's production context (CONTEXT=%s)",
    async (value) => {
      if (value === undefined) delete process.env.CONTEXT;
      else process.env.CONTEXT = value;
      const { warnings, run } = await runGuard(folder.root, "http://localhost:4321");
      await expect(run()).resolves.toBeUndefined();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(ownerNameLine);
      expect(warnings[0]).toContain("SITE_URL: „http://localhost:4321“ ist keine https-Adresse ohne Pfad");
      expect(warnings[0]).toContain(drawnMediaLine);
    },
  );

  it("fails in the production context with one line per open item", async () => {
    process.env.CONTEXT = "production";
    const { warnings, run } = await runGuard(folder.root, "https://hausboot-werder.de");
    const open = findPlaceholders(folder.root).map(formatPlaceholder);
    expect(open.length).toBeGreaterThan(10);
    // One build, one error naming every open item.
    const stopped = await run().then(
      () => new Error("kein Abbruch"),
      (error: unknown) => error as Error,
    );
    for (const line of [...open, drawnMediaLine]) expect(stopped.message).toContain(line);
    expect(stopped.message).not.toMatch(/SITE_URL/);
    expect(warnings).toEqual([]);
  });
});

describe("what must be right before going live", () => {
  const folder = useFreshClone();
  const decisionLine = (file: string, field: string) =>
    expect.stringMatching(new RegExp(`^src/content/${file}\\.yaml › ${field}: `));

  it("names the offer's legal status, how the owner sells and the cost confirmation while they are open, and costs set to false", async () => {
    const root = mkdtempSync(join(tmpdir(), "guard-decisions-"));
    try {
      cpSync(fixtureRoot, root, { recursive: true });
      const fresh = goLiveProblems(root, "https://hausboot-werder.de");
      expect(fresh).toContainEqual(decisionLine("risk-notice", "offerStatus"));
      expect(fresh).toContainEqual(decisionLine("return-model", "costsConfirmed"));
      expect(fresh).toContainEqual(decisionLine("owner", "sellerType"));
      await editDataFile(root, "owner", (document) => document.set("sellerType", "unternehmer"));
      expect(goLiveProblems(root, "https://hausboot-werder.de")).not.toContainEqual(
        decisionLine("owner", "sellerType"),
      );
      // The Vermögensanlage's exit note is open only once the owner chooses that status.
      const exitNote = decisionLine("buyer-facts", "exitNote\\.vermoegensanlage");
      expect(fresh).not.toContainEqual(exitNote);
      await editDataFile(root, "risk-notice", (document) => document.set("offerStatus", "vermoegensanlage"));
      expect(goLiveProblems(root, "https://hausboot-werder.de")).toContainEqual(exitNote);
      await editDataFile(root, "risk-notice", (document) => document.set("offerStatus", "verkauf"));
      await editDataFile(root, "return-model", (document) => document.set("costsConfirmed", false));
      const unconfirmed = goLiveProblems(root, "https://hausboot-werder.de");
      expect(unconfirmed).not.toContainEqual(decisionLine("risk-notice", "offerStatus"));
      expect(unconfirmed).toContainEqual(
        expect.stringMatching(/^src\/content\/return-model\.yaml › costsConfirmed: steht auf false\./),
      );
      await editDataFile(root, "return-model", (document) => document.set("costsConfirmed", true));
      expect(goLiveProblems(root, "https://hausboot-werder.de")).not.toContainEqual(
        decisionLine("return-model", "costsConfirmed"),
      );
      // The seasons actually let, the promisor's default and the contract's formation follow the same rules.
      expect(fresh).toContainEqual(decisionLine("buyer-facts", "seasonsLetConfirmed"));
      await editDataFile(root, "buyer-facts", (document) => document.set("seasonsLetConfirmed", false));
      expect(goLiveProblems(root, "https://hausboot-werder.de")).toContainEqual(
        expect.stringMatching(/^src\/content\/buyer-facts\.yaml › seasonsLetConfirmed: steht auf false\./),
      );
      const business = goLiveProblems(root, "https://hausboot-werder.de");
      expect(business).toContainEqual(decisionLine("buyer-facts", "contractFormation\\.unternehmer"));
      expect(business).not.toContainEqual(decisionLine("buyer-facts", "contractFormation\\.privat"));
      const promisor = decisionLine("risk-notice", "offerRisks\\.vermoegensanlage\\[0\\]");
      expect(business).not.toContainEqual(promisor);
      await editDataFile(root, "risk-notice", (document) => document.set("offerStatus", "vermoegensanlage"));
      expect(goLiveProblems(root, "https://hausboot-werder.de")).toContainEqual(promisor);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("names a text whose shown part the owner deleted, or with the marker in its middle, as open", async () => {
    const root = mkdtempSync(join(tmpdir(), "guard-marker-"));
    try {
      cpSync(fixtureRoot, root, { recursive: true });
      await fillPlaceholders(root, findPlaceholders(root));
      // Written by hand: the schema refuses an empty review text, so editDataFile would not write it.
      const file = join(root, "src/content/reviews.yaml");
      const reviews = parseDocument(readFileSync(file, "utf8"));
      reviews.setIn(["reviews", 0, "text"], "(Platzhalter: Ersetzen durch eine echte Bewertung)");
      reviews.setIn(["reviews", 1, "text"], "Schön hier. (Platzhalter: echte Bewertung) Wir kommen wieder.");
      writeFileSync(file, reviews.toString());
      const problems = goLiveProblems(root, "https://hausboot-werder.de");
      expect(problems).toContain("src/content/reviews.yaml › reviews[0].text: Ersetzen durch eine echte Bewertung");
      expect(problems).toContainEqual(expect.stringMatching(/^src\/content\/reviews\.yaml › reviews\[1\]\.text: /));
      // The schema refuses the empty review even in a preview, with what to do.
      expect(contentProblems(root).map(({ message }) => message)).toContainEqual(
        expect.stringContaining("vor „(Platzhalter: …)“ steht kein Text"),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("names a listing link that is no room address once its placeholder is filled", async () => {
    const { root } = folder;
    await fillPlaceholders(root, findPlaceholders(root));
    await fillEnglishGaps(root);
    await editDataFile(root, "site", (document) => document.set("listingUrl", "https://www.airbnb.de/rooms/hausboot"));
    expect(goLiveProblems(root, "https://hausboot-werder.de")).toEqual([
      expect.stringMatching(/^src\/content\/site\.yaml › listingUrl: .*keine Airbnb-Zimmeradresse mit Nummer/),
    ]);
    await editDataFile(root, "site", (document) => document.set("listingUrlChecked", true));
    expect(goLiveProblems(root, "https://hausboot-werder.de")).toEqual([]);
    expect(goLiveProblems(root, "http://hausboot-werder.de")).toEqual([
      expect.stringMatching(/^SITE_URL: „http:\/\/hausboot-werder\.de“ ist keine https-Adresse ohne Pfad/),
    ]);
  });
});

describe("the English texts while site.yaml › languages has en", () => {
  const site = "https://hausboot-werder.de";
  const englishLines = (root: string) => goLiveProblems(root, site).filter((line) => line.includes(" › Englisch › "));
  let root = "";
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "guard-english-"));
    cpSync(fixtureRoot, root, { recursive: true });
    await fillPlaceholders(root, findPlaceholders(root));
    await fillEnglishGaps(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("names nothing once every English text is written", () => {
    expect(goLiveProblems(root, site)).toEqual([]);
  });

  it("names each missing or open English text with file, language and field, and an English list entry too many", async () => {
    await editDataFile(root, "contact", (document) => document.deleteIn(["en", "form", "submit"]));
    await editDataFile(root, "boat", (document) =>
      document.setIn(["en", "location", "waters"], "on [the lake] (Platzhalter: Das Gewässer auf Englisch)"),
    );
    const photos = (readDataFileYaml(root, "gallery").photos as unknown[]).length;
    await editDataFile(root, "gallery", (document) =>
      document.addIn(["en", "photos"], document.createNode({ caption: "One more" })),
    );
    expect(englishLines(root)).toEqual([
      "src/content/boat.yaml › Englisch › location.waters ist noch ein Platzhalter: Das Gewässer auf Englisch",
      `src/content/gallery.yaml › Englisch › photos[${photos}]: die englische Liste hat hier einen Eintrag mehr als die deutsche; löschen Sie ihn oder ergänzen Sie den deutschen`,
      "src/content/contact.yaml › Englisch › form.submit fehlt",
    ]);
  });

  it("asks only for the English text of the chosen answer, as for German", async () => {
    await editDataFile(root, "buyer-facts", (document) => document.deleteIn(["en", "exitNote", "vermoegensanlage"]));
    const exitNote = "src/content/buyer-facts.yaml › Englisch › exitNote.vermoegensanlage fehlt";
    await editDataFile(root, "risk-notice", (document) => document.set("offerStatus", "verkauf"));
    expect(englishLines(root)).not.toContain(exitNote);
    await editDataFile(root, "risk-notice", (document) => document.set("offerStatus", "vermoegensanlage"));
    expect(englishLines(root)).toContain(exitNote);
  });

  it("asks for no English text with languages: [de], whatever the en: blocks hold", async () => {
    await editDataFile(root, "contact", (document) => document.delete("en"));
    expect(englishLines(root).length).toBeGreaterThan(0);
    await editDataFile(root, "site", (document) => document.set("languages", document.createNode(["de"])));
    expect(englishLines(root)).toEqual([]);
    expect(findPlaceholders(root).filter(({ path }) => path[0] === "en")).toEqual([]);
  });
});

const readDataFileYaml = (root: string, name: string) =>
  parseDocument(readFileSync(join(root, `src/content/${name}.yaml`), "utf8")).toJS() as Record<string, unknown>;
