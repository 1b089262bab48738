import nodemailer, { type Transporter } from "nodemailer";
import type { SmtpMailConfig } from "../../netlify/functions/_lib/mail-config.ts";
import { smtpConnectionOptions } from "../../netlify/functions/_lib/mail-transport.ts";

export type SmtpResult<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * Runs `work` over one connection with the contact function's own settings (connect, TLS, login), then closes it; a
 * failure comes back as one German explanation.
 */
export async function overSmtp<T>(
  config: SmtpMailConfig,
  work: (transporter: Transporter) => Promise<T>,
): Promise<SmtpResult<T>> {
  const transporter = nodemailer.createTransport(smtpConnectionOptions(config));
  try {
    return { ok: true, value: await work(transporter) };
  } catch (error) {
    return { ok: false, problem: describeSmtpFailure(error, config) };
  } finally {
    transporter.close();
  }
}

/** `smtp.example.de:587 mit STARTTLS, Anmeldung als konto@example.de`: what the settings mean, without the password. */
export function describeSmtpServer(config: SmtpMailConfig): string {
  const encryption = config.secure
    ? "mit TLS ab dem ersten Byte"
    : config.auth
      ? "mit STARTTLS"
      : "mit STARTTLS, falls angeboten";
  const login = config.auth ? `Anmeldung als ${config.auth.user}` : "ohne Anmeldung";
  return `${config.host}:${config.port} ${encryption}, ${login}`;
}

type SmtpError = Partial<
  Record<"code" | "originalCode" | "command" | "response" | "timeoutType" | "reason" | "message", unknown>
>;

const certificateProblems: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: "selbst signiert",
  SELF_SIGNED_CERT_IN_CHAIN: "von einer unbekannten Stelle signiert",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "Aussteller nicht prüfbar",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "Aussteller nicht prüfbar",
  CERT_HAS_EXPIRED: "abgelaufen",
  CERT_NOT_YET_VALID: "noch nicht gültig",
  ERR_TLS_CERT_ALTNAME_INVALID: "für einen anderen Servernamen ausgestellt",
};

const portAdvice =
  "Üblich sind Port 587 mit SMTP_SECURE=false (STARTTLS) oder Port 465 mit SMTP_SECURE=true; die Angaben stehen in der Anleitung Ihres Mail-Anbieters.";

/**
 * One German sentence or two on what went wrong and what to change, from nodemailer's error. Names variables and the
 * server's reply, never the password.
 */
export function describeSmtpFailure(error: unknown, config: SmtpMailConfig): string {
  const { code, originalCode, command, response, timeoutType, reason, message } = (error ?? {}) as SmtpError;
  const server = `${config.host}:${config.port}`;
  const reply = typeof response === "string" ? ` Antwort des Servers: „${oneLine(response)}“.` : "";
  const detail = typeof reason === "string" ? reason : typeof message === "string" ? oneLine(message) : String(error);

  if (code === "EDNS") {
    return `Der Server „${config.host}“ wurde nicht gefunden (DNS). Prüfen Sie SMTP_HOST auf Tippfehler.`;
  }
  if (originalCode === "ECONNREFUSED") {
    return `${server} nimmt keine Verbindung an (abgelehnt). Stimmen SMTP_HOST und SMTP_PORT? ${portAdvice}`;
  }
  if (originalCode === "EHOSTUNREACH" || originalCode === "ENETUNREACH") {
    return `${server} ist nicht erreichbar (${originalCode}). Stimmen SMTP_HOST und SMTP_PORT, und ist das Netz erreichbar?`;
  }
  if (code === "ETIMEDOUT") {
    if (timeoutType === "GREETING_TIMEOUT" && !config.secure && config.port === 465) {
      return `${server} antwortet nicht: Port 465 erwartet TLS ab dem ersten Byte. Setzen Sie SMTP_SECURE=true.`;
    }
    const phase =
      timeoutType === "CONNECT_TIMEOUT"
        ? "Keine Verbindung"
        : timeoutType === "GREETING_TIMEOUT"
          ? "Verbunden, aber keine Begrüßung vom Server"
          : "Keine Antwort vom Server";
    return `${phase} innerhalb der Wartezeit (Zeitüberschreitung bei ${server}). Eine Firewall blockiert den Port, oder der Server ist nicht erreichbar. ${portAdvice}`;
  }
  const certificateProblem = typeof originalCode === "string" ? certificateProblems[originalCode] : undefined;
  if (certificateProblem) {
    return `Das TLS-Zertifikat von ${server} ist nicht gültig (${certificateProblem}). Tragen Sie als SMTP_HOST genau den Servernamen aus der Anleitung Ihres Anbieters ein.`;
  }
  if (code === "ESOCKET" && (originalCode === "ERR_SSL_WRONG_VERSION_NUMBER" || /wrong version number/i.test(detail))) {
    return `${server} hat die TLS-Verbindung abgelehnt: Der Port spricht nicht TLS ab dem ersten Byte. Für Port 587 setzen Sie SMTP_SECURE=false (STARTTLS), für TLS ab dem ersten Byte Port 465.`;
  }
  if (code === "ETLS" && command === "STARTTLS" && typeof response === "string") {
    return `${server} bietet kein STARTTLS an.${reply} Mit SMTP_USER und SMTP_PASS wird das Passwort nur verschlüsselt gesendet, darum bricht der Versand hier ab. ${portAdvice}`;
  }
  if (code === "ETLS") {
    return `TLS mit ${server} ist gescheitert (${detail}). ${portAdvice}`;
  }
  if (code === "EAUTH" && typeof response === "string") {
    return `Anmeldung abgelehnt.${reply} SMTP_USER oder SMTP_PASS stimmt nicht; manche Anbieter verlangen für SMTP ein eigenes App-Passwort.`;
  }
  if (code === "EAUTH" || code === "ENOAUTH") {
    return `Anmeldung bei ${server} nicht möglich (${detail}). Prüfen Sie SMTP_USER und SMTP_PASS.`;
  }
  if (code === "EENVELOPE") {
    return `Der Server hat Absender oder Empfänger abgelehnt.${reply} CONTACT_FROM muss eine Adresse sein, mit der Sie über dieses Konto senden dürfen, CONTACT_TO eine, die Post annimmt.`;
  }
  if (code === "EMESSAGE") return `Der Server hat die Nachricht abgelehnt.${reply}`;
  if (code === "ECONNECTION") return `${server} hat die Verbindung unerwartet beendet.${reply} ${portAdvice}`;
  return `Unerwarteter Fehler bei ${server} (${typeof code === "string" ? code : "ohne Code"}): ${detail}`;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 200);
