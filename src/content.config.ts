import { defineCollection } from "astro:content";
import { z } from "zod";
import { dataFileLoader, mediaLoader } from "./lib/content-loaders.ts";
import { dataFileSchemas, dataFileNames, type DataFileName } from "./content-schemas/index.ts";

const dataFileCollection = <Name extends DataFileName>(name: Name) =>
  defineCollection({ loader: dataFileLoader(name), schema: dataFileSchemas[name] });

/** One collection per data file in src/content/, its one entry named like the file. */
const dataFileCollections = Object.fromEntries(dataFileNames.map((name) => [name, dataFileCollection(name)])) as {
  [Name in DataFileName]: ReturnType<typeof dataFileCollection<Name>>;
};

export const collections = {
  ...dataFileCollections,
  /** The page's images, for Astro's image pipeline: `poster`, `life-aboard`, `gallery/<file name>`. */
  media: defineCollection({ loader: mediaLoader(), schema: ({ image }) => z.object({ image: image() }) }),
};
