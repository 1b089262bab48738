import { readAlertConfig } from "../../netlify/functions/_lib/alert-sending.ts";
import { readMailConfig, type SmtpMailConfig } from "../../netlify/functions/_lib/mail-config.ts";
import { describeSmtpServer, overSmtp } from "../mail/smtp-check.ts";
import { failed, passed, warning, type CheckGroup, type CheckLine } from "./checklist.ts";

const advice = [
  "Tragen Sie die Werte in .env ein (Vorlage: .env.example) und dieselben bei Netlify unter Project configuration (früher Site configuration) → Environment variables. Die Zugangsdaten stehen in der SMTP-Anleitung Ihres Mail-Anbieters.",
];

/**
 * The SMTP variables with the contact function's own production rules, then a real connection with its settings
 * (connect, TLS, login), and the sender and recipient addresses.
 */
export async function checkMail(env: Record<string, string | undefined>): Promise<CheckGroup> {
  const result = readMailConfig(env, true);
  if (!result.ok) {
    return {
      title: "E-Mail-Versand",
      lines: [...result.problems.map(failed), checkAlertWebhook(env)],
      advice: [...advice, "Der Verbindungstest mit dem SMTP-Server läuft, sobald diese Angaben vollständig sind."],
    };
  }
  // With production semantics a valid config is always an SMTP one.
  const config = result.config as SmtpMailConfig;
  const lines: CheckLine[] = [passed(`SMTP-Server: ${describeSmtpServer(config)}`)];
  if (!config.auth) {
    lines.push(warning("Ohne SMTP_USER und SMTP_PASS: Die meisten Anbieter nehmen Post nur nach einer Anmeldung an."));
  }
  lines.push(
    passed(`CONTACT_TO: ${config.to} (erhält die Anfragen)`),
    passed(`CONTACT_FROM: ${config.from} (Absender der Anfragen)`),
  );
  const mismatch = senderDomainMismatch(config);
  if (mismatch) lines.push(warning(mismatch));
  const connection = await overSmtp(config, (transporter) => transporter.verify());
  const tested = config.auth ? "Verbindung, TLS und Anmeldung" : config.secure ? "Verbindung und TLS" : "Verbindung";
  lines.push(
    connection.ok
      ? passed(`Verbindungstest bestanden: ${tested} in Ordnung`)
      : failed(`Verbindungstest: ${connection.problem}`),
    checkAlertWebhook(env),
  );
  return { title: "E-Mail-Versand", lines, advice };
}

/** ALERT_WEBHOOK_URL, shown by its origin only: the rest of a webhook address is its secret. */
export function checkAlertWebhook(env: Record<string, string | undefined>): CheckLine {
  const alert = readAlertConfig(env);
  if (!alert.ok) return failed(`${alert.problem}: Benachrichtigungen gehen nur an https-Adressen.`);
  if (!alert.url) {
    return warning(
      "ALERT_WEBHOOK_URL ist nicht gesetzt: Scheitert der E-Mail-Versand, erfahren Sie es nicht. Richten Sie eine Benachrichtigung ein (ntfy, Slack, Matrix oder Teams, siehe docs/anleitung.md „Benachrichtigung bei Zustellproblemen“) und prüfen Sie sie mit npm run mail:test -- --alarm.",
    );
  }
  return passed(
    `ALERT_WEBHOOK_URL: ${new URL(alert.url).origin}/… (Alarm bei Zustellproblemen; testen mit npm run mail:test -- --alarm)`,
  );
}

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

/**
 * A server that checks senders rejects, or a receiving server files as spam, mail whose From is not the account's
 * own domain. Only comparable when the login is an address.
 */
export function senderDomainMismatch(config: SmtpMailConfig): string | undefined {
  const login = config.auth?.user;
  if (!login?.includes("@")) return undefined;
  const fromDomain = domainOf(config.from);
  const loginDomain = domainOf(login);
  if (fromDomain === loginDomain) return undefined;
  return `CONTACT_FROM gehört zur Domain ${fromDomain}, die Anmeldung SMTP_USER zu ${loginDomain}: Viele Server lehnen solche Absender ab, oder die Nachricht landet im Spam. Nehmen Sie als CONTACT_FROM eine Adresse Ihres Mail-Kontos bei ${loginDomain}.`;
}
