import { group, specified, text } from "./field-builders.ts";
import { offerTokens } from "./tokens.ts";

export const heroSchema = group("Der erste Abschnitt der Seite", {
  headline: specified("Die Hauptüberschrift der Seite", "Ihre Investition in Freiheit und Ruhe auf dem Wasser"),
  subtitle: text("Der Satz unter der Überschrift", { max: 300, tokens: offerTokens }),
  ctaLabel: specified("Beschriftung des Knopfs, der das Inserat öffnet", "Airbnb-Angebot ansehen"),
  infoCards: group("Die drei Karten unter dem Untertitel", {
    listLabel: text("Name der Karten für Screenreader", { max: 60 }),
    locationLabel: text("Überschrift der Karte mit dem Ort", { max: 30 }),
    locationDetail: text("Zeile unter dem Ort", { max: 80, tokens: offerTokens }),
    yieldLabel: text("Überschrift der Karte mit der Rendite", { max: 40 }),
    yieldValue: text("Die Rendite auf der Karte; {rendite} ist die gerechnete Rendite einer Saison", {
      max: 20,
      requires: ["rendite"],
    }),
    yieldNote: text("Zeile unter der Rendite, sichtbar und im Druck", { max: 80, tokens: offerTokens }),
    yieldFootnoteLabel: text("Was Screenreader an der Fußnote der Rendite vorlesen", {
      max: 150,
      tokens: ["fussnote"],
    }),
  }),
  posterAlt: text(
    { label: "Beschreibung des ersten Videobilds", hint: "Das Poster, für Screenreader und Suchmaschinen." },
    { max: 150 },
  ),
  videoLabel: text("Beschreibung des Videos für Screenreader", { max: 150 }),
});
