import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { findPlaceholders } from "../../src/content-reading/placeholders.ts";
import { limitationPeriods, sellerTypes, vatStatuses } from "../../src/content-schemas/owner.ts";
import { offerStatuses } from "../../src/content-schemas/risk-notice.ts";
import {
  clausesOf,
  contradictingClauses,
  declaredTexts,
  describeDeclarations,
  distinctVariants,
  englishDeclaredContent,
  englishEdition,
  plain,
  sellsAs,
  vatSentenceKey,
  warrantyText,
  type DeclaredContent,
  type Declarations,
} from "../support/declared-texts.ts";
import { startAstroBuilder } from "../support/astro-builder.ts";
import {
  copyProject,
  fillPlaceholders,
  fixtureRoot,
  markMediaAsOwners,
  useFixtureContent,
} from "../support/project-copy.ts";
import { startSite, type RunningSite } from "../support/site-server.ts";
import { expect, test } from "./fixtures.ts";

// Every page the owner's legal declarations can make (risk-notice.yaml › offerStatus, owner.yaml › sellerType,
// vatStatus, limitationPeriod; declarations that choose the same texts make one page), built as the production build
// of a fresh clone filled in and read in Chromium: the risk notice, the seller line, VAT, warranty, contract formation,
// the exit topic, the Impressum and the structured data must say what the declarations say, and no clause of another
// declaration's texts may stand anywhere on the page. The English edition (/en/, /en/impressum/) says the same in
// English, a Vermögensanlage's statutory warnings in German word for word, each followed by its translation. Expected
// texts come from the fresh clone's data files, put together in tests/support/declared-texts.ts, not from the page's
// view code.

const texts = {
  "risk-notice": readDataFile("risk-notice", fixtureRoot),
  contact: readDataFile("contact", fixtureRoot),
  "buyer-facts": readDataFile("buyer-facts", fixtureRoot),
  "return-model-texts": readDataFile("return-model-texts", fixtureRoot),
  "return-model": readDataFile("return-model", fixtureRoot),
};
const imprint = readDataFile("imprint", fixtureRoot);
const englishTexts = englishDeclaredContent(texts);
const englishImprint = englishEdition(imprint);

interface Variant extends Declarations {
  name: string;
  /** The other declarations' clauses, as the content words them: none may stand on this variant's pages. */
  contradictions: string[];
  /** This variant's own texts, filled in as the build's are. */
  own: string[];
  /** The same in the English edition. */
  englishContradictions: string[];
  englishOwn: string[];
}

const variants: Variant[] = distinctVariants(texts).map((declarations) => ({
  ...declarations,
  name: describeDeclarations(declarations),
  contradictions: contradictingClauses(texts, declarations),
  own: declaredTexts(texts, declarations),
  englishContradictions: contradictingClauses(englishTexts, declarations),
  englishOwn: declaredTexts(englishTexts, declarations),
}));

/** The label of the buyer's fact whose value is the named field, e.g. „Umsatzsteuer“ for {umsatzsteuer}. */
const factLabelIn = (buyerFacts: DeclaredContent["buyer-facts"], token: string) =>
  buyerFacts.topics.flatMap((topic) => topic.facts ?? []).find((fact) => fact.value === `{${token}}`)!.label;
const factLabel = (token: string) => factLabelIn(texts["buyer-facts"], token);
const exitTopicIn = (buyerFacts: DeclaredContent["buyer-facts"]) =>
  buyerFacts.topics.find((topic) => topic.notes?.includes("{ausstieg}"))!.title;
const exitTopic = exitTopicIn(texts["buyer-facts"]);
const disputeHeading = imprint.sections.find((section) => section.onlyForBusinessSellers)!.heading;
const englishDisputeHeading = englishImprint.sections.find((section) => section.onlyForBusinessSellers)!.heading;

interface BuiltVariant {
  site: RunningSite;
  owner: { name: string; address: string };
  /** The filled-in data files the page and the structured data must follow. */
  buyerFacts: ReturnType<typeof readDataFile<"buyer-facts">>;
  riskNotice: ReturnType<typeof readDataFile<"risk-notice">>;
  reviews: ReturnType<typeof readDataFile<"reviews">>["reviews"];
  /** The filled-in declared texts in their English edition. */
  english: DeclaredContent;
}

/**
 * Builds the variants one after another in one copy of the project with a fresh clone's content, each with the
 * declarations set and every other placeholder filled in, as a production build; then serves each build. One copy
 * keeps its Astro cache warm from the second build on, and one builder process keeps Astro loaded.
 */
