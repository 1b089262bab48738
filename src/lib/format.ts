import { fillTokens } from "./text-syntax.ts";

/** Joins a number to its unit ("75.000 €", "§ 5") so that a line never breaks between them. */
export const noBreakSpace = "\u00a0";

// Intl already separates units with a no-break space; normalising makes the output independent of the ICU
// version (some use U+202F), and the typographic minus replaces the hyphen Intl puts before negative numbers.
const typographic = (text: string) => text.replace(/[ \u202f]/g, noBreakSpace).replace(/^-/, "\u2212");

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `75000` → `75.000 €`; `-300` → `−300 €` */
export const formatEuro = (value: number) => typographic(euro.format(value));

export const formatInteger = (value: number) => typographic(integer.format(value));

/** `3.3` → `3,3 %` (one decimal); `-0.4` → `−0,4 %` */
export const formatPercent = (value: number, fractionDigits = 1) =>
  typographic(
    new Intl.NumberFormat("de-DE", {
      style: "percent",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value / 100),
  );

/** A figure and its unit, joined: `withUnit(800, "l")` → `800 l` */
export const withUnit = (value: number, unit: string) => `${formatInteger(value)}${noBreakSpace}${unit}`;

export const formatNights = (nights: number) => withUnit(nights, nights === 1 ? "Nacht" : "Nächte");

/** `13.25` → `13,25 m`; `0.9` → `0,90 m` */
export const formatMeters = (value: number) => `${twoDecimals.format(value)}${noBreakSpace}m`;

/** Metric horsepower (PS) from kilowatts, as German law wants kW first: 1 PS = 0.73549875 kW. */
export const metricHorsepower = (kilowatts: number) => Math.round(kilowatts / 0.73549875);

export const formatEnginePower = (kilowatts: number) =>
  `${withUnit(kilowatts, "kW")} (${withUnit(metricHorsepower(kilowatts), "PS")})`;

export const formatRating = (value: number) =>
  new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

const monthYear = new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });

export const formatMonthYear = (isoMonth: string) => monthYear.format(new Date(`${isoMonth}-01T00:00:00Z`));

const numberWords = "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf".split(" ");

/** Numbers up to twelve as words for running text (`4` → `vier`), larger ones as digits. */
export const numberInWords = (value: number) => numberWords[value] ?? formatInteger(value);

// Counted nouns too ("4 Schlafplätze", "20 Bewertungen"): a figure never starts a line on its own. Written as the
// alternatives of a regular expression: "Nächten?" is "Nächte" and "Nächten".
const units = ["€", "%", "m", "l", "kW", "PS", "Nacht", "Nächten?", "Tagen?", "Jahren?", "Gästen?", "Kabinen?"];
const countedNouns = ["Schlafplatz", "Schlafplätze", "Bewertung", "Bewertungen", "Anfragen", "Zeichen"];
const numberBeforeUnit = new RegExp(`(\\d) (?=(?:${[...units, ...countedNouns].join("|")})(?![\\p{L}\\d]))`, "gu");
// "§ 5", "Art. 15", "Abs. 1", "Nr. 4", "lit. f" and the inner spaces of "p. a." and "z. B.".
const referenceBeforeNumber = /(§§?|\bArt\.|\bAbs\.|\bNr\.|\blit\.) (?=[\p{L}\d])/gu;
const abbreviation = /\b(p\.|z\.|d\.|u\.) (?=(?:a|B|h)\.)/g;
const percentPerYear = /% (?=p\.)/g;
// "13,25 m × 2,76 m": the sign stays with the figure before it.
const beforeTimes = / (?=× )/g;
const dayBeforeMonth =
  /\b(\d{1,2}\.) (?=(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b)/g;

/** No-break spaces where German typography keeps things together; figures formatted above already carry them. */
export const typeset = (text: string) =>
  text
    .replace(numberBeforeUnit, `$1${noBreakSpace}`)
    .replace(referenceBeforeNumber, `$1${noBreakSpace}`)
    .replace(abbreviation, `$1${noBreakSpace}`)
    .replace(percentPerYear, `%${noBreakSpace}`)
    .replace(beforeTimes, noBreakSpace)
    .replace(dayBeforeMonth, `$1${noBreakSpace}`);

export const fillText = (text: string, values: Readonly<Record<string, string>>) => typeset(fillTokens(text, values));
