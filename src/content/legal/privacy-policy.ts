import { owner } from "../owner.ts";
import type { LegalSection } from "./legal-section.ts";

export const privacyPolicyPage = {
  title: "Datenschutzerklärung",
  description:
    "Datenschutzerklärung der Angebotsseite für das historische Hausboot in Werder (Havel): Hosting, Kontaktformular, keine Cookies und Ihre Rechte.",
} as const;

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
      "Diese Website wird bei Netlify, Inc., 101 2nd Street, San Francisco, CA 94105, USA, gehostet. Bei jedem Seitenaufruf verarbeitet Netlify automatisch die Daten, die Ihr Browser übermittelt, und speichert sie in Server-Logdateien:",
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
      "Netlify hat seinen Sitz in den USA, daher können Daten dorthin übermittelt werden. Grundlage dafür ist das EU-U.S. Data Privacy Framework (Angemessenheitsbeschluss der EU-Kommission, Art. 45 DSGVO), ergänzend die Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO).",
      "Die Logdateien speichert Netlify nur so lange, wie es für Betrieb und Sicherheit nötig ist, in der Regel nur kurz; die genauen Fristen legt Netlify fest. Einzelheiten stehen in der Datenschutzerklärung von Netlify: https://www.netlify.com/privacy/",
    ],
  },
  {
    heading: "Kontaktformular",
    paragraphs: [
      "Wenn Sie mir über das Kontaktformular schreiben, verarbeite ich Ihre Angaben: Name, E-Mail-Adresse und Nachricht. Ich nutze sie ausschließlich, um Ihre Anfrage zu beantworten. Ohne diese Angaben kann ich Ihnen nicht antworten.",
      "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage einen möglichen Vertrag betrifft, etwa eine Besichtigung oder den Kauf des Hausboots; in allen anderen Fällen Art. 6 Abs. 1 lit. f DSGVO, mein berechtigtes Interesse, Anfragen zu beantworten.",
      `Das Formular übergibt Ihre Angaben an eine Funktion bei Netlify, die sie sofort per E-Mail an mich weiterleitet. Den E-Mail-Versand übernimmt mein E-Mail-Anbieter ${owner.mailProvider} in meinem Auftrag. Auf der Website selbst werden Ihre Angaben nicht gespeichert.`,
      "Ich lösche Ihre Nachricht, sobald Ihre Anfrage erledigt ist. Kommt ein Vertrag zustande, bewahre ich die Korrespondenz so lange auf, wie gesetzliche Aufbewahrungsfristen es verlangen, zum Beispiel sechs oder zehn Jahre nach § 257 HGB und § 147 AO.",
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
      "Widerspruch gegen Verarbeitungen, die auf Art. 6 Abs. 1 lit. f DSGVO beruhen, aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO)",
      "Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)",
      "Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO), zum Beispiel bei der für Brandenburg zuständigen: Die Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg, Stahnsdorfer Damm 77, 14532 Kleinmachnow",
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
