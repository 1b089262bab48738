import { describe, expect, it } from "vitest";
import { formatsIn, metricHorsepower } from "../../src/formatting/format.ts";

const {
  formatEnginePower,
  formatEuro,
  formatInteger,
  formatMeters,
  formatMonthYear,
  formatNights,
  formatPercent,
  formatRating,
  numberInWords,
  typeset,
  withUnit,
} = formatsIn("de");

// Written out so each expectation shows where a no-break space belongs.
const nb = "\u00a0";

describe("German figures with units", () => {
  it("formats euros with a thousands dot, no cents, and a no-break space before the sign", () => {
    expect(formatEuro(75_000)).toBe(`75.000${nb}€`);
    expect(formatEuro(130)).toBe(`130${nb}€`);
    expect(formatEuro(1052.6)).toBe(`1.053${nb}€`);
  });

  it("writes negative figures with a real minus sign", () => {
    expect(formatEuro(-300)).toBe(`\u2212300${nb}€`);
    expect(formatPercent(-0.4)).toBe(`\u22120,4${nb}%`);
  });

  it("formats percentages and yields with a decimal comma, kept on one line", () => {
    expect(formatPercent(3.3)).toBe(`3,3${nb}%`);
    expect(formatPercent(55, 0)).toBe(`55${nb}%`);
    // One season's yield: no "p. a." beside "Prognose für eine Saison".
    expect(formatPercent(10)).toBe(`10,0${nb}%`);
  });

  it("never leaves a breakable space in a formatted figure", () => {
    const figures = [
      formatEuro(12_345),
      formatPercent(3.3),
      formatMeters(13.25),
      formatNights(60),
      withUnit(800, "l"),
      formatEnginePower(77),
    ];
    for (const figure of figures) expect(figure).not.toMatch(/[ \u202f]\d|\d[ \u202f]|[€%][ \u202f]p/);
  });

  it("formats lengths with two decimals, nights and litres with their unit", () => {
    expect(formatMeters(13.25)).toBe(`13,25${nb}m`);
    expect(formatMeters(0.9)).toBe(`0,90${nb}m`);
    expect(formatNights(60)).toBe(`60${nb}Nächte`);
    expect(formatNights(1)).toBe(`1${nb}Nacht`);
    expect(withUnit(1200, "l")).toBe(`1.200${nb}l`);
  });

  it("gives engine power in kW with the horsepower computed from it", () => {
    expect(metricHorsepower(77)).toBe(105);
    expect(metricHorsepower(100)).toBe(136);
    expect(formatEnginePower(77)).toBe(`77${nb}kW (105${nb}PS)`);
  });

  it("formats integers and ratings", () => {
    expect(formatInteger(1200)).toBe("1.200");
    expect(formatRating(5)).toBe("5,0");
  });

  it("formats a stay month as month name and year", () => {
    expect(formatMonthYear("2025-08")).toBe("August 2025");
    expect(formatMonthYear("2025-03")).toBe("März 2025");
    expect(formatMonthYear("2026-01")).toBe("Januar 2026");
  });
});

describe("numbers in running text", () => {
  it("writes numbers up to twelve as words and larger ones as digits", () => {
    expect(numberInWords(4)).toBe("vier");
    expect(numberInWords(12)).toBe("zwölf");
    expect(numberInWords(13)).toBe("13");
    expect(numberInWords(1500)).toBe("1.500");
  });
});

