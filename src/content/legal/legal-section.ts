/** One headed block of a legal page. Placeholders inside the text are marked on the page. */
export interface LegalSection {
  heading: string;
  /** A "\n" inside a paragraph is rendered as a line break (addresses). */
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Set apart in a box, for what the law wants shown separately (the right to object, Art. 21 Abs. 4 DSGVO). */
  highlighted?: boolean;
}

/** Leaves out the sections that do not apply (`false` or `undefined` in the list). */
export const presentSections = (sections: readonly (LegalSection | false | undefined)[]): LegalSection[] =>
  sections.filter((section): section is LegalSection => Boolean(section));
