import { describe, expect, it } from "vitest";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import type { ShownContent } from "../../src/content-reading/placeholders.ts";
import { imprintSections } from "../../src/views/legal-pages.ts";
import { inLanguage } from "../../src/content-reading/translated-content.ts";
import { sellerTypes } from "../../src/content-schemas/owner.ts";
import { fixtureRoot } from "../support/project-copy.ts";

// The Impressum's texts as a fresh clone has them, filled with fixed owners.
const imprint = readDataFile("imprint", fixtureRoot);
const imprintSectionsFor = (owner: ShownContent["owner"]) => imprintSections(imprint, owner);

const privateSeller: ShownContent["owner"] = {
  name: "Erika Mustermann",
  street: "Seeweg 1",
  postalCode: "14542",
  city: "Werder (Havel)",
  country: "Deutschland",
  email: "erika@example.de",
  phone: "+49 3327 123456",
  sellerType: "privat",
  vatStatus: "regelfall",
  limitationPeriod: "zwei-jahre",
  publishesEditorialContent: false,
  mailProvider: { name: "Beispiel Mail GmbH", seat: "Berlin, Deutschland", dataLocation: "In der EU." },
  hostingLogRetention: "30 Tage",
};

const text = (owner: ShownContent["owner"]) =>
  imprintSectionsFor(owner)
    .flatMap((section) => [section.heading, ...section.paragraphs])
    .join("\n");

const disputeSection = imprint.sections.find((section) => section.onlyForBusinessSellers)!;

it("shows a private seller's name, address and contact without business fields, § 18 MStV or § 36 VSBG", () => {
  const sections = imprintSectionsFor(privateSeller);
  expect(sections.map((section) => section.heading)).toEqual(
    imprint.sections
      .filter((section) => !section.onlyWithEditorialContent && !section.onlyForBusinessSellers)
      .map((section) => section.heading),
  );
  expect(sections[0]!.paragraphs).toEqual(["Erika Mustermann\nSeeweg 1\n14542 Werder (Havel)\nDeutschland"]);
  expect(text(privateSeller)).not.toMatch(/Rechtsform|Register|Umsatzsteuer/);
  expect(text(privateSeller)).not.toContain("VSBG");
});

it("states the consumer-dispute position (§ 36 VSBG) for a business and a small business only", () => {
  expect(disputeSection.paragraphs.join(" ")).toContain("§ 36 VSBG");
  for (const sellerType of ["unternehmer", "kleinunternehmer"] as const) {
    const headings = imprintSectionsFor({ ...privateSeller, sellerType }).map((section) => section.heading);
    expect(headings).toContain(disputeSection.heading);
  }
});

it("adds the commercial seller's legal form, representative, register and VAT ID when they are set", () => {
  const company: ShownContent["owner"] = {
    ...privateSeller,
    name: "Hausboot Werder",
    legalForm: "GmbH",
    representedBy: "Erika Mustermann (Geschäftsführerin)",
    register: "Amtsgericht Potsdam, HRB 12345",
    vatId: "DE123456789",
  };
  expect(imprintSectionsFor(company)[0]!.paragraphs[1]).toBe(
    [
      "Rechtsform: GmbH",
      "Vertreten durch: Erika Mustermann (Geschäftsführerin)",
      "Registereintrag: Amtsgericht Potsdam, HRB 12345",
      "Umsatzsteuer-Identifikationsnummer nach § 27a UStG: DE123456789",
    ].join("\n"),
  );
  expect(text({ ...privateSeller, vatId: "DE123456789" })).not.toContain("Rechtsform");
});

it("names the person responsible under § 18 Abs. 2 MStV only for editorial content", () => {
  const sections = imprintSectionsFor({ ...privateSeller, publishesEditorialContent: true });
  const responsible = sections.find((section) => section.heading.includes("§ 18 Abs. 2 MStV"));
  expect(responsible?.paragraphs).toEqual(["Erika Mustermann, Anschrift wie oben"]);
});

it("no longer carries disclaimers that protect nothing", () => {
  expect(text(privateSeller)).not.toMatch(/Haftung für|keine Gewähr/);
});

describe("the English Imprint (imprint.yaml › en, read as the English page reads it)", () => {
  const english = inLanguage(imprint, "en", "imprint.yaml");
  const englishBlock = imprint.en as { sections: { heading: string }[]; businessDetails: Record<string, string> };

  it.each([
    ...sellerTypes.map((sellerType) => ({ sellerType, publishesEditorialContent: false })),
    { sellerType: "unternehmer" as const, publishesEditorialContent: true },
  ])(
    "has the German page's sections for $sellerType (editorial: $publishesEditorialContent), in English",
    (declarations) => {
      const owner = { ...privateSeller, ...declarations };
      const business = declarations.sellerType !== "privat";
      const expected = imprint.sections.flatMap((section, index) =>
        (section.onlyForBusinessSellers && !business) ||
        (section.onlyWithEditorialContent && !declarations.publishesEditorialContent)
          ? []
          : [englishBlock.sections[index]!.heading],
      );
      expect(imprintSections(english, owner).map((section) => section.heading)).toEqual(expected);
    },
  );

  it("fills the business details' English lines", () => {
    const sections = imprintSections(english, { ...privateSeller, sellerType: "unternehmer", vatId: "DE123456789" });
    expect(sections[0]!.paragraphs[1]).toBe(englishBlock.businessDetails.vatId!.replace("{wert}", "DE123456789"));
  });
});
