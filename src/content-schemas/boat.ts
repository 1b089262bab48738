import { answer, fact, group, number, text } from "./field-builders.ts";

const meters = (name: string) =>
  number({ label: `${name} in Metern`, hint: "Mit Punkt als Komma, z. B. 2.76." }, { aboveZero: true, max: 100 });
const liters = (name: string) => number(`${name} in Litern`, { integer: true, max: 100_000 });

/** How a fresh clone holds the confirmation: previews show the template's facts, a production build refuses. */
const openFactsConfirmed =
  "[Fakten noch nicht geprüft] (Platzhalter: true eintragen, sobald Sie jede Angabe in boat.yaml mit Ihren Unterlagen geprüft haben (Schiffspapiere, Motorhandbuch, Gutachten): Typ, Baujahr, Material, Maße, Motor und Leistung, Tanks, Kabinen, Schlafplätze, Gäste; was Sie auf der Seite über Ihr Boot sagen, gilt als zugesagte Beschaffenheit)";

export const boatSchema = group("Die Fakten des Boots", {
  name: fact(text({ label: "Typ oder Name des Boots", hint: "Z. B. Rietaak 13.25." }, { max: 60 })),
  kind: text(
    { label: "Art des Boots, wie sie im Satz steht", hint: "Z. B. „ein holländisches Stahlschiff“." },
    { max: 60 },
  ),
  buildYear: number({ label: "Baujahr", hint: "Z. B. 1930." }, { integer: true, min: 1800, max: 2100 }),
  material: text("Material des Rumpfs", { max: 40 }),
  lengthMeters: meters("Länge"),
  beamMeters: meters("Breite"),
  draftMeters: meters("Tiefgang"),
  engine: fact(text({ label: "Motor", hint: "Z. B. DAF 575 Diesel." }, { max: 60 })),
  enginePowerKw: number(
    { label: "Motorleistung in kW", hint: "Die Seite rechnet die PS dazu." },
    { integer: true, max: 2000 },
  ),
  dieselTankLiters: liters("Dieseltank"),
  freshWaterTankLiters: liters("Frischwassertank"),
  cabins: text({ label: "Kabinen", hint: "Z. B. eine Kabine und ein Salon." }, { max: 60 }),
  berths: number("Schlafplätze", { integer: true, min: 1, max: 50 }),
  maxGuests: number("Höchstzahl der Gäste", { integer: true, min: 1, max: 50 }),
  location: group("Wo das Boot liegt", {
    town: fact(text({ label: "Ort", hint: "Z. B. Werder (Havel)." }, { max: 60 })),
    region: fact(text("Bundesland oder Region", { max: 60 })),
    waters: text(
      { label: "Gewässer, wie es im Satz steht", hint: "Z. B. „Liegeplatz auf dem Plessower See“." },
      { max: 60 },
    ),
  }),
  factsConfirmed: answer(
    {
      label: "Angaben zum Boot geprüft",
      hint: "Ja, sobald Sie jede Angabe in boat.yaml mit Ihren Unterlagen geprüft haben; vorher geht die Seite nicht live.",
    },
    openFactsConfirmed,
  ),
});
