import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { editDataFile } from "../../scripts/content/edit-data-file.ts";
import { readDataFile } from "../../src/lib/data-files.ts";
import { findPlaceholders } from "../../src/lib/placeholders.ts";
import { splitAtToken } from "../../src/lib/text-syntax.ts";
import { sellerTypes, type SellerType } from "../../src/content-schemas/owner.ts";
import { offerStatuses, type OfferStatus } from "../../src/content-schemas/risk-notice.ts";
import { astroBuild } from "../support/owner-commands.ts";
import {
  copyProject,
  fillPlaceholders,
  fixtureRoot,
  markMediaAsOwners,
  useFixtureContent,
} from "../support/project-copy.ts";
import { startSite, type RunningSite } from "../support/site-server.ts";
import { expect, test } from "./fixtures.ts";

// Every combination of the owner's two legal declarations, offerStatus × sellerType (the small business, which differs
// from a business only in its VAT sentence, with the plain sale), built as the production build of a fresh clone filled in and read in Chromium: the risk
// notice, the seller line, the VAT and warranty lines, the exit topic and the structured data must say the same.
// Expected sentences come from the fresh clone's data files, put together here, not from the page's view code.

const texts = {
  riskNotice: readDataFile("risk-notice", fixtureRoot),
  contact: readDataFile("contact", fixtureRoot),
  buyerFacts: readDataFile("buyer-facts", fixtureRoot),
  vatStatus: readDataFile("return-model-texts", fixtureRoot).vatStatus,
};

interface Variant {
  name: string;
  offerStatus: OfferStatus;
  sellerType: SellerType;
  /** Private or business towards the buyer: which warranty and sale kind apply. */
  seller: "privat" | "unternehmer";
  chargesVat: boolean;
  /** The other declarations' own sentences, as the content words them: none may stand on this variant's page. */
  contradictions: string[];
}

/** Text as a reader compares it: no-break spaces and line breaks are spaces. */
const plain = (text: string) => text.replace(/\s+/g, " ").trim();

/** What the page says because of one offer status and one seller type. */
function declaredTexts(offerStatus: OfferStatus, sellerType: SellerType): string[] {
  const seller = sellerType === "privat" ? "privat" : "unternehmer";
  return [
    texts.contact.saleKind[seller],
    texts.buyerFacts.warranty[seller],
    texts.vatStatus[sellerType],
    ...texts.riskNotice.warnings[offerStatus],
    splitAtToken(texts.contact.sellerLine[offerStatus], "name")[0],
    texts.buyerFacts.exitNote[offerStatus],
  ].map(plain);
}

function variant(offerStatus: OfferStatus, sellerType: SellerType): Variant {
  const own = declaredTexts(offerStatus, sellerType);
  const others = offerStatuses.flatMap((status) =>
    sellerTypes.flatMap((type) => (status === offerStatus && type === sellerType ? [] : declaredTexts(status, type))),
  );
  return {
    name: `${offerStatus} × ${sellerType}`,
    offerStatus,
    sellerType,
    seller: sellerType === "privat" ? "privat" : "unternehmer",
    chargesVat: sellerType === "unternehmer",
    // A placeholder's question is filled in before the build, so it cannot stand anywhere.
    contradictions: [...new Set(others)].filter((text) => !own.includes(text) && !text.includes("(Platzhalter:")),
  };
}

const variants: Variant[] = [
  ...offerStatuses.flatMap((offerStatus) =>
    (["privat", "unternehmer"] as const).map((sellerType) => variant(offerStatus, sellerType)),
  ),
  variant("verkauf", "kleinunternehmer"),
];

/** The label of the buyer's fact whose value is the named field, e.g. „Umsatzsteuer“ for {umsatzsteuer}. */
const factLabel = (token: string) =>
  texts.buyerFacts.topics.flatMap((topic) => topic.facts ?? []).find((fact) => fact.value === `{${token}}`)!.label;
const exitTopic = texts.buyerFacts.topics.find((topic) => topic.notes?.includes("{ausstieg}"))!.title;

interface BuiltVariant {
  site: RunningSite;
  owner: { name: string; address: string; exitNote: string };
  /** The filled-in data files the structured data must follow. */
  reviews: ReturnType<typeof readDataFile<"reviews">>["reviews"];
  topics: ReturnType<typeof readDataFile<"buyer-facts">>["topics"];
}

/**
 * Builds the variants one after another in one copy of the project with a fresh clone's content, each with the
 * declarations set and every other placeholder filled in, as a production build; then serves each build. One copy
 * keeps its Astro cache warm from the second build on.
 */
