import type { Config, Context } from "@netlify/functions";
import { validateContact, type ContactFieldErrors } from "../../src/contact/schema.ts";
import { contactFields } from "../../src/contact/fields.ts";
import { contactPaths, failurePathFor } from "../../src/contact/paths.ts";
import { readMailConfig, type MailConfigResult } from "./_lib/mail-config.ts";
import { readContactRequest, type RequestFormat } from "./_lib/read-request.ts";
import { jsonResponse, seeOther } from "./_lib/responses.ts";
import { DeliveryError, deliverContactMail } from "./_lib/send-mail.ts";

export const config: Config = {
  path: "/api/send-contact-email",
  method: ["POST"],
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

const errorMessages = {
  method: "Diese Adresse nimmt nur POST-Anfragen an.",
  unsupportedType: "Bitte senden Sie das Formular als JSON oder als Formular (application/x-www-form-urlencoded).",
  tooLarge: "Die Anfrage ist zu groß.",
  malformed: "Die Anfrage konnte nicht gelesen werden.",
  invalid: "Bitte überprüfen Sie Ihre Eingaben.",
  notConfigured: "Der E-Mail-Versand ist derzeit nicht eingerichtet. Bitte versuchen Sie es später erneut.",
  deliveryFailed: "Ihre Nachricht konnte nicht zugestellt werden. Bitte versuchen Sie es später erneut.",
} as const;

// Validated once per process; in production the environment does not change between calls.
let mailConfig: MailConfigResult | undefined;

export default async (req: Request, context: Context): Promise<Response> => {
  const id = (context.requestId || crypto.randomUUID()).slice(0, 8);
  const log = (outcome: string) => console.log(`[kontakt] ${id} ${outcome}`);

  if (req.method !== "POST") return jsonResponse(405, { error: errorMessages.method }, { Allow: "POST" });

  const request = await readContactRequest(req);
  if (!request.ok) {
    log(`abgewiesen: ${request.reason}`);
    if (request.reason === "unsupported-type") return jsonResponse(415, { error: errorMessages.unsupportedType });
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

  const isProduction = process.env.CONTEXT === "production" || context.deploy?.context === "production";
  mailConfig ??= readMailConfig(process.env, isProduction);
  if (!mailConfig.ok) {
    console.error(`[kontakt] ${id} E-Mail-Versand nicht konfiguriert: ${mailConfig.problems.join("; ")}`);
    return answer.failed(500, errorMessages.notConfigured);
  }

  try {
    const delivery = await deliverContactMail(validation.data, mailConfig.config, id);
    log(
      delivery.kind === "smtp"
        ? `gesendet smtp=${delivery.responseCode ?? "?"}`
        : `in Outbox geschrieben: ${delivery.filePath}`,
    );
    return answer.sent();
  } catch (error) {
    const details =
      error instanceof DeliveryError
        ? `code=${error.code ?? "?"} smtp=${error.responseCode ?? "-"}`
        : `code=${errorCode(error)}`;
    console.error(`[kontakt] ${id} Zustellung fehlgeschlagen ${details}`);
    return answer.failed(502, errorMessages.deliveryFailed);
  }
};

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

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : error instanceof Error ? error.name : "unbekannt";
}
