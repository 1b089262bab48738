import { useEffect, useRef, useState, type SyntheticEvent, type ReactNode } from "react";
import { contactFields, contactLimits, type ContactField, type ContactFieldErrors } from "../contact/fields.ts";
import { contactPaths } from "../contact/paths.ts";
import { contactFormText, contactNotices, type ContactNoticeKind } from "../content/contact.ts";
import IslandErrorBoundary from "./IslandErrorBoundary.tsx";

const requestTimeoutMs = 20_000;
const noticeDurationMs = 5_000;
const maxNotices = 3;

type Notice = { id: number; kind: ContactNoticeKind };
type SendResult = { ok: true } | { ok: false; fields: ContactFieldErrors };

// zod is most of the form's code: it loads when the visitor first focuses the form, not with the page.
let schemaModule: Promise<typeof import("../contact/schema.ts")> | undefined;
const loadSchema = () => (schemaModule ??= import("../contact/schema.ts"));

const fieldIds: Record<ContactField, string> = {
  name: "kontakt-name",
  email: "kontakt-email",
  message: "kontakt-nachricht",
};

export default function ContactForm() {
  return (
    <IslandErrorBoundary>
      <ContactFormCard />
    </IslandErrorBoundary>
  );
}

function ContactFormCard() {
  const [hydrated, setHydrated] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [revalidate, setRevalidate] = useState(false);
  const [notices, setNotices] = useState<Notice[]>([]);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const pendingFocus = useRef<ContactField | undefined>(undefined);
  const nextNoticeId = useRef(0);
  const noticeTimers = useRef(new Set<number>());

  useEffect(() => {
    setHydrated(true);
    const timers = noticeTimers.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  // Focus after the render that wires up aria-describedby, so the message is read with the field.
  useEffect(() => {
    const field = pendingFocus.current;
    pendingFocus.current = undefined;
    if (field) fieldRefs.current[field]?.focus();
  }, [errors]);

  function showErrors(fieldErrors: ContactFieldErrors) {
    pendingFocus.current = contactFields.find((field) => fieldErrors[field]);
    setErrors(fieldErrors);
    setRevalidate(true);
  }

  function dismissNotice(id: number) {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }

  function showNotice(kind: ContactNoticeKind) {
    const id = ++nextNoticeId.current;
    setNotices((current) => [...current, { id, kind }].slice(-maxNotices));
    const timer = window.setTimeout(() => {
      noticeTimers.current.delete(timer);
      dismissNotice(id);
    }, noticeDurationMs);
    noticeTimers.current.add(timer);
  }

  async function handleChange(event: SyntheticEvent<HTMLFormElement>) {
    if (!revalidate) return;
    const fields = readFields(event.currentTarget);
    const { validateContact } = await loadSchema();
    const result = validateContact(fields);
    setErrors(result.ok ? {} : result.errors);
  }

  async function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    let validateContact;
    try {
      ({ validateContact } = await loadSchema());
    } catch {
      console.error("Kontaktformular: Prüfung konnte nicht geladen werden");
      showNotice("failure");
      return;
    }
    const result = validateContact(readFields(form));
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    setSending(true);
    const website = new FormData(form).get("website");
    const sent = await sendContact({ ...result.data, website: typeof website === "string" ? website : "" });
    setSending(false);
    if (sent.ok) {
      form.reset();
      setRevalidate(false);
      showNotice("success");
    } else {
      if (Object.keys(sent.fields).length > 0) showErrors(sent.fields);
      showNotice("failure");
    }
  }

  function fieldProps(field: ContactField) {
    const error = errors[field];
    return {
      id: fieldIds[field],
      name: field,
      required: true,
      placeholder: contactFormText.fields[field].placeholder,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${fieldIds[field]}-fehler` : undefined,
      className:
        "mt-1.5 block w-full rounded-lg border border-navy/25 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/70 focus-visible:border-lake aria-[invalid=true]:border-danger",
    };
  }

  function fieldBlock(field: ContactField, control: ReactNode) {
    const error = errors[field];
    return (
      <div>
        <label htmlFor={fieldIds[field]} className="block text-sm font-semibold text-navy">
          {contactFormText.fields[field].label}
        </label>
        {control}
        {error && (
          <p id={`${fieldIds[field]}-fehler`} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    );
  }

  // Native limits only until hydration: afterwards the schema reports them instead of the
  // browser silently cutting off pasted text.
  const nativeLimits = !hydrated;

  return (
    <>
      <div className="card text-ink">
        <h3 id="kontaktformular-titel" className="text-2xl font-semibold">
          {contactFormText.title}
        </h3>
        <form
          method="post"
          action={contactPaths.endpoint}
          noValidate={hydrated}
          aria-labelledby="kontaktformular-titel"
          onSubmit={handleSubmit}
          onChange={handleChange}
          onFocus={() => void loadSchema().catch(() => undefined)}
          className="relative mt-6 space-y-5"
        >
          {fieldBlock(
            "name",
            <input
              {...fieldProps("name")}
              ref={(element) => void (fieldRefs.current.name = element)}
              type="text"
              autoComplete="name"
              maxLength={nativeLimits ? contactLimits.nameMax : undefined}
            />,
          )}
          {fieldBlock(
            "email",
            <input
              {...fieldProps("email")}
              ref={(element) => void (fieldRefs.current.email = element)}
              type="email"
              autoComplete="email"
              maxLength={nativeLimits ? contactLimits.emailMax : undefined}
            />,
          )}
          {fieldBlock(
            "message",
            <textarea
              {...fieldProps("message")}
              ref={(element) => void (fieldRefs.current.message = element)}
              rows={6}
              minLength={nativeLimits ? contactLimits.messageMin : undefined}
              maxLength={nativeLimits ? contactLimits.messageMax : undefined}
            />,
          )}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="kontakt-website">{contactFormText.honeypotLabel}</label>
            <input id="kontakt-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <button
            type="submit"
            disabled={sending}
            className="button-primary w-full disabled:cursor-wait disabled:opacity-75 sm:w-auto"
          >
            {sending ? contactFormText.sending : contactFormText.submit}
          </button>
          <p className="text-sm text-ink-soft">
            {contactFormText.privacyBeforeLink}
            <a href={contactFormText.privacyHref} className="font-medium text-lake underline underline-offset-4">
              {contactFormText.privacyLink}
            </a>
            {contactFormText.privacyAfterLink}
          </p>
        </form>
      </div>
      {/* Rendered from hydration on: a fixed region in the server HTML would count as "visible"
          and hydrate the form with the page. */}
      {hydrated && <NoticeStack notices={notices} onDismiss={dismissNotice} />}
    </>
  );
}

function NoticeStack({ notices, onDismiss }: { notices: Notice[]; onDismiss: (id: number) => void }) {
  // Both live regions exist from the start: screen readers announce content added to an
  // existing region far more reliably than a region that appears with its content.
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-3 print-hidden sm:left-auto sm:w-96">
      <div role="status" className="flex w-full flex-col gap-3">
        {notices
          .filter((notice) => notice.kind === "success")
          .map((notice) => (
            <NoticeCard key={notice.id} notice={notice} onDismiss={onDismiss} />
          ))}
      </div>
      <div role="alert" className="flex w-full flex-col gap-3">
        {notices
          .filter((notice) => notice.kind === "failure")
          .map((notice) => (
            <NoticeCard key={notice.id} notice={notice} onDismiss={onDismiss} />
          ))}
      </div>
    </div>
  );
}

function NoticeCard({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  const text = contactNotices[notice.kind];
  const style =
    notice.kind === "success" ? "bg-success-light text-success ring-success/30" : "bg-danger text-white ring-danger";
  return (
    <div className={`pointer-events-auto flex items-start gap-3 rounded-xl p-4 shadow-lg ring-1 ${style}`}>
      <div className="flex-1">
        <p className="font-semibold">{text.title}</p>
        <p className="mt-1 text-sm">{text.text}</p>
      </div>
      <button
        type="button"
        aria-label={contactFormText.closeNotice}
        onClick={() => onDismiss(notice.id)}
        className="-m-1 rounded-md p-1 text-xl leading-none opacity-80 hover:opacity-100"
      >
        ×
      </button>
    </div>
  );
}

function readFields(form: HTMLFormElement): Record<ContactField, unknown> {
  const data = new FormData(form);
  return { name: data.get("name"), email: data.get("email"), message: data.get("message") };
}

async function sendContact(payload: Record<ContactField | "website", string>): Promise<SendResult> {
  const controller = new AbortController();
  const timeout = window.setTimeout(() => controller.abort(), requestTimeoutMs);
  try {
    const response = await fetch(contactPaths.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
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
  const errors: ContactFieldErrors = {};
  if (typeof fields !== "object" || fields === null) return errors;
  for (const field of contactFields) {
    const message = (fields as Record<string, unknown>)[field];
    if (typeof message === "string") errors[field] = message;
  }
  return errors;
}
