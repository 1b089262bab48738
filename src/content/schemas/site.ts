import { fixed, flag, group, text } from "./fields.ts";
import { shownText } from "../text-syntax.ts";
import { boatTokens } from "./tokens.ts";

export const siteSchema = group("Die ganze Website", {
  name: text("Name der Website: in der Fußzeile, im Druck und als Absender des Kontaktformulars", { max: 40 }),
  title: text("Titel der Startseite für Suchmaschinen und Link-Vorschauen", { max: 60 }),
  description: text("Beschreibung der Startseite für Suchmaschinen (höchstens 160 Zeichen mit eingesetzten Werten)", {
    max: 160,
    tokens: boatTokens,
  }),
  locale: fixed(
    'die Seite ist deutsch (lang="de"); eine andere Angabe widerspräche ihr',
    text("Sprache und Land für Link-Vorschauen, z. B. de_DE", { max: 5 }),
  ),
  listingUrl: text("Adresse des Inserats, die der Knopf oben öffnet, z. B. https://www.airbnb.de/rooms/12345678", {
    max: 300,
  }).refine((value) => shownText(value).startsWith("https://"), "muss mit https:// beginnen"),
  listingUrlChecked: flag(
    "true, wenn listingUrl keine Airbnb-Zimmeradresse ist und Sie die Adresse im Browser geprüft haben",
  ),
  shareImageAlt: text("Beschreibung des Vorschaubilds, das Link-Vorschauen zeigen", { max: 150 }),
  productName: text("Name des Angebots für Suchmaschinen (strukturierte Daten)", { max: 100, tokens: boatTokens }),
  previewNotice: group("Der Streifen oben auf jeder Seite, solange ein Platzhalter offen ist", {
    title: fixed(
      "der Wortlaut ist vereinbart: Vorschauen nennen sich so, die Tests erwarten ihn genau so",
      text("Überschrift des Streifens", { max: 60 }),
    ),
    text: text("Satz nach der Überschrift", { max: 160 }),
  }),
  skipLinkLabel: text("Link für Tastatur und Screenreader, der die Navigation überspringt", { max: 40 }),
  homeLinkLabel: text("Link zurück zur Startseite auf den Unterseiten", { max: 40 }),
  newTabHint: text("Hinweis für Screenreader an Links, die ein neues Fenster öffnen", { max: 40 }),
  footer: group("Die Fußzeile jeder Seite", {
    copyright: text("Zeile mit © in der Fußzeile", { max: 100, tokens: ["jahr", "seitenname", "stadt"] }),
    legalNavLabel: text("Name der Link-Liste für Screenreader", { max: 40 }),
    imprintLinkLabel: text("Link zum Impressum", { max: 40 }),
    privacyLinkLabel: text("Link zur Datenschutzerklärung", { max: 40 }),
  }),
});
