import { defineCollection } from "astro:content";
import { z } from "zod";
import { dataFileLoader, mediaLoader } from "./content-reading/content-loaders.ts";
import { dataFileSchemas, dataFileNames, type DataFileName } from "./content-schemas/index.ts";

const dataFileCollection = <Name extends DataFileName>(name: Name) =>
  defineCollection({ loader: dataFileLoader(name), schema: dataFileSchemas[name] });

const dataFileCollections = Object.fromEntries(dataFileNames.map((name) => [name, dataFileCollection(name)])) as {
  [Name in DataFileName]: ReturnType<typeof dataFileCollection<Name>>;
};

export const collections = {
  ...dataFileCollections,
  media: defineCollection({ loader: mediaLoader(), schema: ({ image }) => z.object({ image: image() }) }),
};
