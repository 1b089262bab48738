// „Interesse geweckt?“: who sells, the form's texts and fields in the page's language, the printed contact details.
import { contactFieldSpecsIn } from "../contact-form/field-specs.ts";
import { splitAtToken } from "../content-schemas/text-syntax.ts";
import { languagePrefix } from "../i18n/languages.ts";
import type { SectionContext } from "./section-context.ts";
import type { TextSegment } from "./text-segments.ts";

export function contactView({ content, language, terms }: SectionContext) {
  const { contact, owner } = content;
  const { privacyText, privacyLink, ...formTexts } = contact.form;
  const [beforePrivacyLink, afterPrivacyLink] = splitAtToken(privacyText, "datenschutz");
  const privacySentence: TextSegment[] = [
    { kind: "text", text: beforePrivacyLink },
    { kind: "link", text: privacyLink, href: `${languagePrefix(language)}datenschutz/` },
    { kind: "text", text: afterPrivacyLink },
  ];
  return {
    heading: contact.heading,
    subtitle: contact.subtitle,
    /** "Verkäufer: Name, Anschrift – privater Verkauf": who sells, with the offer itself (§ 5b Abs. 1 Nr. 2 UWG). */
    seller: terms.sellerLine,
    printDetails: { ...contact.printDetails, name: owner.name, email: owner.email, phone: owner.phone },
    form: { ...formTexts, privacySentence },
    fields: contactFieldSpecsIn(language),
    notices: contact.notices,
    language,
  };
}

export type ContactView = ReturnType<typeof contactView>;
