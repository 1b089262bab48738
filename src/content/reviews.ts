import { placeholder } from "./placeholder.ts";

export interface GuestReview {
  /** The guest's first name, as shown on the platform. */
  author: string;
  /** ISO month of the review, e.g. `2025-08`; shown as `August 2025`. */
  month: string;
  rating: number;
  text: string;
}

export const reviewsHeading = "Was Gäste sagen";

/**
 * The listing's rating summary, as shown on the holiday-rental platform. Rating, count and reviews belong to the
 * current listing: copy them from there and update `asOf` whenever you do.
 */
export const ratingSummary = {
  ratingValue: 5.0,
  bestRating: 5,
  reviewCount: 20,
  badgeLabel: "Gäste-Favorit",
  source: "Airbnb",
  asOf: placeholder(
    "[Monat Jahr]",
    "Monat und Jahr, in dem Sie Bewertung, Anzahl und Bewertungstexte aus Ihrem Inserat übernommen haben, z. B. „Oktober 2025“",
  ),
};

/** The line under the reviews and the badge's description: where the ratings come from and when. */
export const ratingSource = `Bewertungen von Gästen auf ${ratingSummary.source}, Stand: ${ratingSummary.asOf}`;

const replaceWithRealReview =
  "Ersetzen durch eine echte Bewertung aus Ihrem Inserat: Text wörtlich, mit Einverständnis des Gastes, dazu Vorname, Monat und Sterne";

/** Quoted from the listing with the guests' consent. The page shows them newest first. */
export const reviews: GuestReview[] = [
  {
    author: "Anna",
    month: "2025-08",
    rating: 5,
    text: placeholder(
      "Die Übergabe war unkompliziert, wir bekamen eine kurze Einweisung in Toilette, Heizung und Landstrom, danach waren wir völlig selbstständig. Die Küche ist für ein Boot erstaunlich gut ausgestattet. Beim nächsten Mal bringen wir Fahrräder mit.",
      replaceWithRealReview,
    ),
  },
  {
    author: "Markus",
    month: "2025-07",
    rating: 5,
    text: placeholder(
      "Für uns vier Erwachsene war es gemütlich eng, aber gut durchdacht, jede Ecke wird genutzt. Die Kabine ist ruhig, die Treppe zum Salon steil, das sollte man mit kleinen Kindern wissen. Der Betreiber hat auf jede Frage innerhalb einer Stunde geantwortet.",
      replaceWithRealReview,
    ),
  },
  {
    author: "Julia",
    month: "2025-09",
    rating: 5,
    text: placeholder(
      "Im September hatten wir kühle Nächte, die Heizung hielt das Boot aber angenehm warm. Zum Einkaufen und zum Obsthof sind es mit dem Rad nur ein paar Minuten. Sauber, gepflegt und mit Liebe zum Detail eingerichtet, wir würden sofort wieder buchen.",
      replaceWithRealReview,
    ),
  },
];

/** Newest first, as readers expect; the file keeps whatever order the owner writes. */
export const newestFirst = (list: readonly GuestReview[]) => [...list].sort((a, b) => b.month.localeCompare(a.month));
