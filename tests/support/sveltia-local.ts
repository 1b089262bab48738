// The real editor at /admin/ in its local-repository mode, without a folder picker: Sveltia's local backend only
// asks the browser for a folder (`showDirectoryPicker`) and checks that it holds `.git` (its backends/fs/local.js,
// getRootDirHandle). Here the picker answers with a folder in the page's Origin Private File System, filled with a
// copy of the project's data files and media; what the editor saves is read back from there.
import { expect, type Locator, type Page } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { cmsPath } from "../../src/editor/cms-page.ts";
import { contentFolder } from "../../src/content-reading/data-file-paths.ts";

const repoFolder = "repo";

declare global {
  interface Window {
    /** The File System Access API's folder picker (Chromium), which the editor's local mode asks. */
    showDirectoryPicker: () => Promise<FileSystemDirectoryHandle>;
  }
}

/** Every file below `folders` (relative to `root`), with its bytes. */
function projectFiles(root: string, folders: readonly string[]): [string, Buffer][] {
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder)).flatMap((name) => {
      const path = join(folder, name);
      return statSync(join(root, path)).isDirectory() ? walk(path) : [path];
    });
  return folders.flatMap(walk).map((path) => [relative(root, join(root, path)), readFileSync(join(root, path))]);
}

/**
 * Opens /admin/ with the project's data files and media as the local repository and signs in with it, as the owner
 * does with „Mit lokalem Repository arbeiten“ in `npm run dev`.
 */
export async function openLocalEditor(page: Page, root: string, mediaFolder: string): Promise<void> {
  await page.addInitScript((folder) => {
    window.showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
  }, repoFolder);
  // The folder belongs to the site's origin: fill it from a page there before the editor loads.
  await page.goto("/robots.txt");
  const files = [
    ...projectFiles(root, [contentFolder, mediaFolder]),
    [".git/HEAD", Buffer.from("ref: refs/heads/main\n")] as [string, Buffer],
  ].map(([path, bytes]) => [path, bytes.toString("base64")]);
  await page.evaluate(
    async ({ folder, entries }) => {
      const storage = await navigator.storage.getDirectory();
      await storage.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const repo = await storage.getDirectoryHandle(folder, { create: true });
      for (const [path, base64] of entries) {
        const parts = path!.split("/");
        let directory = repo;
        for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part, { create: true });
        const writable = await (await directory.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64!), (character) => character.charCodeAt(0)));
        await writable.close();
      }
    },
    { folder: repoFolder, entries: files },
  );
  await page.goto(cmsPath);
  await page.getByRole("button", { name: "Mit lokalem Repository arbeiten" }).click();
}

/** A file of the local repository as the editor left it, or undefined if there is none. */
export async function editorFile(page: Page, path: string): Promise<Buffer | undefined> {
  const base64 = await page.evaluate(
    async ({ folder, path }) => {
      try {
        let directory = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
        const parts = path.split("/");
        for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part);
        const bytes = new Uint8Array(
          await (await (await directory.getFileHandle(parts.at(-1)!)).getFile()).arrayBuffer(),
        );
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      } catch {
        return undefined;
      }
    },
    { folder: repoFolder, path },
  );
  return base64 === undefined ? undefined : Buffer.from(base64, "base64");
}

/** The names of the files in a folder of the local repository. */
export async function editorFolder(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    async ({ folder, path }) => {
      let directory = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      for (const part of path.split("/")) directory = await directory.getDirectoryHandle(part);
      const names: string[] = [];
      for await (const [name] of directory.entries()) names.push(name);
      return names.sort();
    },
    { folder: repoFolder, path },
  );
}

/**
 * `target`, drawn: Sveltia draws a group's fields and a list's items only once they scroll into view, so the innermost
 * of `containers` that is there is scrolled to until the target is there.
 */
export async function drawn(containers: Locator[], target: Locator): Promise<Locator> {
  await expect
    .poll(
      async () => {
        // The innermost container that is there already: a list's items appear once the list is in view.
        for (const container of containers.toReversed()) {
          if ((await container.count()) === 0) continue;
          await container.evaluate((element) => element.scrollIntoView({ block: "center" }));
          break;
        }
        return target.count();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  return target;
}

/** The last item of a list field in the open form, with its fields drawn; items are the groups with a remove button. */
export async function lastItem(page: Page, listLabel: RegExp): Promise<Locator> {
  const list = page.getByRole("group", { name: listLabel });
  const item = list
    .getByRole("group")
    .filter({ has: page.getByRole("button", { name: "Entfernen", exact: true }) })
    .last();
  await drawn([list, item], item.getByRole("group"));
  return item;
}
