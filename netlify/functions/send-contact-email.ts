import type { Config, Context } from "@netlify/functions";
import { contactFields } from "../../src/contact-form/fields.ts";
import { contactPaths, failurePathFor } from "../../src/contact-form/paths.ts";
import { validateContact, type ContactFieldErrors } from "../../src/contact-form/schema.ts";
import { maxWaitingEnquiries } from "./_lib/delivery-policy.ts";
import { openEnquiryStore, type EnquiryStore } from "./_lib/enquiry-store.ts";
import { errorCode } from "./_lib/error-code.ts";
import {
  isOnNetlify,
  isProductionContext,
  readMailConfig,
  type MailConfig,
  type MailConfigResult,
} from "./_lib/mail-config.ts";
import { readContactRequest, requestFormat, type RequestFormat } from "./_lib/read-request.ts";
import { isCrossSiteRequest } from "./_lib/request-origin.ts";
import { jsonResponse, seeOther } from "./_lib/responses.ts";
import { deliverContactMail, describeDeliveryFailure } from "./_lib/send-mail.ts";
import {
  afterFailedAttempt,
  enquiryKey,
  newEnquiry,
  type AttemptFailure,
  type StoredEnquiry,
} from "./_lib/stored-enquiry.ts";

export const config: Config = {
  path: "/api/send-contact-email",
  method: ["POST"],
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

const errorMessages = {
  method: "Diese Adresse nimmt nur POST-Anfragen an.",
  crossSite: "Diese Anfrage kam nicht von dieser Website und wurde deshalb abgelehnt.",
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
  if (isCrossSiteRequest(req)) {
    log("abgewiesen: von einer fremden Website gesendet");
    return answersFor(requestFormat(req) ?? "json").refused();
  }

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

  const production = isProductionContext(process.env, context.deploy?.context);
  const onNetlify = isOnNetlify(process.env);
  mailConfig ??= readMailConfig(process.env, production || onNetlify);
  if (!mailConfig.ok) {
    const where = onNetlify ? " (auf Netlify nur per SMTP: dort bliebe keine .eml-Datei erhalten)" : "";
    console.error(
      `[kontakt] ${requestId} E-Mail-Versand nicht konfiguriert${where}: ${mailConfig.problems.join("; ")}`,
    );
    return answer.failed(500, errorMessages.notConfigured);
  }

  const enquiry = newEnquiry(validation.data, receivedAt, siteDomain(req));
  const copy = await storeEnquiry(enquiry, production);
  const delivery = await deliverNow(enquiry, mailConfig.config);
  if (delivery.ok) {
    // Also when the store reported the write as failed: it may have landed all the same.
    await copy.remove();
    return answer.sent();
  }
  // Kept only where a retry will send it: in production (the schedule) and locally (`npm run mail:retry`); a
  // deploy preview on Netlify runs no schedule.
  const retried = production || !onNetlify;
  if (copy.etag !== undefined && !copy.full && retried) {
    await copy.recordFailure(delivery.failure);
    console.error(
      `[kontakt] ${enquiry.id} gespeichert, Versand fehlgeschlagen ${delivery.failure.details}; neuer Versuch per Zeitplan`,
    );
    return answer.sent();
  }
  await copy.remove();
  const why = copy.full ? `, über ${maxWaitingEnquiries} wartende Anfragen` : retried ? "" : ", Vorschau ohne Zeitplan";
  console.error(`[kontakt] ${enquiry.id} Zustellung fehlgeschlagen ${delivery.failure.details}${why}`);
  return answer.failed(502, errorMessages.deliveryFailed);
};

type StoredCopy = {
  /** Set when the store took the enquiry; undefined when it is off, missing, or reported the write as failed. */
  etag: string | undefined;
  /** As many enquiries are waiting already as the store keeps. */
  full: boolean;
  recordFailure(failure: AttemptFailure): Promise<void>;
  /** Deletes the copy if there may be one; a failure is logged, never thrown. */
  remove(): Promise<void>;
};

/** Stores the enquiry and counts what is waiting, at the same time (the count never delays the visitor). */
async function storeEnquiry(enquiry: StoredEnquiry, production: boolean): Promise<StoredCopy> {
  const log = (outcome: string) => console.log(`[kontakt] ${enquiry.id} ${outcome}`);
  const access = openEnquiryStore(process.env, { production });
  if (access.kind !== "store") {
    if (access.kind === "unavailable" && !reportedMissingStore) {
      console.warn(
        `[kontakt] Netlify Blobs nicht verfügbar (${access.reason}): Nachrichten gehen direkt per E-Mail raus`,
      );
      reportedMissingStore = true;
    }
    return { etag: undefined, full: false, recordFailure: async () => {}, remove: async () => {} };
  }
  const { store } = access;
  const [created, counted] = await Promise.allSettled([
    store.create(enquiry),
    store.countWaiting(maxWaitingEnquiries, enquiryKey(enquiry)),
  ]);
  if (created.status === "rejected") log(`nicht gespeichert code=${errorCode(created.reason)}, Versand direkt`);
  const etag = created.status === "fulfilled" ? created.value : undefined;
  return {
    etag,
    full: counted.status === "fulfilled" && counted.value >= maxWaitingEnquiries,
    recordFailure: (failure) => recordFailure(store, enquiry, etag ?? "", failure),
    remove: () =>
      store.remove(enquiryKey(enquiry)).catch((error: unknown) => {
        // Left in the store, it is sent by the retry, with the same Message-ID.
        log(`nicht aus dem Speicher gelöscht code=${errorCode(error)}`);
      }),
  };
}

async function recordFailure(store: EnquiryStore, enquiry: StoredEnquiry, etag: string, failure: AttemptFailure) {
  try {
    await store.replace(enquiryKey(enquiry), afterFailedAttempt(enquiry, failure, new Date()), etag);
  } catch (error) {
    // The enquiry stays stored as it was saved and is retried on schedule all the same.
    console.log(`[kontakt] ${enquiry.id} Versuch nicht vermerkt code=${errorCode(error)}`);
  }
}

type DeliveryOutcome = { ok: true } | { ok: false; failure: AttemptFailure };

async function deliverNow(enquiry: StoredEnquiry, config: MailConfig): Promise<DeliveryOutcome> {
  try {
    const delivery = await deliverContactMail(enquiry.fields, config, enquiry.id, {
      messageId: enquiry.messageId,
      receivedAt: new Date(enquiry.receivedAt),
    });
    console.log(
      `[kontakt] ${enquiry.id} ${delivery.kind === "smtp" ? `gesendet smtp=${delivery.responseCode ?? "?"}` : `in Outbox geschrieben: ${delivery.filePath}`}`,
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: describeDeliveryFailure(error) };
  }
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
  refused(): Response;
};

// JSON callers (the island) get status codes; plain form posts (no JavaScript) get a page to land on.
function answersFor(format: RequestFormat): Answers {
  if (format === "json") {
    return {
      sent: () => jsonResponse(200, { ok: true }),
      invalid: (fields) => jsonResponse(400, { error: errorMessages.invalid, fields }),
      failed: (status, error) => jsonResponse(status, { error }),
      refused: () => jsonResponse(403, { error: errorMessages.crossSite }),
    };
  }
  return {
    sent: () => seeOther(contactPaths.thanks),
    invalid: (fields) => seeOther(failurePathFor(contactFields.filter((field) => fields[field]))),
    failed: () => seeOther(contactPaths.failure),
    refused: () => seeOther(contactPaths.failure),
  };
}

function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return value !== undefined && value !== null && value !== false;
}
