/** Site-wide settings: titles, descriptions and external links. */
export const site = {
  name: "Hausboot Werder",
  title: "Historisches Hausboot in Werder (Havel) als Investition",
  description:
    "Holländisches Stahl-Hausboot Rietaak 13.25 von 1930 auf einem See in Werder (Havel): passive Airbnb-Investition mit Betreibervertrag, Renditemodell und Besichtigung.",
  locale: "de_DE",
  /** The holiday-rental listing the hero button opens. */
  listingUrl: "https://www.airbnb.de/rooms/hausboot-werder-havel",
  shareImageAlt: "Das Hausboot auf dem See in Werder (Havel) im Abendlicht",
} as const;