async function buildVariants(lane: Variant[], scratch: string, built: Map<string, BuiltVariant>): Promise<void> {
  const root = copyProject("hausboot-variant-");
  // No exposé PDF (EXPOSE_PDF=skip saves a browser start and two prints per build): nothing here reads it. The PDF of
  // a filled-in production build is read in tests/integration/expose-pdf.test.ts, the demo's in
  // tests/e2e/expose-pdf.spec.ts.
  const builder = startAstroBuilder(root, {
    CONTEXT: "production",
    SITE_URL: "https://hausboot-werder.de",
    EXPOSE_PDF: "skip",
  });
  try {
    await useFixtureContent(root);
    await markMediaAsOwners(root);
    for (const variant of lane) {
      await editDataFile(root, "risk-notice", (document) => document.set("offerStatus", variant.offerStatus));
      await editDataFile(root, "owner", (document) => {
        document.set("sellerType", variant.sellerType);
        document.set("vatStatus", variant.vatStatus);
        document.set("limitationPeriod", variant.limitationPeriod);
      });
      await fillPlaceholders(root, findPlaceholders(root));
      const dist = join(scratch, variant.name.replace(/\W+/g, "-"));
      const { code, output } = await builder.build(dist);
      if (code !== 0) throw new Error(`Build ${variant.name}:\n${output}`);
      const { name, street, postalCode, city } = readDataFile("owner", root);
      built.set(variant.name, {
        site: await startSite({ root: dist }),
        owner: { name, address: `${street}, ${postalCode} ${city}` },
        buyerFacts: readDataFile("buyer-facts", root),
        riskNotice: readDataFile("risk-notice", root),
        reviews: readDataFile("reviews", root).reviews,
        english: englishDeclaredContent({
          "risk-notice": readDataFile("risk-notice", root),
          contact: readDataFile("contact", root),
          "buyer-facts": readDataFile("buyer-facts", root),
          "return-model-texts": readDataFile("return-model-texts", root),
          "return-model": readDataFile("return-model", root),
        }),
      });
    }
  } finally {
    await builder.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

interface StructuredData {
  "@type": string;
  offers: { priceSpecification: { valueAddedTaxIncluded: boolean } };
  review?: { author: { name: string }; datePublished: string; reviewBody: string }[];
  mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
}

/** The value beside a fact's label in the buyer's facts. */
const factValue = (page: Page, label: string) =>
  page
    .getByTestId("buyer-facts")
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("+ dd");

test.describe("every variant of the offer reads consistently", () => {
  test.describe.configure({ mode: "serial" });
  let scratch = "";
  const built = new Map<string, BuiltVariant>();

  test.beforeAll(async () => {
    test.setTimeout(1_500_000);
    scratch = mkdtempSync(join(tmpdir(), "hausboot-variants-"));
    // Two lanes, as many as the machine has cores.
    const lanes = [0, 1].map((lane) => variants.filter((_, index) => index % 2 === lane));
    await Promise.all(lanes.map((lane) => buildVariants(lane, scratch, built)));
  });

  test.afterAll(async () => {
    await Promise.all([...built.values()].map(({ site }) => site.stop()));
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  test("covers every declared value", () => {
    for (const [key, values] of [
      ["offerStatus", offerStatuses],
      ["sellerType", sellerTypes],
      ["vatStatus", vatStatuses],
      ["limitationPeriod", limitationPeriods],
    ] as const) {
      expect(new Set(variants.map((variant) => variant[key]))).toEqual(new Set(values));
    }
  });

  for (const variant of variants) {
    test(variant.name, async ({ page }) => {
      const { site, owner, buyerFacts, riskNotice, reviews, english } = built.get(variant.name)!;
      const seller = sellsAs(variant.sellerType);
      await page.goto(site.url, { waitUntil: "domcontentloaded" });

      // The risk notice opens with the status's warnings; its risks start with the status's own.
      const warnings = await page.getByTestId("risk-warnings").locator("p").allTextContents();
      expect(warnings.map(plain)).toEqual(texts["risk-notice"].warnings[variant.offerStatus]);
      const risks = (await page.getByTestId("risk-notice").locator("li").allTextContents()).map(plain);
      expect(risks.slice(0, riskNotice.offerRisks[variant.offerStatus].length)).toEqual(
        riskNotice.offerRisks[variant.offerStatus].map(plain),
      );

      // Who sells: the status's roles and the owner; how they sell only for the plain sale.
      const sellerLine = texts.contact.sellerLine[variant.offerStatus]
        .replace("{name}", owner.name)
        .replace("{anschrift}", owner.address)
        .replace("{verkaufsart}", texts.contact.saleKind[seller]);
      await expect(page.getByTestId("seller-line")).toHaveText(sellerLine);

      // VAT, warranty, contract formation and exit, under the buyer's facts.
      await expect(factValue(page, factLabel("umsatzsteuer"))).toHaveText(
        plain(texts["return-model-texts"].vatStatus[vatSentenceKey(variant)]),
      );
      const warranty = warrantyText(texts, variant);
      await expect(factValue(page, factLabel("gewaehrleistung"))).toHaveText(plain(warranty));
      await expect(factValue(page, factLabel("vertragsschluss"))).toHaveText(
        plain(buyerFacts.contractFormation[seller]),
      );
      const exit = page.getByTestId("buyer-facts").locator("details", { hasText: exitTopic });
      await expect(exit.locator("p")).toHaveText([buyerFacts.exitNote[variant.offerStatus]]);

      // The structured data say the same about VAT.
      const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as StructuredData,
      );
      const product = structuredData.find((item) => item["@type"] === "Product");
      expect(product?.offers.priceSpecification.valueAddedTaxIncluded).toBe(
        vatSentenceKey(variant) === "steuerpflichtig",
      );

      // Filled in, the reviews are the guests' words and reach search engines, newest first; every buyer's fact is
      // filled in, so each topic becomes a question whose answer names its facts.
      expect(product?.review?.map((review) => [review.author.name, review.datePublished, review.reviewBody])).toEqual(
        [...reviews]
          .sort((a, b) => b.month.localeCompare(a.month))
          .map((review) => [review.author, review.month, review.text]),
      );
      const questions = structuredData.find((item) => item["@type"] === "FAQPage")?.mainEntity ?? [];
      expect(questions.map((question) => question.name)).toEqual(buyerFacts.topics.map((topic) => topic.question));
      for (const [index, topic] of buyerFacts.topics.entries()) {
        for (const fact of topic.facts ?? []) expect(questions[index]!.acceptedAnswer.text).toContain(`${fact.label}:`);
      }

      // A production build with nothing left open is no preview, and marks no placeholder (the exposé PDF, printed
      // from this page, is refused in production for a mark).
      await expect(page.getByTestId("preview-notice")).toHaveCount(0);
      await expect(page.locator("[data-placeholder]")).toHaveCount(0);

      // Every clause of the variant's own texts stands on the page; none of another declaration's does, on the page
      // or in the Impressum, which states the consumer-dispute position for business sellers only.
      const pageText = plain(await page.locator("main").evaluate((main) => main.textContent ?? ""));
      for (const clause of variant.own.flatMap(clausesOf)) expect(pageText).toContain(clause);
      expect(variant.contradictions.length).toBeGreaterThan(0);
      for (const contradiction of variant.contradictions) expect(pageText).not.toContain(contradiction);
      await page.goto(`${site.url}/impressum/`, { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("heading", { name: disputeHeading })).toHaveCount(Number(seller === "unternehmer"));
      const imprintText = plain(await page.locator("main").evaluate((main) => main.textContent ?? ""));
      for (const contradiction of variant.contradictions) expect(imprintText).not.toContain(contradiction);

      // The English edition: the same declarations in English. A Vermögensanlage's warnings are the statute's, so
      // each stands in German, word for word and marked as German, followed by its English translation; a plain
      // sale's warnings are English only.
      await page.goto(`${site.url}/en/`, { waitUntil: "domcontentloaded" });
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator("[data-placeholder]")).toHaveCount(0);
      const germanWarnings = riskNotice.warnings[variant.offerStatus].map(plain);
      const englishWarnings = english["risk-notice"].warnings[variant.offerStatus].map(plain);
      const statutory = variant.offerStatus === "vermoegensanlage";
      const shownWarnings = await page.getByTestId("risk-warnings").locator("p").allTextContents();
      expect(shownWarnings.map(plain)).toEqual(
        statutory ? germanWarnings.flatMap((german, index) => [german, englishWarnings[index]]) : englishWarnings,
      );
      const germanOnEnglishPage = await page.getByTestId("risk-warnings").locator('p[lang="de"]').allTextContents();
      expect(germanOnEnglishPage.map(plain)).toEqual(statutory ? germanWarnings : []);
      const englishRisks = (await page.getByTestId("risk-notice").locator("li").allTextContents()).map(plain);
      const englishOfferRisks = english["risk-notice"].offerRisks[variant.offerStatus];
      expect(englishRisks.slice(0, englishOfferRisks.length)).toEqual(englishOfferRisks.map(plain));

      const englishSellerLine = english.contact.sellerLine[variant.offerStatus]
        .replace("{name}", owner.name)
        .replace("{anschrift}", owner.address)
        .replace("{verkaufsart}", english.contact.saleKind[seller]);
      await expect(page.getByTestId("seller-line")).toHaveText(englishSellerLine);
      const englishFacts = english["buyer-facts"];
      await expect(factValue(page, factLabelIn(englishFacts, "umsatzsteuer"))).toHaveText(
        plain(english["return-model-texts"].vatStatus[vatSentenceKey(variant)]),
      );
      await expect(factValue(page, factLabelIn(englishFacts, "gewaehrleistung"))).toHaveText(
        plain(warrantyText(english, variant)),
      );
      await expect(factValue(page, factLabelIn(englishFacts, "vertragsschluss"))).toHaveText(
        plain(englishFacts.contractFormation[seller]),
      );
      const englishExit = page.getByTestId("buyer-facts").locator("details", { hasText: exitTopicIn(englishFacts) });
      await expect(englishExit.locator("p")).toHaveText([englishFacts.exitNote[variant.offerStatus]]);

      const englishPageText = plain(await page.locator("main").evaluate((main) => main.textContent ?? ""));
      for (const clause of variant.englishOwn.flatMap(clausesOf)) expect(englishPageText).toContain(clause);
      expect(variant.englishContradictions.length).toBeGreaterThan(0);
      for (const contradiction of variant.englishContradictions) expect(englishPageText).not.toContain(contradiction);
      await page.goto(`${site.url}/en/impressum/`, { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("heading", { name: englishDisputeHeading })).toHaveCount(
        Number(seller === "unternehmer"),
      );
    });
  }
});
