import { expect, it } from "vitest";
import { landingSections } from "../../src/views/landing-sections.ts";
import { fixtureRoot } from "../support/project-copy.ts";
import { readSiteContent } from "../support/site-content.ts";

const nb = "\u00a0";

// Fixed facts and rows (the ones agreed for the demo boat), not the owner's: the formatting is what is under test.
it("fills the boat's facts into the technical data, formatted for German readers (the agreed values)", () => {
  const { content, placeholders } = readSiteContent(fixtureRoot);
  const boat = {
    ...content.boat,
    ...{ name: "Rietaak 13.25", kind: "holländisches Stahlschiff", buildYear: 1930, material: "Stahl" },
    ...{ lengthMeters: 13.25, beamMeters: 2.76, draftMeters: 0.9, engine: "DAF 575 Diesel", enginePowerKw: 77 },
    ...{ dieselTankLiters: 800, freshWaterTankLiters: 250, cabins: "1 Kabine + Salon", berths: 4 },
  };
  const rows = [
    { label: "Typ", value: "{bootsname}, {bootsart}" },
    { label: "Baujahr und Material", value: "{baujahr}, {material}" },
    { label: "Abmessungen (L × B)", value: "{laenge} × {breite}, Tiefgang {tiefgang}" },
    { label: "Motor", value: "{motor}, {motorleistung}" },
    { label: "Tanks", value: "{dieseltank} Diesel, {frischwassertank} Frischwasser" },
    { label: "Kabinen und Schlafplätze", value: "{kabinen}, {schlafplaetze} Schlafplätze" },
  ];
  const technicalData = { ...content["technical-data"], rows };
  const page = landingSections({ ...content, boat, "technical-data": technicalData }, placeholders);
  expect(Object.fromEntries(page.technicalData.rows.map(({ label, value }) => [label, value]))).toEqual({
    Typ: "Rietaak 13.25, holländisches Stahlschiff",
    "Baujahr und Material": "1930, Stahl",
    "Abmessungen (L × B)": `13,25${nb}m${nb}× 2,76${nb}m, Tiefgang 0,90${nb}m`,
    Motor: `DAF 575 Diesel, 77${nb}kW (105${nb}PS)`,
    Tanks: `800${nb}l Diesel, 250${nb}l Frischwasser`,
    "Kabinen und Schlafplätze": `1${nb}Kabine + Salon, 4${nb}Schlafplätze`,
  });
});
