import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlaceholders, formatPlaceholder } from "../../src/content/find-placeholders.ts";
import { astroCli, runNode, type CommandResult } from "../../scripts/run-node.ts";
import { copyProject, fillPlaceholders, markMediaAsOwners, ownerEnvironment } from "../support/project-copy.ts";

const drawnMediaLine =
  "Medien: noch die gezeichneten Platzhalter – eigene Fotos mit `npm run media -- import <Ordner>` übernehmen";

// Real `astro build` runs in a temporary copy of the project, so the guard is proven on the build Netlify runs.
const build = (root: string, env: Record<string, string>): Promise<CommandResult> =>
  runNode(root, [astroCli(root), "build"], ownerEnvironment(env));

describe("the production build guard", () => {
  let copy: string;

  beforeAll(() => {
    copy = copyProject("hausboot-guard-");
  });

  afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
  });

  it("stops a production build while placeholders remain and names every one", async () => {
    const { code, output } = await build(copy, { CONTEXT: "production", SITE_URL: "https://hausboot-werder.de" });
    expect(code).not.toBe(0);
    expect(output).toContain("Produktions-Build abgebrochen.");
    expect(output).toContain("src/content/owner.ts › name: Ihr vollständiger Name für das Impressum");
    const open = await findPlaceholders();
    expect(open.length).toBeGreaterThan(10);
    for (const line of open.map(formatPlaceholder)) expect(output).toContain(line);
    expect(output).toContain(drawnMediaLine);
    expect(existsSync(join(copy, "dist/index.html"))).toBe(false);
  }, 60_000);

  it("stops a production build with a listing link that is no room address or a site URL that is not https", async () => {
    fillPlaceholders(copy, "https://www.airbnb.de/rooms/hausboot-werder-havel");
    const { code, output } = await build(copy, { CONTEXT: "production", SITE_URL: "http://hausboot-werder.de" });
    expect(code).not.toBe(0);
    expect(output).not.toContain("src/content/owner.ts ›");
    expect(output).toMatch(/src\/content\/site\.ts › listingUrl: .*keine Airbnb-Zimmeradresse mit Nummer/);
    expect(output).toMatch(/SITE_URL: „http:\/\/hausboot-werder\.de\/?“ ist keine https-Adresse ohne Pfad/);
  }, 60_000);

  it("stops a production build on the drawn placeholder media alone", async () => {
    const site = join(copy, "src/content/site.ts");
    writeFileSync(
      site,
      readFileSync(site, "utf8").replace(
        "https://www.airbnb.de/rooms/hausboot-werder-havel",
        "https://www.airbnb.de/rooms/12345678",
      ),
    );
    const { code, output } = await build(copy, { CONTEXT: "production", SITE_URL: "https://hausboot-werder.de" });
    expect(code).not.toBe(0);
    expect(output).toContain(
      `Produktions-Build abgebrochen. 1 Angabe muss vor der Veröffentlichung ersetzt oder korrigiert werden:\n${drawnMediaLine}`,
    );
    expect(existsSync(join(copy, "dist/index.html"))).toBe(false);
  }, 60_000);

  it("lets the production build through once everything is filled in and the media are the owner's", async () => {
    await markMediaAsOwners(copy);
    const { code, output } = await build(copy, { CONTEXT: "production", SITE_URL: "https://hausboot-werder.de" });
    expect(output).not.toContain("vor der Veröffentlichung ersetzt");
    expect(code).toBe(0);
    const html = readFileSync(join(copy, "dist/index.html"), "utf8");
    expect(html).toContain("Ausgefüllt: Name und Anschrift des Betreibers");
    expect(html).toContain('href="https://www.airbnb.de/rooms/12345678"');
    // With every answer real, the facts become FAQ structured data.
    expect(html).toContain('"@type":"FAQPage"');
  }, 180_000);
});
