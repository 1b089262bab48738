// The named fields texts may contain, e.g. "gebaut {baujahr}"; each text's schema says which of them it allows.

/** Facts of the boat from boat.yaml, formatted as the page shows them ("800 l", "vier" for {gaeste}). */
export const boatTokens = [
  "bootsname",
  "bootsart",
  "baujahr",
  "material",
  "laenge",
  "breite",
  "tiefgang",
  "motor",
  "motorleistung",
  "dieseltank",
  "frischwassertank",
  "kabinen",
  "schlafplaetze",
  "gaeste",
  "ort",
  "region",
  "gewaesser",
] as const;

export const returnModelTokens = [
  "kaufpreis",
  "naechte",
  "saison",
  "preis-pro-nacht",
  "umsatz",
  "kosten",
  "kostenanteil",
  "feste-kosten",
  "gewinn-vor-aufteilung",
  "betreiberanteil",
  "betreiber-betrag",
  "ihr-gewinn",
  "rendite",
] as const;

/** What follows from the owner's declarations (sellerType, vatStatus, limitationPeriod, offerStatus). */
export const sellerTermsTokens = ["umsatzsteuer", "gewaehrleistung", "vertragsschluss", "ausstieg"] as const;

export const ownerTokens = ["name", "anschrift", "email", "telefon"] as const;

export const offerTokens = [...boatTokens, ...returnModelTokens, ...sellerTermsTokens] as const;

export type TokenValues<Names extends readonly string[]> = Record<Names[number], string>;
