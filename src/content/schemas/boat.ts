import { answer, group, number, text } from "./fields.ts";

const meters = (description: string) =>
  number(`${description} in Metern, z. B. 2.76`, { min: 0, exclusive: true, max: 100 });
const liters = (description: string) => number(`${description} in Litern`, { integer: true, max: 100_000 });

/** How a fresh clone holds the confirmation: previews show the template's facts, a production build refuses. */
const openFactsConfirmed =
  "[Fakten noch nicht geprüft] (Platzhalter: true eintragen, sobald Sie jede Angabe in boat.yaml mit Ihren Unterlagen geprüft haben (Schiffspapiere, Motorhandbuch, Gutachten): Typ, Baujahr, Material, Maße, Motor und Leistung, Tanks, Kabinen, Schlafplätze, Gäste; was Sie auf der Seite über Ihr Boot sagen, gilt als zugesagte Beschaffenheit)";

export const boatSchema = group("Die Fakten des Boots", {
  name: text("Typ oder Name des Boots, z. B. Rietaak 13.25", { max: 60 }),
  kind: text("Art des Boots, wie sie im Satz steht: „ein holländisches Stahlschiff“", { max: 60 }),
  buildYear: number("Baujahr, z. B. 1930", { integer: true, min: 1800, max: 2100 }),
  material: text("Material des Rumpfs", { max: 40 }),
  lengthMeters: meters("Länge"),
  beamMeters: meters("Breite"),
  draftMeters: meters("Tiefgang"),
  engine: text("Motor, z. B. DAF 575 Diesel", { max: 60 }),
  enginePowerKw: number("Motorleistung in kW (die Seite rechnet die PS dazu)", { integer: true, max: 2000 }),
  dieselTankLiters: liters("Dieseltank"),
  freshWaterTankLiters: liters("Frischwassertank"),
  cabins: text("Kabinen, z. B. eine Kabine und ein Salon", { max: 60 }),
  berths: number("Schlafplätze", { integer: true, min: 1, max: 50 }),
  maxGuests: number("Höchstzahl der Gäste", { integer: true, min: 1, max: 50 }),
  location: group("Wo das Boot liegt", {
    town: text("Ort, z. B. Werder (Havel)", { max: 60 }),
    region: text("Bundesland oder Region", { max: 60 }),
    waters: text("Gewässer, wie es im Satz steht: „Liegeplatz auf dem Plessower See“", { max: 60 }),
  }),
  factsConfirmed: answer(
    "true, sobald Sie jede Angabe in boat.yaml mit Ihren Unterlagen geprüft haben; vorher geht die Seite nicht live",
    openFactsConfirmed,
  ),
});
