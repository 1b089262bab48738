import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { contentAccess, renderMessage } from "./contact-mail.ts";
import { codedError, errorCode } from "./error-code.ts";
import type { MailConfig, SmtpMailConfig } from "./mail-config.ts";
import type { AttemptFailure } from "./stored-enquiry.ts";

/** What went wrong, in codes only (`code=EAUTH smtp=535` for the log and the stored enquiry), never the message. */
export function describeDeliveryFailure(error: unknown): AttemptFailure {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  const smtpCode = typeof responseCode === "number" ? responseCode : undefined;
  const code = errorCode(error);
  return { details: `code=${code} smtp=${smtpCode ?? "-"}`, code, responseCode: smtpCode };
}

/** By SMTP, or (without SMTP_HOST, locally) as an `.eml` file named after the enquiry `id`; returns a log line. */
export async function sendMail(mail: SendMailOptions, config: MailConfig, id: string): Promise<string> {
  return config.kind === "smtp" ? sendViaSmtp(mail, config) : writeToOutbox(mail, config.dir, id);
}

// An idle pooled connection may have been closed by the server while a Netlify instance was frozen: after a pause
// the pool is replaced instead of trusted.
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
    // The socket may stay silent for four fifths of the whole send's deadline, the greeting half.
    connectionTimeout: Math.round(config.timeoutMs / 2),
    greetingTimeout: Math.round(config.timeoutMs / 2),
    socketTimeout: Math.round(config.timeoutMs * 0.8),
    ...contentAccess,
  };
}

function smtpTransport(config: SmtpMailConfig): Transporter {
  const key = JSON.stringify([config.host, config.port, config.secure, config.auth?.user]);
  const now = Date.now();
  if (pooledTransport?.key !== key || now - pooledTransport.lastUsedAt >= maxIdleReuseMs) {
    pooledTransport?.transporter.close();
    const options = { pool: true, maxConnections: 5, idleTimeout: maxIdleReuseMs, ...smtpConnectionOptions(config) };
    pooledTransport = { key, transporter: nodemailer.createTransport(options), lastUsedAt: now };
  }
  pooledTransport.lastUsedAt = now;
  return pooledTransport.transporter;
}

/** So a command-line run ends without waiting for the idle timeout. */
export function closeSmtpTransport(): void {
  pooledTransport?.transporter.close();
  pooledTransport = undefined;
}

async function sendViaSmtp(mail: SendMailOptions, config: SmtpMailConfig): Promise<string> {
  const deadline = AbortSignal.timeout(config.timeoutMs);
  const info = await smtpTransport(config).sendMail({ ...mail, signal: deadline });
  const responseCode = Number(info.response?.slice(0, 3)) || undefined;
  if ((info.rejected?.length ?? 0) > 0) {
    throw Object.assign(codedError("Empfänger abgelehnt", "EENVELOPE"), { responseCode });
  }
  return `gesendet smtp=${responseCode ?? "?"}`;
}

/** Enquiries hold visitors' personal data: the folder and the files are for this account only. */
async function writeToOutbox(mail: SendMailOptions, dir: string, id: string): Promise<string> {
  const message = await renderMessage(mail);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode holds only for a folder it creates; an existing one (an older version made it 0755) is made private.
  await chmod(dir, 0o700);
  const timestamp = new Date().toISOString().replace(/[:.]/g, "-");
  const filePath = path.join(dir, `${timestamp}-${id}.eml`);
  await writeFile(filePath, message, { flag: "wx", mode: 0o600 });
  return `in Outbox geschrieben: ${filePath}`;
}
