// `npm run mail:test -- you@example.org`: one real message through the configured SMTP server, as the form sends it.
// `npm run mail:test -- --alarm`: one test alert to ALERT_WEBHOOK_URL, as the retry sends it.
import { postAlert, readAlertConfig } from "../netlify/functions/_lib/alert-sending.ts";
import { composeContactMail } from "../netlify/functions/_lib/contact-mail.ts";
import { testAlert } from "../netlify/functions/_lib/delivery-alert.ts";
import { errorCode } from "../netlify/functions/_lib/error-code.ts";
import { readMailConfig, type SmtpMailConfig } from "../netlify/functions/_lib/mail-config.ts";
import { fail, loadProjectEnv } from "../server/project-env.ts";
import type { ContactValidation } from "../src/contact-form/rules.ts";
import { validateContact } from "../src/contact-form/schema.ts";
import { parseCommandLine } from "./command-line.ts";
import { describeSmtpServer, overSmtp } from "./mail/smtp-check.ts";

const usage = `Aufruf: npm run mail:test -- ihre@adresse.de
       npm run mail:test -- --alarm

Sendet eine echte Testnachricht über den eingestellten SMTP-Server, genau wie das Kontaktformular:
von CONTACT_FROM an CONTACT_TO, die angegebene Adresse als Antwortadresse (Reply-To), wie die eines
Besuchers. Mit --alarm stattdessen einen Testalarm an ALERT_WEBHOOK_URL, wie ihn der Zeitplan bei
Zustellproblemen sendet. Liest .env wie npm start; gesetzte Umgebungsvariablen haben Vorrang.`;

const sentAtFormat = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeStyle: "short" });
const { values, positionals } = parseCommandLine(usage, { alarm: { type: "boolean" } }, true);

if (values.alarm) {
  process.exitCode =
    positionals.length === 0 ? await alarmTest() : fail(`Mit --alarm keine weiteren Angaben.\n\n${usage}`);
} else if (positionals.length !== 1) {
  fail(
    `${positionals.length === 0 ? "Bitte eine E-Mail-Adresse angeben." : "Bitte genau eine E-Mail-Adresse angeben."}\n\n${usage}`,
  );
} else {
  process.exitCode = await mailTest(positionals[0]!);
}

async function mailTest(replyTo: string): Promise<number> {
  loadProjectEnv();
  const config = readMailConfig(process.env, true);
  if (!config.ok) {
    return fail(
      config.problems,
      "Tragen Sie die Werte in .env ein (Vorlage: .env.example) oder setzen Sie sie in der Umgebung; npm run preflight prüft sie alle.",
    );
  }
  // With production semantics a valid config is always an SMTP one.
  const smtp = config.config as SmtpMailConfig;
  const submission = testSubmission(replyTo, smtp);
  if (!submission.ok) return fail([`„${replyTo}“: ${Object.values(submission.errors).join(", ")}`]);
  const visitor = submission.data.email;

  const mail = composeContactMail({ fields: submission.data }, smtp);
  console.log(`Testnachricht über ${describeSmtpServer(smtp)}`);
  console.log(`  Von:        ${addressText(mail.from)}`);
  console.log(`  An:         ${addressText(mail.to)}`);
  console.log(`  Antwort an: ${addressText(mail.replyTo)}`);
  console.log(`  Betreff:    ${mail.subject}\n`);

  const sent = await overSmtp(smtp, (transporter) => transporter.sendMail(mail));
  if (!sent.ok) return fail([sent.problem]);
  const result = sent.value;
  const accepted = !result.rejected?.length;
  console.log(`${accepted ? "✓ Der Server hat die Nachricht angenommen." : "✗ Der Server hat Empfänger abgelehnt."}`);
  console.log(`  Antwort des Servers: ${result.response}`);
  console.log(`  Angenommen:          ${addressText(result.accepted) || "–"}`);
  console.log(`  Abgelehnt:           ${addressText(result.rejected) || "–"}`);
  console.log(`  Message-ID:          ${result.messageId}`);
  if (!accepted) return 1;
  console.log(
    `\nSehen Sie im Postfach von ${smtp.to} nach (auch im Spam-Ordner) und antworten Sie: Die Antwort muss an ${visitor} gehen.`,
  );
  return 0;
}

async function alarmTest(): Promise<number> {
  loadProjectEnv();
  const alert = readAlertConfig(process.env);
  if (!alert.ok) return fail([alert.problem]);
  if (!alert.url) {
    return fail(
      ["ALERT_WEBHOOK_URL ist nicht gesetzt."],
      "Tragen Sie die Webhook-Adresse Ihres Dienstes in .env ein (ntfy, Slack, Matrix oder Teams; siehe docs/anleitung.md) und bei Netlify unter Environment variables.",
    );
  }
  console.log(`Testalarm an ${new URL(alert.url).origin}/…`);
  try {
    const status = await postAlert(alert.url, testAlert);
    console.log(`✓ Der Dienst hat den Testalarm angenommen (HTTP ${status}).`);
    console.log("  Prüfen Sie, ob er auf Ihrem Telefon oder in Ihrem Kanal angekommen ist.");
    return 0;
  } catch (error) {
    return fail([`Der Testalarm wurde nicht angenommen (${errorCode(error)}).`], "Prüfen Sie ALERT_WEBHOOK_URL.");
  }
}

/** A form submission from `replyTo`, as the visitor's side of the test message; refused like the form refuses it. */
function testSubmission(replyTo: string, config: SmtpMailConfig, sentAt = new Date()): ContactValidation {
  return validateContact({
    name: "Test des Kontaktformulars",
    email: replyTo,
    message: [
      `Diese Nachricht hat npm run mail:test am ${sentAtFormat.format(sentAt)} über ${config.host}:${config.port} gesendet,`,
      "auf demselben Weg und mit denselben Absender- und Empfängerregeln wie eine Anfrage über das Formular.",
      `Antworten Sie auf diese Nachricht: Die Antwort muss an ${replyTo} gehen.`,
    ].join(" "),
  });
}

/** `Kontaktformular Hausboot Werder <formular@example.de>` for a nodemailer address field. */
function addressText(address: unknown): string {
  if (typeof address === "string") return address;
  if (Array.isArray(address)) return address.map(addressText).join(", ");
  const { name, address: email } = (address ?? {}) as { name?: string; address?: string };
  return name ? `${name} <${email}>` : (email ?? "");
}
