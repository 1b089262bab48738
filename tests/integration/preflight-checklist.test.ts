import { existsSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxVideoBytes, mediaPaths } from "../../scripts/media/targets.ts";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { findPlaceholders } from "../../src/content-reading/placeholders.ts";
import { ownerMediaMarker, recordOwnerMedia } from "../../src/media/owner-media.ts";
import type { CommandResult } from "../../scripts/run-node.ts";
import { preflight as runPreflight } from "../support/owner-commands.ts";
import { fillPlaceholders, markMediaAsOwners, projectRoot, useFreshCloneCopy } from "../support/project-copy.ts";
import { loginEnvironment, testAccount } from "../support/smtp-settings.ts";
import { unusedPort } from "../support/unused-port.ts";
import { startSmtpServer, testMailAddresses, type SmtpTestServer } from "../support/smtp-test-server.ts";
import { createTestCertificate, type TestCertificate } from "../support/test-certificate.ts";

// `npm run preflight` as the owner runs it, in a child process (about 6 s alone, over 25 s while the rest of the suite
// and other work share the machine). The mail checks run on this project (they do not read its content); the build
// step is left out (--skip-build) except once, on a filled-in copy of a fresh clone.
// tests/integration/fresh-clone.test.ts proves what preflight says of a fresh clone's content.
function preflight(env: Record<string, string>, { root = projectRoot, build = false } = {}): Promise<CommandResult> {
  return runPreflight(root, env, { build });
}

const siteUrl = "https://hausboot-werder.de";

