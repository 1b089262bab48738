import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryKey, newEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import { runNode } from "../../scripts/run-node.ts";
import { startTestBlobs, type TestBlobs } from "../support/blobs.ts";
import { ownerEnvironment, projectRoot } from "../support/project-copy.ts";

const hour = 60 * 60_000;
const waiting = [
  { name: "Jürgen Größe", email: "juergen@bücher.de", message: "Schöne Grüße, ist das Boot im Mai frei?" },
  { name: "Anna Berg", email: "anna@besucher.test", message: "Zeile eins\nZeile zwei: Wann kann ich kommen?" },
].map((fields, index) => ({
  ...newEnquiry(fields, new Date(Date.now() - (30 - index) * hour), "hausboot-werder.de"),
  attempts: 9,
  lastError: "code=EAUTH smtp=535",
}));
const unreadable = { id: crypto.randomUUID(), receivedAt: new Date(Date.now() - 2 * hour).toISOString() };
// Keys come from the store, not from this code: one with a slash in it must not name a path.
const slashedKey = `${enquiryKey({ id: crypto.randomUUID(), receivedAt: new Date(Date.now() - hour).toISOString() })}/anhang`;

let blobs: TestBlobs;
let folder: string;

beforeAll(async () => {
  blobs = await startTestBlobs();
  folder = await mkdtemp(path.join(os.tmpdir(), "anfragen-export-"));
  for (const enquiry of waiting) await blobs.production.put(enquiry);
  await blobs.production.store.set(enquiryKey(unreadable), '{"name": "Halb geschrie');
  await blobs.production.store.set(slashedKey, "Anhang");
  // A preview's enquiry is not the live site's, and is not exported.
  await blobs.put(newEnquiry({ ...waiting[0]!.fields, name: "Vorschau" }, new Date(), "x.test"));
});

afterAll(async () => {
  await blobs?.stop();
  await rm(folder, { recursive: true, force: true });
});

/** `npm run mail:export`, against the local Blobs server through the same API calls as against Netlify's. */
function mailExport(args: string[], env: Record<string, string> = {}) {
  return runNode(
    projectRoot,
    ["scripts/mail-export.ts", ...args],
    ownerEnvironment({ NETLIFY_API_URL: blobs.context.edgeURL!, CONTACT_TO: "eigner@hausboot.test", ...env }),
  );
}

// Each test starts the command as a child process; on a busy machine that takes seconds.
describe("npm run mail:export", { timeout: 30_000 }, () => {
  it("writes every waiting enquiry of the live store as an .eml file, readable by the owner only", async () => {
    const { code, output } = await mailExport(["--out", folder], {
      NETLIFY_AUTH_TOKEN: blobs.context.token!,
      NETLIFY_SITE_ID: blobs.context.siteID!,
    });
    expect(output).toContain("✓ 4 wartende Anfrage(n) gespeichert in");
    expect(output).toContain("2 davon nicht lesbar");
    expect(code).toBe(0);

    // Named by the time (local, to the second) and the id each record was validated with, oldest first.
    const files = (await readdir(folder)).sort();
    const time = String.raw`\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}`;
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`^${time}_${waiting[0]!.id}\\.eml$`)),
      expect.stringMatching(new RegExp(`^${time}_${waiting[1]!.id}\\.eml$`)),
      expect.stringMatching(new RegExp(`^${time}_1\\.unlesbar\\.txt$`)),
      expect.stringMatching(new RegExp(`^${time}_2\\.unlesbar\\.txt$`)),
    ]);
    for (const file of files) expect((await stat(path.join(folder, file))).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);

    for (const [index, enquiry] of waiting.entries()) {
      const mail = await simpleParser(await readFile(path.join(folder, files[index]!)));
      expect(mail.messageId).toBe(enquiry.messageId);
      // The Date header has whole seconds.
      expect(mail.date?.getTime()).toBe(Math.floor(Date.parse(enquiry.receivedAt) / 1000) * 1000);
      expect(mail.to).toMatchObject({ value: [{ address: "eigner@hausboot.test" }] });
      expect(mail.replyTo?.value).toEqual([{ name: enquiry.fields.name, address: enquiry.fields.email }]);
      expect(mail.subject).toBe(`Neue Anfrage zum Hausboot von ${enquiry.fields.name}`);
      expect(mail.text).toContain(enquiry.fields.message);
      expect(mail.text).toContain("erst jetzt zugestellt");
    }
    expect(await readFile(path.join(folder, files[2]!), "utf8")).toBe('{"name": "Halb geschrie');
    expect(await readFile(path.join(folder, files[3]!), "utf8")).toBe("Anhang");
    // Nothing changes in the store.
    expect(await blobs.production.keys()).toHaveLength(4);
  });

  it("exports again into a used folder, keeping what is there and saying so, and makes the folder private", async () => {
    const used = `${folder}-benutzt`;
    await mkdir(used, { mode: 0o755 });
    await chmod(used, 0o755);
    await writeFile(path.join(used, "notiz.txt"), "meine Notiz");
    const credentials = { NETLIFY_AUTH_TOKEN: blobs.context.token!, NETLIFY_SITE_ID: blobs.context.siteID! };
    try {
      expect((await mailExport(["--out", used], credentials)).code).toBe(0);
      const first = (await readdir(used)).filter((file) => file !== "notiz.txt").sort();
      expect(first).toHaveLength(4);
      // The owner changed one file since: it stays as it is, and this export's copy gets a name of its own.
      await writeFile(path.join(used, first[0]!), "vom Eigner geändert");

      const { code, output } = await mailExport(["--out", used], credentials);
      expect(output).toContain("✓ 4 wartende Anfrage(n) gespeichert in");
      expect(output).toContain("3 davon lag(en) dort schon aus einem früheren Export und blieb(en) unverändert");
      expect(code).toBe(0);
      const second = (await readdir(used)).sort();
      expect(second).toEqual([...first, "notiz.txt", first[0]!.replace(/\.eml$/, "-2.eml")].sort());
      expect(await readFile(path.join(used, "notiz.txt"), "utf8")).toBe("meine Notiz");
      expect(await readFile(path.join(used, first[0]!), "utf8")).toBe("vom Eigner geändert");
      expect(
        (await simpleParser(await readFile(path.join(used, first[0]!.replace(/\.eml$/, "-2.eml"))))).messageId,
      ).toBe(waiting[0]!.messageId);
      expect((await stat(used)).mode & 0o777).toBe(0o700);
    } finally {
      await rm(used, { recursive: true, force: true });
    }
  });

  it("takes token and project ID as flags, and says so when they do not open the store", async () => {
    const { code, output } = await mailExport(["--token", "falsch", "--site-id", "local", "--out", `${folder}-2`]);
    expect(code).toBe(1);
    expect(output).toContain("✗ Der Speicher antwortet nicht wie erwartet (HTTP403)");
    expect(output).not.toContain("Jürgen");
  });

  it("asks for the token and project ID when neither is given", async () => {
    const { code, output } = await mailExport([]);
    expect([code, output]).toEqual([1, expect.stringContaining("Bitte Zugangsschlüssel und Projekt-ID angeben.")]);
  });
});
