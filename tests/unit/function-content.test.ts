import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { functionContentFile, writeFunctionContent } from "../../src/integrations/function-content.ts";
import { ContentError } from "../../src/content-reading/data-files.ts";
import { contentFolder, dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { projectRoot } from "../support/project-copy.ts";

/** A project folder with the project's data files and the functions' folder, nothing else. */
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "function-content-"));
  cpSync(join(projectRoot, contentFolder), join(root, contentFolder), { recursive: true });
  mkdirSync(join(root, "netlify/functions/_lib"), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function setValue(name: "site" | "owner", key: string, value: string): void {
  const file = join(root, dataFilePath(name));
  const document = parseDocument(readFileSync(file, "utf8"));
  document.set(key, value);
  writeFileSync(file, document.toString());
}

const written = () => JSON.parse(readFileSync(join(root, functionContentFile), "utf8")) as unknown;

describe("the content the functions carry", () => {
  it("is the site's name and the owner's address from the data files, a placeholder as the page shows it", () => {
    setValue("site", "name", "Boot am See");
    setValue("owner", "email", "post@boot-am-see.example (Platzhalter: Ihre Adresse)");
    writeFunctionContent(root);
    expect(written()).toEqual({ siteName: "Boot am See", ownerEmail: "post@boot-am-see.example" });

    setValue("owner", "email", "anna@boot-am-see.example");
    writeFunctionContent(root);
    expect(written()).toEqual({ siteName: "Boot am See", ownerEmail: "anna@boot-am-see.example" });
  });

  it("stops with the file and the field in German when a value is wrong, and keeps what was written", () => {
    writeFunctionContent(root);
    const before = written();
    setValue("owner", "email", "keine Adresse");
    expect(() => writeFunctionContent(root)).toThrow(ContentError);
    expect(() => writeFunctionContent(root)).toThrow(/^src\/content\/owner\.yaml › email: /m);
    expect(written()).toEqual(before);
  });
});
