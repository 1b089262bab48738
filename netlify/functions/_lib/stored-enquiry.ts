import * as z from "zod/mini";
import { contactFieldSpecs } from "../../../src/contact-form/field-specs.ts";
import type { ContactInput } from "../../../src/contact-form/rules.ts";
import { defaultLanguage, languages, type Language } from "../../../src/i18n/languages.ts";
import { isPermanentFailure, nextAttemptAt, retryDelaysMs } from "./delivery-policy.ts";

/** Raised when the stored shape changes; the retry reads older versions or sets them aside, never guesses. */
const enquiryVersion = 1;

const isoDate = z.iso.datetime();
const text = (maxLength: number) => z.string().check(z.maxLength(2 * maxLength));
const { name, email, message } = contactFieldSpecs;

// The fields are strings of bounded length, not necessarily what today's form accepts: rules only ever get stricter, and an
// enquiry accepted under older ones is still the visitor's (the mail keeps such a field out of its headers).
const storedEnquirySchema = z.object({
  version: z.literal(enquiryVersion),
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  /** Fixed when the enquiry arrives, so every attempt sends the same Message-ID. */
  messageId: z.string().check(z.maxLength(300)),
  receivedAt: isoDate,
  attempts: z.int().check(z.nonnegative()),
  nextAttemptAt: isoDate,
  lastError: z.optional(z.string().check(z.maxLength(100))),
  /** Since when every attempt failed permanently (see `isPermanentFailure`); absent after a temporary failure. */
  permanentErrorSince: z.optional(isoDate),
  /** The retry run sending it now; a lease older than `leaseTimeoutMs` belongs to a run that was stopped. */
  lease: z.optional(z.object({ owner: z.string().check(z.maxLength(100)), takenAt: isoDate })),
  fields: z.object({ name: text(name.maxLength), email: text(email.maxLength), message: text(message.maxLength) }),
  /** The form's language, so the owner answers in it; absent for German (and in enquiries stored before English). */
  language: z.optional(z.enum(languages)),
});
/** What replaces an enquiry whose first write may still land: that write (only if new) can no longer bring it back. */
const closedMarkSchema = z.object({ version: z.literal(enquiryVersion), closedAt: isoDate });

/** An enquiry waiting for delivery: the validated fields and the delivery state, never an SMTP server's text. */
export type StoredEnquiry = z.output<typeof storedEnquirySchema> & {
  version: typeof enquiryVersion;
  fields: ContactInput;
};

export type EnquiryReading =
  { kind: "enquiry"; enquiry: StoredEnquiry } | { kind: "closed" } | { kind: "unreadable"; reason: string };

export function parseStoredJson(stored: string): unknown {
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
}

/** An enquiry, a closed mark, or why it is neither (a code, never the content). */
export function readStoredEnquiry(stored: string, expectedId: string): EnquiryReading {
  const json = parseStoredJson(stored);
  if (json === undefined) return { kind: "unreadable", reason: "kein JSON" };
  if (closedMarkSchema.safeParse(json).success) return { kind: "closed" };
  const result = storedEnquirySchema.safeParse(json);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((issue) => issue.path.join(".")))];
    return { kind: "unreadable", reason: `ungültig: ${fields.join(",")}` };
  }
  if (result.data.id !== expectedId) return { kind: "unreadable", reason: "Kennung passt nicht zum Schlüssel" };
  return { kind: "enquiry", enquiry: { ...result.data, version: enquiryVersion } };
}

export const closedMark = (closedAt: Date): z.output<typeof closedMarkSchema> => ({
  version: enquiryVersion,
  closedAt: closedAt.toISOString(),
});

export const enquiryKeyPrefix = "enquiry-";

/**
 * `enquiry-2026-11-20T10-00-00.000Z-<id>`: the arrival time in the key, so an enquiry expires by the listing alone,
 * even when it cannot be read, and the listing comes oldest first.
 */
export function enquiryKey(enquiry: Pick<StoredEnquiry, "id" | "receivedAt">): string {
  return `${enquiryKeyPrefix}${enquiry.receivedAt.replaceAll(":", "-")}-${enquiry.id}`;
}

const datedKey = /^enquiry-(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2}\.\d{3}Z)-(.+)$/;

export function parseEnquiryKey(key: string): { id: string; receivedAt: Date } | undefined {
  const dated = datedKey.exec(key);
  if (!dated) return undefined;
  const receivedAt = new Date(`${dated[1]}:${dated[2]}:${dated[3]}`);
  return Number.isNaN(receivedAt.getTime()) ? undefined : { id: dated[4]!, receivedAt };
}

export function newEnquiry(
  fields: ContactInput,
  receivedAt: Date,
  siteDomain: string,
  language: Language = defaultLanguage,
): StoredEnquiry {
  const id = crypto.randomUUID();
  return {
    version: enquiryVersion,
    id,
    messageId: `<${id}@${siteDomain}>`,
    receivedAt: receivedAt.toISOString(),
    attempts: 0,
    // The function makes the first attempt itself, without a lease: no retry run takes an enquiry whose first
    // attempt is not recorded before this time (a function ends long before).
    nextAttemptAt: new Date(receivedAt.getTime() + retryDelaysMs[0]).toISOString(),
    fields,
    ...(language === defaultLanguage ? {} : { language }),
  };
}

export type AttemptFailure = { details: string; code: string | undefined; responseCode: number | undefined };

export function afterFailedAttempt(enquiry: StoredEnquiry, failure: AttemptFailure, failedAt: Date): StoredEnquiry {
  const { lease: _lease, permanentErrorSince, ...rest } = enquiry;
  const attempts = Math.max(enquiry.attempts, 1);
  const permanentSince = isPermanentFailure(failure) ? (permanentErrorSince ?? failedAt.toISOString()) : undefined;
  return {
    ...rest,
    attempts,
    lastError: failure.details,
    nextAttemptAt: nextAttemptAt(attempts, failedAt).toISOString(),
    ...(permanentSince ? { permanentErrorSince: permanentSince } : {}),
  };
}
