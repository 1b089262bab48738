import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { recordOwnerMedia } from "../../src/lib/owner-media.ts";

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const notCopied = new Set(["node_modules", "dist", ".git", ".astro", "outbox", "test-results", "playwright-report"]);
// placeholder("text", "explanation") or placeholder("text", explanationConstant), across lines as Prettier writes it.
const placeholderCall = /\bplaceholder\(\s*("(?:[^"\\]|\\.)*")\s*,\s*(?:"(?:[^"\\]|\\.)*"|[\w$.]+)\s*,?\s*\)/g;

/** A temporary copy of the project (sources, content, media) sharing this one's node_modules. */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  cpSync(projectRoot, copy, {
    recursive: true,
    filter: (source) => !notCopied.has(relative(projectRoot, source).split(sep)[0]!),
  });
  symlinkSync(join(projectRoot, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}

/** Replaces every placeholder() in the copy's content with a plausible real value, as an owner would. */
export function fillPlaceholders(root: string, listingUrl: string): void {
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

/** Records the copy's media as the owner's, as `npm run media -- import` does; the files stay the drawings. */
export const markMediaAsOwners = (root: string): Promise<void> =>
  recordOwnerMedia(root, {
    gallery: ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg"],
    lifeAboard: ["leben-auf-dem-wasser.jpg"],
    heroVideo: ["IMG_0004.MOV"],
  });

/**
 * The environment of a command the owner runs, without vitest's markers (Astro serves no pages under VITEST) and
 * without any mail or site settings of the developer's shell; `ENV_FILE=""` keeps a developer's .env out too.
 */
export function ownerEnvironment(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(VITEST|NODE_ENV|CONTEXT|SITE_URL|SMTP_|CONTACT_|ALERT_|MAIL_OUTBOX_DIR|ENV_FILE|NODE_EXTRA_CA_CERTS)/.test(
          name,
        ),
    ),
  );
  return { ...inherited, ENV_FILE: "", ...env };
}
