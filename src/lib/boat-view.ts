import type { DataFile } from "../content/schemas/index.ts";
import type { boatTokens, TokenValues } from "../content/schemas/tokens.ts";
import { fillText, formatEnginePower, formatInteger, formatMeters, numberInWords, withUnit } from "./format.ts";
import type { LabelledValue } from "./offer-view.ts";

type Boat = DataFile<"boat">;

/** The boat's facts as texts show them: `{dieseltank}` → `800 l`, `{gaeste}` → `vier` (numbers up to twelve in words). */
export function boatTokenValues(boat: Boat): TokenValues<typeof boatTokens> {
  return {
    bootsname: boat.name,
    bootsart: boat.kind,
    baujahr: String(boat.buildYear),
    material: boat.material,
    laenge: formatMeters(boat.lengthMeters),
    breite: formatMeters(boat.beamMeters),
    tiefgang: formatMeters(boat.draftMeters),
    motor: boat.engine,
    motorleistung: formatEnginePower(boat.enginePowerKw),
    dieseltank: withUnit(boat.dieselTankLiters, "l"),
    frischwassertank: withUnit(boat.freshWaterTankLiters, "l"),
    kabinen: boat.cabins,
    schlafplaetze: formatInteger(boat.berths),
    gaeste: numberInWords(boat.maxGuests),
    ort: boat.location.town,
    region: boat.location.region,
    gewaesser: boat.location.waters,
  };
}

/** The cards of "Technische Daten", their values filled in from the boat's facts. */
export const technicalDataRows = (rows: DataFile<"technical-data">["rows"], boat: Boat): LabelledValue[] =>
  rows.map(({ label, value }) => ({ label, value: fillText(value, boatTokenValues(boat)) }));

/** The site's description for search engines, its named fields filled in from the boat's facts. */
export const siteDescription = (site: DataFile<"site">, boat: Boat) =>
  fillText(site.description, boatTokenValues(boat));

/** The offer's name for search engines (structured data). */
export const productName = (site: DataFile<"site">, boat: Boat) => fillText(site.productName, boatTokenValues(boat));
