import { placeholder } from "./placeholder.ts";

/**
 * The provider of this site: Impressum, Datenschutzerklärung, contact details in print.
 * Replace every `placeholder(…)` call with the real value before going live; a production build stops while one is
 * left and lists them all (`npm run build` lists them as warnings).
 */
export interface Owner {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  /** Only for a company or registered merchant (§ 5 Abs. 1 DDG); shown only when set. E.g. "GmbH". */
  legalForm?: string;
  /** Who represents the company, e.g. the managing director; shown only when set. */
  representedBy?: string;
  /** Register court and number, e.g. "Amtsgericht Potsdam, HRB 12345"; shown only when set. */
  register?: string;
  /** VAT identification number (§ 27a UStG), e.g. "DE123456789"; shown only when set. */
  vatId?: string;
  /** True only if the site publishes journalistic-editorial content; then the Impressum names the person responsible (§ 18 Abs. 2 MStV). */
  publishesEditorialContent: boolean;
  /** The provider that sends the contact form's mail and holds the owner's mailbox (a processor under Art. 28 DSGVO). */
  mailProvider: { name: string; seat: string; dataLocation: string };
  /** How long Netlify keeps the server log files, as the Datenschutzerklärung must say. */
  hostingLogRetention: string;
}

export const owner: Owner = {
  name: placeholder("[Vorname Nachname]", "Ihr vollständiger Name für das Impressum"),
  street: placeholder("[Straße Hausnummer]", "Straße und Hausnummer Ihrer Anschrift (kein Postfach)"),
  postalCode: placeholder("[PLZ]", "Die Postleitzahl Ihrer Anschrift"),
  city: "Werder (Havel)",
  country: "Deutschland",
  email: "kontakt@hausboot-werder.de",
  phone: placeholder("[+49 000 0000000]", "Ihre Telefonnummer für das Impressum, z. B. +49 3327 123456"),
  publishesEditorialContent: false,
  mailProvider: {
    name: placeholder(
      "[Name des E-Mail-Anbieters]",
      "Name des Anbieters, der die Nachrichten des Kontaktformulars versendet und Ihr Postfach führt, z. B. „Beispiel Mail GmbH“",
    ),
    seat: placeholder(
      "[Sitz des E-Mail-Anbieters]",
      "Sitz (Ort und Land) Ihres E-Mail-Anbieters, z. B. „Berlin, Deutschland“",
    ),
    dataLocation: placeholder(
      "[Ort der Verarbeitung beim E-Mail-Anbieter]",
      "Ein Satz, wo Ihr E-Mail-Anbieter die Daten verarbeitet, z. B. „Er verarbeitet die Daten ausschließlich in der EU.“ oder bei einem Anbieter außerhalb der EU die Grundlage der Übermittlung",
    ),
  },
  hostingLogRetention: placeholder(
    "[Speicherdauer der Logdateien]",
    "Wie lange Netlify die Server-Logdateien speichert, laut Ihrem Vertrag mit Netlify, z. B. „30 Tage“",
  ),
};
