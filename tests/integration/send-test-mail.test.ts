import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runNode, type CommandResult } from "../../scripts/run-node.ts";
import { ownerEnvironment, projectRoot } from "../support/project-copy.ts";
import { loginEnvironment, testAccount } from "../support/smtp-settings.ts";
import { unusedPort } from "../support/unused-port.ts";
import { startSmtpServer, testMailAddresses, type SmtpTestServer } from "../support/smtp-test-server.ts";
import { createTestCertificate, type TestCertificate } from "../support/test-certificate.ts";

const visitor = "sie@beispiel.test";

function mailTest(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return runNode(projectRoot, ["scripts/mail-test.ts", ...args], ownerEnvironment(env));
}

describe("npm run mail:test", () => {
  let certificate: TestCertificate;
  let smtp: SmtpTestServer;
  let trusted: Record<string, string>;
  let envDir: string;

  beforeAll(async () => {
    certificate = await createTestCertificate();
    smtp = await startSmtpServer({ tls: certificate, credentials: testAccount });
    trusted = { NODE_EXTRA_CA_CERTS: certificate.certFile };
    envDir = await mkdtemp(join(tmpdir(), "mail-test-env-"));
  });

  afterAll(async () => {
    await smtp.stop();
    await certificate.remove();
    await rm(envDir, { recursive: true, force: true });
  });

  beforeEach(() => smtp.clear());

  it("sends one message as the form does, from the settings in .env, and prints the server's answer", async () => {
    // Everything comes from the .env file except the password, which the environment overrides: it wins, as in npm start.
    const envFile = join(envDir, ".env");
    const { SMTP_PASS: _password, ...settings } = loginEnvironment(smtp.port);
    const lines = Object.entries(settings).map(([name, value]) => `${name}=${value}`);
    await writeFile(envFile, [...lines, "SMTP_PASS=veraltetes-passwort"].join("\n"));

    const { code, output } = await mailTest([visitor], { ENV_FILE: envFile, SMTP_PASS: testAccount.pass, ...trusted });
    expect(output).toContain("✓ Der Server hat die Nachricht angenommen.");
    expect(code).toBe(0);
    expect(output).toMatch(/Antwort des Servers: 250 /);
    expect(output).toContain(`Angenommen:          ${testMailAddresses.to}`);
    expect(output).toContain("Abgelehnt:           –");
    expect(output).not.toContain(testAccount.pass);

    const [mail] = await smtp.waitForMessages(1);
    expect(smtp.received()).toBe(1);
    expect(mail!.from?.value).toEqual([expect.objectContaining({ address: testMailAddresses.from })]);
    expect(mail!.to).toMatchObject({ value: [{ address: testMailAddresses.to }] });
    expect(mail!.replyTo?.value).toEqual([{ name: "Test des Kontaktformulars", address: visitor }]);
    expect(mail!.subject).toContain("Test des Kontaktformulars");
    expect(mail!.text).toContain(`Die Antwort muss an ${visitor} gehen.`);
    expect(smtp.envelopes).toEqual([{ from: testMailAddresses.from, to: [testMailAddresses.to] }]);
    expect(output).toContain(`Message-ID:          ${mail!.messageId}`);
    expect(smtp.logins).toEqual([{ user: testAccount.user, secure: true, accepted: true }]);
  }, 20_000);

  it("names a rejected login and sends nothing", async () => {
    const wrongPassword = "Falsches-Passwort-0815";
    const env = { ...loginEnvironment(smtp.port, { user: testAccount.user, pass: wrongPassword }), ...trusted };
    const { code, output } = await mailTest([visitor], env);
    expect(code).toBe(1);
    expect(output).toMatch(
      /✗ Anmeldung abgelehnt\. Antwort des Servers: „535 [^“]*“\. SMTP_USER oder SMTP_PASS stimmt nicht/,
    );
    expect(output).not.toContain(wrongPassword);
    expect(smtp.received()).toBe(0);
  }, 20_000);

  it("says when the server cannot be reached", async () => {
    const { code, output } = await mailTest([visitor], { ...loginEnvironment(await unusedPort()), ...trusted });
    expect(code).toBe(1);
    expect(output).toMatch(/✗ 127\.0\.0\.1:\d+ nimmt keine Verbindung an \(abgelehnt\)/);
  }, 20_000);

  it("refuses a server without STARTTLS before the password is sent", async () => {
    const plain = await startSmtpServer({ credentials: testAccount });
    try {
      const { code, output } = await mailTest([visitor], { ...loginEnvironment(plain.port), ...trusted });
      expect(code).toBe(1);
      expect(output).toMatch(/✗ 127\.0\.0\.1:\d+ bietet kein STARTTLS an\./);
      expect(plain.logins).toEqual([]);
      expect(plain.received()).toBe(0);
    } finally {
      await plain.stop();
    }
  }, 20_000);

  it("says when the server's certificate is not trusted", async () => {
    const { code, output } = await mailTest([visitor], loginEnvironment(smtp.port));
    expect(code).toBe(1);
    expect(output).toContain("ist nicht gültig (selbst signiert)");
    expect(smtp.logins).toEqual([]);
  }, 20_000);

  it("reports a recipient the server refuses", async () => {
    const refusing = await startSmtpServer({ tls: certificate, credentials: testAccount, rejectRecipient: true });
    try {
      const { code, output } = await mailTest([visitor], { ...loginEnvironment(refusing.port), ...trusted });
      expect(code).toBe(1);
      expect(output).toMatch(/✗ Der Server hat Absender oder Empfänger abgelehnt\. Antwort des Servers: „550 /);
    } finally {
      await refusing.stop();
    }
  }, 20_000);

  it("explains missing settings and a bad address without connecting", async () => {
    const unset = await mailTest([visitor], {});
    expect(unset.code).toBe(1);
    expect(unset.output).toContain("✗ SMTP_HOST fehlt");
    expect(unset.output).toContain("✗ CONTACT_TO fehlt");

    const badAddress = await mailTest(["kein-at-zeichen"], { ...loginEnvironment(smtp.port), ...trusted });
    expect(badAddress.code).toBe(1);
    expect(badAddress.output).toContain("✗ „kein-at-zeichen“: Bitte geben Sie eine gültige E-Mail-Adresse ein");

    const noAddress = await mailTest([], { ...loginEnvironment(smtp.port), ...trusted });
    expect(noAddress.code).toBe(1);
    expect(noAddress.output).toContain("Bitte eine E-Mail-Adresse angeben.");
    expect(smtp.logins).toEqual([]);
  }, 20_000);
});
