import type { Config, Context } from "@netlify/functions";
import { validateContact, type ContactFieldErrors } from "../../src/contact/schema.ts";
import { contactFields } from "../../src/contact/fields.ts";
import { contactPaths, failurePathFor } from "../../src/contact/paths.ts";
import {
  afterFailedAttempt,
  newEnquiry,
  openContactOutbox,
  type ContactOutbox,
  type StoredEnquiry,
} from "./_lib/contact-outbox.ts";
import { errorCode } from "./_lib/error-code.ts";
import { isProductionContext, readMailConfig, type MailConfig, type MailConfigResult } from "./_lib/mail-config.ts";
import { readContactRequest, type RequestFormat } from "./_lib/read-request.ts";
import { jsonResponse, seeOther } from "./_lib/responses.ts";
import { deliverContactMail, deliveryFailureDetails } from "./_lib/send-mail.ts";

export const config: Config = {
  path: "/api/send-contact-email",
  method: ["POST"],
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

const errorMessages = {
  method: "Diese Adresse nimmt nur POST-Anfragen an.",
  unsupportedType: "Bitte senden Sie das Formular als JSON oder als Formular (application/x-www-form-urlencoded).",
  unsupportedCharset: "Bitte senden Sie das Formular in UTF-8 oder mit dem Zeichensatz, in dem es kodiert ist.",
  tooLarge: "Die Anfrage ist zu groß.",
  malformed: "Die Anfrage konnte nicht gelesen werden.",
  invalid: "Bitte überprüfen Sie Ihre Eingaben.",
  notConfigured: "Der E-Mail-Versand ist derzeit nicht eingerichtet. Bitte versuchen Sie es später erneut.",
  deliveryFailed: "Ihre Nachricht konnte nicht zugestellt werden. Bitte versuchen Sie es später erneut.",
} as const;

// Validated once per process; in production the environment does not change between calls.
let mailConfig: MailConfigResult | undefined;
let reportedMissingStore = false;

export default async (req: Request, context: Context): Promise<Response> => {
  const receivedAt = new Date();
  const requestId = (context.requestId || crypto.randomUUID()).slice(0, 8);
  const log = (outcome: string) => console.log(`[kontakt] ${requestId} ${outcome}`);

  if (req.method !== "POST") return jsonResponse(405, { error: errorMessages.method }, { Allow: "POST" });

  const request = await readContactRequest(req);
  if (!request.ok) {
    log(`abgewiesen: ${request.reason}`);
    if (request.reason === "unsupported-type") return jsonResponse(415, { error: errorMessages.unsupportedType });
    if (request.reason === "unsupported-charset") return jsonResponse(415, { error: errorMessages.unsupportedCharset });
    if (request.reason === "too-large") return jsonResponse(413, { error: errorMessages.tooLarge });
    return jsonResponse(400, { error: errorMessages.malformed, fields: {} });
  }
  const answer = answersFor(request.format);

  if (isFilled(request.fields.website)) {
    log("Honeypot ausgefüllt, nichts gesendet");
    return answer.sent();
  }

  const validation = validateContact(request.fields);
  if (!validation.ok) {
    log(`ungültig: ${Object.keys(validation.errors).join(",")}`);
    return answer.invalid(validation.errors);
  }

  mailConfig ??= readMailConfig(process.env, isProductionContext(process.env, context.deploy?.context));
  if (!mailConfig.ok) {
    console.error(`[kontakt] ${requestId} E-Mail-Versand nicht konfiguriert: ${mailConfig.problems.join("; ")}`);
    return answer.failed(500, errorMessages.notConfigured);
  }

  const enquiry = newEnquiry(validation.data, receivedAt, siteDomain(req));
  const outbox = await storeEnquiry(enquiry);
  const outcome = await deliverNow(enquiry, mailConfig.config, outbox);
  if (outcome.ok) return answer.sent();
  if (outbox) {
    console.error(
      `[kontakt] ${enquiry.id} gespeichert, Versand fehlgeschlagen ${outcome.details}; neuer Versuch per Zeitplan`,
    );
    return answer.sent();
  }
  console.error(`[kontakt] ${enquiry.id} Zustellung fehlgeschlagen ${outcome.details}`);
  return answer.failed(502, errorMessages.deliveryFailed);
};

/** The outbox holding the enquiry, or undefined if it is not stored (CONTACT_STORE=off, no Blobs, store failed). */
async function storeEnquiry(enquiry: StoredEnquiry): Promise<ContactOutbox | undefined> {
  const access = openContactOutbox(process.env);
  if (access.kind === "off") return undefined;
  if (access.kind === "unavailable") {
    if (!reportedMissingStore) {
      console.warn(
        `[kontakt] Netlify Blobs nicht verfügbar (${access.reason}): Nachrichten gehen direkt per E-Mail raus`,
      );
      reportedMissingStore = true;
    }
    return undefined;
  }
  try {
    await access.outbox.save(enquiry);
    return access.outbox;
  } catch (error) {
    console.error(`[kontakt] ${enquiry.id} nicht gespeichert code=${errorCode(error)}, Versand direkt`);
    return undefined;
  }
}

type DeliveryOutcome = { ok: true } | { ok: false; details: string };

async function deliverNow(
  enquiry: StoredEnquiry,
  config: MailConfig,
  outbox: ContactOutbox | undefined,
): Promise<DeliveryOutcome> {
  const log = (outcome: string) => console.log(`[kontakt] ${enquiry.id} ${outcome}`);
  try {
    const delivery = await deliverContactMail(enquiry.fields, config, enquiry.id, {
      messageId: enquiry.messageId,
      receivedAt: new Date(enquiry.receivedAt),
    });
    log(
      delivery.kind === "smtp"
        ? `gesendet smtp=${delivery.responseCode ?? "?"}`
        : `in Outbox geschrieben: ${delivery.filePath}`,
    );
  } catch (error) {
    const details = deliveryFailureDetails(error);
    await outbox?.save(afterFailedAttempt(enquiry, details, new Date())).catch((updateError: unknown) => {
      // The enquiry stays stored as it was saved and is retried on schedule all the same.
      log(`Versuch nicht vermerkt code=${errorCode(updateError)}`);
    });
    return { ok: false, details };
  }
  await outbox?.remove(enquiry.id, 0).catch((removeError: unknown) => {
    // Left in the store, it is sent again by the retry, with the same Message-ID.
    log(`zugestellt, aber nicht aus dem Speicher gelöscht code=${errorCode(removeError)}`);
  });
  return { ok: true };
}

// The Message-ID's domain: SITE_URL where it is set (as on Netlify), else the host the form was posted to.
function siteDomain(req: Request): string {
  const fromEnv = process.env.SITE_URL ? URL.parse(process.env.SITE_URL)?.hostname : undefined;
  return fromEnv || new URL(req.url).hostname;
}

type Answers = {
  sent(): Response;
  invalid(fields: ContactFieldErrors): Response;
  failed(status: 500 | 502, error: string): Response;
};

// JSON callers (the island) get status codes; plain form posts (no JavaScript) get a page to land on.
function answersFor(format: RequestFormat): Answers {
  if (format === "json") {
    return {
      sent: () => jsonResponse(200, { ok: true }),
      invalid: (fields) => jsonResponse(400, { error: errorMessages.invalid, fields }),
      failed: (status, error) => jsonResponse(status, { error }),
    };
  }
  return {
    sent: () => seeOther(contactPaths.thanks),
    invalid: (fields) => seeOther(failurePathFor(contactFields.filter((field) => fields[field]))),
    failed: () => seeOther(contactPaths.failure),
  };
}

function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return value !== undefined && value !== null && value !== false;
}
