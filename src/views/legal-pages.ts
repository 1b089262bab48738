// The Impressum and the Datenschutzerklärung: their texts from imprint.yaml and privacy-policy.yaml with the owner's
// details from owner.yaml filled in, in the page's language (the files as inLanguage() gives them). Another edition
// than German is a translation: it says so at the top and links to the German page, which binds.
import { maxStoredDays } from "../contact-form/delivery.ts";
import { contactRateLimit } from "../contact-form/rate-limit.ts";
import { describeCollectedData } from "../contact-form/field-rules.ts";
import { fillTokens } from "../content-schemas/text-syntax.ts";
import type { DataFile } from "../content-schemas/index.ts";
import { civilStatus } from "../content-schemas/owner.ts";
import type { ownerTokens, TokenValues } from "../content-schemas/tokens.ts";
import { defaultLanguage, languagePrefix, type Language } from "../i18n/languages.ts";
import { formatsIn } from "../formatting/format.ts";
import { legalPagePlaceholderNotes } from "./page-copy.ts";
import type { Shown, ShownContent } from "../content-reading/placeholders.ts";
import type { PageInputs } from "./page-content.ts";
import { declaredSellerType } from "./seller-terms.ts";
import { textSegments } from "./text-segments.ts";

type Owner = Shown<DataFile<"owner">>;

const ownerTokenValues = (owner: Owner): TokenValues<typeof ownerTokens> => ({
  name: owner.name,
  anschrift: `${owner.name}\n${owner.street}\n${owner.postalCode} ${owner.city}\n${owner.country}`,
  email: owner.email,
  telefon: owner.phone,
});

type SectionTexts = DataFile<"privacy-policy">["sections"][number];

/** A paragraph the values leave empty is dropped; highlighted is what law sets apart (Art. 21 Abs. 4 DSGVO). */
const fillSections = (sections: readonly SectionTexts[], values: Readonly<Record<string, string>>) =>
  sections.map(({ heading, paragraphs, list, highlighted }) => ({
    heading,
    paragraphs: paragraphs.map((paragraph) => fillTokens(paragraph, values)).filter((text) => text.trim() !== ""),
    list: list?.map((item) => fillTokens(item, values)),
    highlighted: highlighted ?? false,
  }));

/**
 * The Impressum for this owner; the business details, § 18 MStV and the consumer-dispute section (§ 36 VSBG, a trader's
 * duty) appear only when they apply.
 */
export function imprintSections(imprint: DataFile<"imprint">, owner: Owner) {
  const sellerType = declaredSellerType(owner);
  const sellsAsBusiness = sellerType !== undefined && civilStatus(sellerType) === "unternehmer";
  const details = (["legalForm", "representedBy", "register", "vatId", "economicId"] as const)
    .map((key) => ({ key, value: owner[key]?.trim() ?? "" }))
    .filter(({ value }) => value !== "")
    .map(({ key, value }) => fillTokens(imprint.businessDetails[key], { wert: value }));
  return fillSections(
    imprint.sections.filter(
      (section) =>
        (!section.onlyWithEditorialContent || owner.publishesEditorialContent) &&
        (!section.onlyForBusinessSellers || sellsAsBusiness),
    ),
    { ...ownerTokenValues(owner), geschaeftsangaben: details.join("\n") },
  );
}

export function privacyPolicySections(
  policy: DataFile<"privacy-policy">,
  owner: Owner,
  reviews: DataFile<"reviews">,
  language: Language = defaultLanguage,
) {
  const { numberInWords } = formatsIn(language);
  return fillSections(policy.sections, {
    ...ownerTokenValues(owner),
    "hosting-anbieter": policy.hostingProvider,
    "us-uebermittlung": policy.usTransferBasis,
    "log-speicherdauer": owner.hostingLogRetention,
    "max-speichertage": numberInWords(maxStoredDays),
    // Netlify counts per window; the policy states it per minute.
    "anfragen-pro-minute": numberInWords((contactRateLimit.windowLimit * 60) / contactRateLimit.windowSize),
    "formular-angaben": describeCollectedData(language),
    "mail-anbieter": `${owner.mailProvider.name}, ${owner.mailProvider.seat}`,
    "mail-anbieter-name": owner.mailProvider.name,
    "mail-datenort": owner.mailProvider.dataLocation,
    bewertungsplattform: reviews.ratingSummary.source,
  });
}

/**
 * Above a legal page in another language than German, fixed wording like the placeholder note: the German page is
 * the binding one, linked under its German title.
 */
export const bindingVersionNotes = {
  de: undefined,
  en: "This English version is a translation for your information. Only the German version is legally binding:",
} as const satisfies Record<Language, string | undefined>;

/** The legal pages by the last part of their address, each with its data file. */
const legalPageFiles = { impressum: "imprint", datenschutz: "privacy-policy" } as const;

export type LegalPageSlug = keyof typeof legalPageFiles;

export const legalPageSlugs = Object.keys(legalPageFiles) as LegalPageSlug[];

/**
 * The legal page at `slug` in the page's edition, and its frame's options: typeset, placeholders marked, addresses
 * linked; a "\n" in a segment is a line break (addresses).
 */
export function legalPageView(slug: LegalPageSlug, content: ShownContent, page: PageInputs, siteUrl: URL) {
  const { language, german, marked } = page;
  const { typeset } = formatsIn(language);
  const file = legalPageFiles[slug];
  const { title, description } = content[file];
  const sections =
    file === "imprint"
      ? imprintSections(content.imprint, content.owner)
      : privacyPolicySections(content["privacy-policy"], content.owner, content.reviews, language);
  const bindingVersionNote = bindingVersionNotes[language];
  const segmented = (texts: readonly string[]) => texts.map((text) => textSegments(typeset(text), marked));
  const viewSections = sections.map((section) => ({
    heading: typeset(section.heading),
    paragraphs: segmented(section.paragraphs),
    list: section.list && segmented(section.list),
    highlighted: section.highlighted,
  }));
  const hasPlaceholders = viewSections
    .flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])
    .some((segments) => segments.some((segment) => segment.kind === "placeholder"));
  const frameOptions = { pageTitle: title, description: typeset(description), inEveryEdition: true };
  const view = {
    language,
    title: typeset(title),
    bindingVersion:
      bindingVersionNote === undefined
        ? undefined
        : {
            text: bindingVersionNote,
            linkLabel: formatsIn(defaultLanguage).typeset(german[file].title),
            href: `${languagePrefix(defaultLanguage)}${slug}/`,
            // Printed after the link: the German title alone does not say where the binding page is.
            printUrl: new URL(`${languagePrefix(defaultLanguage)}${slug}/`, siteUrl).href,
            hreflang: defaultLanguage,
          },
    placeholderNotice: hasPlaceholders ? legalPagePlaceholderNotes[language] : undefined,
    sections: viewSections,
    homeLinkLabel: content.site.homeLinkLabel,
    homeHref: languagePrefix(language),
  };
  return { frameOptions, view };
}

export type LegalPageView = ReturnType<typeof legalPageView>["view"];