describe("npm run preflight", () => {
  let certificate: TestCertificate;
  let smtp: SmtpTestServer;
  let trusted: Record<string, string>;

  beforeAll(async () => {
    certificate = await createTestCertificate();
    smtp = await startSmtpServer({ tls: certificate, credentials: testAccount });
    // The child trusts the test server's self-signed certificate, so TLS is verified for real.
    trusted = { NODE_EXTRA_CA_CERTS: certificate.certFile };
  });

  afterAll(async () => {
    await smtp.stop();
    await certificate.remove();
  });

  it("names the missing mail settings and skips the build when asked", async () => {
    // `SITE_URL=` as the line in a copied .env.example reads: not set, so the build's default applies.
    const { code, output } = await preflight({ SITE_URL: "" });
    expect(code).toBe(1);
    expect(output).toContain(`⚠ SITE_URL ist nicht gesetzt, der Build nimmt die Vorgabe ${siteUrl}.`);
    for (const variable of ["SMTP_HOST", "CONTACT_TO", "CONTACT_FROM"]) expect(output).toContain(`✗ ${variable} fehlt`);
    expect(output).toContain("→ Tragen Sie die Werte in .env ein (Vorlage: .env.example)");
    expect(output).toContain(`${mediaPaths.poster}: 1440 × 1080 (4:3)`);
    expect(output).toContain("⚠ Produktions-Build nicht geprüft (--skip-build)");
    expect(output).toMatch(/✗ Noch nicht bereit: (1 Punkt blockiert|\d+ Punkte blockieren) den Livegang\./);
  }, 60_000);

  it("connects, switches to TLS and logs in with the configured account", async () => {
    smtp.clear();
    const { output } = await preflight({ ...loginEnvironment(smtp.port), ...trusted, SITE_URL: siteUrl });
    expect(output).toContain(`✓ SMTP-Server: 127.0.0.1:${smtp.port} mit STARTTLS, Anmeldung als ${testAccount.user}`);
    expect(output).toContain(`✓ CONTACT_TO: ${testMailAddresses.to}`);
    expect(output).toContain("✓ Verbindungstest bestanden: Verbindung, TLS und Anmeldung in Ordnung");
    expect(output).toContain(
      "⚠ ALERT_WEBHOOK_URL ist nicht gesetzt: Scheitert der E-Mail-Versand, erfahren Sie es nicht.",
    );
    expect(output).not.toContain("⚠ CONTACT_FROM gehört zur Domain");
    expect(smtp.logins).toEqual([{ user: testAccount.user, secure: true, accepted: true }]);
    expect(smtp.received()).toBe(0);
    expect(output).not.toContain(testAccount.pass);
  }, 60_000);

  it("names a rejected login and warns when the sender's domain is not the account's", async () => {
    smtp.clear();
    const wrongPassword = "Falsches-Passwort-0815";
    const env = {
      ...loginEnvironment(smtp.port, { user: testAccount.user, pass: wrongPassword }),
      ...trusted,
      CONTACT_FROM: "formular@hausboot-werder.de",
    };
    const { code, output } = await preflight(env);
    expect(code).toBe(1);
    expect(output).toMatch(
      /✗ Verbindungstest: Anmeldung abgelehnt\. Antwort des Servers: „535 [^“]*“\. SMTP_USER oder SMTP_PASS stimmt nicht/,
    );
    expect(output).toContain(
      "⚠ CONTACT_FROM gehört zur Domain hausboot-werder.de, die Anmeldung SMTP_USER zu hausboot.test",
    );
    expect(smtp.logins).toEqual([{ user: testAccount.user, secure: true, accepted: false }]);
    expect(output).not.toContain(wrongPassword);
  }, 60_000);

  it("says when the server cannot be reached", async () => {
    const { output } = await preflight({ ...loginEnvironment(await unusedPort()), ...trusted });
    expect(output).toMatch(
      /✗ Verbindungstest: 127\.0\.0\.1:\d+ nimmt keine Verbindung an \(abgelehnt\)\. Stimmen SMTP_HOST und SMTP_PORT\?/,
    );
  }, 60_000);

  it("refuses a server without STARTTLS before the password is sent", async () => {
    const plain = await startSmtpServer({ credentials: testAccount });
    try {
      const { output } = await preflight({ ...loginEnvironment(plain.port), ...trusted });
      expect(output).toMatch(/✗ Verbindungstest: 127\.0\.0\.1:\d+ bietet kein STARTTLS an\./);
      expect(output).toContain("das Passwort nur verschlüsselt");
      expect(plain.logins).toEqual([]);
    } finally {
      await plain.stop();
    }
  }, 60_000);

  describe("on a copy with everything filled in", () => {
    const folders = useFreshCloneCopy("hausboot-preflight");
    let copy: string;

    beforeAll(async () => {
      copy = folders.root;
      await fillPlaceholders(copy, findPlaceholders(copy));
      await markMediaAsOwners(copy);
    });

    it("passes every line, including a production build that leaves dist/ alone", async () => {
      const { code, output } = await preflight(
        { ...loginEnvironment(smtp.port), ...trusted, SITE_URL: siteUrl },
        { root: copy, build: true },
      );
      expect(output).not.toContain("✗");
      expect(output).toContain("✓ Alle Angaben in src/content/ ausgefüllt");
      expect(output).toContain("✓ Inserat-Link: https://www.airbnb.de/rooms/12345678");
      expect(output).toContain(`✓ SITE_URL: ${siteUrl}`);
      expect(output).toMatch(
        /✓ Medien: eigene Fotos und eigenes Video, zuletzt übernommen am \d{1,2}\. \p{L}+ \d{4} \(src\/assets\/media\/owner-media\.json\)/u,
      );
      expect(output).not.toContain("gezeichnete");
      expect(output).toMatch(/✓ Produktions-Build erfolgreich: \d+ Seiten in \d+ s/);
      expect(output).toContain("✓ Bereit zum Livegang.");
      expect(code).toBe(0);
      expect(existsSync(join(copy, "dist"))).toBe(false);
    }, 180_000);

    it("names media in the wrong aspect ratio or over the size limit", async () => {
      await sharp({ create: { width: 1920, height: 1080, channels: 3, background: "#336699" } })
        .jpeg()
        .toFile(join(copy, mediaPaths.poster));
      const mp4 = join(copy, mediaPaths.heroMp4);
      truncateSync(mp4, maxVideoBytes + 1);
      rmSync(join(copy, mediaPaths.lifeAboard));
      const gallery = join(copy, mediaPaths.galleryFolder);
      const galleryCount = readdirSync(gallery).length;
      writeFileSync(join(gallery, "gallery-99.jpg"), "kein Bild");
      await editDataFile(copy, "gallery", (document) =>
        document.addIn(["photos"], document.createNode({ file: "gallery-99.jpg" })),
      );

      const { code, output } = await preflight(
        { ...loginEnvironment(smtp.port), ...trusted, SITE_URL: siteUrl },
        {
          root: copy,
        },
      );
      expect(code).toBe(1);
      expect(output).toContain(`✗ ${mediaPaths.poster}: 1920 × 1080 (16:9), erwartet ist 4:3 wie 1440 × 1080`);
      expect(output).toContain(
        `✗ ${mediaPaths.heroWebm} (4:3) und ${mediaPaths.poster} (16:9) haben verschiedene Seitenverhältnisse`,
      );
      expect(output).toContain(`✗ ${mediaPaths.heroMp4}: 1.572.865 Bytes, erlaubt sind höchstens 1.572.864 Bytes`);
      expect(statSync(mp4).size).toBeGreaterThan(maxVideoBytes);
      expect(output).toContain(`✗ ${mediaPaths.lifeAboard} fehlt`);
      expect(output).toContain(`✓ ${galleryCount} von ${galleryCount + 1} Galeriebildern`);
      expect(output).toContain(`✗ ${mediaPaths.galleryFolder}/gallery-99.jpg ist kein lesbares Bild`);
    }, 60_000);

    it("names the parts still drawn after an import of photos alone", async () => {
      rmSync(join(copy, ownerMediaMarker));
      await recordOwnerMedia(copy, { gallery: 3 });
      const { code, output } = await preflight(
        { ...loginEnvironment(smtp.port), ...trusted, SITE_URL: siteUrl },
        { root: copy },
      );
      expect(code).toBe(1);
      expect(output).toContain("✗ Medien: das Foto bei „Leben auf dem Wasser“ ist noch der gezeichnete Platzhalter");
      expect(output).toContain(
        "✗ Medien: Hero-Video und Poster sind noch die gezeichneten Platzhalter – ein Video (MOV oder MP4) zu den Fotos legen und `npm run media -- import <Ordner> --force` wiederholen",
      );
      expect(output).not.toContain("Galerie zeigt noch");
      expect(output).not.toContain("✓ Medien: eigene Fotos");
    }, 60_000);
  });
});
