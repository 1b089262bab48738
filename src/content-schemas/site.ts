import { fact, fixed, flag, group, text } from "./field-builders.ts";
import { boatTokens } from "./tokens.ts";
import { languagesField } from "./translations.ts";

const frameTexts = {
  skipLinkLabel: text("Link für Tastatur und Screenreader, der die Navigation überspringt", { max: 40 }),
  homeLinkLabel: text("Link zurück zur Startseite auf den Unterseiten", { max: 40 }),
  newTabHint: text("Hinweis für Screenreader an Links, die ein neues Fenster öffnen", { max: 40 }),
};
const footerTexts = {
  copyright: text("Zeile mit © in der Fußzeile", { max: 100, tokens: ["jahr", "seitenname", "stadt"] }),
  legalNavLabel: text("Name der Link-Liste für Screenreader", { max: 40 }),
  imprintLinkLabel: text("Link zum Impressum", { max: 40 }),
  privacyLinkLabel: text("Link zur Datenschutzerklärung", { max: 40 }),
};
/** The strip's sentence and the words for {offen}: only what still keeps the site from going live (src/views/preview-notice.ts). */
const previewNoticeWords = {
  text: text(
    { label: "Satz nach der Überschrift", hint: "{offen} nennt, was noch fehlt, mit den Wörtern darunter." },
    { max: 160, requires: ["offen"] },
  ),
  open: group("Was für {offen} eingesetzt wird, solange es fehlt", {
    placeholders: text("Solange ein Platzhalter offen ist", { max: 60 }),
    costs: text("Solange die Kosten nicht bestätigt sind", { max: 60 }),
    facts: text("Solange die Angaben zum Boot nicht bestätigt sind", { max: 60 }),
    seasons: text("Solange die vermieteten Saisons nicht bestätigt sind", { max: 60 }),
    media: text("Solange Fotos gezeichnet oder schmaler als 1600 Pixel sind", { max: 60 }),
  }),
};

export const siteSchema = group("Die ganze Website", {
  languages: languagesField,
  name: fact(
    text(
      { label: "Name der Website", hint: "In der Fußzeile, im Druck und als Absender des Kontaktformulars." },
      { max: 40 },
    ),
  ),
  title: text("Titel der Startseite für Suchmaschinen und Link-Vorschauen", { max: 60 }),
  description: text(
    {
      label: "Beschreibung der Startseite für Suchmaschinen",
      hint: "Suchmaschinen zeigen etwa 160 Zeichen; wird sie mit den eingesetzten Werten länger, kürzt die Seite sie mit „…“ (preflight nennt das).",
    },
    {
      max: 160,
      tokens: boatTokens,
    },
  ),
  // The English page's og:locale follows from its language (src/i18n/languages.ts).
  locale: fact(
    fixed(
      'die Seite ist deutsch (lang="de"); eine andere Angabe widerspräche ihr',
      text({ label: "Sprache und Land für Link-Vorschauen", hint: "Z. B. de_DE." }, { max: 5 }),
    ),
  ),
  listingUrl: text(
    { label: "Adresse des Inserats, die der Knopf oben öffnet", hint: "Z. B. https://www.airbnb.de/rooms/12345678." },
    {
      max: 300,
      format: "https",
    },
  ),
  listingUrlChecked: flag({
    label: "Adresse des Inserats geprüft",
    hint: "Ja, wenn die Adresse oben keine Airbnb-Zimmeradresse ist und Sie sie im Browser geprüft haben.",
  }),
  shareImageAlt: text("Beschreibung des Vorschaubilds, das Link-Vorschauen zeigen", { max: 150 }),
  productName: text(
    { label: "Name des Angebots für Suchmaschinen", hint: "Strukturierte Daten." },
    { max: 100, tokens: boatTokens },
  ),
  previewNotice: group("Der Streifen oben auf jeder Seite, solange ein Platzhalter offen ist", {
    title: fixed(
      "der Wortlaut ist vereinbart: Vorschauen nennen sich so, die Tests erwarten ihn genau so",
      text("Überschrift des Streifens", { max: 60 }),
    ),
    ...previewNoticeWords,
  }),
  ...frameTexts,
  footer: group("Die Fußzeile jeder Seite", footerTexts),
});
