/**
 * The provider of this site (Impressum, contact details in print, mail recipient display).
 * Values in [eckigen Klammern] are placeholders the owner must replace before going live.
 */
export const owner = {
  name: "[Vorname Nachname]",
  street: "[Straße Hausnummer]",
  postalCode: "[PLZ]",
  city: "Werder (Havel)",
  country: "Deutschland",
  email: "kontakt@hausboot-werder.de",
  phone: "[+49 000 0000000]",
} as const;

export const isPlaceholder = (value: string) => value.startsWith("[") && value.endsWith("]");
