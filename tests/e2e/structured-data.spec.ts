import { expect, test } from "./fixtures.ts";

test("the landing page describes the boat as a schema.org Product", async ({ request, site }) => {
  const html = await (await request.get("/")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const product = JSON.parse(blocks[0]![1]!);

  expect(product["@context"]).toBe("https://schema.org");
  expect(product["@type"]).toBe("Product");
  expect(product.name).toContain("Rietaak 13.25");
  expect(product.name).toContain("1930");
  expect(product.description.length).toBeGreaterThan(50);
  expect(product.image).toMatch(/^https?:\/\/[^/]+\/_astro\/.+\.jpg$/);
  expect(product.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: "5.0", reviewCount: 20 });
  expect(product.offers).toMatchObject({
    "@type": "Offer",
    price: 75000,
    priceCurrency: "EUR",
    availability: "https://schema.org/InStock",
  });
  expect(product.review).toHaveLength(3);
  for (const review of product.review) {
    expect(review["@type"]).toBe("Review");
    expect(review.author.name).toMatch(/^[A-ZÄÖÜ]/);
    expect(review.reviewBody.length).toBeGreaterThan(50);
    expect(review.reviewRating.ratingValue).toBe(5);
  }

  // The image URL points at a real file of the build.
  const imagePath = new URL(product.image).pathname;
  expect((await request.get(`${site.url}${imagePath}`)).status()).toBe(200);
});
