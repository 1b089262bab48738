export interface GuestReview {
  author: string;
  /** ISO month of the stay, e.g. `2025-08`; shown as `August 2025`. */
  month: string;
  rating: number;
  text: string;
}

export const reviewsHeading = "Was Gäste sagen";

/** The listing's rating summary, as shown on the holiday-rental platform. */
export const ratingSummary = {
  ratingValue: 5.0,
  bestRating: 5,
  reviewCount: 20,
  badgeLabel: "Gäste-Favorit",
} as const;

export const reviews: GuestReview[] = [
  {
    author: "Anna",
    month: "2025-08",
    rating: 5,
    text: "Wir haben selten so gut geschlafen wie auf diesem Boot. Morgens Kaffee an Deck, mittags ins Wasser springen, abends der Sonnenuntergang über dem See. Alles war blitzsauber und liebevoll eingerichtet, der Kontakt unkompliziert.",
  },
  {
    author: "Markus",
    month: "2025-07",
    rating: 5,
    text: "Ein echtes Stück Geschichte mit allem, was man braucht. Man spürt, wie viel Pflege in dem alten Schiff steckt. Für uns zu viert war genug Platz, und Werder ist mit dem Rad in wenigen Minuten erreichbar.",
  },
  {
    author: "Julia",
    month: "2025-09",
    rating: 5,
    text: "Die ruhigste Woche des Jahres. Nachts hört man nur das Wasser am Rumpf, tagsüber Haubentaucher und Segelboote. Die Einweisung war herzlich und gründlich, wir kommen im nächsten Sommer bestimmt wieder.",
  },
];