describe("typeset", () => {
  it("joins numbers to their units", () => {
    expect(typeset("Kosten von 55 % des Umsatzes")).toBe(`Kosten von 55${nb}% des Umsatzes`);
    expect(typeset("ein Tank mit 800 l Diesel")).toBe(`ein Tank mit 800${nb}l Diesel`);
    expect(typeset("bei 60 Nächten, für 4.290 €.")).toBe(`bei 60${nb}Nächten, für 4.290${nb}€.`);
    expect(typeset("3,3 % p. a.")).toBe(`3,3${nb}%${nb}p.${nb}a.`);
  });

  it("joins section and article references to their numbers", () => {
    expect(typeset("nach § 5 DDG und Art. 6 Abs. 1 lit. f DSGVO")).toBe(
      `nach §${nb}5 DDG und Art.${nb}6 Abs.${nb}1 lit.${nb}f DSGVO`,
    );
    expect(typeset("z. B. so")).toBe(`z.${nb}B. so`);
    expect(typeset("am 20. Juli 2025")).toBe(`am 20.${nb}Juli 2025`);
  });

  it("leaves words that only start like a unit alone", () => {
    expect(typeset("1930 in den Niederlanden")).toBe("1930 in den Niederlanden");
    expect(typeset("seit 20 Minuten, 2 lange Tage")).toBe("seit 20 Minuten, 2 lange Tage");
    expect(typeset("12 m2")).toBe("12 m2");
  });

  it("keeps a count with what it counts, so no figure starts a line alone at 320 px", () => {
    expect(typeset("eine Kabine und ein Salon, 4 Schlafplätze")).toBe(`eine Kabine und ein Salon, 4${nb}Schlafplätze`);
    expect(typeset("20 Bewertungen, bis zu 4 Gäste")).toBe(`20${nb}Bewertungen, bis zu 4${nb}Gäste`);
  });

  it("is idempotent", () => {
    const once = typeset("Art. 15 DSGVO, 800 l Diesel, 3,3 % p. a.");
    expect(typeset(once)).toBe(once);
  });
});

describe("English figures (en-GB) for the English edition", () => {
  const en = formatsIn("en");

  it("puts the euro sign first with thousands commas, and the percent sign straight after the figure", () => {
    expect(en.formatEuro(75_000)).toBe("€75,000");
    expect(en.formatEuro(-300)).toBe("\u2212€300");
    expect(en.formatPercent(3.3)).toBe("3.3%");
    expect(en.formatPercent(-0.4)).toBe("\u22120.4%");
    expect(en.formatPercent(30, 0)).toBe("30%");
  });

  it("writes months, lengths, power, nights, ratings and small numbers the British way", () => {
    expect(en.formatMonthYear("2025-08")).toBe("August 2025");
    expect(en.formatMeters(13.25)).toBe(`13.25${nb}m`);
    expect(en.formatMeters(0.9)).toBe(`0.90${nb}m`);
    expect(en.formatEnginePower(77)).toBe(`77${nb}kW (105${nb}hp)`);
    expect(en.formatNights(60)).toBe(`60${nb}nights`);
    expect(en.formatNights(1)).toBe(`1${nb}night`);
    expect(en.withUnit(1200, "l")).toBe(`1,200${nb}l`);
    expect(en.formatRating(5)).toBe("5.0");
    expect(en.numberInWords(4)).toBe("four");
    expect(en.numberInWords(13)).toBe("13");
    expect(en.formatList(["a", "b", "c"])).toBe("a, b and c");
  });

  it("keeps figures with their units and references with their numbers", () => {
    expect(en.typeset("3.3% p.a. at 60 nights, 20 reviews, 4 berths")).toBe(
      `3.3%${nb}p.a. at 60${nb}nights, 20${nb}reviews, 4${nb}berths`,
    );
    expect(en.typeset("under § 2 para. 1 no. 3 VermAnlG, by 31 December 2028")).toBe(
      `under §${nb}2 para.${nb}1 no.${nb}3 VermAnlG, by 31${nb}December 2028`,
    );
    expect(en.typeset("1930 in the Netherlands, 2 long days")).toBe("1930 in the Netherlands, 2 long days");
  });

  it("leaves the German formats as they were", () => {
    expect(formatEuro(75_000)).toBe(`75.000${nb}€`);
    expect(formatMonthYear("2025-08")).toBe("August 2025");
  });
});
