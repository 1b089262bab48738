import { describe, expect, it } from "vitest";
import {
  formatEuro,
  formatInteger,
  formatMeters,
  formatMonthYear,
  formatPercent,
  formatRating,
  formatYield,
} from "../../src/lib/format.ts";

describe("German number formatting", () => {
  it("formats euros with a thousands dot and no cents", () => {
    expect(formatEuro(75_000)).toBe("75.000 €");
    expect(formatEuro(130)).toBe("130 €");
    expect(formatEuro(1052.6)).toBe("1.053 €");
  });

  it("uses plain spaces so the text matches what readers type", () => {
    expect(formatEuro(75_000)).not.toMatch(/[\u00a0\u202f]/);
    expect(formatYield(3.3)).not.toMatch(/[\u00a0\u202f]/);
  });

  it("formats percentages and yields with a decimal comma", () => {
    expect(formatPercent(3.3)).toBe("3,3 %");
    expect(formatPercent(55, 0)).toBe("55 %");
    expect(formatYield(3.3)).toBe("3,3 % p. a.");
    expect(formatYield(10)).toBe("10,0 % p. a.");
  });

  it("formats lengths with two decimals", () => {
    expect(formatMeters(13.25)).toBe("13,25 m");
    expect(formatMeters(0.9)).toBe("0,90 m");
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
