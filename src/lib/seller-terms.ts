// Who sells and on which terms, from the owner's two declarations: how they sell (owner.yaml › sellerType, with
// smallBusiness) and what the offer is in law (risk-notice.yaml › offerStatus). The seller line, the VAT sentence, the
// warranty and the exit note all follow from these, so no line on the page can contradict another; the combinations
// that contradict each other in the data files are refused before the build (`sellerDeclarationProblems`).
import type { ContentProblem } from "../content/data-files.ts";
import { dataFilePath } from "../content/data-file-names.ts";
import type { OfferStatus } from "../content/schemas/risk-notice.ts";
import { sellerTypes, type SellerType } from "../content/schemas/owner.ts";
import type { sellerTermsTokens, TokenValues } from "../content/schemas/tokens.ts";
import { fillText } from "./format.ts";
import type { SiteContent } from "./page-content.ts";

/** How the price stands towards VAT: no VAT (private), the gross price (business), none charged (§ 19 UStG). */
type VatKind = "privat" | "unternehmer" | "kleinunternehmer";

export interface SellerTerms {
  /** "Verkäufer: Name, Anschrift – privater Verkauf", or "Anbieter der Vermögensanlage: …". */
  sellerLine: string;
  /** {umsatzsteuer}, {gewaehrleistung}, {ausstieg}: while a declaration is open, its marked placeholder. */
  tokens: TokenValues<typeof sellerTermsTokens>;
  /** For structured data; undefined until the owner has declared how they sell and whether the price holds VAT. */
  priceIncludesVat: boolean | undefined;
}

const isSellerType = (value: string): value is SellerType => (sellerTypes as readonly string[]).includes(value);

/** "Straße, PLZ Ort" for the seller line. */
const oneLineAddress = ({ street, postalCode, city }: SiteContent["owner"]) => `${street}, ${postalCode} ${city}`;

/**
 * The terms as the page states them. `content` holds what the page shows: an open declaration reads as its
 * placeholder's shown part (offerStatus: the plain sale's wording; sellerType: a marked question).
 */
export function sellerTerms(content: SiteContent): SellerTerms {
  const { owner, contact } = content;
  const offerStatus = content["risk-notice"].offerStatus as OfferStatus;
  const { purchasePriceIncludesVat } = content["return-model"];
  const declared = isSellerType(owner.sellerType) ? owner.sellerType : undefined;
  const vatKind: VatKind | undefined =
    declared === "unternehmer" && owner.smallBusiness ? "kleinunternehmer" : declared;
  const openVat = typeof purchasePriceIncludesVat === "string" ? purchasePriceIncludesVat : undefined;
  const { warranty, exitNote } = content["buyer-facts"];
  return {
    sellerLine: fillText(contact.sellerLine[offerStatus], {
      name: owner.name,
      anschrift: oneLineAddress(owner),
      verkaufsart: declared ? contact.saleKind[declared] : owner.sellerType,
    }),
    tokens: {
      umsatzsteuer: vatKind ? (openVat ?? content["return-model-texts"].vatStatus[vatKind]) : owner.sellerType,
      gewaehrleistung: declared ? warranty[declared] : owner.sellerType,
      ausstieg: exitNote[offerStatus],
    },
    priceIncludesVat: vatKind && typeof purchasePriceIncludesVat === "boolean" ? purchasePriceIncludesVat : undefined,
  };
}

interface Declarations {
  owner: { sellerType: string; smallBusiness: boolean };
  returnModel: { purchasePriceIncludesVat: boolean | string };
}

/**
 * Declarations that contradict each other, one German line each naming file and field: a private seller who charges
 * VAT, a business that states a price without VAT (§ 3 PAngV wants the gross total), a small business (§ 19 UStG) that
 * charges VAT, or the small-business rule claimed by a private seller. An open declaration contradicts nothing yet.
 */
export function sellerDeclarationProblems({ owner, returnModel }: Declarations): ContentProblem[] {
  const includesVat = returnModel.purchasePriceIncludesVat;
  const ownerFile = dataFilePath("owner");
  const vatField = { file: dataFilePath("return-model"), path: ["purchasePriceIncludesVat"] };
  if (owner.sellerType === "privat") {
    return [
      ...(owner.smallBusiness
        ? [
            {
              file: ownerFile,
              path: ["smallBusiness"],
              message:
                "ist true, gilt aber nur für Unternehmer; als Privatperson (sellerType: privat) setzen Sie smallBusiness: false",
            },
          ]
        : []),
      ...(includesVat === true
        ? [
            {
              ...vatField,
              message: `ist true, aber Sie verkaufen als Privatperson (${ownerFile} › sellerType: privat) und berechnen keine Umsatzsteuer: setzen Sie purchasePriceIncludesVat: false, oder sellerType: unternehmer, wenn Sie als Unternehmer verkaufen`,
            },
          ]
        : []),
    ];
  }
  if (owner.sellerType !== "unternehmer" || typeof includesVat !== "boolean") return [];
  if (owner.smallBusiness && includesVat) {
    return [
      {
        ...vatField,
        message: `ist true, aber als Kleinunternehmer (${ownerFile} › smallBusiness: true, § 19 UStG) berechnen Sie keine Umsatzsteuer: setzen Sie purchasePriceIncludesVat: false`,
      },
    ];
  }
  if (!owner.smallBusiness && !includesVat) {
    return [
      {
        ...vatField,
        message: `ist false, aber Sie verkaufen als Unternehmer (${ownerFile} › sellerType: unternehmer): Der Kaufpreis muss der Gesamtpreis einschließlich Umsatzsteuer sein (§ 3 PAngV). Tragen Sie in purchasePriceEuro den Bruttopreis ein und setzen Sie purchasePriceIncludesVat: true; als Kleinunternehmer (§ 19 UStG) setzen Sie stattdessen in ${ownerFile} smallBusiness: true`,
      },
    ];
  }
  return [];
}
