// Preflight's drift warning on a real git history: a German text changed in a later commit than its English one.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { noHistoryWarning, translationDrift } from "../../scripts/preflight/translation-drift.ts";
import { checkContent } from "../../scripts/preflight/content-checks.ts";
import { contentFolder } from "../../src/content-reading/data-file-paths.ts";
import { fixtureRoot } from "../support/project-copy.ts";

function commitAll(root: string, isoDate: string): string {
  const env = { ...process.env, GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate };
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
      cwd: root,
      env,
      encoding: "utf8",
    });
  git("add", "-A");
  git("commit", "-q", "-m", `Stand ${isoDate}`);
  return git("rev-parse", "--short=7", "HEAD").trim();
}

const contentCopy = (prefix: string) => {
  const root = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(root, "src"));
  cpSync(join(fixtureRoot, contentFolder), join(root, contentFolder), { recursive: true });
  return root;
};

describe("preflight's warning that a translation may be out of date", () => {
  let root = "";
  let first = "";
  beforeAll(() => {
    root = contentCopy("drift-");
    execFileSync("git", ["init", "-q"], { cwd: root });
    first = commitAll(root, "2026-01-01T12:00:00+01:00");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("says nothing while every English text changed with or after its German one", () => {
    expect(translationDrift(root)).toEqual([]);
  });

  it("names the German text changed in a later commit than its English one, with both changes", async () => {
    await editDataFile(root, "contact", (document) => document.setIn(["form", "closeNotice"], "Hinweis zumachen"));
    const second = commitAll(root, "2026-02-01T12:00:00+01:00");
    expect(translationDrift(root)).toEqual([
      `src/content/contact.yaml › form.closeNotice: der deutsche Text wurde am 1.2.2026 (Commit ${second}) geändert, der englische (en.form.closeNotice) zuletzt am 1.1.2026 (Commit ${first}) – Übersetzung prüfen`,
    ]);
    // A warning in preflight's content group, never a refusal.
    const lines = checkContent(root, "https://hausboot-werder.de", true).lines;
    expect(lines.filter(({ text }) => text.includes("Übersetzung prüfen"))).toEqual([
      { status: "warning", text: translationDrift(root)[0] },
    ]);
  });

  it("is satisfied once the English text is changed too, and names an uncommitted German change", async () => {
    await editDataFile(root, "contact", (document) => document.setIn(["en", "form", "closeNotice"], "Dismiss"));
    commitAll(root, "2026-03-01T12:00:00+01:00");
    expect(translationDrift(root)).toEqual([]);
    await editDataFile(root, "gallery", (document) => document.setIn(["photos", 1, "caption"], "Nebel am Morgen"));
    expect(translationDrift(root)).toEqual([
      expect.stringMatching(
        /^src\/content\/gallery\.yaml › photos\[1\]\.caption: der deutsche Text wurde in Ihrer noch nicht committeten Änderung geändert, der englische \(en\.photos\[1\]\.caption\) zuletzt am 1\.1\.2026 \(Commit \w{7}\) – Übersetzung prüfen$/,
      ),
    ]);
  });

  it("says nothing with languages: [de]", async () => {
    await editDataFile(root, "site", (document) => document.set("languages", document.createNode(["de"])));
    expect(translationDrift(root)).toEqual([]);
  });
});

describe("the drift warning without git history", () => {
  it("says once that it cannot check", () => {
    const root = contentCopy("drift-zip-");
    try {
      expect(translationDrift(root)).toEqual([noHistoryWarning]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
