// site.yaml › languages: [de] switches the English edition off: the build leaves no trace of it, no page, no link, no
// hreflang, no sitemap entry, no English exposé PDF (issue 42). The e2e specs see the demo's [de, en] build.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { listFiles } from "../support/list-files.ts";
import { astroBuild } from "../support/owner-commands.ts";
import { copyProject } from "../support/project-copy.ts";

describe("with languages: [de]", () => {
  const folders = { root: "", dist: "" };

  beforeAll(async () => {
    folders.root = copyProject("german-only-");
    folders.dist = join(mkdtempSync(join(tmpdir(), "german-only-dist-")), "dist");
    await editDataFile(folders.root, "site", (document) => document.set("languages", ["de"]));
    const { code, output } = await astroBuild(folders.root, folders.dist, { SITE_URL: "https://hausboot.example" });
    if (code !== 0) throw new Error(`astro build ist fehlgeschlagen:\n${output}`);
  }, 600_000);

  afterAll(() => {
    for (const folder of [folders.root, join(folders.dist, "..")]) rmSync(folder, { recursive: true, force: true });
  });

  it("builds no English page and no English exposé", async () => {
    const files = await listFiles(folders.dist);
    expect(files).toContain("index.html");
    expect(files.filter((file) => file.startsWith("en/"))).toEqual([]);
    expect(files.filter((file) => /-en\.pdf$/.test(file))).toEqual([]);
  });

  it("links no other edition from any page: no switch, no hreflang, no og:locale:alternate, no /en/ address", async () => {
    const pages = (await listFiles(folders.dist)).filter(
      (file) => file.endsWith(".html") && !file.startsWith("admin/"),
    );
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      const html = readFileSync(join(folders.dist, page), "utf8");
      expect(html, page).not.toMatch(/hreflang/i);
      expect(html, page).not.toContain("og:locale:alternate");
      expect(html, page).not.toContain('data-testid="language-switch"');
      expect(html, page).not.toMatch(/href="(?:https?:\/\/[^"/]+)?\/en\//);
      expect(html, page).toContain(`<html lang="de">`);
    }
  });

  it("lists no English address in the sitemap", () => {
    const sitemap = readFileSync(join(folders.dist, "sitemap-0.xml"), "utf8");
    expect(sitemap).toContain("<loc>https://hausboot.example/</loc>");
    expect(sitemap).not.toContain("/en/");
    expect(sitemap).not.toContain("hreflang");
  });
});
