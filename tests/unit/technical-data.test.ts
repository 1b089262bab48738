import { expect, it } from "vitest";
import { technicalData } from "../../src/content/technical-data.ts";

it("shows the agreed values of the technical data", () => {
  expect(Object.fromEntries(technicalData.map(({ label, value }) => [label, value]))).toEqual({
    Typ: "Rietaak 13.25, holländisches Stahlschiff",
    "Baujahr & Material": "1930, Stahl",
    Maße: "13,25 m × 2,76 m, Tiefgang 0,90 m",
    Motor: "DAF 575 Diesel, 105 PS",
    Tanks: "800 l Diesel, 250 l Frischwasser",
    "Kabinen & Schlafplätze": "1 Kabine + Salon, 4 Schlafplätze",
  });
});
