// The data files in src/content/, in the order the owner meets them on the page. Their schemas are in schemas/.

export const dataFileNames = [
  "site",
  "boat",
  "hero",
  "life-aboard",
  "gallery",
  "technical-data",
  "return-model",
  "return-model-texts",
  "risk-notice",
  "buyer-facts",
  "reviews",
  "contact",
  "owner",
  "imprint",
  "privacy-policy",
  "not-found",
] as const;

/** A data file's name without `.yaml`, which is also the name of its content collection. */
export type DataFileName = (typeof dataFileNames)[number];

export const contentFolder = "src/content";

/** `owner` → `src/content/owner.yaml`, relative to the project root. */
export const dataFilePath = (name: DataFileName) => `${contentFolder}/${name}.yaml`;
