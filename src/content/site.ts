import { placeholder } from "./placeholder.ts";

/** Site-wide settings: titles, descriptions and external links. */
export const site = {
  name: "Hausboot Werder",
  title: "Historisches Hausboot in Werder (Havel) als Investition",
  description:
    "Holländisches Stahl-Hausboot Rietaak 13.25 von 1930 auf einem See in Werder (Havel): passive Airbnb-Investition mit Betreibervertrag, Renditemodell und Besichtigung.",
  locale: "de_DE",
  /** The holiday-rental listing the hero button opens. */
  listingUrl: placeholder(
    "https://www.airbnb.de/rooms/hausboot-werder-havel",
    "Die Adresse Ihres Airbnb-Inserats mit der Zimmernummer, z. B. https://www.airbnb.de/rooms/12345678",
  ),
  /**
   * A production build accepts an Airbnb room address (`https://www.airbnb.de/rooms/<Nummer>`). For a listing on
   * another platform, open the address in a browser, check it, and set this to true.
   */
  listingUrlChecked: false,
  shareImageAlt: "Das Hausboot auf dem See in Werder (Havel) im Abendlicht",
};
