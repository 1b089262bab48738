import { domainToUnicode } from "node:url";
import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer";
import { contactFields } from "../../../src/contact-form/field-names.ts";
import { contactFieldSpecs } from "../../../src/contact-form/field-specs.ts";
import type { ContactInput } from "../../../src/contact-form/rules.ts";
import { acceptsToday } from "../../../src/contact-form/schema.ts";
import { defaultLanguage, type Language } from "../../../src/i18n/languages.ts";
import { siteName } from "./site-and-owner.ts";
import type { StoredEnquiry } from "./stored-enquiry.ts";

/** Nodemailer reads no file and fetches no URL named in a message. */
export const contentAccess = { disableFileAccess: true, disableUrlAccess: true } as const;

// The owner reads the mail in German; it names the visitor's language when the form was not the German one.
const languageWords = {
  de: { name: "Deutsch", edition: "deutsche" },
  en: { name: "Englisch", edition: "englische" },
} as const satisfies Record<Language, { name: string; edition: string }>;

const receivedAtFormat = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  dateStyle: "long",
  timeStyle: "short",
});

/**
 * A field today's form refuses (stored under older rules) stays in the text, out of Subject and Reply-To, where it
 * could pose as a sender. Every attempt has the same Message-ID (the owner's mail program treats a resent message as
 * one) and the arrival as Date; `delayed` (by the retry, or exported) the text says.
 */
export function composeContactMail(
  enquiry: Pick<StoredEnquiry, "fields"> & Partial<Pick<StoredEnquiry, "messageId" | "receivedAt" | "language">>,
  addresses: { from: string; to: string },
  delayed = false,
): SendMailOptions {
  const { fields: input, messageId } = enquiry;
  const receivedAt = enquiry.receivedAt ? new Date(enquiry.receivedAt) : undefined;
  const refused = (["name", "email"] as const).filter((field) => !acceptsToday(field, input[field]));
  const nameShown = !refused.includes("name");
  const language = enquiry.language ?? defaultLanguage;
  const foreign = language !== defaultLanguage;
  const notes = [
    foreign
      ? `Geschrieben über die ${languageWords[language].edition} Fassung der Seite: bitte auf ${languageWords[language].name} antworten.`
      : "",
    receivedAt && delayed
      ? `Eingegangen am ${receivedAtFormat.format(receivedAt)} Uhr; wegen einer Störung beim E-Mail-Versand erst jetzt zugestellt.`
      : "",
    refused.length > 0
      ? `Nach älteren Regeln des Formulars angenommen; ${refused.map((field) => contactFieldSpecs[field].label).join(" und ")} daher nur hier im Text.`
      : "",
  ].filter(Boolean);
  return {
    from: { name: `Kontaktformular ${siteName}`, address: addresses.from },
    to: addresses.to,
    ...(refused.includes("email")
      ? {}
      : { replyTo: nameShown ? { name: input.name, address: input.email } : input.email }),
    subject:
      (nameShown ? `Neue Anfrage zum Hausboot von ${input.name}` : "Neue Anfrage zum Hausboot") +
      (foreign ? ` (auf ${languageWords[language].name})` : ""),
    text: [
      `Neue Anfrage über das Kontaktformular von ${siteName}`,
      "",
      ...notes.flatMap((note) => [note, ""]),
      ...fieldLines(input),
      "",
    ].join("\n"),
    ...(messageId ? { messageId } : {}),
    ...(receivedAt ? { date: receivedAt } : {}),
    ...contentAccess,
  };
}

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

export async function renderMessage(mail: SendMailOptions): Promise<Buffer> {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await transporter.sendMail({ ...mail, ...contentAccess });
  return info.message as Buffer;
}
