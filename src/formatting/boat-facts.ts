// The boat's facts from boat.yaml as texts show them, and the site's description, which they fill.
import type { DataFile } from "../content-schemas/index.ts";
import type { boatTokens, TokenValues } from "../content-schemas/tokens.ts";
import type { Language } from "../i18n/languages.ts";
import { formatsIn } from "./format.ts";

type Boat = DataFile<"boat">;

/** The boat's facts in `language`'s formats; `boat` holds that language's texts (kind, material, …). */
export function boatTokenValues(boat: Boat, language: Language = "de"): TokenValues<typeof boatTokens> {
  const { formatEnginePower, formatInteger, formatMeters, numberInWords, withUnit } = formatsIn(language);
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

/** What search engines show of a description: more is cut off. */
export const descriptionMaxLength = 160;

export const filledSiteDescription = (site: DataFile<"site">, boat: Boat, language: Language = "de") =>
  formatsIn(language).fillText(site.description, boatTokenValues(boat, language));

/** Cut at a word with „…“ where filling in made it too long (a long boat name can; preflight and the build say so). */
export function siteDescription(site: DataFile<"site">, boat: Boat, language: Language = "de"): string {
  const filled = filledSiteDescription(site, boat, language);
  if (filled.length <= descriptionMaxLength) return filled;
  const cut = filled.slice(0, descriptionMaxLength - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > 0 ? cut.slice(0, atWord) : cut).replace(/[\s,;:–-]+$/, "")}…`;
}
