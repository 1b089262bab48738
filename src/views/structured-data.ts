// The landing page's structured data for search engines (schema.org JSON-LD), as the script elements' text.
import type { FAQPage, Product, WithContext } from "schema-dts";
import { siteDescription } from "../formatting/boat-facts.ts";
import { faqEntries, type BuyerFactTopic } from "./buyer-facts-view.ts";
import { reviewsNewestFirst } from "./reviews-view.ts";
import type { SectionContext } from "./section-context.ts";

// `<` is escaped so no review text or answer can ever close the script element.
const scriptText = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");

/** What search engines read of the offer, the FAQ from `buyerFactTopics`; sample texts never reach them. */
export function offerForSearchEngines(context: SectionContext, buyerFactTopics: readonly BuyerFactTopic[]) {
  const { content, language, fill, forecast, terms, placeholders } = context;
  return {
    name: fill(content.site.productName),
    description: siteDescription(content.site, content.boat, language),
    ratingSummary: content.reviews.ratingSummary,
    priceEuro: forecast.inputs.purchasePriceEuro,
    priceIncludesVat: terms.priceIncludesVat,
    reviews: reviewsNewestFirst(context).filter((review) => !review.isSample),
    faq: faqEntries(buyerFactTopics, placeholders),
  };
}

export type OfferForSearchEngines = ReturnType<typeof offerForSearchEngines>;

/** `pageUrl`: the edition's own page, where its offer is read. */
export function productJsonLd(offer: OfferForSearchEngines, imageUrl: string, pageUrl: URL): string {
  const { ratingSummary } = offer;
  const product: WithContext<Product> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: offer.name,
    description: offer.description,
    image: imageUrl,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: ratingSummary.ratingValue.toFixed(1),
      bestRating: ratingSummary.bestRating,
      reviewCount: ratingSummary.reviewCount,
    },
    offers: {
      "@type": "Offer",
      price: offer.priceEuro,
      priceCurrency: "EUR",
      // JSON.stringify leaves out what is undefined.
      priceSpecification:
        offer.priceIncludesVat === undefined
          ? undefined
          : {
              "@type": "PriceSpecification",
              price: offer.priceEuro,
              priceCurrency: "EUR",
              valueAddedTaxIncluded: offer.priceIncludesVat,
            },
      availability: "https://schema.org/InStock",
      url: pageUrl.href,
    },
    review:
      offer.reviews.length === 0
        ? undefined
        : offer.reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.author },
            datePublished: review.month,
            reviewBody: review.text,
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: ratingSummary.bestRating },
          })),
  };
  return scriptText(product);
}

export function faqPageJsonLd(entries: OfferForSearchEngines["faq"]): string | undefined {
  if (!entries) return undefined;
  const faqPage: WithContext<FAQPage> = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
  return scriptText(faqPage);
}
