import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer";
import { validateContact, type ContactValidation } from "../../src/contact/schema.ts";
import type { SmtpMailConfig } from "../../netlify/functions/_lib/mail-config.ts";
import { smtpConnectionOptions } from "../../netlify/functions/_lib/send-mail.ts";
import { describeSmtpFailure } from "./smtp-check.ts";

export type TestMailResult =
  | { ok: true; response: string; accepted: string[]; rejected: string[]; messageId: string }
  | { ok: false; problem: string };

const sentAtFormat = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeStyle: "short" });

/** A form submission from `replyTo`, as the visitor's side of the test message; refused like the form refuses it. */
export function testSubmission(replyTo: string, config: SmtpMailConfig, sentAt = new Date()): ContactValidation {
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

/**
 * Sends one message (composed by the function's `composeContactMail`) over a connection with the function's
 * settings, and returns the server's answer.
 */
export async function sendTestMail(mail: SendMailOptions, config: SmtpMailConfig): Promise<TestMailResult> {
  const transporter = nodemailer.createTransport(smtpConnectionOptions(config));
  try {
    const info = await transporter.sendMail(mail);
    return {
      ok: true,
      response: info.response,
      accepted: info.accepted.map(addressText),
      rejected: info.rejected.map(addressText),
      messageId: info.messageId,
    };
  } catch (error) {
    return { ok: false, problem: describeSmtpFailure(error, config) };
  } finally {
    transporter.close();
  }
}

/** `Kontaktformular Hausboot Werder <formular@example.de>` for a nodemailer address field. */
export function addressText(address: unknown): string {
  if (typeof address === "string") return address;
  if (Array.isArray(address)) return address.map(addressText).join(", ");
  const { name, address: email } = (address ?? {}) as { name?: string; address?: string };
  return name ? `${name} <${email}>` : (email ?? "");
}
