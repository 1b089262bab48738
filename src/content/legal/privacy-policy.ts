import { maxStoredDays } from "../../contact/delivery.ts";
import { describeCollectedData } from "../../contact/fields.ts";
import { numberInWords } from "../../lib/format.ts";
import { owner } from "../owner.ts";
import { ratingSummary } from "../reviews.ts";
import type { LegalSection } from "./legal-section.ts";

export const privacyPolicyPage = {
  title: "Datenschutzerklärung",
  description:
    "Datenschutzerklärung der Angebotsseite für das historische Hausboot in Werder (Havel): Hosting, Kontaktformular, keine Cookies und Ihre Rechte.",
} as const;

const netlify = "Netlify, Inc., 101 2nd Street, San Francisco, CA 94105, USA";
const usTransfer =
  "Grundlage der Übermittlung in die USA ist das EU-U.S. Data Privacy Framework (Angemessenheitsbeschluss der EU-Kommission, Art. 45 DSGVO), ergänzend die Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO).";
const mailProvider = `${owner.mailProvider.name}, ${owner.mailProvider.seat}`;

export const privacyPolicySections: readonly LegalSection[] = [
  {
    heading: "Verantwortlicher",
    paragraphs: [
      "Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:",
      `${owner.name}\n${owner.street}\n${owner.postalCode} ${owner.city}\n${owner.country}`,
      `E-Mail: ${owner.email}\nTelefon: ${owner.phone}`,
    ],
  },
  {
    heading: "Hosting bei Netlify",
    paragraphs: [
      `Diese Website wird bei ${netlify}, gehostet. Bei jedem Seitenaufruf verarbeitet Netlify automatisch die Daten, die Ihr Browser übermittelt, und speichert sie in Server-Logdateien:`,
    ],
    list: [
      "IP-Adresse",
      "Datum und Uhrzeit des Zugriffs",
      "aufgerufene Adresse (URL)",
      "zuvor besuchte Seite (Referrer)",
      "Browser und Betriebssystem (User-Agent)",
    ],
  },
  {
    heading: "Zweck, Rechtsgrundlage und Speicherdauer beim Hosting",
    paragraphs: [
      "Diese Daten sind technisch nötig, um die Website auszuliefern, und dienen ihrer Sicherheit und Stabilität, etwa der Abwehr von Angriffen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse liegt in einer sicheren und zuverlässigen Bereitstellung der Website. Netlify verarbeitet die Daten in meinem Auftrag (Art. 28 DSGVO).",
      `Netlify hat seinen Sitz in den USA, daher können Daten dorthin übermittelt werden. ${usTransfer}`,
      `Netlify speichert die Logdateien ${owner.hostingLogRetention} und löscht sie danach. Einzelheiten stehen in der Datenschutzerklärung von Netlify: https://www.netlify.com/privacy/`,
    ],
  },
  {
    heading: "Kontaktformular",
    paragraphs: [
      `Wenn Sie mir über das Kontaktformular schreiben, verarbeite ich Ihre Angaben: ${describeCollectedData()}. Ich nutze sie ausschließlich, um Ihre Anfrage zu beantworten. Ohne diese Angaben kann ich Ihnen nicht antworten.`,
      "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage einen möglichen Vertrag betrifft, etwa eine Besichtigung oder den Kauf des Hausboots; in allen anderen Fällen Art. 6 Abs. 1 lit. f DSGVO, mein berechtigtes Interesse, Anfragen zu beantworten.",
      `Das Formular sendet Ihre Angaben an eine Funktion, die bei Netlify läuft (Netlify Functions) und sie sofort per E-Mail an mich weiterleitet. Auch dabei können Ihre Angaben in den USA verarbeitet werden. ${usTransfer} In ihre Protokolle schreibt die Funktion Ihre Angaben nicht; dort stehen nur eine zufällige Kennung und das Ergebnis des Versands.`,
      `Damit keine Anfrage verloren geht, legt die Funktion Ihre Angaben vor dem Versand in einem Datenspeicher von Netlify ab (Netlify Blobs, Rechenzentrum in Frankfurt am Main). Zweck ist allein, dass Ihre Nachricht mich sicher erreicht: Ist mein E-Mail-Anbieter gerade nicht erreichbar, versucht die Funktion den Versand später erneut. Rechtsgrundlage ist dieselbe wie für Ihre Anfrage, Art. 6 Abs. 1 lit. b DSGVO oder lit. f DSGVO; mein berechtigtes Interesse liegt darin, keine Anfrage zu verlieren. Sobald die E-Mail zugestellt ist, löscht die Funktion die gespeicherten Angaben, meist nach wenigen Sekunden; gelingt die Zustellung nicht, löscht sie sie spätestens nach ${numberInWords(maxStoredDays)} Tagen.`,
      "Wartet eine Anfrage länger als einen Tag, oder lehnt mein E-Mail-Anbieter den Versand dauerhaft ab, erhalte ich auf einem zweiten Weg eine Benachrichtigung. Sie enthält nur Anzahl, Alter und Fehlercodes der wartenden Anfragen, nie Ihre Angaben. Ich kann wartende Anfragen dann auch selbst aus dem Datenspeicher auf meinen Rechner laden, um sie zu beantworten; dort behandle ich sie wie jede andere E-Mail an mich.",
      `Den Versand der E-Mail übernimmt mein E-Mail-Anbieter ${mailProvider}, in meinem Auftrag (Art. 28 DSGVO); bei ihm liegt auch mein Postfach. ${owner.mailProvider.dataLocation}`,
    ],
  },
  {
    heading: "Kontakt per E-Mail oder Telefon",
    paragraphs: [
      `Schreiben Sie mir eine E-Mail an ${owner.email} oder rufen Sie mich an, verarbeite ich Ihre E-Mail-Adresse oder Telefonnummer, Ihren Namen und den Inhalt Ihrer Anfrage, um sie zu beantworten. Rechtsgrundlage ist wie beim Kontaktformular Art. 6 Abs. 1 lit. b oder lit. f DSGVO. E-Mails empfängt und speichert mein E-Mail-Anbieter ${mailProvider}, in meinem Auftrag.`,
    ],
  },
  {
    heading: "Wie lange ich Ihre Anfrage aufbewahre",
    paragraphs: [
      "Ich lösche Ihre Nachricht, sobald Ihre Anfrage erledigt ist und kein Vertrag zustande kommt, spätestens sechs Monate nach dem letzten Kontakt.",
      "Kommt ein Vertrag zustande, etwa der Kauf des Hausboots, bewahre ich die Korrespondenz so lange auf, wie das Steuer- und Handelsrecht es verlangt: Geschäftsbriefe sechs Jahre, Buchungsbelege acht Jahre (§ 147 AO, für Kaufleute § 257 HGB). Rechtsgrundlage ist dann Art. 6 Abs. 1 lit. c DSGVO.",
    ],
  },
  {
    heading: "Empfänger Ihrer Daten",
    paragraphs: ["Ihre Daten erhalten nur (Art. 13 Abs. 1 lit. e DSGVO):"],
    list: [
      "Netlify als Hosting-Anbieter und für das Kontaktformular, in meinem Auftrag",
      `mein E-Mail-Anbieter ${owner.mailProvider.name} für Versand und Postfach, in meinem Auftrag`,
      "der Betreiber des Hausboots, wenn Sie zustimmen, dass ich Ihre Anfrage an ihn weitergebe, etwa für eine Besichtigung",
      "Behörden, soweit ich gesetzlich dazu verpflichtet bin",
    ],
  },
  {
    heading: "Bewertungen von Gästen",
    paragraphs: [
      `Die Bewertungen auf dieser Seite stammen aus dem Inserat des Hausboots bei ${ratingSummary.source}. Von den Gästen zeige ich den Vornamen, den Monat der Bewertung, die Sterne und den Text; ich habe diese Daten nicht bei Ihnen selbst erhoben (Art. 14 DSGVO). Ich zeige eine Bewertung nur mit dem Einverständnis des Gastes; Rechtsgrundlage ist seine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).`,
      `Ich zeige eine Bewertung, solange das Angebot online ist oder bis der Gast seine Einwilligung widerruft; eine E-Mail an ${owner.email} genügt, dann entferne ich sie.`,
    ],
  },
  {
    heading: "Keine Cookies, kein Tracking, keine Analyse-Tools",
    paragraphs: [
      "Diese Website setzt keine Cookies und speichert nichts in Ihrem Browser. Sie verwendet keine Analyse-, Tracking- oder Werbedienste und bindet keine Social-Media-Plugins ein. Deshalb gibt es hier auch kein Cookie-Banner.",
    ],
  },
  {
    heading: "Keine Anfragen an Dritte",
    paragraphs: [
      "Schriften, Bilder und das Video liefert der Server dieser Website selbst aus. Es werden keine Inhalte von fremden Servern nachgeladen, etwa von Google Fonts oder YouTube. Ihre IP-Adresse erreicht beim Besuch also nur Netlify als Hosting-Anbieter.",
    ],
  },
  {
    heading: "Link zum Ferienvermietungsangebot",
    paragraphs: [
      "Die Seite verlinkt auf das Angebot des Hausboots bei Airbnb. Das ist ein einfacher Link: Solange Sie ihn nicht anklicken, werden keine Daten an Airbnb übertragen. Erst wenn Sie ihm folgen, öffnet sich die Website von Airbnb; für die Verarbeitung Ihrer Daten dort ist Airbnb verantwortlich (für Nutzer in der EU: Airbnb Ireland UC, 8 Hanover Quay, Dublin 2, Irland). Es gilt die Datenschutzerklärung von Airbnb: https://www.airbnb.de/help/article/2855",
    ],
  },
  {
    heading: "Ihre Rechte",
    paragraphs: [
      `Sie haben gegenüber mir die folgenden Rechte an den Sie betreffenden personenbezogenen Daten. Um sie auszuüben, genügt eine formlose E-Mail an ${owner.email}.`,
    ],
    list: [
      "Auskunft über die gespeicherten Daten (Art. 15 DSGVO)",
      "Berichtigung unrichtiger Daten (Art. 16 DSGVO)",
      "Löschung (Art. 17 DSGVO)",
      "Einschränkung der Verarbeitung (Art. 18 DSGVO)",
      "Datenübertragbarkeit (Art. 20 DSGVO)",
      "Widerspruch (Art. 21 DSGVO), siehe den folgenden Abschnitt",
      "Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)",
      "Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO), zum Beispiel bei der für Brandenburg zuständigen: Die Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg, Stahnsdorfer Damm 77, 14532 Kleinmachnow",
    ],
  },
  {
    heading: "Ihr Widerspruchsrecht nach Art. 21 DSGVO",
    highlighted: true,
    paragraphs: [
      "Verarbeite ich Ihre Daten auf Grundlage meines berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), etwa in den Server-Logdateien oder bei einer Anfrage, die keinen Vertrag betrifft, können Sie dieser Verarbeitung jederzeit widersprechen, aus Gründen, die sich aus Ihrer besonderen Situation ergeben.",
      `Dann verarbeite ich diese Daten nicht mehr, es sei denn, ich kann zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Für den Widerspruch genügt eine formlose E-Mail an ${owner.email}.`,
    ],
  },
  {
    heading: "SSL/TLS-Verschlüsselung",
    paragraphs: [
      "Diese Website wird ausschließlich über eine verschlüsselte Verbindung (SSL/TLS) ausgeliefert. Das gilt auch für die Angaben, die Sie über das Kontaktformular senden: Auf dem Weg zum Server können Dritte sie nicht mitlesen. Eine verschlüsselte Verbindung erkennen Sie an „https://“ in der Adresszeile Ihres Browsers.",
    ],
  },
  {
    heading: "Stand",
    paragraphs: ["November 2026"],
  },
];
