import { describe, expect, it } from "vitest";
import type { SmtpMailConfig } from "../../netlify/functions/_lib/mail-config.ts";
import { describeSmtpFailure, describeSmtpServer } from "../../scripts/mail/smtp-check.ts";
import { checkAlertWebhook, senderDomainMismatch } from "../../scripts/preflight/mail-checks.ts";
import { aspectLabel, checkMedia, sameAspect } from "../../scripts/preflight/media-checks.ts";
import { projectRoot } from "../support/project-copy.ts";

const config: SmtpMailConfig = {
  kind: "smtp",
  host: "smtp.beispiel.de",
  port: 587,
  secure: false,
  auth: { user: "konto@beispiel.de", pass: "Geheim-4711" },
  to: "eigner@beispiel.de",
  from: "formular@beispiel.de",
  timeoutMs: 8000,
  requireTls: true,
};

describe("the media advice", () => {
  // The owner meets it in step 2 of the guide (npm run preflight -- --skip-build), so it points to the guide's step 3,
  // not to the engineers' English docs.
  it("sends the owner to the German guide's import step", async () => {
    const advice = (await checkMedia(projectRoot)).advice?.join(" ");
    expect(advice).toContain("docs/anleitung.md, Schritt 3");
    expect(advice).not.toMatch(/docs\/(?!anleitung)/);
  });
});

describe("media aspect ratios", () => {
  it("names common ratios as the owner knows them and others as a decimal", () => {
    expect(aspectLabel({ width: 1600, height: 1200 })).toBe("4:3");
    expect(aspectLabel({ width: 1920, height: 1080 })).toBe("16:9");
    expect(aspectLabel({ width: 3024, height: 4032 })).toBe("3:4");
    expect(aspectLabel({ width: 1919, height: 1080 })).toBe("1,78:1");
  });

  it("accepts a phone photo's 4:3 within 1 % and refuses 3:2 and portrait", () => {
    const target = { width: 1600, height: 1200 };
    expect(sameAspect({ width: 4032, height: 3024 }, target)).toBe(true);
    expect(sameAspect({ width: 1600, height: 1190 }, target)).toBe(true);
    expect(sameAspect({ width: 1600, height: 1180 }, target)).toBe(false);
    expect(sameAspect({ width: 6000, height: 4000 }, target)).toBe(false);
    expect(sameAspect({ width: 3024, height: 4032 }, target)).toBe(false);
  });
});

describe("sender domain", () => {
  it("warns when From is not in the login's domain, in any letter case", () => {
    expect(senderDomainMismatch(config)).toBeUndefined();
    expect(senderDomainMismatch({ ...config, from: "formular@BEISPIEL.de" })).toBeUndefined();
    expect(senderDomainMismatch({ ...config, from: "formular@hausboot-werder.de" })).toContain(
      "CONTACT_FROM gehört zur Domain hausboot-werder.de, die Anmeldung SMTP_USER zu beispiel.de",
    );
  });

  it("cannot compare a login that is no address, or no login", () => {
    expect(senderDomainMismatch({ ...config, auth: { user: "kunde12345", pass: "x" } })).toBeUndefined();
    expect(senderDomainMismatch({ ...config, auth: undefined })).toBeUndefined();
  });
});

describe("SMTP failures in German", () => {
  it("describes the settings without the password", () => {
    expect(describeSmtpServer(config)).toBe("smtp.beispiel.de:587 mit STARTTLS, Anmeldung als konto@beispiel.de");
    expect(describeSmtpServer({ ...config, port: 465, secure: true, auth: undefined })).toBe(
      "smtp.beispiel.de:465 mit TLS ab dem ersten Byte, ohne Anmeldung",
    );
    expect(describeSmtpServer(config)).not.toContain("Geheim-4711");
  });

  it("tells an unknown host, a timeout and a plain connection to the TLS port apart", () => {
    const dns = { code: "EDNS", originalCode: "ENOTFOUND", command: "CONN" };
    expect(describeSmtpFailure(dns, config)).toBe(
      "Der Server „smtp.beispiel.de“ wurde nicht gefunden (DNS). Prüfen Sie SMTP_HOST auf Tippfehler.",
    );
    const connectTimeout = { code: "ETIMEDOUT", timeoutType: "CONNECT_TIMEOUT", command: "CONN" };
    expect(describeSmtpFailure(connectTimeout, config)).toMatch(
      /^Keine Verbindung innerhalb der Wartezeit \(Zeitüberschreitung bei smtp\.beispiel\.de:587\)\. Eine Firewall/,
    );
    const greetingTimeout = { code: "ETIMEDOUT", timeoutType: "GREETING_TIMEOUT", command: "CONN" };
    expect(describeSmtpFailure(greetingTimeout, { ...config, port: 465 })).toBe(
      "smtp.beispiel.de:465 antwortet nicht: Port 465 erwartet TLS ab dem ersten Byte. Setzen Sie SMTP_SECURE=true.",
    );
  });

  it("names a certificate made out for another host", () => {
    const altName = {
      code: "ESOCKET",
      originalCode: "ERR_TLS_CERT_ALTNAME_INVALID",
      message: "Hostname/IP does not match",
    };
    expect(describeSmtpFailure(altName, config)).toContain(
      "ist nicht gültig (für einen anderen Servernamen ausgestellt)",
    );
  });

  it("falls back to the code and nodemailer's message for anything else", () => {
    const odd = { code: "EPROTOCOL", message: "Invalid greeting.\r\n response=999 hallo" };
    expect(describeSmtpFailure(odd, config)).toBe(
      "Unerwarteter Fehler bei smtp.beispiel.de:587 (EPROTOCOL): Invalid greeting. response=999 hallo",
    );
  });
});

describe("the alert webhook", () => {
  it("warns while ALERT_WEBHOOK_URL is unset: nobody would hear of failed deliveries", () => {
    expect(checkAlertWebhook({})).toMatchObject({
      status: "warning",
      text: expect.stringContaining("npm run mail:test -- --alarm"),
    });
  });

  it("shows only the service's origin, since the rest of a webhook address is its secret", () => {
    const line = checkAlertWebhook({ ALERT_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/geheim" });
    expect(line.status).toBe("passed");
    expect(line.text).toContain("ALERT_WEBHOOK_URL: https://hooks.slack.com/…");
    expect(line.text).not.toContain("geheim");
  });

  it("fails for an address that is not https", () => {
    expect(checkAlertWebhook({ ALERT_WEBHOOK_URL: "http://hooks.example.org/x" }).status).toBe("failed");
  });
});
