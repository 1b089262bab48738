import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactPaths } from "../../src/contact-form/paths.ts";
import { startDevSite, type RunningSite } from "../support/site-server.ts";

// `npm run dev` runs the function through @netlify/vite-plugin, which builds it anew for every call
// (about a second each), so this file sends one JSON submission and one form post, nothing more.
let outboxDir: string;
let dev: RunningSite;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), "kontakt-dev-"));
  dev = await startDevSite({ MAIL_OUTBOX_DIR: outboxDir, SMTP_HOST: "", CONTEXT: "" });
}, 150_000);

afterAll(async () => {
  await dev?.stop();
  await rm(outboxDir, { recursive: true, force: true });
});

const visitor = { name: "Dora Dev", email: "dora@besucher.test", message: "Hallo aus npm run dev, ist das Boot frei?" };

async function outboxSubjects(): Promise<string[]> {
  const files = await readdir(outboxDir);
  const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))));
  return mails.map((mail) => mail.subject ?? "").sort();
}

it(
  "accepts the form in npm run dev as JSON and as a plain form post, writing both to the outbox",
  { timeout: 60_000 },
  async () => {
    // Pages come without the last build's Content-Security-Policy, whose hashes would block Vite's dev scripts.
    const page = await fetch(new URL(contactPaths.thanks, dev.url));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBeNull();

    const json = await fetch(new URL(contactPaths.endpoint, dev.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(visitor),
    });
    expect([json.status, await json.json()]).toEqual([200, { ok: true }]);
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");

    const form = await fetch(new URL(contactPaths.endpoint, dev.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...visitor, name: "Fritz Formular", website: "" }),
      redirect: "manual",
    });
    expect([form.status, form.headers.get("location")]).toEqual([303, contactPaths.thanks]);

    expect(await outboxSubjects()).toEqual([
      "Neue Anfrage zum Hausboot von Dora Dev",
      "Neue Anfrage zum Hausboot von Fritz Formular",
    ]);
    // The plugin's local Blobs server is on: without it the function would say it delivers without storing.
    const logs = dev.logs.join("\n");
    expect(logs).toContain("in Outbox geschrieben");
    expect(logs).not.toContain("Netlify Blobs nicht verfügbar");
  },
);
