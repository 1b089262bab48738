// Intl separates the unit with a (narrow) no-break space; the page keeps figures together with
// CSS (`whitespace-nowrap`) instead, so copied or searched text matches what readers type.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });

/** `75000` → `75.000 €` */
export const formatEuro = (value: number) => plainSpaces(euro.format(value));

/** `1200` → `1.200` */
export const formatInteger = (value: number) => integer.format(value);

/** `3.3` → `3,3 %` (one decimal) */
export const formatPercent = (value: number, fractionDigits = 1) =>
  plainSpaces(
    new Intl.NumberFormat("de-DE", {
      style: "percent",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value / 100),
  );

/** `3.3` → `3,3 % p. a.` */
export const formatYield = (value: number) => `${formatPercent(value)} p. a.`;

/** `13.25` → `13,25 m`; `0.9` → `0,90 m` */
export const formatMeters = (value: number) =>
  `${new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} m`;

/** `5` → `5,0` */
export const formatRating = (value: number) =>
  new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

const monthYear = new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });

/** `2025-08` → `August 2025` */
export const formatMonthYear = (isoMonth: string) => monthYear.format(new Date(`${isoMonth}-01T00:00:00Z`));
