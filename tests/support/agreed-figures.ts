// The values the issue fixes as a contract. Tests compare the page and the content modules against
// these literals, so a change in the content that breaks the contract fails a test.
export const agreedReturnTableValues = [
  "75.000 €",
  "60 Nächte",
  "130 €",
  "7.800 €",
  "4.290 €",
  "3.510 €",
  "1.053 €",
  "2.457 €",
  "3,3 % p. a.",
];

export const agreedTechnicalData = {
  Typ: "Rietaak 13.25, holländisches Stahlschiff",
  "Baujahr & Material": "1930, Stahl",
  Maße: "13,25 m × 2,76 m, Tiefgang 0,90 m",
  Motor: "DAF 575 Diesel, 105 PS",
  Tanks: "800 l Diesel, 250 l Frischwasser",
  "Kabinen & Schlafplätze": "1 Kabine + Salon, 4 Schlafplätze",
};
