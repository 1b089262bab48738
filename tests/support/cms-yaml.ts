import { stringify } from "yaml";

/**
 * A data file as Sveltia CMS saves it with the site's `output.yaml` settings (indent 2, indented sequences, no
 * forced quotes): the `yaml` package's `stringify` with the options its YAML formatter passes (@sveltia/cms 0.221.1,
 * dist/sveltia-cms.js). The file's comments are gone, as after a save in the CMS.
 */
export const writtenByCms = (data: unknown): string =>
  `${stringify(data, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: true,
  }).trim()}\n`;
