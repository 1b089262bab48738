import { owner } from "../owner.ts";
import type { LegalSection } from "./legal-section.ts";

export const imprintPage = {
  title: "Impressum",
  description:
    "Impressum mit den Anbieterangaben nach § 5 DDG für das Angebot des historischen Hausboots in Werder (Havel).",
} as const;

export const imprintSections: readonly LegalSection[] = [
  {
    heading: "Angaben gemäß § 5 DDG",
    paragraphs: [`${owner.name}\n${owner.street}\n${owner.postalCode} ${owner.city}\n${owner.country}`],
  },
  {
    heading: "Kontakt",
    paragraphs: [`E-Mail: ${owner.email}\nTelefon: ${owner.phone}`],
  },
  {
    heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
    paragraphs: [owner.responsibleForContent],
  },
  {
    heading: "Verbraucherstreitbeilegung",
    paragraphs: [
      "Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt.",
      "Ich bin weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).",
    ],
  },
  {
    heading: "Haftung für Inhalte",
    paragraphs: [
      "Die Inhalte dieser Seite habe ich mit Sorgfalt erstellt. Für ihre Richtigkeit, Vollständigkeit und Aktualität kann ich jedoch keine Gewähr übernehmen. Für eigene Inhalte bin ich nach den allgemeinen Gesetzen verantwortlich.",
      "Das Renditemodell ist eine unverbindliche Beispielrechnung; es sichert keine künftigen Erträge zu.",
    ],
  },
  {
    heading: "Haftung für Links",
    paragraphs: [
      "Diese Seite verlinkt auf Websites Dritter, etwa auf das Ferienvermietungsangebot bei Airbnb. Auf deren Inhalte habe ich keinen Einfluss; verantwortlich ist stets der jeweilige Anbieter. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Werden mir solche bekannt, entferne ich den Link umgehend.",
    ],
  },
];
