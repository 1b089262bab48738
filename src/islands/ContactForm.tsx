import { Fragment, useEffect, useRef, useState, type SyntheticEvent } from "react";
import { contactFields, type ContactField, type ContactFieldErrors } from "../contact-form/field-names.ts";
import type { ContactFieldSpec, ContactFieldSpecs } from "../contact-form/field-specs.ts";
import { contactEndpoint } from "../contact-form/paths.ts";
import { defaultLanguage, type Language } from "../i18n/languages.ts";
import { ContactNoticeStack, useContactNotices, type NoticeTexts } from "./ContactNotices.tsx";
import IslandErrorBoundary from "./IslandErrorBoundary.tsx";
import { sendContact } from "./send-contact.ts";
import type { TextSegment } from "../views/text-segments.ts";

// zod is most of the form's code: it loads once the visitor starts on the form (the island hydrates then).
let rulesModule: Promise<typeof import("../contact-form/rules.ts")> | undefined;
const loadRules = () => (rulesModule ??= import("../contact-form/rules.ts"));

/** The one rule set with the messages of the page's language, built once per page. */
let validator: Promise<(input: unknown) => import("../contact-form/rules.ts").ContactValidation> | undefined;
const loadValidator = (fields: ContactFieldSpecs) =>
  (validator ??= loadRules().then(({ contactFormSchemaWith, validateWith }) => {
    const schema = contactFormSchemaWith(fields);
    return (input: unknown) => validateWith(schema, input);
  }));

/** The owner's texts for the form in the page's language (contact.yaml, or its `en:` block). */
type FormTexts = Record<"title" | "submit" | "sending" | "closeNotice" | "honeypotLabel", string> & {
  privacySentence: TextSegment[];
};

type Props = {
  form: FormTexts;
  /** The fields with the words of the page's language (labels, placeholders, messages), from field-specs.ts. */
  fields: ContactFieldSpecs;
  notices: NoticeTexts;
  /** The page's language: the fields' words and messages, and the function's answers and pages, follow it. */
  language?: Language;
};

export default function ContactForm(props: Props) {
  return (
    <IslandErrorBoundary>
      <ContactFormCard {...props} />
    </IslandErrorBoundary>
  );
}

function ContactFormCard({
  form: contactFormText,
  fields: fieldSpecs,
  notices: noticeTexts,
  language = defaultLanguage,
}: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [revalidate, setRevalidate] = useState(false);
  const { notices, showNotice, dismissNotice } = useContactNotices();
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const pendingFocus = useRef<ContactField | undefined>(undefined);

  useEffect(() => {
    setHydrated(true);
    loadValidator(fieldSpecs).catch(() => undefined);
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

  async function handleChange(event: SyntheticEvent<HTMLFormElement>) {
    if (!revalidate) return;
    const fields = readFields(event.currentTarget);
    const validate = await loadValidator(fieldSpecs);
    const result = validate(fields);
    setErrors(result.ok ? {} : result.errors);
  }

  async function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const validate = await loadValidator(fieldSpecs).catch(() => undefined);
    if (!validate) {
      console.error("Kontaktformular: Prüfung konnte nicht geladen werden");
      showNotice("failure");
      return;
    }
    const result = validate(readFields(form));
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    setSending(true);
    const website = new FormData(form).get("website");
    const sent = await sendContact({ ...result.data, website: typeof website === "string" ? website : "" }, language);
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

  function fieldBlock(field: ContactField) {
    const spec: ContactFieldSpec = fieldSpecs[field];
    const error = errors[field];
    const errorId = `${spec.inputId}-fehler`;
    const props = {
      id: spec.inputId,
      name: field,
      required: true,
      placeholder: spec.placeholder,
      // Native limits only until hydration: afterwards the schema reports them instead of the
      // browser silently cutting off pasted text.
      minLength: hydrated ? undefined : spec.minLength,
      maxLength: hydrated ? undefined : spec.maxLength,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId : undefined,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void (fieldRefs.current[field] = element),
      className:
        "mt-1.5 block w-full rounded-lg border border-navy/25 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/70 focus-visible:border-lake aria-[invalid=true]:border-danger",
    };
    const { control } = spec;
    return (
      <div key={field}>
        <label htmlFor={spec.inputId} className="block text-sm font-semibold text-navy">
          {spec.label}
        </label>
        {control.element === "textarea" ? (
          <textarea {...props} rows={control.rows} />
        ) : (
          <input {...props} type={control.type} autoComplete={control.autoComplete} />
        )}
        {error && (
          <p id={errorId} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      <div className="card text-ink">
        <h3 id="kontaktformular-titel" className="text-2xl font-semibold">
          {contactFormText.title}
        </h3>
        <form
          method="post"
          action={contactEndpoint}
          noValidate={hydrated}
          aria-labelledby="kontaktformular-titel"
          onSubmit={handleSubmit}
          onChange={handleChange}
          className="relative mt-6 space-y-5"
        >
          {contactFields.map((field) => fieldBlock(field))}
          {/* The German form names no language: the function takes German for a form without one. */}
          {language !== defaultLanguage && <input type="hidden" name="language" value={language} />}
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
            {contactFormText.privacySentence.map((segment, index) =>
              segment.kind === "link" ? (
                <a key={index} href={segment.href} className="font-medium text-lake underline underline-offset-4">
                  {segment.text}
                </a>
              ) : (
                <Fragment key={index}>{segment.text}</Fragment>
              ),
            )}
          </p>
        </form>
      </div>
      <ContactNoticeStack
        notices={notices}
        texts={noticeTexts}
        closeLabel={contactFormText.closeNotice}
        onDismiss={dismissNotice}
      />
    </>
  );
}

function readFields(form: HTMLFormElement): Record<ContactField, unknown> {
  const data = new FormData(form);
  return Object.fromEntries(contactFields.map((field) => [field, data.get(field)])) as Record<ContactField, unknown>;
}
