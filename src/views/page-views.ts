// Each page's one prepared object, loaded from the content collections: a page passes it to its layout and
// components, which only render. The frame is what BaseLayout shows around every page.
import { getImage } from "astro:assets";
import { contactFields, type ContactField } from "../contact-form/field-names.ts";
import { contactFieldSpecsIn } from "../contact-form/field-specs.ts";
import { contactFieldRules } from "../contact-form/field-rules.ts";
import { contactPathsIn } from "../contact-form/paths.ts";
import {
  defaultLanguage,
  languagePrefix,
  openGraphLocales,
  publishedLanguages,
  type Language,
} from "../i18n/languages.ts";
import { siteContentIn } from "../content-reading/content-in-language.ts";
import { inLanguage } from "../content-reading/translated-content.ts";
import { markedTexts, type ShownContent } from "../content-reading/placeholders.ts";
import { fillTokens } from "../content-schemas/text-syntax.ts";
import { formatsIn } from "../formatting/format.ts";
import { galleryLightboxPhotos } from "./gallery-lightbox.ts";
import { heroPosterPicture } from "../media/hero-poster.ts";
import { siteDescription } from "../formatting/boat-facts.ts";
import { landingSections } from "./landing-sections.ts";
import { languageNames, languageSwitchLabels, printPageNumbers } from "./page-copy.ts";
import { exposePdfWording } from "../pdf/expose-pdf-wording.ts";
import { siteSlug } from "../pdf/print-expose.ts";
import { exposePdfBuild } from "virtual:expose-pdf-build";
import { legalPageSlugs, legalPageView, type LegalPageSlug } from "./legal-pages.ts";
import { lightboxPhotoCss } from "./lightbox-photo-css.ts";
import { loadPageContent, mediaImage, type PageContent, type PageInputs } from "./page-content.ts";
import { openForPublication, previewNoticeText } from "./preview-notice.ts";
import { faqPageJsonLd, productJsonLd } from "./structured-data.ts";
import { textSegments } from "./text-segments.ts";

export interface PageAddress {
  siteUrl: URL;
  path: string;
  /** The page's edition; German unless given. */
  language?: Language;
}

/** The editions `site.yaml › languages` publishes, as a `[...locale]` route's params: German at the root. */
export async function editionPaths() {
  const { site } = (await loadPageContent()).content;
  return publishedLanguages(site.languages).map((language) => ({
    params: { locale: language === defaultLanguage ? undefined : language },
  }));
}

interface FrameOptions {
  /** The page's own title, before the site's name; the landing page has none and shows the site's title. */
  pageTitle?: string;
  description?: string;
  /** Pages that should not appear in search results (thank-you and error pages). */
  noindex?: boolean;
  /** The 404 page answers at every missing address, so it names no address of its own. */
  withoutAddress?: boolean;
  /**
   * The page exists in every published language at the same path under the language's prefix: it links the other
   * editions (the language switch, `hreflang`) and names their `og:locale`.
   */
  inEveryEdition?: boolean;
}

/** The page in each published language, German first; `x-default` is German (the site's default and its root). */
function editionsOf(path: string, language: Language, published: readonly Language[], siteUrl: URL) {
  const prefix = languagePrefix(language);
  const inEdition = path.endsWith("/") ? path : `${path}/`;
  // What every edition's path has after its prefix: `/en/impressum/` → `impressum/`.
  const shared = inEdition.startsWith(prefix) ? inEdition.slice(prefix.length) : inEdition.slice(1);
  return published.map((edition) => ({
    language: edition,
    url: new URL(`${languagePrefix(edition)}${shared}`, siteUrl).href,
    path: `${languagePrefix(edition)}${shared}`,
  }));
}

