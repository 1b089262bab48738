import { formatEuro } from "../lib/format.ts";
import { containsPlaceholder, placeholder } from "./placeholder.ts";
import { costBreakdown, returnModelInputs } from "./return-model.ts";

export interface BuyerFactTopic {
  /** The line a reader clicks to open the topic. */
  title: string;
  /** The topic as a question, for the FAQ structured data. */
  question: string;
  /** Label and value, shown as a list in this order. */
  facts: Record<string, string>;
  /** Sentences below the list. */
  notes?: readonly string[];
}

export const buyerFactsSection = {
  heading: "Fakten für Ihre Entscheidung",
  intro:
    "Was Käufer vor einer Entscheidung wissen wollen. Die Unterlagen zu jedem Punkt sende ich Ihnen auf Anfrage zu.",
};

/**
 * One disclosure block per topic. Replace every `placeholder(…)` with the real answer; the costs come from the same
 * list as the forecast (`returnModelInputs.costItems`), so text and figures cannot disagree.
 */
export const buyerFacts = {
  operator: {
    title: "Betreiber und Betreibervertrag",
    question: "Wer betreibt das Hausboot, und was regelt der Betreibervertrag?",
    facts: {
      Betreiber: placeholder(
        "[Name und Anschrift des Betreibers]",
        "Wer das Boot vermietet: Name und Anschrift des Betreibers",
      ),
      "Verbindung zum Verkäufer": placeholder(
        "[Verbindung zwischen Betreiber und Verkäufer]",
        "Ob der Betreiber mit Ihnen als Verkäufer verbunden ist (verwandt, eigene Firma) oder unabhängig",
      ),
      Laufzeit: placeholder(
        "[Laufzeit des Betreibervertrags]",
        "Laufzeit des Betreibervertrags, z. B. „bis 31. Dezember 2028“",
      ),
      Kündigung: placeholder(
        "[Kündigungsfristen des Betreibervertrags]",
        "Kündigungsfristen beider Seiten im Betreibervertrag",
      ),
      Auszahlung: placeholder(
        "[Wann der Käufer seinen Anteil erhält]",
        "Wann und wie der Käufer seinen Gewinnanteil erhält, z. B. „monatlich bis zum 15. des Folgemonats“",
      ),
      Abrechnung: placeholder(
        "[Welche Abrechnung der Käufer erhält]",
        "Welche Aufstellung der Käufer bekommt, z. B. „monatlich alle Buchungen und Kosten mit Belegen“",
      ),
      Eigennutzung: placeholder("[Regeln zur Eigennutzung]", "Ob und wann der Käufer das Boot selbst nutzen kann"),
    },
    notes: [
      "Das Inserat auf Airbnb, seine Bewertungen und Auszeichnungen gehören zum Konto des Betreibers; sie gehen mit dem Kauf nicht auf Sie über.",
      "Den Betreibervertrag erhalten Sie vor dem Kauf vollständig zur Prüfung.",
    ],
  },
  berth: {
    title: "Liegeplatz",
    question: "Wo liegt das Hausboot, und ist der Liegeplatz gesichert?",
    facts: {
      Gewässer: placeholder(
        "[Name des Sees und Lage des Liegeplatzes]",
        "Name des Sees und wo genau der Liegeplatz liegt",
      ),
      Vertragspartner: placeholder(
        "[Inhaber des Liegeplatzvertrags]",
        "Wer den Liegeplatz gemietet hat (Verkäufer oder Betreiber)",
      ),
      Laufzeit: placeholder("[Laufzeit des Liegeplatzvertrags]", "Laufzeit und Kündigungsfrist des Liegeplatzvertrags"),
      Gebühr: placeholder(
        "[Liegeplatzgebühr pro Jahr]",
        "Liegeplatzgebühr pro Jahr und was sie enthält (Strom, Wasser, Winterlager)",
      ),
      Übertragbarkeit: placeholder(
        "[Übertragbarkeit des Liegeplatzes]",
        "Ob der Liegeplatz beim Kauf auf den Käufer übergeht",
      ),
      Genehmigungen: placeholder(
        "[Genehmigung für die Vermietung mit Übernachtung]",
        "Welche Genehmigung die Vermietung mit Übernachtung am Liegeplatz erlaubt (Behörde, Datum)",
      ),
    },
  },
  condition: {
    title: "Zustand",
    question: "In welchem Zustand ist das Hausboot?",
    facts: {
      Gutachten: placeholder(
        "[Datum und Verfasser des letzten Gutachtens]",
        "Datum und Verfasser des letzten Wertgutachtens oder Zustandsberichts",
      ),
      Rumpfdicke: placeholder(
        "[Datum und Ergebnis der Dickenmessung]",
        "Datum und Ergebnis der letzten Ultraschall-Dickenmessung des Rumpfs",
      ),
      "Letzter Landgang": placeholder(
        "[Datum und Werft des letzten Landgangs]",
        "Wann und wo das Boot zuletzt aus dem Wasser genommen wurde",
      ),
      Motorstunden: placeholder("[Betriebsstunden des Motors]", "Betriebsstunden des Motors mit Datum der Ablesung"),
      "Gas und Elektrik": placeholder(
        "[Datum der letzten Gas- und Elektroprüfung]",
        "Datum der letzten Gasprüfung und der letzten Prüfung der Elektrik",
      ),
      Wartungsbuch: placeholder("[Wartungsbuch seit]", "Ob ein Wartungsbuch geführt wird und seit wann"),
    },
    notes: ["Eine Besichtigung mit Ihrem eigenen Gutachter ist jederzeit nach Absprache möglich."],
  },
  costs: {
    title: "Kosten im Detail",
    question: "Welche Kosten fallen an?",
    facts: costBreakdown(returnModelInputs),
    notes: [
      "Diese Aufstellung und die Prognose oben stammen aus derselben Liste von Kosten. Ist ein Posten ein fester Betrag pro Jahr, fällt er auch in schwachen Saisons voll an.",
    ],
  },
  purchase: {
    title: "Kaufbedingungen",
    question: "Zu welchen Bedingungen wird das Hausboot verkauft?",
    facts: {
      Kaufpreis: formatEuro(returnModelInputs.purchasePriceEuro),
      Umsatzsteuer: placeholder(
        "[Umsatzsteuer im Kaufpreis]",
        "Ob der Kaufpreis Umsatzsteuer enthält, z. B. „privater Verkauf, keine Umsatzsteuer“",
      ),
      "Im Preis enthalten": placeholder(
        "[Mitverkauftes Inventar]",
        "Was mitverkauft wird: Inventar, Ausstattung, Beiboot, Ersatzteile",
      ),
      Übergabe: placeholder("[Termin und Ort der Übergabe]", "Wann und wo das Boot übergeben wird"),
      Gewährleistung: placeholder("[Regelung zur Gewährleistung]", "Ob und wie lange Sie für Mängel einstehen"),
      Eigentum: placeholder(
        "[Eigentumsnachweis und Belastungen]",
        "Womit Sie Ihr Eigentum nachweisen und dass keine Rechte Dritter (z. B. Pfandrechte) am Boot bestehen",
      ),
    },
  },
  taxes: {
    title: "Steuern",
    question: "Wie werden die Mieteinnahmen besteuert?",
    facts: {},
    notes: [
      "Einnahmen aus der Vermietung sind steuerpflichtig. Wie sie in Ihrem Fall besteuert werden, klären Sie bitte vor dem Kauf mit einer Steuerberaterin oder einem Steuerberater.",
    ],
  },
} satisfies Record<string, BuyerFactTopic>;

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The topics as questions and answers for FAQ structured data, or undefined while any answer still holds a
 * placeholder: search engines must only see real answers.
 */
export function faqEntries(topics: readonly BuyerFactTopic[]): FaqEntry[] | undefined {
  const entries = topics.map((topic) => ({
    question: topic.question,
    answer: [
      ...Object.entries(topic.facts).map(([label, value]) => `${label}: ${value.replace(/\.$/, "")}.`),
      ...(topic.notes ?? []),
    ].join(" "),
  }));
  return entries.some((entry) => containsPlaceholder(entry.answer)) ? undefined : entries;
}
