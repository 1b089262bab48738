import { describe, expect, it } from "vitest";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import {
  allDeclarations,
  asFilled,
  contradictingClauses,
  declaredTexts,
  distinctVariants,
  plain,
  type Declarations,
} from "../support/declared-texts.ts";
import { fixtureRoot } from "../support/project-copy.ts";

// The check tests/e2e/offer-variants.spec.ts runs on every built variant, held here to what it must find: a page made
// of a variant's own texts passes, and each contradiction the legal review found is caught once it is put back.
const content = {
  "risk-notice": readDataFile("risk-notice", fixtureRoot),
  contact: readDataFile("contact", fixtureRoot),
  "buyer-facts": readDataFile("buyer-facts", fixtureRoot),
  "return-model-texts": readDataFile("return-model-texts", fixtureRoot),
  "return-model": readDataFile("return-model", fixtureRoot),
};

const caught = (declarations: Declarations, pageText: string) =>
  contradictingClauses(content, declarations).filter((clause) => plain(pageText).includes(clause));

const vermoegensanlage = {
  offerStatus: "vermoegensanlage",
  sellerType: "privat",
  vatStatus: "regelfall",
  limitationPeriod: "zwei-jahre",
} as const satisfies Declarations;

describe("the declared texts and their contradictions", () => {
  const variants = distinctVariants(content);

  it("builds one variant per distinct page, and every declaration leads to one of them", () => {
    const pages = new Set(variants.map((variant) => JSON.stringify(declaredTexts(content, variant))));
    expect(pages.size).toBe(variants.length);
    for (const declarations of allDeclarations) {
      expect(pages.has(JSON.stringify(declaredTexts(content, declarations)))).toBe(true);
    }
  });

  it("finds nothing on a page made of a variant's own texts", () => {
    for (const variant of variants) {
      expect(caught(variant, declaredTexts(content, variant).join(" "))).toEqual([]);
    }
  });

  it("catches the plain sale's denial of any promise put back on a Vermögensanlage's page", () => {
    const own = declaredTexts(content, vermoegensanlage).join(" ");
    const risk = content["risk-notice"];
    const texts = content["return-model-texts"];
    for (const denial of [risk.footnote.verkauf, texts.assumptions.promise.verkauf, texts.ownerBears.verkauf]) {
      expect(caught(vermoegensanlage, `${own} ${denial}`)).not.toEqual([]);
    }
  });

  it("catches the sale kind put back into a Vermögensanlage's seller line", () => {
    const own = declaredTexts(content, vermoegensanlage).join(" ");
    for (const kind of Object.values(content.contact.saleKind)) {
      expect(caught(vermoegensanlage, `${own} – ${kind}`)).not.toEqual([]);
    }
  });

  it("catches a private seller's warranty or VAT sentence on a business's page, and the reverse", () => {
    const business = { ...vermoegensanlage, offerStatus: "verkauf", sellerType: "unternehmer" } as const;
    const businessPage = declaredTexts(content, business).join(" ");
    const facts = content["buyer-facts"];
    const vat = content["return-model-texts"].vatStatus;
    expect(caught(business, `${businessPage} ${facts.warranty.privat}`)).not.toEqual([]);
    expect(caught(business, `${businessPage} ${vat.keine}`)).not.toEqual([]);
    const privateSeller = { ...business, sellerType: "privat" } as const;
    const privatePage = declaredTexts(content, privateSeller).join(" ");
    expect(caught(privateSeller, `${privatePage} ${asFilled(facts.contractFormation.unternehmer)}`)).not.toEqual([]);
    expect(caught(privateSeller, `${privatePage} ${facts.warranty.unternehmer["ein-jahr"]}`)).not.toEqual([]);
  });
});
