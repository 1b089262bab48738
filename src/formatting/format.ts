import { languageTags, type Language } from "../i18n/languages.ts";
import { fillTokens } from "../content-schemas/text-syntax.ts";

/** Joins a number to its unit ("75.000 €", "§ 5") so that a line never breaks between them. */
export const noBreakSpace = "\u00a0";

// Intl already separates units with a no-break space; normalising makes the output independent of the ICU
// version (some use U+202F), and the typographic minus replaces the hyphen Intl puts before negative numbers.
const typographic = (text: string) => text.replace(/[ \u202f]/g, noBreakSpace).replace(/^-/, "\u2212");

/** Metric horsepower (PS) from kilowatts, as German law wants kW first: 1 PS = 0.73549875 kW. */
export const metricHorsepower = (kilowatts: number) => Math.round(kilowatts / 0.73549875);

/** What differs between the languages' figures and typography; the rest is Intl's (de-DE, en-GB). */
const languageRules = {
  de: {
    nights: ["Nacht", "Nächte"],
    horsepower: "PS",
    numberWords: "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf".split(" "),
    // Counted nouns too ("4 Schlafplätze", "20 Bewertungen"): a figure never starts a line on its own. Written as
    // the alternatives of a regular expression: "Nächten?" is "Nächte" and "Nächten".
    units: ["€", "%", "m", "l", "kW", "PS", "Nacht", "Nächten?", "Tagen?", "Jahren?", "Gästen?", "Kabinen?"],
    countedNouns: ["Schlafplatz", "Schlafplätze", "Bewertung", "Bewertungen", "Anfragen", "Zeichen"],
    // "§ 5", "Art. 15", "Abs. 1", "Nr. 4", "lit. f" and the inner spaces of "p. a." and "z. B.".
    references: String.raw`§§?|\bArt\.|\bAbs\.|\bNr\.|\blit\.`,
    abbreviation: /\b(p\.|z\.|d\.|u\.) (?=(?:a|B|h)\.)/g,
    months: "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
    dayBeforeMonth: String.raw`\d{1,2}\.`,
  },
  en: {
    nights: ["night", "nights"],
    // Metric horsepower, which English sale listings also write „hp“ beside the kilowatts.
    horsepower: "hp",
    numberWords: "zero one two three four five six seven eight nine ten eleven twelve".split(" "),
    units: ["€", "%", "m", "l", "kW", "hp", "nights?", "days?", "years?", "guests?", "cabins?"],
    countedNouns: ["berths?", "reviews?", "enquiries", "characters"],
    // "§ 5", "Art. 15", "para. 1", "no. 4", "sec. 2" („§ 2 VermAnlG“ stays as German law writes it).
    references: String.raw`§§?|\bArt\.|\b[Pp]ara\.|\b[Nn]o\.|\b[Ss]ec\.`,
    abbreviation: /\b(e\.|i\.) (?=(?:g|e)\.)/g,
    months: "January|February|March|April|May|June|July|August|September|October|November|December",
    dayBeforeMonth: String.raw`\d{1,2}`,
  },
} as const satisfies Record<Language, unknown>;

/** Every figure and the typography of one language: German as in Germany, English as in Britain (€75,000; 3.3%). */
function formatsFor(language: Language) {
  const tag = languageTags[language];
  const rules = languageRules[language];
  const euro = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const twoDecimals = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const monthYear = new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" });
  const list = new Intl.ListFormat(tag, { type: "conjunction" });

  const formatInteger = (value: number) => typographic(integer.format(value));
  const withUnit = (value: number, unit: string) => `${formatInteger(value)}${noBreakSpace}${unit}`;

  const numberBeforeUnit = new RegExp(
    `(\\d) (?=(?:${[...rules.units, ...rules.countedNouns].join("|")})(?![\\p{L}\\d]))`,
    "gu",
  );
  const referenceBeforeNumber = new RegExp(`(${rules.references}) (?=[\\p{L}\\d])`, "gu");
  const percentPerYear = /% (?=p\.)/g;
  // "13,25 m × 2,76 m": the sign stays with the figure before it.
  const beforeTimes = / (?=× )/g;
  const dayBeforeMonth = new RegExp(`\\b(${rules.dayBeforeMonth}) (?=(?:${rules.months})\\b)`, "g");

  /** No-break spaces where the language's typography keeps things together; formatted figures already carry them. */
  const typeset = (text: string) =>
    text
      .replace(numberBeforeUnit, `$1${noBreakSpace}`)
      .replace(referenceBeforeNumber, `$1${noBreakSpace}`)
      .replace(rules.abbreviation, `$1${noBreakSpace}`)
      .replace(percentPerYear, `%${noBreakSpace}`)
      .replace(beforeTimes, noBreakSpace)
      .replace(dayBeforeMonth, `$1${noBreakSpace}`);

  return {
    language,
    /** `75000` → `75.000 €` / `€75,000`; `-300` → `−300 €` / `−€300` */
    formatEuro: (value: number) => typographic(euro.format(value)),
    formatInteger,
    /** `3.3` → `3,3 %` / `3.3%` (one decimal by default); `-0.4` → `−0,4 %` */
    formatPercent: (value: number, fractionDigits = 1) =>
      typographic(
        new Intl.NumberFormat(tag, {
          style: "percent",
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        }).format(value / 100),
      ),
    /** A figure and its unit, joined: `withUnit(800, "l")` → `800 l` */
    withUnit,
    formatNights: (nights: number) => withUnit(nights, rules.nights[nights === 1 ? 0 : 1]),
    /** `13.25` → `13,25 m` / `13.25 m`; `0.9` → `0,90 m` */
    formatMeters: (value: number) => `${twoDecimals.format(value)}${noBreakSpace}m`,
    formatEnginePower: (kilowatts: number) =>
      `${withUnit(kilowatts, "kW")} (${withUnit(metricHorsepower(kilowatts), rules.horsepower)})`,
    formatRating: (value: number) => oneDecimal.format(value),
    /** `2025-08` → `August 2025` */
    formatMonthYear: (isoMonth: string) => monthYear.format(new Date(`${isoMonth}-01T00:00:00Z`)),
    /** Numbers up to twelve as words for running text (`4` → `vier` / `four`), larger ones as digits. */
    numberInWords: (value: number) => rules.numberWords[value] ?? formatInteger(value),
    /** `a, b und c` / `a, b and c` */
    formatList: (items: readonly string[]) => list.format(items),
    typeset,
    fillText: (text: string, values: Readonly<Record<string, string>>) => typeset(fillTokens(text, values)),
  };
}

export type Formats = ReturnType<typeof formatsFor>;

const formatsByLanguage = { de: formatsFor("de"), en: formatsFor("en") } as const satisfies Record<Language, Formats>;

export const formatsIn = (language: Language): Formats => formatsByLanguage[language];
