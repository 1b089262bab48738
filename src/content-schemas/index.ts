// Every data file in src/content/ with its schema, in the order the owner meets them on the page: for the content
// collections, the build's content check, preflight, the editor and the tests.
import type { z } from "zod";
import { boatSchema } from "./boat.ts";
import { buyerFactsSchema } from "./buyer-facts.ts";
import { contactSectionSchema } from "./contact.ts";
import { gallerySchema } from "./gallery.ts";
import { heroSchema } from "./hero.ts";
import { imprintSchema } from "./imprint.ts";
import { lifeAboardSchema } from "./life-aboard.ts";
import { notFoundSchema } from "./not-found.ts";
import { ownerSchema } from "./owner.ts";
import { privacyPolicySchema } from "./privacy-policy.ts";
import { returnModelTextsSchema } from "./return-model-texts.ts";
import { returnModelSchema } from "./return-model.ts";
import { reviewsSchema } from "./reviews.ts";
import { riskNoticeSchema } from "./risk-notice.ts";
import { siteSchema } from "./site.ts";
import { technicalDataSchema } from "./technical-data.ts";

export const dataFileSchemas = {
  site: siteSchema,
  boat: boatSchema,
  hero: heroSchema,
  "life-aboard": lifeAboardSchema,
  gallery: gallerySchema,
  "technical-data": technicalDataSchema,
  "return-model": returnModelSchema,
  "return-model-texts": returnModelTextsSchema,
  "risk-notice": riskNoticeSchema,
  "buyer-facts": buyerFactsSchema,
  reviews: reviewsSchema,
  contact: contactSectionSchema,
  owner: ownerSchema,
  imprint: imprintSchema,
  "privacy-policy": privacyPolicySchema,
  "not-found": notFoundSchema,
};

export type DataFileName = keyof typeof dataFileSchemas;

export const dataFileNames = Object.keys(dataFileSchemas) as DataFileName[];

export type DataFile<Name extends DataFileName> = z.output<(typeof dataFileSchemas)[Name]>;
