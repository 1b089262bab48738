import { formatInteger, formatMeters } from "../lib/format.ts";
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
    label: "Maße",
    value: `${formatMeters(boat.lengthMeters)} × ${formatMeters(boat.beamMeters)}, Tiefgang ${formatMeters(boat.draftMeters)}`,
  },
  { label: "Motor", value: `${boat.engine}, ${boat.horsepower} PS` },
  {
    label: "Tanks",
    value: `${formatInteger(boat.dieselTankLiters)} l Diesel, ${formatInteger(boat.freshWaterTankLiters)} l Frischwasser`,
  },
  { label: "Kabinen & Schlafplätze", value: `${boat.cabins}, ${boat.berths} Schlafplätze` },
];
