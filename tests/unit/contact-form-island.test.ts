// The island's server render, as the page ships it before any script: the language comes from its prop.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contactFieldSpecsIn } from "../../src/contact-form/field-specs.ts";
import ContactForm from "../../src/islands/ContactForm.tsx";
import { inLanguage } from "../../src/content-reading/translated-content.ts";
import { readSiteContent } from "../support/site-content.ts";

const { contact } = readSiteContent().content;
const english = inLanguage(contact, "en", "contact.yaml");
const texts = {
  form: { ...english.form, privacySentence: [{ kind: "text" as const, text: english.form.privacyText }] },
  notices: english.notices,
};

describe("the contact form island in English", () => {
  const html = renderToStaticMarkup(
    createElement(ContactForm, { ...texts, fields: contactFieldSpecsIn("en"), language: "en" }),
  );

  it("shows the English labels and placeholders and the owner's English button", () => {
    for (const spec of Object.values(contactFieldSpecsIn("en"))) {
      expect(html).toContain(`>${spec.label}</label>`);
      expect(html).toContain(`placeholder="${spec.placeholder}"`);
    }
    expect(html).toContain(`>${english.form.submit}</button>`);
  });

  it("names its language in a hidden field, so a post without JavaScript is answered in English", () => {
    expect(html).toContain('<input type="hidden" name="language" value="en"/>');
  });

  it("adds nothing to the German form", () => {
    const german = renderToStaticMarkup(createElement(ContactForm, { ...texts, fields: contactFieldSpecsIn("de") }));
    expect(german).not.toContain('name="language"');
    expect(german).toContain('placeholder="Ihr Name"');
  });
});
