import { useEffect, useRef, useState, type SyntheticEvent, type ReactNode } from "react";
import { contactFields, contactFieldSpecs, type ContactField, type ContactFieldErrors } from "../contact/fields.ts";
import { contactPaths } from "../contact/paths.ts";
import { contactFormText } from "../content/contact.ts";
import { ContactNoticeStack, useContactNotices } from "./ContactNotices.tsx";
import IslandErrorBoundary from "./IslandErrorBoundary.tsx";
import { sendContact } from "./send-contact.ts";

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
  const { notices, showNotice, dismissNotice } = useContactNotices();
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const pendingFocus = useRef<ContactField | undefined>(undefined);

  useEffect(() => setHydrated(true), []);

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
              maxLength={nativeLimits ? contactFieldSpecs.name.maxLength : undefined}
            />,
          )}
          {fieldBlock(
            "email",
            <input
              {...fieldProps("email")}
              ref={(element) => void (fieldRefs.current.email = element)}
              type="email"
              autoComplete="email"
              maxLength={nativeLimits ? contactFieldSpecs.email.maxLength : undefined}
            />,
          )}
          {fieldBlock(
            "message",
            <textarea
              {...fieldProps("message")}
              ref={(element) => void (fieldRefs.current.message = element)}
              rows={6}
              minLength={nativeLimits ? contactFieldSpecs.message.minLength : undefined}
              maxLength={nativeLimits ? contactFieldSpecs.message.maxLength : undefined}
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
      {hydrated && <ContactNoticeStack notices={notices} onDismiss={dismissNotice} />}
    </>
  );
}

function readFields(form: HTMLFormElement): Record<ContactField, unknown> {
  const data = new FormData(form);
  return { name: data.get("name"), email: data.get("email"), message: data.get("message") };
}
