/**
 * The provider of this site (Impressum, contact details in print, mail recipient display).
 * Values in [eckigen Klammern] are placeholders the owner must replace before going live.
 */
const ownerName = "[Vorname Nachname]";

export const owner = {
  name: ownerName,
  street: "[Straße Hausnummer]",
  postalCode: "[PLZ]",
  city: "Werder (Havel)",
  country: "Deutschland",
  email: "kontakt@hausboot-werder.de",
  phone: "[+49 000 0000000]",
  /** § 18 Abs. 2 MStV: name and address of the person responsible for the content; usually the owner. */
  responsibleForContent: `${ownerName}, Anschrift wie oben`,
  /** The SMTP provider that delivers contact-form messages (a processor under Art. 28 DSGVO). */
  mailProvider: "[Name und Sitz des E-Mail-Anbieters]",
} as const;

export const isPlaceholder = (value: string) => value.startsWith("[") && value.endsWith("]");
