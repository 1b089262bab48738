import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { findPlaceholders, formatPlaceholder, markedTexts } from "../../src/content-reading/placeholders.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import type { Field } from "@sveltia/cms";
import { parse } from "yaml";
import { dataFileNames } from "../../src/content-schemas/index.ts";
import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { cmsConfig } from "../../src/editor/cms-config.ts";
import { listFiles } from "../support/list-files.ts";
import { useFreshCloneCopy } from "../support/project-copy.ts";
import { savedByEditor, yamlAsEditorWrites } from "../support/sveltia-form.ts";
import { astroBuild, listedPlaceholders, preflight } from "../support/owner-commands.ts";

const drawnMediaLine =
  "Medien: noch die gezeichneten Platzhalter – eigene Fotos mit `npm run media -- import <Ordner>` übernehmen";
const siteUrl = "https://hausboot-werder.de";
// The two preview builds print no exposé (EXPOSE_PDF=skip, a browser start and two prints each): their tests read the
// pages, and the PDF is a print of the pages compared here byte for byte. tests/integration/expose-pdf.test.ts reads
// the PDF a production build prints.
const previewBuild = { CONTEXT: "deploy-preview", SITE_URL: siteUrl, EXPOSE_PDF: "skip" };

// A copy of the project with the content of a fresh clone (fixtureRoot: src/content with the tested placeholders put
// back): what the owner sees before filling anything in.
describe("a fresh clone", () => {
  const folders = useFreshCloneCopy("hausboot-fresh");
  let copy: string;
  let output: string;

  beforeAll(() => {
    ({ root: copy, scratch: output } = folders);
  });

  it("lists every open placeholder as JSON for other tools, the owner's name, city and e-mail address among them", async () => {
    const listed = await listedPlaceholders(copy);
    expect(listed).toEqual(findPlaceholders(copy).map(({ file, path, explanation }) => ({ file, path, explanation })));
    // Among them the ones the fixture puts back (tests/support/project-copy.ts), whatever else the owner filled in.
    expect(listed).toContainEqual({
      file: "src/content/owner.yaml",
      path: ["name"],
      explanation: "Ihr vollständiger Name für das Impressum",
    });
    const ownerPaths = listed.filter(({ file }) => file === "src/content/owner.yaml").map(({ path }) => path.join("."));
    expect(ownerPaths).toEqual(expect.arrayContaining(["city", "email", "mailProvider.name"]));
    expect(listed).toContainEqual(
      expect.objectContaining({ file: "src/content/reviews.yaml", path: ["reviews", 0, "text"] }),
    );
  }, 30_000);

  it("fails preflight on each placeholder and on the drawn media", async () => {
    const { code, output: printed } = await preflight(copy, { SITE_URL: siteUrl });
    expect(code).toBe(1);
    for (const placeholder of findPlaceholders(copy)) expect(printed).toContain(`✗ ${formatPlaceholder(placeholder)}`);
    expect(printed).toContain(`✗ ${drawnMediaLine}`);
    expect(printed).toMatch(/✗ Noch nicht bereit: \d+ Punkte blockieren den Livegang\./);
  }, 60_000); // preflight probes the four hero video files with ffprobe; a busy machine needs the time

  it("refuses the production build and names every placeholder as file › path", async () => {
    const dist = join(output, "production");
    const { code, output: printed } = await astroBuild(copy, dist, { CONTEXT: "production", SITE_URL: siteUrl });
    expect(code).not.toBe(0);
    expect(printed).toContain("Produktions-Build abgebrochen.");
    expect(printed).toContain("src/content/owner.yaml › name: Ihr vollständiger Name für das Impressum");
    // Whether the owner sells privately or as a business is theirs to declare, never guessed.
    expect(printed).toContain("src/content/owner.yaml › sellerType: „privat“ eintragen, wenn Sie");
    for (const placeholder of findPlaceholders(copy)) expect(printed).toContain(formatPlaceholder(placeholder));
    expect(printed).toContain(drawnMediaLine);
    expect(existsSync(join(dist, "index.html"))).toBe(false);
  }, 120_000);

  it("builds a preview that marks the placeholders and gives search engines no FAQ data", async () => {
    const dist = join(output, "preview");
    const { code, output: printed } = await astroBuild(copy, dist, previewBuild);
    expect(printed).toContain("vor der Veröffentlichung ersetzt oder korrigiert werden");
    expect(code).toBe(0);
    const html = readFileSync(join(dist, "index.html"), "utf8");
    expect(html).toContain('"@type":"Product"');
    expect(html).not.toContain("FAQPage");
    // The other side of the filled-in production builds (offer-variants.spec.ts, owner-path.test.ts): the preview
    // banner, no sample review for search engines and no VAT statement before the owner declares how they sell.
    const { previewNotice } = readDataFile("site", copy);
    expect(html).toContain('data-testid="preview-notice"');
    expect(html).toContain(`>${previewNotice.title}</strong>`);
    // Only the reviews whose text is no placeholder reach the structured data (the fixture keeps the first a sample).
    const samples = findPlaceholders(copy).filter(
      ({ file, path }) => file === dataFilePath("reviews") && path[0] === "reviews",
    );
    const guests = readDataFile("reviews", copy).reviews.filter(
      (_, index) => !samples.some(({ path }) => path[1] === index),
    );
    const reviewBodies = [...html.matchAll(/"reviewBody":("(?:[^"\\]|\\.)*")/g)].map((match) => JSON.parse(match[1]!));
    expect(samples.length).toBeGreaterThan(0);
    expect(reviewBodies).toHaveLength(guests.length);
    expect(html).not.toContain("valueAddedTaxIncluded");
    // Each bracketed placeholder of the buyer's facts is marked where it stands; the explanations never show.
    const marked = [...html.matchAll(/<mark[^>]*data-placeholder[^>]*>([^<]*)</g)].map((match) => match[1]);
    const open = findPlaceholders(copy);
    const sellerType = open.find(({ file, path }) => file === dataFilePath("owner") && path[0] === "sellerType");
    // The texts for one kind of seller show once the owner declares it; until then the open question stands there.
    // A confirmation is no text on the page: the preview strip names it instead.
    const shownAsText = ({ path }: { path: readonly (string | number)[] }) =>
      !String(path[0]).endsWith("Confirmed") && (sellerType === undefined || path[0] !== "contractFormation");
    // The German page shows the German texts; the English ones (`en:`) are the English page's.
    const buyerFacts = open
      .filter(({ file, path }) => file === dataFilePath("buyer-facts") && path[0] !== "en")
      .filter(shownAsText);
    if (open.some(({ path }) => path[0] === "seasonsLetConfirmed")) expect(html).toContain(previewNotice.open.seasons);
    expect(markedTexts(buyerFacts).size).toBeGreaterThan(0);
    for (const shown of markedTexts(buyerFacts)) expect(marked).toContain(shown);
    if (sellerType) for (const question of markedTexts([sellerType])) expect(marked).toContain(question);
    expect(html).not.toContain("(Platzhalter:");
  }, 180_000);

  // The editor saves a whole file from its form: comments gone, strings trimmed, empty optional fields left out,
  // booleans the file lacked written as false, its own quoting (tests/support/sveltia-form.ts; the real editor does
  // the same in tests/e2e/cms-editor.spec.ts). Saving without a change must not change the site.
  it("builds the same site, byte for byte, after every data file was saved in the editor unchanged", async () => {
    const config = cmsConfig({ repo: "konto/hausboot" });
    const collections = config.collections as { name: string; files: { fields: Field[] }[] }[];
    for (const name of dataFileNames) {
      const file = join(copy, dataFilePath(name));
      const original = readFileSync(file, "utf8");
      const fields = collections.find((collection) => collection.name === name)!.files[0]!.fields;
      const saved = yamlAsEditorWrites(savedByEditor(fields, parse(original) as Record<string, unknown>));
      expect(saved, name).not.toContain("#");
      writeFileSync(file, saved);
    }
    const dist = join(output, "saved-in-editor");
    const { code } = await astroBuild(copy, dist, previewBuild);
    expect(code).toBe(0);
    const preview = join(output, "preview");
    const files = await listFiles(preview);
    expect(files.filter((path) => path.endsWith(".html")).length).toBeGreaterThan(5);
    expect(await listFiles(dist)).toEqual(files);
    const changed = files.filter((path) => !readFileSync(join(dist, path)).equals(readFileSync(join(preview, path))));
    expect(changed).toEqual([]);
  }, 180_000);
});

describe("a mistake in a data file", () => {
  const folders = useFreshCloneCopy("hausboot-mistake");

  // The check runs before Astro loads any content, the same in every context: production and a local build stand for all.
  it("stops the build with German lines naming file and field, and no stack trace", async () => {
    const { root: copy, scratch } = folders;
    const returnModel = join(copy, "src/content/return-model.yaml");
    const site = join(copy, "src/content/site.yaml");
    const price = /^averagePricePerNightEuro: .*$/m;
    writeFileSync(returnModel, readFileSync(returnModel, "utf8").replace(price, "averagePricePerNightEuro: 0"));
    writeFileSync(site, readFileSync(site, "utf8").replace(/^name: .*$/m, 'name: ""'));
    for (const context of ["production", ""]) {
      const dist = join(scratch, context || "local");
      const { code, output } = await astroBuild(copy, dist, { CONTEXT: context, SITE_URL: siteUrl });
      expect(code).not.toBe(0);
      expect(output).toContain(
        [
          "src/content/site.yaml › name: darf nicht leer sein",
          "src/content/return-model.yaml › averagePricePerNightEuro: muss eine Zahl größer als 0 sein",
        ].join("\n"),
      );
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toContain("Stack trace");
    }
  }, 120_000);
});
