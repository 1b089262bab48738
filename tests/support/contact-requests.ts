import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { contactPaths } from "../../src/contact-form/paths.ts";
import type { RunningSite } from "./site-server.ts";

/** A visitor whose name and message hold umlauts, as the contact function's tests post them. */
export const visitor = {
  name: "Jürgen Größe",
  email: "juergen.groesse@besucher.test",
  message: "Schöne Grüße… äöüß – ich würde das Boot gern besichtigen.",
} as const;

/** Starting the local server can take several seconds on a busy machine. */
export const siteStartTimeoutMs = 20_000;

/** A tiny static root (a page and the 404 page), so the contact function's tests do not depend on `astro build`. */
export async function createFixtureRoot(): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "kontakt-site-"));
  await writeFile(path.join(root, "index.html"), "<!doctype html><title>Test</title>");
  await writeFile(path.join(root, "404.html"), "<!doctype html><title>404</title>");
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Posts to the contact function as the island does: JSON, or any body under another content type. */
export function postJson(site: RunningSite, body: unknown, contentType = "application/json"): Promise<Response> {
  return fetch(new URL(contactPaths.endpoint, site.url), {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Posts the form as a browser without JavaScript does; the redirect is returned, not followed. */
export function postForm(site: RunningSite, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL(contactPaths.endpoint, site.url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}
