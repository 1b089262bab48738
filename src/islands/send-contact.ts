import { contactRequestTimeoutMs } from "../contact-form/delivery.ts";
import { contactFields, type ContactField, type ContactFieldErrors } from "../contact-form/field-names.ts";
import { contactEndpoint } from "../contact-form/paths.ts";
import { defaultLanguage, type Language } from "../i18n/languages.ts";

export type ContactPayload = Record<ContactField | "website", string>;
export type SendResult = { ok: true } | { ok: false; fields: ContactFieldErrors };

/**
 * Posts the form as JSON, naming its language unless German; on failure returns the field messages the function sent
 * with a 400, if any (in that language).
 */
export async function sendContact(payload: ContactPayload, language: Language): Promise<SendResult> {
  const controller = new AbortController();
  const timeout = window.setTimeout(() => controller.abort(), contactRequestTimeoutMs);
  try {
    const response = await fetch(contactEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(language === defaultLanguage ? payload : { ...payload, language }),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    const answer =
      typeof body === "object" && body !== null ? (body as { error?: unknown; fields?: unknown }) : undefined;
    if (response.ok && answer && answer.error === undefined) return { ok: true };
    // Only the status and the server's generic message: never the visitor's input.
    console.error("Kontaktformular: Versand fehlgeschlagen", response.status, answer?.error ?? "keine gültige Antwort");
    return { ok: false, fields: response.status === 400 ? knownFieldErrors(answer?.fields) : {} };
  } catch (error) {
    const reason = error instanceof Error && error.name === "AbortError" ? "Zeitüberschreitung" : "Netzwerkfehler";
    console.error(`Kontaktformular: Versand fehlgeschlagen (${reason})`);
    return { ok: false, fields: {} };
  } finally {
    window.clearTimeout(timeout);
  }
}

function knownFieldErrors(fields: unknown): ContactFieldErrors {
  const messages = Object(fields) as Record<string, unknown>;
  return Object.fromEntries(
    contactFields.filter((field) => typeof messages[field] === "string").map((field) => [field, messages[field]]),
  );
}
