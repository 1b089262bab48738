import type { z } from "zod";
import { choice, flag, group, optional, text } from "./fields.ts";
import { shownText } from "../text-syntax.ts";

const businessDetail = (description: string) =>
  optional(text(`${description}; leer lassen, wenn es nicht zutrifft`, { max: 120, required: false }));

/** Whether the owner sells as a consumer or as a business (§ 14 BGB); VAT, warranty and the seller line follow. */
export const sellerTypes = ["privat", "unternehmer"] as const;
export type SellerType = (typeof sellerTypes)[number];

/** How a fresh clone holds the declaration: the page shows a marked question, never „privat“; production refuses. */
const openSellerType =
  "[privat oder gewerblich?] (Platzhalter: „privat“ eintragen, wenn Sie das Hausboot als Privatperson verkaufen; „unternehmer“, wenn Sie es im Rahmen einer gewerblichen oder selbständigen Tätigkeit verkaufen (§ 14 BGB), etwa weil Sie es bisher auf eigene Rechnung vermietet haben, auch ohne Firma oder Handelsregister. Davon hängen Umsatzsteuer, Gewährleistung und die Zeile „Verkäufer: …“ ab; im Zweifel steuerlich beraten lassen)";

export const ownerSchema = group("Sie als Anbieter der Seite", {
  name: text("Ihr vollständiger Name (oder der Name Ihrer Firma)", { max: 100 }),
  street: text("Straße und Hausnummer (kein Postfach)", { max: 100 }),
  postalCode: text("Postleitzahl", { max: 10 }),
  city: text("Ort", { max: 60 }),
  country: text("Land", { max: 60 }),
  email: text("E-Mail-Adresse für Impressum und Datenschutzerklärung", { max: 254 }).refine(
    (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(shownText(value)),
    "muss eine E-Mail-Adresse sein, z. B. kontakt@ihre-domain.de",
  ),
  phone: text("Telefonnummer für das Impressum", { max: 40 }),
  sellerType: choice(
    "Wie Sie verkaufen: privat (als Privatperson) oder unternehmer (gewerblich oder selbständig, § 14 BGB)",
    sellerTypes,
    openSellerType,
  ),
  smallBusiness: flag(
    "true nur, wenn Sie als Unternehmer die Kleinunternehmerregelung (§ 19 UStG) nutzen und keine Umsatzsteuer berechnen",
  ),
  legalForm: businessDetail("Rechtsform einer Firma, z. B. GmbH"),
  representedBy: businessDetail("Wer die Firma vertritt, z. B. die Geschäftsführerin"),
  register: businessDetail("Registergericht und Nummer, z. B. Amtsgericht Potsdam, HRB 12345"),
  vatId: businessDetail("Umsatzsteuer-Identifikationsnummer (§ 27a UStG), z. B. DE123456789"),
  economicId: businessDetail("Wirtschafts-Identifikationsnummer (§ 139c AO), z. B. DE123456789-00001"),
  publishesEditorialContent: flag(
    "true nur bei journalistisch-redaktionellen Inhalten; dann nennt das Impressum die Verantwortliche (§ 18 Abs. 2 MStV)",
  ),
  mailProvider: group("Ihr E-Mail-Anbieter: versendet die Nachrichten des Formulars und führt Ihr Postfach", {
    name: text("Name des Anbieters", { max: 100 }),
    seat: text("Sitz des Anbieters (Ort und Land)", { max: 100 }),
    dataLocation: text("Ein Satz, wo der Anbieter die Daten verarbeitet", { max: 400 }),
  }),
  hostingLogRetention: text("Wie lange Netlify die Server-Logdateien speichert, z. B. 30 Tage", { max: 60 }),
});

export type Owner = z.output<typeof ownerSchema>;
