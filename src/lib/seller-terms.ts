// Who sells and on which terms, from the owner's two declarations: how they sell (owner.yaml › sellerType: privat,
// unternehmer or kleinunternehmer) and what the offer is in law (risk-notice.yaml › offerStatus). The seller line, the
// VAT sentence, the warranty and the exit note all follow from these, so no line on the page can contradict another.
import type { OfferStatus } from "../content-schemas/risk-notice.ts";
import { sellerTypes } from "../content-schemas/owner.ts";
import type { sellerTermsTokens, TokenValues } from "../content-schemas/tokens.ts";
import { fillText } from "./format.ts";
import type { SiteContent } from "./page-content.ts";

/** An open declaration reads as its placeholder's shown part (offerStatus: the plain sale; sellerType: a question). */
export function sellerTerms(content: SiteContent) {
  const { owner, contact } = content;
  const offerStatus = content["risk-notice"].offerStatus as OfferStatus;
  const declared = sellerTypes.find((type) => type === owner.sellerType);
  // A small business is a business towards the buyer (§ 14 BGB); only the VAT differs.
  const seller = declared === "kleinunternehmer" ? "unternehmer" : declared;
  const { warranty, exitNote } = content["buyer-facts"];
  const tokens: TokenValues<typeof sellerTermsTokens> = {
    umsatzsteuer: declared ? content["return-model-texts"].vatStatus[declared] : owner.sellerType,
    gewaehrleistung: seller ? warranty[seller] : owner.sellerType,
    ausstieg: exitNote[offerStatus],
  };
  return {
    sellerLine: fillText(contact.sellerLine[offerStatus], {
      name: owner.name,
      anschrift: `${owner.street}, ${owner.postalCode} ${owner.city}`,
      verkaufsart: seller ? contact.saleKind[seller] : owner.sellerType,
    }),
    /** While a declaration is open, its tokens hold its marked placeholder. */
    tokens,
    /** For structured data: true for a business charging VAT; undefined until the owner has declared how they sell. */
    priceIncludesVat: declared === undefined ? undefined : declared === "unternehmer",
  };
}
