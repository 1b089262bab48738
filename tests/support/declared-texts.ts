// What the owner's declarations make the page say, read from the content's own texts and put together here, not by
// the page's view code (src/views/seller-terms.ts, landing-page.ts): the texts written once per answer of a declaration,
// and, for one set of declarations, the clauses of every other answer's texts that must not stand on its page.
import type { DataFile } from "../../src/content-schemas/index.ts";
import {
  limitationPeriods,
  sellerTypes,
  vatStatuses,
  type LimitationPeriod,
  type SellerType,
  type VatStatus,
} from "../../src/content-schemas/owner.ts";
import { offerStatuses, type OfferStatus } from "../../src/content-schemas/risk-notice.ts";
import { parsePlaceholder } from "../../src/content-schemas/text-syntax.ts";

export interface Declarations {
  offerStatus: OfferStatus;
  sellerType: SellerType;
  vatStatus: VatStatus;
  limitationPeriod: LimitationPeriod;
}

/** The texts that depend on a declaration, as a fresh clone's data files hold them. */
export interface DeclaredContent {
  "risk-notice": DataFile<"risk-notice">;
  contact: DataFile<"contact">;
  "buyer-facts": DataFile<"buyer-facts">;
  "return-model-texts": DataFile<"return-model-texts">;
  "return-model": DataFile<"return-model">;
}

/** Text as a reader compares it: no-break spaces and line breaks are spaces. */
export const plain = (text: string) => text.replace(/\s+/g, " ").trim();

/** What an owner writes for a placeholder in the tests (tests/support/project-copy.ts): its shown words. */
export const asFilled = (text: string) => (parsePlaceholder(text)?.shown ?? text).replace(/\[([^\]]+)\]/g, "$1");

/** Who sells towards the buyer: a small business is a business (§ 14 BGB). */
export const sellsAs = (sellerType: SellerType) => (sellerType === "privat" ? "privat" : "unternehmer");

/** Which VAT sentence the declarations choose: a vatStatus other than „regelfall“ decides, else the seller type. */
export function vatSentenceKey({ sellerType, vatStatus }: Declarations) {
  if (vatStatus !== "regelfall") return vatStatus;
  return ({ privat: "keine", unternehmer: "steuerpflichtig", kleinunternehmer: "kleinunternehmer" } as const)[
    sellerType
  ];
}

/** The warranty sentence: a private seller's, or a business's with the limitation period it declared. */
export const warrantyText = (content: Pick<DeclaredContent, "buyer-facts">, declarations: Declarations) =>
  sellsAs(declarations.sellerType) === "privat"
    ? content["buyer-facts"].warranty.privat
    : content["buyer-facts"].warranty.unternehmer[declarations.limitationPeriod];

/** The texts on the page that these declarations choose, filled in as the tests fill placeholders. */
export function declaredTexts(content: DeclaredContent, declarations: Declarations): string[] {
  const { offerStatus } = declarations;
  const seller = sellsAs(declarations.sellerType);
  const risk = content["risk-notice"];
  const facts = content["buyer-facts"];
  const texts = content["return-model-texts"];
  return [
    ...risk.warnings[offerStatus],
    risk.footnote[offerStatus],
    ...risk.offerRisks[offerStatus],
    content.contact.sellerLine[offerStatus],
    // The sale kind stands only in the plain sale's seller line.
    ...(offerStatus === "verkauf" ? [content.contact.saleKind[seller]] : []),
    warrantyText(content, declarations),
    facts.contractFormation[seller],
    facts.exitNote[offerStatus],
    texts.vatStatus[vatSentenceKey(declarations)],
    texts.ownerBears[offerStatus],
    texts.assumptions.promise[offerStatus],
    // The page states what a season without letting costs only when some cost is a fixed amount.
    ...(content["return-model"].costItems.some((item) => item.kind === "euroPerYear")
      ? [texts.scenarios.fixedCostsNote[offerStatus]]
      : []),
  ].map((text) => plain(asFilled(text)));
}

/** Every set of declarations an owner can write. */
export const allDeclarations: Declarations[] = offerStatuses.flatMap((offerStatus) =>
  sellerTypes.flatMap((sellerType) =>
    vatStatuses.flatMap((vatStatus) =>
      limitationPeriods.map((limitationPeriod) => ({ offerStatus, sellerType, vatStatus, limitationPeriod })),
    ),
  ),
);

/**
 * One set of declarations per distinct page: declarations that choose the same texts (a small business whose sale is
 * taxable reads as a business; a private seller's page ignores the limitation period) build the same page.
 */
export function distinctVariants(content: DeclaredContent): Declarations[] {
  const seen = new Set<string>();
  return allDeclarations.filter((declarations) => {
    const key = JSON.stringify([declaredTexts(content, declarations), sellsAs(declarations.sellerType)]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// A clause is where a reader pauses: after . ; : , or before a named field. Short ones („z. B.“) say nothing alone.
export const clausesOf = (text: string) =>
  text
    .split(/\{[a-z-]+\}|(?<=[.;:,!?])\s+/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length >= 12);

/**
 * The clauses of other declarations' texts that none of these declarations' texts contains: a page that shows one of
 * them says something the declarations deny („keine Zusage.“ beside a promise, „Privatverkauf“ for a business).
 */
export function contradictingClauses(content: DeclaredContent, declarations: Declarations): string[] {
  const own = declaredTexts(content, declarations);
  const others = allDeclarations.flatMap((other) => declaredTexts(content, other));
  return [...new Set(others.flatMap(clausesOf))].filter((clause) => !own.some((text) => text.includes(clause)));
}

export const describeDeclarations = ({ offerStatus, sellerType, vatStatus, limitationPeriod }: Declarations) =>
  [offerStatus, sellerType, vatStatus, ...(sellerType === "privat" ? [] : [limitationPeriod])].join(" × ");

/**
 * A data file as the English edition reads it: the texts of its `en:` block over the German values, by key and by
 * list position, the facts (and any text the block leaves out) from German; without its `en:` and `lang:` keys. Put
 * together here, not with src/content-reading/translated-content.ts, so the tests do not check the page's code with itself.
 */
export function englishEdition<File extends object>(file: File): File {
  const { en, lang: _lang, ...german } = file as { en?: unknown; lang?: unknown };
  const over = (base: unknown, texts: unknown): unknown => {
    if (typeof base === "string") return typeof texts === "string" ? texts : base;
    if (Array.isArray(base))
      return base.map((item, index) => over(item, Array.isArray(texts) ? texts[index] : undefined));
    if (typeof base !== "object" || base === null) return base;
    const record = (typeof texts === "object" && texts !== null ? texts : {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(base).map(([key, value]) => [key, over(value, record[key])]));
  };
  return over(german, en) as File;
}

/** The declared texts' files in their English edition. */
export const englishDeclaredContent = (content: DeclaredContent): DeclaredContent =>
  Object.fromEntries(Object.entries(content).map(([name, file]) => [name, englishEdition(file)])) as DeclaredContent;
