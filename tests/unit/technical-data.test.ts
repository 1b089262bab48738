import { expect, it } from "vitest";
import { fixtureRoot } from "../support/project-copy.ts";
import { readSiteContent } from "../support/site-content.ts";

const nb = "\u00a0";

it("fills the boat's facts into the technical data, formatted for German readers (the agreed values)", () => {
  const { rows } = readSiteContent(fixtureRoot).page.technicalData;
  expect(Object.fromEntries(rows.map(({ label, value }) => [label, value]))).toEqual({
    Typ: "Rietaak 13.25, holländisches Stahlschiff",
    "Baujahr und Material": "1930, Stahl",
    "Abmessungen (L × B)": `13,25${nb}m${nb}× 2,76${nb}m, Tiefgang 0,90${nb}m`,
    Motor: `DAF 575 Diesel, 77${nb}kW (105${nb}PS)`,
    Tanks: `800${nb}l Diesel, 250${nb}l Frischwasser`,
    "Kabinen und Schlafplätze": `1${nb}Kabine + Salon, 4${nb}Schlafplätze`,
  });
});
