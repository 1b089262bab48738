import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlaceholders, formatPlaceholder } from "../../src/content/find-placeholders.ts";

// Real `astro build` runs in a temporary copy of the project, so the guard is proven on the build Netlify runs.
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const notCopied = new Set(["node_modules", "dist", ".git", ".astro", "outbox", "test-results", "playwright-report"]);
// placeholder("text", "explanation") or placeholder("text", explanationConstant), across lines as Prettier writes it.
const placeholderCall = /\bplaceholder\(\s*("(?:[^"\\]|\\.)*")\s*,\s*(?:"(?:[^"\\]|\\.)*"|[\w$.]+)\s*,?\s*\)/g;

interface BuildResult {
  code: number | null;
  output: string;
}

function build(root: string, env: Record<string, string>): Promise<BuildResult> {
  const { NODE_ENV: _nodeEnv, VITEST: _vitest, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(root, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

/** Replaces every placeholder() in the copy's content with a plausible real value, as an owner would. */
function fillPlaceholders(root: string, listingUrl: string): void {
  const contentDir = join(root, "src/content");
  for (const file of readdirSync(contentDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".ts") || file.endsWith("placeholder.ts")) continue;
    const path = join(contentDir, file);
    const filled = readFileSync(path, "utf8").replace(placeholderCall, (_call, text: string) => {
      const shown = JSON.parse(text) as string;
      return JSON.stringify(shown.startsWith("https://") ? listingUrl : `Ausgefüllt: ${shown.replace(/^\[|\]$/g, "")}`);
    });
    expect(filled, `${file} still holds a placeholder() the test cannot fill`).not.toMatch(/\bplaceholder\(\s*["`]/);
    writeFileSync(path, filled);
  }
}

describe("the production build guard", () => {
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), "hausboot-guard-"));
    cpSync(projectRoot, copy, {
      recursive: true,
      filter: (source) => !notCopied.has(relative(projectRoot, source).split(sep)[0]!),
    });
    symlinkSync(join(projectRoot, "node_modules"), join(copy, "node_modules"), "dir");
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

  it("lets the production build through once everything is filled in", async () => {
    const site = join(copy, "src/content/site.ts");
    writeFileSync(
      site,
      readFileSync(site, "utf8").replace(
        "https://www.airbnb.de/rooms/hausboot-werder-havel",
        "https://www.airbnb.de/rooms/12345678",
      ),
    );
    const { code, output } = await build(copy, { CONTEXT: "production", SITE_URL: "https://hausboot-werder.de" });
    expect(output).not.toContain("Angaben müssen vor der Veröffentlichung");
    expect(code).toBe(0);
    const html = readFileSync(join(copy, "dist/index.html"), "utf8");
    expect(html).toContain("Ausgefüllt: Name und Anschrift des Betreibers");
    expect(html).toContain('href="https://www.airbnb.de/rooms/12345678"');
    // With every answer real, the facts become FAQ structured data.
    expect(html).toContain('"@type":"FAQPage"');
  }, 180_000);
});
