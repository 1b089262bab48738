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
import { withTranslations } from "./translations.ts";

// Each file with texts gets its English block from its German schema (docs/i18n.md). The 404 page is one page for
// both editions, its texts English already.
export const dataFileSchemas = {
  site: withTranslations(siteSchema),
  boat: withTranslations(boatSchema),
  hero: withTranslations(heroSchema),
  "life-aboard": withTranslations(lifeAboardSchema),
  gallery: withTranslations(gallerySchema),
  "technical-data": withTranslations(technicalDataSchema),
  "return-model": withTranslations(returnModelSchema),
  "return-model-texts": withTranslations(returnModelTextsSchema),
  "risk-notice": withTranslations(riskNoticeSchema),
  "buyer-facts": withTranslations(buyerFactsSchema),
  reviews: withTranslations(reviewsSchema),
  contact: withTranslations(contactSectionSchema),
  owner: withTranslations(ownerSchema),
  imprint: withTranslations(imprintSchema),
  "privacy-policy": withTranslations(privacyPolicySchema),
  "not-found": notFoundSchema,
};

export type DataFileName = keyof typeof dataFileSchemas;

export const dataFileNames = Object.keys(dataFileSchemas) as DataFileName[];

export type DataFile<Name extends DataFileName> = z.output<(typeof dataFileSchemas)[Name]>;

/** Every data file's values, as the site is built from them. */
export type SiteContent = { [Name in DataFileName]: DataFile<Name> };

/** The files whose texts have an English block. */
export type TranslatedFileName = Exclude<DataFileName, "not-found">;
export const translatedFileNames = dataFileNames.filter((name): name is TranslatedFileName => name !== "not-found");
