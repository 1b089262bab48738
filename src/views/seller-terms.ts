// Who sells and on which terms, from the owner's declarations: how they sell (owner.yaml › sellerType: privat,
// unternehmer or kleinunternehmer), the sale's VAT where it differs (owner.yaml › vatStatus), the limitation period a
// business seller agreed (owner.yaml › limitationPeriod) and what the offer is in law (risk-notice.yaml › offerStatus).
// The seller line, the VAT sentence, the warranty, the contract's formation and the exit note all follow from these,
// decided here only, so no line on the page can contradict another. The texts come from the content as given: the
// landing page hands it over in its edition's language (siteContentIn), so the English page's lines are the en:
// blocks' texts chosen by the same declarations.
import { civilStatus, openSellerTypeShown, type SellerType, type VatStatus } from "../content-schemas/owner.ts";
import type { sellerTermsTokens, TokenValues } from "../content-schemas/tokens.ts";
import { formatsIn } from "../formatting/format.ts";
import { defaultLanguage } from "../i18n/languages.ts";
import type { ShownContent } from "../content-reading/placeholders.ts";

/** The sale's VAT, a key of return-model-texts.yaml › vatStatus; a vatStatus but „regelfall“ wins over sellerType. */
export function saleVat(sellerType: SellerType | undefined, vatStatus: VatStatus) {
  if (vatStatus === "geschaeftsveraeusserung") return "geschaeftsveraeusserung";
  if (vatStatus === "steuerpflichtig") return "steuerpflichtig";
  if (sellerType === undefined) return undefined;
  return ({ privat: "keine", unternehmer: "steuerpflichtig", kleinunternehmer: "kleinunternehmer" } as const)[
    sellerType
  ];
}

/** How the owner sells; undefined while owner.yaml › sellerType is open and the page shows its question. */
export const declaredSellerType = ({ sellerType }: ShownContent["owner"]) =>
  sellerType === openSellerTypeShown ? undefined : sellerType;

/** An open declaration reads as its placeholder's shown part (offerStatus: the plain sale; sellerType: a question). */
export function sellerTerms(content: ShownContent) {
  const { owner, contact } = content;
  const { offerStatus } = content["risk-notice"];
  const declared = declaredSellerType(owner);
  const seller = declared && civilStatus(declared);
  const vat = saleVat(declared, owner.vatStatus);
  const { warranty, contractFormation, exitNote } = content["buyer-facts"];
  const tokens: TokenValues<typeof sellerTermsTokens> = {
    umsatzsteuer: vat ? content["return-model-texts"].vatStatus[vat] : owner.sellerType,
    gewaehrleistung: seller
      ? seller === "privat"
        ? warranty.privat
        : warranty.unternehmer[owner.limitationPeriod]
      : owner.sellerType,
    vertragsschluss: seller ? contractFormation[seller] : owner.sellerType,
    ausstieg: exitNote[offerStatus],
  };
  const { fillText } = formatsIn(defaultLanguage);
  const sellerFields = { name: owner.name, anschrift: `${owner.street}, ${owner.postalCode} ${owner.city}` };
  // A Vermögensanlage's line names the roles; how the boat is sold says the rest of the page.
  const sellerLine =
    offerStatus === "verkauf"
      ? fillText(contact.sellerLine.verkauf, {
          ...sellerFields,
          verkaufsart: seller ? contact.saleKind[seller] : owner.sellerType,
        })
      : fillText(contact.sellerLine.vermoegensanlage, sellerFields);
  return {
    sellerLine,
    /** While a declaration is open, its tokens hold its marked placeholder. */
    tokens,
    /** For structured data: true when the price includes VAT; undefined until the VAT is decided. */
    priceIncludesVat: vat === undefined ? undefined : vat === "steuerpflichtig",
  };
}
