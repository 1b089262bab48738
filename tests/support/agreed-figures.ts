// The values the issues fix as a contract. Tests compare the page and the content modules against these literals,
// so a change in the content that breaks the contract fails a test. `nb` is the no-break space that keeps a number
// with its unit (written out so the contract shows where it belongs).
const nb = "\u00a0";

export const agreedReturnTableValues = [
  `75.000${nb}€`,
  `60${nb}Nächte`,
  `130${nb}€`,
  `7.800${nb}€`,
  `4.290${nb}€`,
  `3.510${nb}€`,
  `1.053${nb}€`,
  `2.457${nb}€`,
  `3,3${nb}%${nb}p.${nb}a.`,
];

export const agreedTechnicalData = {
  Typ: "Rietaak 13.25, holländisches Stahlschiff",
  "Baujahr & Material": "1930, Stahl",
  "Abmessungen (L × B)": `13,25${nb}m${nb}× 2,76${nb}m, Tiefgang 0,90${nb}m`,
  Motor: `DAF 575 Diesel, 77${nb}kW (105${nb}PS)`,
  Tanks: `800${nb}l Diesel, 250${nb}l Frischwasser`,
  "Kabinen & Schlafplätze": "1 Kabine + Salon, 4 Schlafplätze",
};

/** The two sentences German practice uses to warn about such offers, word for word (issue 8). */
export const agreedRiskWarnings = [
  "Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.",
  "Der in Aussicht gestellte Ertrag ist nicht gewährleistet und kann auch niedriger ausfallen.",
];

/** The six topics of "Fakten für Ihre Entscheidung", in the order issue 8 names them. */
export const agreedBuyerFactTopics = [
  "Betreiber und Betreibervertrag",
  "Liegeplatz",
  "Zustand",
  "Kosten im Detail",
  "Kaufbedingungen",
  "Steuern",
];
