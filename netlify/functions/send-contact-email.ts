import type { Config, Context } from "@netlify/functions";
import { contactFields, type ContactFieldErrors } from "../../src/contact-form/field-names.ts";
import { contactPathsIn, failurePathFor } from "../../src/contact-form/paths.ts";
import { validateContact } from "../../src/contact-form/schema.ts";
import { defaultLanguage, languageOr, type Language } from "../../src/i18n/languages.ts";
import { composeContactMail } from "./_lib/contact-mail.ts";
import { maxWaitingEnquiries } from "./_lib/delivery-policy.ts";
import { storeCopy } from "./_lib/enquiry-copy.ts";
import { isOnNetlify, isProductionContext, readMailConfig, type MailConfigResult } from "./_lib/mail-config.ts";
import { describeDeliveryFailure, sendMail } from "./_lib/mail-transport.ts";
import { readContactRequest, requestFormat, type RequestFormat } from "./_lib/read-request.ts";
import { isCrossSiteRequest } from "./_lib/request-origin.ts";
import { jsonResponse, seeOther } from "./_lib/responses.ts";
import { newEnquiry } from "./_lib/stored-enquiry.ts";

export const config: Config = {
  path: "/api/send-contact-email",
  method: ["POST"],
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

// Until the body is read, the function does not know the form's language: those answers are German (the island
// never causes them). From then on every answer is in the language the form names in its `language` field.
const errorMessages = {
  method: "Diese Adresse nimmt nur POST-Anfragen an.",
  crossSite: "Diese Anfrage kam nicht von dieser Website und wurde deshalb abgelehnt.",
  unsupportedType: "Bitte senden Sie das Formular als JSON oder als Formular (application/x-www-form-urlencoded).",
  unsupportedCharset: "Bitte senden Sie das Formular in UTF-8.",
  tooLarge: "Die Anfrage ist zu groß.",
  malformed: "Die Anfrage konnte nicht gelesen werden.",
} as const;

const answerMessages = {
  de: {
    invalid: "Bitte überprüfen Sie Ihre Eingaben.",
    notConfigured: "Der E-Mail-Versand ist derzeit nicht eingerichtet. Bitte versuchen Sie es später erneut.",
    deliveryFailed: "Ihre Nachricht konnte nicht zugestellt werden. Bitte versuchen Sie es später erneut.",
  },
  en: {
    invalid: "Please check your entries.",
    notConfigured: "Sending email is not set up at the moment. Please try again later.",
    deliveryFailed: "Your message could not be delivered. Please try again later.",
  },
} as const satisfies Record<Language, Record<string, string>>;

// Validated once per process; in production the environment does not change between calls.
let mailConfig: MailConfigResult | undefined;

export default async (req: Request, context: Context): Promise<Response> => {
  const receivedAt = new Date();
  const requestId = (context.requestId || crypto.randomUUID()).slice(0, 8);
  const log = (outcome: string) => console.log(`[kontakt] ${requestId} ${outcome}`);

  if (req.method !== "POST") return jsonResponse(405, { error: errorMessages.method }, { Allow: "POST" });
  if (isCrossSiteRequest(req)) {
    log("abgewiesen: von einer fremden Website gesendet");
    return answersFor(requestFormat(req) ?? "json", defaultLanguage).refused();
  }

  const request = await readContactRequest(req);
  if (!request.ok) {
    log(`abgewiesen: ${request.reason}`);
    if (request.reason === "unsupported-type") return jsonResponse(415, { error: errorMessages.unsupportedType });
    if (request.reason === "unsupported-charset") return jsonResponse(415, { error: errorMessages.unsupportedCharset });
    if (request.reason === "too-large") return jsonResponse(413, { error: errorMessages.tooLarge });
    return jsonResponse(400, { error: errorMessages.malformed, fields: {} });
  }
  const language = languageOr(request.fields.language);
  const answer = answersFor(request.format, language);

  if (isFilled(request.fields.website)) {
    log("Honeypot ausgefüllt, nichts gesendet");
    return answer.sent();
  }

  const validation = validateContact(request.fields, language);
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
    return answer.failed(500, answerMessages[language].notConfigured);
  }

  const siteDomain = (process.env.SITE_URL && URL.parse(process.env.SITE_URL)?.hostname) || new URL(req.url).hostname;
  const enquiry = newEnquiry(validation.data, receivedAt, siteDomain, language);
  const copy = await storeCopy(enquiry, production);
  const { config } = mailConfig;
  const failure = await sendMail(composeContactMail(enquiry, config), config, enquiry.id).then(
    (sent) => void console.log(`[kontakt] ${enquiry.id} ${sent}`),
    describeDeliveryFailure,
  );
  if (!failure) {
    // Deleted, or closed where the store did not confirm the write, which may land all the same. A copy left behind
    // is sent once more by the retry, with the same Message-ID; the visitor's message has arrived all the same.
    const discarded = await copy.discard();
    if (discarded !== "discarded") {
      console.error(`[kontakt] ${enquiry.id} gesendet, Kopie bleibt im Speicher: kommt womöglich ein zweites Mal`);
    }
    return answer.sent();
  }
  // Kept only where a retry will send it: in production (the schedule) and locally (`npm run mail:retry`); a
  // deploy preview on Netlify runs no schedule.
  const kept = production || !onNetlify ? await copy.keepForRetry(failure) : "preview";
  if (kept === "kept") {
    console.error(
      `[kontakt] ${enquiry.id} gespeichert, Versand fehlgeschlagen ${failure.details}; neuer Versuch per Zeitplan`,
    );
    return answer.sent();
  }
  const discarded = await copy.discard();
  if (discarded === "left" && kept !== "preview") {
    // The copy is stored for sure and cannot be removed: the schedule will send it, so the visitor must not be told
    // to send it again.
    console.error(
      `[kontakt] ${enquiry.id} gespeichert, Versand fehlgeschlagen ${failure.details}, nicht zu entfernen; neuer Versuch per Zeitplan`,
    );
    return answer.sent();
  }
  const why = {
    "not-stored": "",
    full: `, über ${maxWaitingEnquiries} wartende Anfragen`,
    preview: ", Vorschau ohne Zeitplan",
  };
  const mayArrive = discarded === "unknown" ? "; Kopie nicht geschlossen, kommt womöglich später doch an" : "";
  console.error(`[kontakt] ${enquiry.id} Zustellung fehlgeschlagen ${failure.details}${why[kept]}${mayArrive}`);
  return answer.failed(502, answerMessages[language].deliveryFailed);
};

// JSON callers (the island) get status codes; plain form posts (no JavaScript) get a page to land on, in the
// form's language.
function answersFor(format: RequestFormat, language: Language) {
  const json = format === "json";
  const paths = contactPathsIn(language);
  const failed = (status: 403 | 500 | 502, error: string) =>
    json ? jsonResponse(status, { error }) : seeOther(paths.failure);
  return {
    sent: () => (json ? jsonResponse(200, { ok: true }) : seeOther(paths.thanks)),
    invalid: (fields: ContactFieldErrors) =>
      json
        ? jsonResponse(400, { error: answerMessages[language].invalid, fields })
        : seeOther(
            failurePathFor(
              contactFields.filter((field) => fields[field]),
              language,
            ),
          ),
    failed,
    refused: () => failed(403, errorMessages.crossSite),
  };
}

const isFilled = (value: unknown): boolean =>
  typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
