// The seasons the boat was actually let (buyer-facts.yaml › seasonsLet) beside the forecast's base case
// (return-model.yaml › occupiedNightsPerSeason): one row per season, then where the forecast assumes more nights.
import type { DataFile } from "../content-schemas/index.ts";
import type { Language } from "../i18n/languages.ts";
import { formatsIn } from "../formatting/format.ts";

export function seasonsLetRows(facts: DataFile<"buyer-facts">, baseCaseNights: number, language: Language = "de") {
  const { fillText, formatInteger, formatList } = formatsIn(language);
  const { seasonsLet, seasonsLetTexts: texts } = facts;
  const naechte = formatInteger(baseCaseNights);
  const season = (text: string, { season, nights }: (typeof seasonsLet)[number]) =>
    fillText(text, { zeitraum: season, vermietet: formatInteger(nights) });
  const belowForecast = seasonsLet.filter(({ nights }) => nights < baseCaseNights);
  const comparison =
    seasonsLet.length === 0
      ? fillText(texts.noSeasonLet, { naechte })
      : belowForecast.length > 0
        ? fillText(texts.aboveLet, {
            naechte,
            saisons: formatList(belowForecast.map((entry) => season(texts.seasonInSentence, entry))),
          })
        : fillText(texts.notAboveLet, { naechte });
  return [
    ...seasonsLet.map((entry) => ({
      label: season(texts.seasonLabel, entry),
      value: season(texts.seasonValue, entry),
    })),
    { label: texts.comparisonLabel, value: comparison },
  ];
}