async function pageFrame(
  pageContent: PageContent,
  { siteUrl, path, language = defaultLanguage }: PageAddress,
  options: FrameOptions = {},
) {
  const { boat, owner } = pageContent.content;
  const site = inLanguage(pageContent.content.site, language, "site.yaml");
  const published = publishedLanguages(pageContent.content.site.languages);
  const editions = options.inEveryEdition ? editionsOf(path, language, published, siteUrl) : [];
  const otherEditions = editions.filter((edition) => edition.language !== language);
  const prefix = languagePrefix(language);
  // A preview shows open placeholders and sample texts: search engines must not list it, and visitors see what it is.
  const { placeholders, mediaProblems } = pageContent;
  const open = openForPublication(pageContent.content, placeholders.length, mediaProblems.length);
  const isPreview = open.length > 0;
  const title = options.pageTitle === undefined ? site.title : `${options.pageTitle} – ${site.name}`;
  const copyright = formatsIn(language).fillText(site.footer.copyright, {
    jahr: String(new Date().getFullYear()),
    seitenname: site.name,
    stadt: owner.city,
  });
  // The poster cropped to 1200×630: the link-preview image and the product image.
  const shareImage = await getImage({
    src: await mediaImage("poster"),
    width: 1200,
    height: 630,
    fit: "cover",
    format: "jpg",
  });
  return {
    title,
    description: options.description ?? siteDescription(site, boat, language),
    noindex: options.noindex === true || isPreview,
    canonicalUrl: options.withoutAddress ? undefined : new URL(path, siteUrl).href,
    lang: language,
    locale: language === defaultLanguage ? site.locale : openGraphLocales[language],
    /** `<link rel="alternate" hreflang>` for each edition, the page's own included, and `x-default` (German). */
    alternates:
      otherEditions.length === 0
        ? []
        : [
            ...editions.map(({ language: edition, url }) => ({ hreflang: edition, href: url })),
            { hreflang: "x-default", href: editions.find((edition) => edition.language === defaultLanguage)!.url },
          ],
    alternateLocales: otherEditions.map((edition) => openGraphLocales[edition.language]),
    /** The visible links to the other editions, each named in its own language. */
    languageSwitch:
      otherEditions.length === 0
        ? undefined
        : {
            label: languageSwitchLabels[language],
            links: otherEditions.map((edition) => ({
              href: edition.path,
              language: edition.language,
              label: languageNames[edition.language],
            })),
          },
    siteName: site.name,
    shareImage: { url: new URL(shareImage.src, siteUrl).href, alt: site.shareImageAlt },
    skipLinkLabel: site.skipLinkLabel,
    /** The seller, as the page's `<meta name="author">` and the PDF's author. */
    author: owner.name,
    previewNoticeTitle: site.previewNotice.title,
    // Only what is still missing: a confirmed cost list is no longer named.
    previewNotice: isPreview ? previewNoticeText(site.previewNotice, open, language) : undefined,
    // A build whose browser did not start links no PDF; a production build stops instead (expose-pdf.ts).
    exposePdfMissing:
      exposePdfBuild.state === "unavailable"
        ? exposePdfWording[language].missingNotice(exposePdfBuild.cause)
        : undefined,
    footer: {
      copyright,
      legalNavLabel: site.footer.legalNavLabel,
      links: [
        { href: `${prefix}impressum/`, label: site.footer.imprintLinkLabel },
        { href: `${prefix}datenschutz/`, label: site.footer.privacyLinkLabel },
      ].map((link) => ({ ...link, printUrl: new URL(link.href, siteUrl).href })),
    },
  };
}

export type PageFrame = Awaited<ReturnType<typeof pageFrame>>;

/** A page's view in its frame: what `prepare` makes of the content in the page's language. */
async function framedView<View>(
  address: PageAddress,
  prepare: (content: ShownContent, page: PageInputs) => { frameOptions: FrameOptions; view: View },
) {
  const pageContent = await loadPageContent();
  const language = address.language ?? defaultLanguage;
  const { frameOptions, view } = prepare(siteContentIn(pageContent.content, language), {
    language,
    german: pageContent.content,
    marked: markedTexts(pageContent.placeholders),
  });
  return { ...view, frame: await pageFrame(pageContent, address, frameOptions) };
}

/** The printed exposé's running header and page numbers: CSS margin boxes (Chromium 131+), filled from content. */
function printPageFrameCss(siteName: string, siteUrl: URL, language: Language) {
  const marginText = "font: 7.5pt system-ui, sans-serif; color: #000;";
  const { before, between } = printPageNumbers[language];
  return (
    `@media print{@page{` +
    `@top-left{content:${JSON.stringify(siteName)};${marginText}}` +
    `@top-right{content:${JSON.stringify(new URL(languagePrefix(language), siteUrl).href)};${marginText}}` +
    `@bottom-right{content:${JSON.stringify(before)} counter(page) ${JSON.stringify(between)} counter(pages);${marginText}}` +
    `}}`
  );
}

