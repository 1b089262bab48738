import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { domainToUnicode } from "node:url";
import nodemailer from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { contactFields, contactFieldSpecs } from "../../../src/contact-form/fields.ts";
import type { ContactInput } from "../../../src/contact-form/schema.ts";
import { maxSendDeadlineMs } from "./delivery-policy.ts";
import { errorCode } from "./error-code.ts";
import type { MailConfig, OutboxMailConfig, SmtpMailConfig } from "./mail-config.ts";
import { siteName } from "./site-content.ts";
import type { AttemptFailure } from "./stored-enquiry.ts";

export type DeliveryResult = { kind: "smtp"; responseCode: number | undefined } | { kind: "outbox"; filePath: string };

/** Thrown when the SMTP server refuses, times out or rejects; carries only codes, no message data. */
export class DeliveryError extends Error {
  code: string | undefined;
  responseCode: number | undefined;

  constructor(cause: unknown) {
    const details = cause as { code?: unknown; responseCode?: unknown };
    super("SMTP-Zustellung fehlgeschlagen", { cause });
    this.name = "DeliveryError";
    this.code = typeof details.code === "string" ? details.code : undefined;
    this.responseCode = typeof details.responseCode === "number" ? details.responseCode : undefined;
  }
}

/** What went wrong, in codes only (`code=EAUTH smtp=535` for the log and the stored enquiry). */
export function describeDeliveryFailure(error: unknown): AttemptFailure {
  if (!(error instanceof DeliveryError)) return { details: `code=${errorCode(error)}`, ...noCodes };
  const { code, responseCode } = error;
  return { details: `code=${code ?? "?"} smtp=${responseCode ?? "-"}`, code, responseCode };
}

const noCodes = { code: undefined, responseCode: undefined };

/**
 * Timeouts for the SMTP transport from SMTP_TIMEOUT_MS, the deadline for one whole send (at most 8 s, so the
 * function answers well within the browser's 20 s). The socket may stay silent for four fifths of it, the greeting
 * half; the hard deadline catches a server that trickles its replies so slowly that no socket timeout fires.
 */
function smtpTimeouts(config: SmtpMailConfig) {
  const sendDeadlineMs = Math.min(config.timeoutMs ?? maxSendDeadlineMs, maxSendDeadlineMs);
  const greetingTimeout = Math.round(sendDeadlineMs / 2);
  return {
    timeouts: { connectionTimeout: greetingTimeout, greetingTimeout, socketTimeout: Math.round(sendDeadlineMs * 0.8) },
    sendDeadlineMs,
  };
}

const contentAccess = { disableFileAccess: true, disableUrlAccess: true } as const;

export type ComposeOptions = {
  /** The same Message-ID on every attempt lets the owner's mail program treat a resent message as one. */
  messageId?: string;
  /** When the visitor sent the form; becomes the mail's Date. */
  receivedAt?: Date;
  /** Sent later than the visitor sent it (by the retry, or exported): the text says so. */
  delayed?: boolean;
};

const receivedAtFormat = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  dateStyle: "long",
  timeStyle: "short",
});

export function composeContactMail(
  input: ContactInput,
  config: MailConfig,
  options: ComposeOptions = {},
): SendMailOptions {
  const { messageId, receivedAt, delayed = false } = options;
  const delayNote =
    receivedAt && delayed
      ? [
          `Eingegangen am ${receivedAtFormat.format(receivedAt)} Uhr; wegen einer Störung beim E-Mail-Versand erst jetzt zugestellt.`,
          "",
        ]
      : [];
  return {
    from: { name: `Kontaktformular ${siteName()}`, address: config.from },
    to: config.to,
    replyTo: { name: input.name, address: input.email },
    subject: `Neue Anfrage zum Hausboot von ${input.name}`,
    text: [`Neue Anfrage über das Kontaktformular von ${siteName()}`, "", ...delayNote, ...fieldLines(input), ""].join(
      "\n",
    ),
    ...(messageId ? { messageId } : {}),
    ...(receivedAt ? { date: receivedAt } : {}),
    ...contentAccess,
  };
}

