// The hero: headline, the listing's button, the video, and the three cards (location, rating, yield).
import { heroVideoSources } from "../media/hero-video.ts";
import { videoControlLabels } from "./page-copy.ts";
import { ratingTokens } from "./reviews-view.ts";
import { riskNoticeAnchor } from "./risk-notice-view.ts";
import type { SectionContext } from "./section-context.ts";

export function heroView(context: SectionContext) {
  const { content, language, fill, forecast, offerStatus } = context;
  const { fillText, formatRating } = context.formats;
  const { site, boat, hero, reviews } = content;
  const { infoCards } = hero;
  const tokens = ratingTokens(context);
  return {
    headline: hero.headline,
    subtitle: fill(hero.subtitle),
    ctaLabel: hero.ctaLabel,
    listingUrl: site.listingUrl,
    newTabHint: site.newTabHint,
    posterAlt: hero.posterAlt,
    video: { label: hero.videoLabel, sources: heroVideoSources, controlLabels: videoControlLabels[language] },
    infoCards: {
      listLabel: infoCards.listLabel,
      location: { label: infoCards.locationLabel, town: boat.location.town, detail: fill(infoCards.locationDetail) },
      rating: {
        value: formatRating(reviews.ratingSummary.ratingValue),
        outOf: fillText(reviews.badgeOutOf, tokens),
        count: fillText(reviews.badgeCount, tokens),
        listing: reviews.badgeListing,
      },
      yield: {
        label: infoCards.yieldLabel,
        value: fillText(infoCards.yieldValue, { rendite: forecast.tokens.rendite }),
        note: fill(infoCards.yieldNote),
        footnoteMarker: riskNoticeAnchor.marker,
        footnoteLabel: fillText(infoCards.yieldFootnoteLabel, { fussnote: riskNoticeAnchor.marker }),
        footnoteHref: `#${riskNoticeAnchor.id}`,
        // Printed under the cards, so the note stands on the same page as the figure.
        footnoteText: fill(content["risk-notice"].footnote[offerStatus]),
      },
    },
  };
}

export type HeroView = ReturnType<typeof heroView>;
