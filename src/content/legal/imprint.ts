import { owner, type Owner } from "../owner.ts";
import { presentSections, type LegalSection } from "./legal-section.ts";

export const imprintPage = {
  title: "Impressum",
  description:
    "Impressum mit den Anbieterangaben nach § 5 DDG für das Angebot des historischen Hausboots in Werder (Havel).",
} as const;

/** The Impressum for a provider; the commercial details and § 18 MStV appear only when they apply. */
export function imprintSectionsFor(provider: Owner): LegalSection[] {
  const address = `${provider.name}\n${provider.street}\n${provider.postalCode} ${provider.city}\n${provider.country}`;
  // A commercial seller's details (§ 5 Abs. 1 Nr. 1, 4 and 6 DDG); each appears only when set in provider.ts.
  const businessDetails = [
    provider.legalForm && `Rechtsform: ${provider.legalForm}`,
    provider.representedBy && `Vertreten durch: ${provider.representedBy}`,
    provider.register && `Registereintrag: ${provider.register}`,
    provider.vatId && `Umsatzsteuer-Identifikationsnummer nach § 27a UStG: ${provider.vatId}`,
  ].filter((line): line is string => Boolean(line));
  return presentSections([
    {
      heading: "Angaben gemäß § 5 DDG",
      paragraphs: [address, ...(businessDetails.length > 0 ? [businessDetails.join("\n")] : [])],
    },
    {
      heading: "Kontakt",
      paragraphs: [`E-Mail: ${provider.email}\nTelefon: ${provider.phone}`],
    },
    provider.publishesEditorialContent && {
      heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      paragraphs: [`${provider.name}, Anschrift wie oben`],
    },
    {
      heading: "Verbraucherstreitbeilegung",
      paragraphs: [
        "Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt.",
        "Ich bin weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).",
      ],
    },
  ]);
}

export const imprintSections = imprintSectionsFor(owner);