/** `Name: …` per one-line field, then each text field under its label after a blank line, in the form's order. */
function fieldLines(input: ContactInput): string[] {
  const lines: string[] = [];
  const texts: string[] = [];
  for (const field of contactFields) {
    const { label, control } = contactFieldSpecs[field];
    if (control.element === "textarea") texts.push("", `${label}:`, input[field]);
    else lines.push(`${label}: ${control.type === "email" ? readableAddress(input[field]) : input[field]}`);
  }
  return [...lines, ...texts];
}

/** `name@xn--bcher-kva.de (name@bücher.de)` for an internationalised domain, so the owner recognises it. */
function readableAddress(address: string): string {
  const at = address.lastIndexOf("@");
  const unicode = `${address.slice(0, at)}@${domainToUnicode(address.slice(at + 1))}`;
  return unicode === address ? address : `${address} (${unicode})`;
}

export async function deliverContactMail(
  input: ContactInput,
  config: MailConfig,
  id: string,
  options: ComposeOptions = {},
): Promise<DeliveryResult> {
  const mail = composeContactMail(input, config, options);
  return config.kind === "smtp" ? sendViaSmtp(mail, config) : writeToOutbox(mail, config, id);
}

// Pooled connections make bursts fast, but one left idle may have been closed by the server
// while a Netlify instance was frozen; after a pause the pool is replaced instead of trusted.
const maxIdleReuseMs = 30_000;

let pooledTransport: { key: string; transporter: Transporter; lastUsedAt: number } | undefined;

/** How the function connects to the SMTP server; `npm run preflight` and `npm run mail:test` connect the same way. */
export function smtpConnectionOptions(config: SmtpMailConfig): SMTPTransport.Options {
  return {
    host: config.host,
    port: config.port,
    secure: config.secure,
    // Never send a password, nor in production an enquiry, over a connection that did not switch to TLS.
    requireTLS: !config.secure && (config.auth !== undefined || config.requireTls),
    auth: config.auth,
    ...smtpTimeouts(config).timeouts,
    ...contentAccess,
  };
}

function smtpTransport(config: SmtpMailConfig): Transporter {
  const key = JSON.stringify([config.host, config.port, config.secure, config.auth?.user]);
  const now = Date.now();
  if (pooledTransport?.key === key && now - pooledTransport.lastUsedAt < maxIdleReuseMs) {
    pooledTransport.lastUsedAt = now;
    return pooledTransport.transporter;
  }
  pooledTransport?.transporter.close();
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    idleTimeout: maxIdleReuseMs,
    ...smtpConnectionOptions(config),
  });
  pooledTransport = { key, transporter, lastUsedAt: now };
  return transporter;
}

/** Closes pooled SMTP connections, so a command-line run can end without waiting for the idle timeout. */
export function closeSmtpTransport(): void {
  pooledTransport?.transporter.close();
  pooledTransport = undefined;
}

async function sendViaSmtp(mail: SendMailOptions, config: SmtpMailConfig): Promise<DeliveryResult> {
  let info: { response?: string; rejected?: unknown[] };
  try {
    const deadline = AbortSignal.timeout(smtpTimeouts(config).sendDeadlineMs);
    info = await smtpTransport(config).sendMail({ ...mail, signal: deadline });
  } catch (error) {
    throw new DeliveryError(error);
  }
  const responseCode = smtpCode(info.response);
  if (info.rejected && info.rejected.length > 0) throw new DeliveryError({ code: "EENVELOPE", responseCode });
  return { kind: "smtp", responseCode };
}

/** The message as an `.eml` file holds it, ready for any mail program. */
export async function renderMessage(mail: SendMailOptions): Promise<Buffer> {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await transporter.sendMail({ ...mail, ...contentAccess });
  return info.message as Buffer;
}

async function writeToOutbox(mail: SendMailOptions, config: OutboxMailConfig, id: string): Promise<DeliveryResult> {
  const message = await renderMessage(mail);
  await mkdir(config.dir, { recursive: true });
  const timestamp = new Date().toISOString().replace(/[:.]/g, "-");
  const filePath = path.join(config.dir, `${timestamp}-${id}.eml`);
  await writeFile(filePath, message, { flag: "wx" });
  return { kind: "outbox", filePath };
}

function smtpCode(response: string | undefined): number | undefined {
  const code = Number(response?.slice(0, 3));
  return Number.isInteger(code) && code > 0 ? code : undefined;
}
