// The owner follows docs/anleitung.md word for word: every command it names must exist, every link inside it must lead
// to a heading, and the README must send the owner there first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/project-copy.ts";

const guide = readFileSync(join(projectRoot, "docs/anleitung.md"), "utf8");
const { scripts } = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");

describe("the owner's guide", () => {
  it("names only npm scripts the project has", () => {
    const named = [...guide.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(5);
    for (const name of new Set(named)) expect(Object.keys(scripts), name).toContain(name);
  });

  it("links only to headings it has", () => {
    const headings = new Set([...guide.matchAll(/^#+ (.+)$/gm)].map((match) => anchor(match[1]!)));
    const links = [...guide.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(headings, link).toContain(link);
  });

  it("walks through steps 1 to 4 before Netlify, with the browser editor from step 2", () => {
    const steps = [...guide.matchAll(/^### Schritt (\d): (.+)$/gm)].map((match) => Number(match[1]));
    expect(steps).toEqual([1, 2, 3, 4]);
    const stepTwo = guide.slice(guide.indexOf("### Schritt 2"), guide.indexOf("### Schritt 3"));
    expect(stepTwo).toContain("Mit lokalem Repository arbeiten");
    expect(guide.slice(0, guide.indexOf("### Schritt 2"))).toContain("EBADENGINE");
  });

  it("is the README's first link", () => {
    const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
    const firstLink = /\]\(([^)]+)\)/.exec(readme)?.[1];
    expect(firstLink).toBe("docs/anleitung.md");
  });
});
