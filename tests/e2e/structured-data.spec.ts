import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { descriptionPattern, readSiteContent } from "../support/site-content.ts";
import { expect, test } from "./fixtures.ts";

const { content, placeholders, page: expected } = readSiteContent();
const { ratingSummary } = content.reviews;

test("the landing page describes the boat as a schema.org Product", async ({ request, site }) => {
  const html = await (await request.get("/")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const [product, ...others] = blocks.map((block) => JSON.parse(block[1]!));
  const buyerFactsOpen = placeholders.some(({ file }) => file === dataFilePath("buyer-facts"));
  expect(others.map((block) => block["@type"])).toEqual(buyerFactsOpen ? [] : ["FAQPage"]);

  expect(product["@context"]).toBe("https://schema.org");
  expect(product["@type"]).toBe("Product");
  expect(product.name).toBe(expected.structuredData.name);
  expect(product.name).toContain(String(content.boat.buildYear));
  expect(product.description).toMatch(descriptionPattern(content));
  expect(product.description.length).toBeLessThanOrEqual(160);
  expect(product.image).toMatch(/^https?:\/\/[^/]+\/_astro\/.+\.jpg$/);
  expect(product.aggregateRating).toMatchObject({
    "@type": "AggregateRating",
    ratingValue: ratingSummary.ratingValue.toFixed(1),
    reviewCount: ratingSummary.reviewCount,
  });
  expect(product.offers).toMatchObject({
    "@type": "Offer",
    price: content["return-model"].purchasePriceEuro,
    priceCurrency: "EUR",
    availability: "https://schema.org/InStock",
  });
  // The VAT status only once the owner has stated it; no brand, which would suggest a company.
  const { priceIncludesVat } = expected.structuredData;
  expect(product.offers.priceSpecification?.valueAddedTaxIncluded).toBe(priceIncludesVat);
  expect(product.brand).toBeUndefined();
  // Only the guests' real words, newest first: sample reviews (placeholders in reviews.yaml) stay out.
  const guestReviews = readDataFile("reviews")
    .reviews.filter((review) => !review.text.includes("(Platzhalter:"))
    .sort((a, b) => b.month.localeCompare(a.month));
  expect(product.review).toEqual(
    guestReviews.length === 0
      ? undefined
      : guestReviews.map((review) => ({
          "@type": "Review",
          author: { "@type": "Person", name: review.author },
          datePublished: review.month,
          reviewBody: review.text,
          reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: ratingSummary.bestRating },
        })),
  );

  // The image URL points at a real file of the build.
  const imagePath = new URL(product.image).pathname;
  expect((await request.get(`${site.url}${imagePath}`)).status()).toBe(200);
});

test("the buyer's facts become FAQ data only once none of them is a placeholder", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const faqBlock =
    /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema\.org","@type":"FAQPage"[\s\S]*?)<\/script>/.exec(
      html,
    );
  // No block while a buyer's fact is a placeholder (no entries expected), else one entry per fact.
  expect(faqBlock === null ? null : JSON.parse(faqBlock[1]!).mainEntity).toEqual(
    expected.structuredData.faq?.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })) ?? null,
  );
});
