/** The facts of the boat. Every figure on the page that describes the boat comes from here. */
export const boat = {
  name: "Rietaak 13.25",
  kind: "holländisches Stahlschiff",
  buildYear: 1930,
  material: "Stahl",
  lengthMeters: 13.25,
  beamMeters: 2.76,
  draftMeters: 0.9,
  engine: "DAF 575 Diesel",
  /** Rated power in kW; the page adds the horsepower (PS) computed from it. */
  enginePowerKw: 77,
  dieselTankLiters: 800,
  freshWaterTankLiters: 250,
  cabins: "1 Kabine + Salon",
  berths: 4,
  maxGuests: 4,
  location: {
    town: "Werder (Havel)",
    region: "Brandenburg",
    waters: "auf einem See",
  },
} as const;
