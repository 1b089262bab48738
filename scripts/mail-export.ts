// `npm run mail:export`: every enquiry waiting in the live store, as .eml files in a local folder, so the owner can
// read and answer them even if SMTP never comes back.
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { connectLiveEnquiryStore, enquiryStoreName } from "../netlify/functions/_lib/enquiry-store.ts";
import { errorCode } from "../netlify/functions/_lib/error-code.ts";
import { composeContactMail, renderMessage } from "../netlify/functions/_lib/contact-mail.ts";
import { ownerEmail } from "../netlify/functions/_lib/site-and-owner.ts";
import { fail, loadProjectEnv } from "../server/project-env.ts";
import { parseCommandLine } from "./command-line.ts";
import { fileNameTime } from "./file-name-time.ts";

const usage = `Aufruf: npm run mail:export -- [--token <Zugangsschlüssel>] [--site-id <Projekt-ID>] [--out <Ordner>]

Schreibt jede Anfrage, die im Speicher der veröffentlichten Website auf ihre Zustellung wartet (Netlify Blobs,
Speicher „${enquiryStoreName}“), als .eml-Datei in einen Ordner auf diesem Rechner. Öffnen Sie die Dateien mit Ihrem
Mail-Programm und antworten Sie wie auf jede E-Mail. Im Speicher ändert sich nichts: Was die Website später doch
noch zustellt, kommt mit derselben Message-ID an, Ihr Mail-Programm erkennt es als dieselbe Nachricht.

  --token     persönlicher Zugangsschlüssel von Netlify (oder NETLIFY_AUTH_TOKEN): app.netlify.com →
              User settings → Applications → Personal access tokens → New access token
  --site-id   Projekt-ID (oder NETLIFY_SITE_ID): Project configuration → General → Project information
  --out       Zielordner (Standard: anfragen-export/<Datum_Uhrzeit>); nur für Sie lesbar angelegt
Liest .env wie npm start; gesetzte Umgebungsvariablen haben Vorrang.`;

const { values: options } = parseCommandLine(usage, {
  token: { type: "string" },
  "site-id": { type: "string" },
  out: { type: "string" },
});
/** A file in the export folder could not be written: the folder's fault, not the store's. */
class FolderError extends Error {}

process.exitCode = await main();

async function main(): Promise<number> {
  loadProjectEnv();
  const token = options.token ?? process.env.NETLIFY_AUTH_TOKEN;
  const siteID = options["site-id"] ?? process.env.NETLIFY_SITE_ID;
  if (!token || !siteID) return fail(`Bitte Zugangsschlüssel und Projekt-ID angeben.\n\n${usage}`);

  // NETLIFY_API_URL points the export at another API, such as the local Blobs server the tests use.
  const store = connectLiveEnquiryStore({ siteID, token, apiURL: process.env.NETLIFY_API_URL || undefined });
  const folder = path.resolve(options.out ?? path.join("anfragen-export", fileNameTime(new Date())));
  const to = process.env.CONTACT_TO || ownerEmail;
  const addresses = { to, from: process.env.CONTACT_FROM || to };
  try {
    const { enquiries: waiting } = await store.list();
    if (waiting.length === 0) {
      console.log("✓ Keine Anfrage wartet auf Zustellung.");
      return 0;
    }
    const folderError = await makePrivateFolder(folder);
    if (folderError) return fail(folderError);
    let unreadable = 0;
    let exported = 0;
    let alreadyThere = 0;
    const save = async (name: string, content: string | Buffer) => {
      if ((await writePrivately(path.join(folder, name), content)) === "kept") alreadyThere += 1;
    };
    for (const listed of waiting) {
      const loaded = await store.load(listed);
      if (loaded.kind === "gone" || loaded.kind === "closed") continue;
      exported += 1;
      // Named by the time and the id the record was validated with; a key is the store's, and may hold a slash.
      if (loaded.kind === "enquiry") {
        const { enquiry } = loaded;
        const name = `${fileNameTime(new Date(enquiry.receivedAt))}_${enquiry.id}.eml`;
        const mail = composeContactMail(enquiry, addresses, true);
        await save(name, await renderMessage(mail));
      } else {
        // Not readable as an enquiry, but perhaps by a person: the stored text as it is.
        unreadable += 1;
        const name = `${listed.receivedAt ? fileNameTime(listed.receivedAt) : "ohne-Datum"}_${unreadable}.unlesbar.txt`;
        await save(name, (await store.loadText(listed.key)) ?? "");
      }
    }
    const note = unreadable > 0 ? ` (${unreadable} davon nicht lesbar, als .unlesbar.txt)` : "";
    console.log(
      `✓ ${exported} wartende Anfrage(n) gespeichert in ${path.relative(process.cwd(), folder) || folder}${note}`,
    );
    if (alreadyThere > 0) {
      console.log(
        `  ${alreadyThere} davon lag(en) dort schon aus einem früheren Export und blieb(en) unverändert; nichts im Ordner wurde überschrieben.`,
      );
    }
    console.log(
      "  Öffnen Sie die .eml-Dateien mit Ihrem Mail-Programm; „Antworten“ geht an die Adresse des Besuchers.",
    );
    return 0;
  } catch (error) {
    if (error instanceof FolderError) return fail(error.message);
    return fail(
      `Der Speicher antwortet nicht wie erwartet (${errorCode(error)}). Prüfen Sie Zugangsschlüssel und Projekt-ID.`,
    );
  }
}

/** Enquiries hold visitors' personal data: the folder is for the owner's account only, also one that existed. */
async function makePrivateFolder(folder: string): Promise<string | undefined> {
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await chmod(folder, 0o700);
    return undefined;
  } catch (error) {
    return `Der Ordner ${folder} lässt sich nicht anlegen oder nur für Sie lesbar machen (${errorCode(error)}).`;
  }
}

/**
 * Readable by the owner's account only. A file of that name from an earlier export is kept as it is: with the same
 * content it is the same enquiry ("kept"); otherwise this one gets the next free name (`…-2.eml`).
 */
async function writePrivately(file: string, content: string | Buffer): Promise<"written" | "kept"> {
  const { dir, name, ext } = path.parse(file);
  for (let copy = 1; ; copy += 1) {
    const candidate = copy === 1 ? file : path.join(dir, `${name}-${copy}${ext}`);
    try {
      await writeFile(candidate, content, { mode: 0o600, flag: "wx" });
      await chmod(candidate, 0o600);
      return "written";
    } catch (error) {
      if (errorCode(error) !== "EEXIST") {
        throw new FolderError(`Die Datei ${candidate} lässt sich nicht schreiben (${errorCode(error)}).`);
      }
      const existing = await readFile(candidate).catch(() => undefined);
      if (existing?.equals(Buffer.from(content))) return "kept";
    }
  }
}
