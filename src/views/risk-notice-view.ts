// The risk notice under the forecast, and its warning sentences in the page's language. For a Vermögensanlage they are
// the statute's (§ 12 Abs. 2 and 3, § 2 Abs. 2 VermAnlG): German law words them, so another edition shows each in
// German, word for word, and its translation after it. A plain sale's warnings are the seller's own and read in the
// page's language only.
import type { OfferStatus } from "../content-schemas/risk-notice.ts";
import { defaultLanguage } from "../i18n/languages.ts";
import { formatsIn } from "../formatting/format.ts";
import { inLanguage } from "../content-reading/translated-content.ts";
import type { SectionContext } from "./section-context.ts";

/** The anchor of the risk notice and the marker of the hero's footnote that leads to it. */
export const riskNoticeAnchor = { id: "risikohinweis", marker: "1" } as const;

interface RiskWarning {
  /** The sentence in the page's language. */
  text: string;
  /** The statute's German wording, shown before `text` (its translation) on a page in another language. */
  statutoryGerman?: string;
}

/** Which warnings the statute words: those of a Vermögensanlage. */
const statutoryWarnings: Readonly<Record<OfferStatus, boolean>> = { verkauf: false, vermoegensanlage: true };

/** From risk-notice.yaml as loaded (German at the root, the translations in their blocks), the named fields filled. */
function riskWarnings({ loadedContent, offerStatus, language, tokens }: SectionContext): RiskWarning[] {
  const riskNotice = loadedContent["risk-notice"];
  const german = riskNotice.warnings[offerStatus].map((text) => formatsIn(defaultLanguage).fillText(text, tokens));
  if (language === defaultLanguage) return german.map((text) => ({ text }));
  const translated = inLanguage(riskNotice, language, "risk-notice.yaml").warnings[offerStatus].map((text) =>
    formatsIn(language).fillText(text, tokens),
  );
  return translated.map((text, index) =>
    statutoryWarnings[offerStatus] ? { text, statutoryGerman: german[index] } : { text },
  );
}

/** "Name of the risk: explanation" → the name with its colon, set in bold, and the explanation. */
function splitRisk(risk: string) {
  const colon = risk.indexOf(": ");
  return colon === -1 ? { name: "", text: risk } : { name: risk.slice(0, colon + 1), text: risk.slice(colon + 1) };
}

export function riskNoticeView(context: SectionContext) {
  const { content, offerStatus, fill, segments, formats } = context;
  const risk = content["risk-notice"];
  return {
    id: riskNoticeAnchor.id,
    title: risk.title,
    warnings: riskWarnings(context),
    footnote: { marker: riskNoticeAnchor.marker, text: fill(risk.footnote[offerStatus]) },
    paragraphs: risk.paragraphs.map(fill),
    risksHeading: risk.risksHeading,
    risks: [...risk.offerRisks[offerStatus], ...risk.risks].map((text) => {
      const { name, text: explanation } = splitRisk(fill(text));
      return { name, text: segments(explanation) };
    }),
    closing: formats.typeset(risk.closing),
  };
}

export type RiskNoticeView = ReturnType<typeof riskNoticeView>;
