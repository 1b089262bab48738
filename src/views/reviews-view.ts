// „Was Gäste sagen“: the rating summary and the reviews, newest first.
import { dataFilePath } from "../content-reading/data-file-paths.ts";
import { quotationMarks } from "./page-copy.ts";
import type { SectionContext } from "./section-context.ts";

/** The named fields of the rating's texts, for the hero's badge too. */
export function ratingTokens({ content }: SectionContext) {
  const { reviewCount, bestRating, source, asOf } = content.reviews.ratingSummary;
  return { anzahl: String(reviewCount), beste: String(bestRating), plattform: source, stand: asOf };
}

/**
 * Newest first, as readers expect; the file keeps whatever order the owner writes. A review that still holds a
 * placeholder is a sample, not a guest's words.
 */
export function reviewsNewestFirst({ content, placeholders }: SectionContext) {
  return content.reviews.reviews
    .map((review, index) => ({
      ...review,
      isSample: placeholders.some(
        ({ file, path }) => file === dataFilePath("reviews") && path[0] === "reviews" && path[1] === index,
      ),
    }))
    .sort((a, b) => b.month.localeCompare(a.month));
}

export function reviewsView(context: SectionContext) {
  const { content, language, segments } = context;
  const { fillText, formatMonthYear, typeset } = context.formats;
  const texts = content.reviews;
  const tokens = ratingTokens(context);
  return {
    heading: texts.heading,
    source: segments(fillText(texts.sourceLine, tokens)),
    verification: texts.verification,
    bestRating: texts.ratingSummary.bestRating,
    sampleNote: texts.sampleReviewNote,
    quotationMarks: quotationMarks[language],
    reviews: reviewsNewestFirst(context).map((review) => ({
      ...review,
      text: typeset(review.text),
      monthLabel: formatMonthYear(review.month),
      starsLabel: fillText(texts.starsLabel, { ...tokens, sterne: String(review.rating) }),
    })),
  };
}

export type ReviewsView = ReturnType<typeof reviewsView>;