/** The link to the page's exposé as a PDF, in builds that print one (not in `astro dev`, nor without a browser). */
function exposePdfLink(siteName: string, language: Language) {
  if (exposePdfBuild.state !== "printing") return undefined;
  const { fileName, linkText } = exposePdfWording[language];
  return { href: `/${fileName(siteSlug(siteName))}`, language, text: linkText };
}

export type ExposePdfLink = NonNullable<ReturnType<typeof exposePdfLink>>;

/** The landing page in the address's language edition: the same sections, figures and media, its texts and formats. */
export async function landingPageView(address: PageAddress) {
  const language = address.language ?? defaultLanguage;
  const pageContent = await loadPageContent();
  const page = landingSections(pageContent.content, pageContent.placeholders, language);
  const frame = await pageFrame(pageContent, address, { inEveryEdition: true });
  const pageUrl = new URL(languagePrefix(language), address.siteUrl);
  const { printLinks } = exposePdfWording[language];
  const galleryImages = await Promise.all(page.gallery.photos.map(({ file }) => mediaImage(`gallery/${file}`)));
  const lightboxPhotos = await galleryLightboxPhotos(galleryImages);
  return {
    ...page,
    frame,
    heroPoster: await heroPosterPicture(await mediaImage("poster")),
    lifeAboardPhoto: await mediaImage("life-aboard"),
    galleryImages,
    lightboxPhotos,
    lightboxPhotoCss: lightboxPhotoCss(lightboxPhotos, ".lightbox-photo"),
    printPageFrameCss: printPageFrameCss(frame.siteName, address.siteUrl, language),
    exposePdf: exposePdfLink(frame.siteName, language),
    printLinks: [
      { label: printLinks.listing, href: page.hero.listingUrl },
      { label: printLinks.page, href: pageUrl.href },
    ],
    productJsonLd: productJsonLd(page.structuredData, frame.shareImage.url, pageUrl),
    faqPageJsonLd: faqPageJsonLd(page.structuredData.faq),
  };
}

/** Each legal page in each published edition: the params of `[...locale]/[legalPage].astro`. */
export const legalPagePaths = async () =>
  (await editionPaths()).flatMap(({ params: { locale } }) =>
    legalPageSlugs.map((legalPage) => ({ params: { locale, legalPage } })),
  );

/** A legal page in the address's edition: its texts and the owner's in its language, the facts once. */
export const legalPageFor = (address: PageAddress, slug: LegalPageSlug) =>
  framedView(address, (content, page) => legalPageView(slug, content, page, address.siteUrl));

export const notFoundPageView = (address: PageAddress) =>
  framedView(address, ({ "not-found": notFound }) => ({
    frameOptions: { pageTitle: notFound.title, description: notFound.title, noindex: true, withoutAddress: true },
    view: notFound,
  }));

/** Where a plain form post (no JavaScript) lands when the message was sent. */
export const thankYouPageView = (address: PageAddress) =>
  framedView(address, ({ contact, site }, { language }) => {
    const { title, text } = contact.notices.success;
    return {
      frameOptions: { pageTitle: title, description: text, noindex: true },
      view: { title, text, homeLinkLabel: site.homeLinkLabel, homeHref: languagePrefix(language) },
    };
  });

/** Where a plain form post lands when it failed: the invalid fields with their rules, or every rule if none was. */
export const contactFailurePageView = (address: PageAddress, invalidFields: readonly ContactField[]) =>
  framedView(address, ({ contact, owner }, { language }) => {
    const { notices, failurePage } = contact;
    const fieldSpecs = contactFieldSpecsIn(language);
    const { title, text } = notices.failure;
    return {
      frameOptions: { pageTitle: title, description: text, noindex: true },
      view: {
        title,
        text,
        fieldsHeading: invalidFields.length > 0 ? failurePage.invalidFieldsHeading : failurePage.checkFieldsHeading,
        fields: (invalidFields.length > 0 ? invalidFields : contactFields).map((field) => ({
          label: fieldSpecs[field].label,
          rule: formatsIn(language).typeset(contactFieldRules[language][field].rule),
        })),
        hint: textSegments(fillTokens(failurePage.hint, { email: owner.email }), new Set()),
        backLabel: failurePage.backLabel,
        backHref: contactPathsIn(language).form,
      },
    };
  });
