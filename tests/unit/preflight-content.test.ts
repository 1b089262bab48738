import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkContent } from "../../scripts/preflight/content-checks.ts";
import { findPlaceholders, formatPlaceholder } from "../../src/lib/placeholders.ts";
import { fixtureRoot } from "../support/project-copy.ts";

const root = mkdtempSync(join(tmpdir(), "preflight-content-"));
cpSync(fixtureRoot, root, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("preflight's content group", () => {
  it("names a YAML mistake and still every open placeholder of the other files", () => {
    const open = findPlaceholders(root);
    const owner = join(root, "src/content/owner.yaml");
    writeFileSync(owner, `${readFileSync(owner, "utf8")}\nhostingLogRetention: 30 Tage: laut Vertrag\n`);
    const lines = checkContent(root, "https://hausboot-werder.de", true).lines.map(({ text }) => text);
    expect(lines[0]).toMatch(/^src\/content\/owner\.yaml: ist kein gültiges YAML \(Zeile \d+, Spalte \d+\)/);
    const others = open.filter(({ file }) => file !== "src/content/owner.yaml");
    expect(others.length).toBeGreaterThan(0);
    for (const placeholder of others) expect(lines).toContain(formatPlaceholder(placeholder));
  });
});