async function buildVariants(lane: Variant[], scratch: string, built: Map<string, BuiltVariant>): Promise<void> {
  const root = copyProject("hausboot-variant-");
  try {
    await useFixtureContent(root);
    await markMediaAsOwners(root);
    for (const variant of lane) {
      await editDataFile(root, "risk-notice", (document) => document.set("offerStatus", variant.offerStatus));
      await editDataFile(root, "owner", (document) => document.set("sellerType", variant.sellerType));
      await fillPlaceholders(root, findPlaceholders(root));
      const dist = join(scratch, variant.name.replace(/\W+/g, "-"));
      const { code, output } = await astroBuild(root, dist, {
        CONTEXT: "production",
        SITE_URL: "https://hausboot-werder.de",
      });
      if (code !== 0) throw new Error(`Build ${variant.name}:\n${output}`);
      const { name, street, postalCode, city } = readDataFile("owner", root);
      const exitNote = readDataFile("buyer-facts", root).exitNote[variant.offerStatus];
      const owner = { name, address: `${street}, ${postalCode} ${city}`, exitNote };
      const { reviews } = readDataFile("reviews", root);
      const { topics } = readDataFile("buyer-facts", root);
      built.set(variant.name, { site: await startSite({ root: dist }), owner, reviews, topics });
    }
  } finally {
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
  const scratch = mkdtempSync(join(tmpdir(), "hausboot-variants-"));
  const built = new Map<string, BuiltVariant>();

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    // Two lanes, as many as the machine has cores.
    const lanes = [0, 1].map((lane) => variants.filter((_, index) => index % 2 === lane));
    await Promise.all(lanes.map((lane) => buildVariants(lane, scratch, built)));
  });

  test.afterAll(async () => {
    await Promise.all([...built.values()].map(({ site }) => site.stop()));
    rmSync(scratch, { recursive: true, force: true });
  });

  for (const variant of variants) {
    test(variant.name, async ({ page }) => {
      const { site, owner, reviews, topics } = built.get(variant.name)!;
      await page.goto(site.url, { waitUntil: "domcontentloaded" });

      // The risk notice opens with the status's warnings.
      const warnings = await page.getByTestId("risk-warnings").locator("p").allTextContents();
      expect(warnings.map(plain)).toEqual(texts.riskNotice.warnings[variant.offerStatus]);

      // Who sells: the status's role, the owner, how they sell.
      const sellerLine = texts.contact.sellerLine[variant.offerStatus]
        .replace("{name}", owner.name)
        .replace("{anschrift}", owner.address)
        .replace("{verkaufsart}", texts.contact.saleKind[variant.seller]);
      await expect(page.getByTestId("seller-line")).toHaveText(sellerLine);

      // VAT, warranty and exit, under the buyer's facts.
      await expect(factValue(page, factLabel("umsatzsteuer"))).toHaveText(texts.vatStatus[variant.sellerType]);
      await expect(factValue(page, factLabel("gewaehrleistung"))).toHaveText(texts.buyerFacts.warranty[variant.seller]);
      const exit = page.getByTestId("buyer-facts").locator("details", { hasText: exitTopic });
      await expect(exit.locator("p")).toHaveText([owner.exitNote]);

      // The structured data say the same about VAT.
      const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as StructuredData,
      );
      const product = structuredData.find((item) => item["@type"] === "Product");
      expect(product?.offers.priceSpecification.valueAddedTaxIncluded).toBe(variant.chargesVat);

      // Filled in, the reviews are the guests' words and reach search engines, newest first; every buyer's fact is
      // filled in, so each topic becomes a question whose answer names its facts.
      expect(product?.review?.map((review) => [review.author.name, review.datePublished, review.reviewBody])).toEqual(
        [...reviews]
          .sort((a, b) => b.month.localeCompare(a.month))
          .map((review) => [review.author, review.month, review.text]),
      );
      const questions = structuredData.find((item) => item["@type"] === "FAQPage")?.mainEntity ?? [];
      expect(questions.map((question) => question.name)).toEqual(topics.map((topic) => topic.question));
      for (const [index, topic] of topics.entries()) {
        for (const fact of topic.facts ?? []) expect(questions[index]!.acceptedAnswer.text).toContain(`${fact.label}:`);
      }

      // A production build with nothing left open is no preview.
      await expect(page.getByTestId("preview-notice")).toHaveCount(0);

      // No sentence anywhere on the page contradicts the declarations.
      const pageText = plain(await page.locator("main").evaluate((main) => main.textContent ?? ""));
      expect(variant.contradictions.length).toBeGreaterThan(0);
      for (const contradiction of variant.contradictions) expect(pageText).not.toContain(contradiction);
    });
  }
});
