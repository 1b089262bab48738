import { formatEnginePower, formatMeters, noBreakSpace, withUnit } from "../lib/format.ts";
import { boat } from "./boat.ts";

export interface TechnicalDatum {
  label: string;
  value: string;
}

export const technicalDataHeading = "Technische Daten";

export const technicalData: TechnicalDatum[] = [
  { label: "Typ", value: `${boat.name}, ${boat.kind}` },
  { label: "Baujahr & Material", value: `${boat.buildYear}, ${boat.material}` },
  {
    // "Abmessungen", not "Maße": the labels are set in capitals, and "MASSE" would misread.
    label: "Abmessungen (L × B)",
    value: `${formatMeters(boat.lengthMeters)}${noBreakSpace}× ${formatMeters(boat.beamMeters)}, Tiefgang ${formatMeters(boat.draftMeters)}`,
  },
  { label: "Motor", value: `${boat.engine}, ${formatEnginePower(boat.enginePowerKw)}` },
  {
    label: "Tanks",
    value: `${withUnit(boat.dieselTankLiters, "l")} Diesel, ${withUnit(boat.freshWaterTankLiters, "l")} Frischwasser`,
  },
  { label: "Kabinen & Schlafplätze", value: `${boat.cabins}, ${boat.berths} Schlafplätze` },
];
