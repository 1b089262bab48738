import { choice, fact, flag, group, optional, settledChoice, text } from "./field-builders.ts";

const businessDetail = ({ label, hint }: { label: string; hint: string }) =>
  optional(fact(text({ label, hint: `${hint} Leer lassen, wenn es nicht zutrifft.` }, { max: 120, allowEmpty: true })));

/** § 14 BGB and § 19 UStG in one choice, so no two fields can contradict each other; VAT and warranty follow. */
export const sellerTypes = ["privat", "unternehmer", "kleinunternehmer"] as const;
export type SellerType = (typeof sellerTypes)[number];

/** What the page shows while the declaration is open: a marked question, never „privat“; production refuses it. */
export const openSellerTypeShown = "[privat oder gewerblich?]";

const openSellerType =
  `${openSellerTypeShown} (Platzhalter: „privat“ eintragen, wenn Sie das Hausboot als Privatperson verkaufen; „unternehmer“, wenn Sie es im Rahmen einer gewerblichen oder selbständigen Tätigkeit verkaufen (§ 14 BGB), auch ohne Firma oder Handelsregister; „kleinunternehmer“, wenn Sie dabei die Kleinunternehmerregelung (§ 19 UStG) nutzen. Wer nur das eigene Hausboot über einen Betreiber vermietet hat, kann trotzdem privat verkaufen; im Zweifel rechtlich beraten lassen. Davon hängen Gewährleistung, Vertragsschluss, Impressum und die Zeile „Verkäufer: …“ ab, die Umsatzsteuer auch, solange vatStatus „regelfall“ sagt)` as const;

/** Who sells in civil law (§ 14 BGB): a small business is a business towards the buyer, only its VAT differs. */
export const civilStatus = (sellerType: SellerType): "privat" | "unternehmer" =>
  sellerType === "privat" ? "privat" : "unternehmer";

/**
 * The sale's VAT where it differs from what sellerType implies (a private seller whose letting made the sale taxable,
 * or a sale not taxable as a Geschäftsveräußerung im Ganzen, § 1 Abs. 1a UStG). src/views/seller-terms.ts decides.
 */
export const vatStatuses = ["regelfall", "steuerpflichtig", "geschaeftsveraeusserung"] as const;
export type VatStatus = (typeof vatStatuses)[number];

/** For a business seller: the limitation period of the buyer's claims for defects (§ 438, § 476 Abs. 2 BGB). */
export const limitationPeriods = ["zwei-jahre", "ein-jahr"] as const;
export type LimitationPeriod = (typeof limitationPeriods)[number];

export const ownerSchema = group("Sie als Anbieter der Seite", {
  // Name and address are facts: the English edition prints them as they are written, for the post to arrive.
  name: fact(text({ label: "Ihr vollständiger Name", hint: "Oder der Name Ihrer Firma." }, { max: 100 })),
  street: fact(text({ label: "Straße und Hausnummer", hint: "Kein Postfach." }, { max: 100 })),
  postalCode: fact(text("Postleitzahl", { max: 10 })),
  city: fact(text("Ort", { max: 60 })),
  country: fact(text("Land", { max: 60 })),
  email: text("E-Mail-Adresse für Impressum und Datenschutzerklärung", { max: 254, format: "email" }),
  phone: fact(text("Telefonnummer für das Impressum", { max: 40 })),
  sellerType: choice(
    {
      label: "Wie Sie verkaufen",
      hint: "privat: als Privatperson. unternehmer: gewerblich oder selbständig (§ 14 BGB), auch ohne Firma; der Kaufpreis ist dann der Gesamtpreis mit 19 % Umsatzsteuer. kleinunternehmer: ebenso, aber mit der Kleinunternehmerregelung (§ 19 UStG), ohne Umsatzsteuer. Wer nur das eigene Hausboot über einen Betreiber vermietet hat, kann trotzdem privat verkaufen; im Zweifel rechtlich beraten lassen.",
    },
    sellerTypes,
    openSellerType,
    { privat: "Privat", unternehmer: "Als Unternehmer", kleinunternehmer: "Als Kleinunternehmer (§ 19 UStG)" },
  ),
  vatStatus: settledChoice(
    {
      label: "Umsatzsteuer beim Verkauf",
      hint: "regelfall: wie „Wie Sie verkaufen“ (privat ohne, unternehmer mit 19 %, kleinunternehmer steuerfrei nach § 19 UStG). steuerpflichtig: mit 19 % Umsatzsteuer, auch wenn Sie privat verkaufen (etwa weil Sie durch die Vermietung umsatzsteuerlich Unternehmer sind). geschaeftsveraeusserung: nicht steuerbar, weil der Käufer die Vermietung fortführt (§ 1 Abs. 1a UStG). Im Zweifel Steuerberatung.",
    },
    vatStatuses,
    {
      regelfall: "Wie „Wie Sie verkaufen“",
      steuerpflichtig: "Mit 19 % Umsatzsteuer",
      geschaeftsveraeusserung: "Nicht steuerbar: Geschäftsveräußerung im Ganzen",
    },
  ),
  limitationPeriod: settledChoice(
    {
      label: "Verjährung der Mängelansprüche (nur als Unternehmer)",
      hint: "zwei-jahre: die gesetzliche Frist. ein-jahr: nur, wenn Ihr Kaufvertrag sie ausdrücklich und gesondert auf ein Jahr verkürzt (§ 476 Abs. 2 BGB). Als Privatperson ohne Bedeutung.",
    },
    limitationPeriods,
    { "zwei-jahre": "Zwei Jahre (gesetzlich)", "ein-jahr": "Ein Jahr (im Kaufvertrag gesondert vereinbart)" },
  ),
  legalForm: businessDetail({ label: "Rechtsform einer Firma", hint: "Z. B. GmbH." }),
  representedBy: businessDetail({ label: "Wer die Firma vertritt", hint: "Z. B. die Geschäftsführerin." }),
  register: businessDetail({ label: "Registergericht und Nummer", hint: "Z. B. Amtsgericht Potsdam, HRB 12345." }),
  vatId: businessDetail({ label: "Umsatzsteuer-Identifikationsnummer", hint: "§ 27a UStG, z. B. DE123456789." }),
  economicId: businessDetail({
    label: "Wirtschafts-Identifikationsnummer",
    hint: "§ 139c AO, z. B. DE123456789-00001.",
  }),
  publishesEditorialContent: flag({
    label: "Journalistisch-redaktionelle Inhalte",
    hint: "Ja nur bei journalistisch-redaktionellen Inhalten; dann nennt das Impressum die Verantwortliche (§ 18 Abs. 2 MStV).",
  }),
  mailProvider: group(
    { label: "Ihr E-Mail-Anbieter", hint: "Versendet die Nachrichten des Formulars und führt Ihr Postfach." },
    {
      name: fact(text("Name des Anbieters", { max: 100 })),
      seat: fact(text({ label: "Sitz des Anbieters", hint: "Ort und Land." }, { max: 100 })),
      dataLocation: text("Ein Satz, wo der Anbieter die Daten verarbeitet", { max: 400 }),
    },
  ),
  hostingLogRetention: text(
    { label: "Wie lange Netlify die Server-Logdateien speichert", hint: "Z. B. 30 Tage." },
    { max: 60 },
  ),
});
