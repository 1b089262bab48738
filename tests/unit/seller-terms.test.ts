import { describe, expect, expectTypeOf, it } from "vitest";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { withShownTexts, type ShownContent } from "../../src/content-reading/placeholders.ts";
import { dataFileNames } from "../../src/content-schemas/index.ts";
import type { SiteContent } from "../../src/content-schemas/index.ts";
import { openSellerTypeShown, sellerTypes, type SellerType } from "../../src/content-schemas/owner.ts";
import type { OfferStatus } from "../../src/content-schemas/risk-notice.ts";
import { sellerTerms } from "../../src/views/seller-terms.ts";
import { fixtureRoot } from "../support/project-copy.ts";

// A fresh clone's content as the page shows it, with the owner's declarations set per test.
const fresh = withShownTexts(
  Object.fromEntries(dataFileNames.map((name) => [name, readDataFile(name, fixtureRoot)])) as SiteContent,
);
const owner = { ...fresh.owner, name: "Erika Mustermann", street: "Seeweg 1", postalCode: "14542" };

function declared(
  sellerType: SellerType,
  offerStatus: OfferStatus = "verkauf",
  more: Partial<Pick<ShownContent["owner"], "vatStatus" | "limitationPeriod">> = {},
): ShownContent {
  return {
    ...fresh,
    owner: { ...owner, sellerType, ...more },
    "risk-notice": { ...fresh["risk-notice"], offerStatus },
  };
}

const { vatStatus } = fresh["return-model-texts"];
const { warranty, contractFormation, exitNote } = fresh["buyer-facts"];
const { saleKind } = fresh.contact;
const address = "Seeweg 1, 14542 Werder (Havel)";

describe("the seller's terms", () => {
  it("a private sale: no VAT, warranty as the owner excludes it, no withdrawal right, the plain exit note", () => {
    const terms = sellerTerms(declared("privat"));
    expect(terms.sellerLine).toBe(`Verkäufer: Erika Mustermann, ${address} – ${saleKind.privat}`);
    expect(terms.tokens).toEqual({
      umsatzsteuer: vatStatus.keine,
      gewaehrleistung: warranty.privat,
      vertragsschluss: contractFormation.privat,
      ausstieg: exitNote.verkauf,
    });
    expect(terms.priceIncludesVat).toBe(false);
  });

  it("a business: the gross price with VAT and the statutory warranty; a small business states § 19 UStG", () => {
    const business = sellerTerms(declared("unternehmer"));
    expect(business.sellerLine).toBe(`Verkäufer: Erika Mustermann, ${address} – ${saleKind.unternehmer}`);
    expect(business.tokens.umsatzsteuer).toBe(vatStatus.steuerpflichtig);
    expect(business.tokens.gewaehrleistung).toBe(warranty.unternehmer["zwei-jahre"]);
    expect(business.tokens.vertragsschluss).toBe(contractFormation.unternehmer);
    expect(business.priceIncludesVat).toBe(true);
    const small = sellerTerms(declared("kleinunternehmer"));
    expect(small.sellerLine).toBe(business.sellerLine);
    expect(small.tokens.umsatzsteuer).toBe(vatStatus.kleinunternehmer);
    expect(small.tokens.gewaehrleistung).toBe(warranty.unternehmer["zwei-jahre"]);
    expect(small.tokens.vertragsschluss).toBe(contractFormation.unternehmer);
    expect(small.priceIncludesVat).toBe(false);
  });

  it("a business that shortened the limitation period says so; a private seller's warranty ignores the choice", () => {
    const shortened = sellerTerms(declared("unternehmer", "verkauf", { limitationPeriod: "ein-jahr" }));
    expect(shortened.tokens.gewaehrleistung).toBe(warranty.unternehmer["ein-jahr"]);
    const privateSeller = sellerTerms(declared("privat", "verkauf", { limitationPeriod: "ein-jahr" }));
    expect(privateSeller.tokens.gewaehrleistung).toBe(warranty.privat);
  });

  it("a declared VAT status wins over the seller type's, for the sentence and the structured data alike", () => {
    const taxablePrivate = sellerTerms(declared("privat", "verkauf", { vatStatus: "steuerpflichtig" }));
    expect(taxablePrivate.tokens.umsatzsteuer).toBe(vatStatus.steuerpflichtig);
    expect(taxablePrivate.tokens.gewaehrleistung).toBe(warranty.privat);
    expect(taxablePrivate.priceIncludesVat).toBe(true);
    for (const sellerType of sellerTypes) {
      const transfer = sellerTerms(declared(sellerType, "verkauf", { vatStatus: "geschaeftsveraeusserung" }));
      expect(transfer.tokens.umsatzsteuer).toBe(vatStatus.geschaeftsveraeusserung);
      expect(transfer.priceIncludesVat).toBe(false);
    }
  });

  it("a Vermögensanlage names the owner's roles without the sale kind and takes the exit note of the promise", () => {
    for (const sellerType of sellerTypes) {
      const terms = sellerTerms(declared(sellerType, "vermoegensanlage"));
      expect(terms.sellerLine).toBe(
        fresh.contact.sellerLine.vermoegensanlage.replace("{name}", "Erika Mustermann").replace("{anschrift}", address),
      );
      for (const kind of Object.values(saleKind)) expect(terms.sellerLine).not.toContain(kind);
      expect(terms.tokens.ausstieg).toBe(exitNote.vermoegensanlage);
    }
  });

  it("while sellerType is open, says nothing about private or business: its marked question stands everywhere", () => {
    const terms = sellerTerms(fresh);
    const question = fresh.owner.sellerType;
    expect(question).toMatch(/^\[.*\]$/);
    expect(terms.sellerLine.endsWith(`– ${question}`)).toBe(true);
    expect(terms.tokens.umsatzsteuer).toBe(question);
    expect(terms.tokens.gewaehrleistung).toBe(question);
    expect(terms.tokens.vertragsschluss).toBe(question);
    expect(terms.priceIncludesVat).toBeUndefined();
    for (const text of [terms.sellerLine, terms.tokens.umsatzsteuer, terms.tokens.gewaehrleistung]) {
      expect(text.replace(question, "")).not.toMatch(/privat/i);
    }
  });

  it("types an open decision as open: its placeholder in the file, what the page shows for it once shown", () => {
    // The type checker (npm run check) holds these: no view can take an open decision for a made one.
    expectTypeOf<SiteContent["owner"]["sellerType"]>().not.toExtend<SellerType>();
    expectTypeOf<ShownContent["owner"]["sellerType"]>().toEqualTypeOf<SellerType | typeof openSellerTypeShown>();
    expectTypeOf<SiteContent["risk-notice"]["offerStatus"]>().not.toExtend<OfferStatus>();
    expectTypeOf<ShownContent["risk-notice"]["offerStatus"]>().toEqualTypeOf<OfferStatus>();
    expectTypeOf<SiteContent>().not.toExtend<ShownContent>();
    // And the page shows what the types say.
    const raw = readDataFile("owner", fixtureRoot).sellerType;
    expect(raw.startsWith(`${openSellerTypeShown} (Platzhalter: `)).toBe(true);
    expect(fresh.owner.sellerType).toBe(openSellerTypeShown);
    expect(fresh["risk-notice"].offerStatus).toBe("verkauf");
  });
});
