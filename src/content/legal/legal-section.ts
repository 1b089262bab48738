/** One headed block of a legal page. Text in [eckigen Klammern] is a placeholder and is highlighted on the page. */
export interface LegalSection {
  heading: string;
  /** A "\n" inside a paragraph is rendered as a line break (addresses). */
  paragraphs: readonly string[];
  list?: readonly string[];
}
