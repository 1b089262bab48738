// The placeholders the owner still has to fill in: where they are, what the page shows for them, and how it marks them.
import { dataFileNames, type DataFileName, type SiteContent } from "../content-schemas/index.ts";
import { publishedLanguages } from "../i18n/languages.ts";
import { parsePlaceholder, shownText, type Placeholder } from "../content-schemas/text-syntax.ts";
import { dataFilePath, projectRoot } from "./data-file-paths.ts";
import { readUncheckedDataFile } from "./unchecked-data-files.ts";

/** A key or list index on the way to a value in a data file: `["reviews", 0, "text"]`. */
export type DataPath = (string | number)[];

export interface OpenPlaceholder extends Placeholder {
  /** Relative to the project root, e.g. `src/content/owner.yaml`. */
  file: string;
  path: DataPath;
}

/** `["reviews", 0, "text"]` → `reviews[0].text` */
export const formatDataPath = (path: DataPath) =>
  path.map((step, index) => (typeof step === "number" ? `[${step}]` : index === 0 ? step : `.${step}`)).join("");

/** Where a file's English texts are (docs/i18n.md); its German texts and facts are at the root. */
export const englishBlockKey = "en";

/** A path into the English block, as the texts' own path: `["en", "form", "submit"]` → `["form", "submit"]`. */
const englishPath = (path: DataPath): DataPath | undefined => (path[0] === englishBlockKey ? path.slice(1) : undefined);

/** Names file, language and field of an English text: `src/content/contact.yaml › Englisch › form.submit`. */
export const englishField = (file: string, path: DataPath) => `${file} › Englisch › ${formatDataPath(path)}`;

/**
 * One line per placeholder: `src/content/owner.yaml › name: Ihr vollständiger Name für das Impressum`, an English one
 * `src/content/boat.yaml › Englisch › location.waters ist noch ein Platzhalter: …`.
 */
export function formatPlaceholder({ file, path, explanation }: Omit<OpenPlaceholder, "shown">): string {
  const inEnglish = englishPath(path);
  return inEnglish
    ? `${englishField(file, inEnglish)} ist noch ein Platzhalter: ${explanation}`
    : `${file} › ${formatDataPath(path)}: ${explanation}`;
}

/** Whether `site.yaml › languages` publishes English: only then must every English text be written. */
export const englishIsOn = (values: Readonly<Partial<Record<DataFileName, unknown>>>) =>
  publishedLanguages((values.site as { languages?: unknown } | undefined)?.languages).includes("en");

export function collectPlaceholders(file: string, data: unknown): OpenPlaceholder[] {
  const found: OpenPlaceholder[] = [];
  mapTexts(data, (value, path) => {
    const placeholder = parsePlaceholder(value);
    if (placeholder) found.push({ file, path, ...placeholder });
    return value;
  });
  return found;
}

/** Which key of a decision's texts an answer chooses; a small business is a business towards the buyer. */
const sellerKey = (answer: string) => (answer === "kleinunternehmer" ? "unternehmer" : answer);

type Decision = { file: DataFileName; key: string; keyOf?: (answer: string) => string };
const offerStatus: Decision = { file: "risk-notice", key: "offerStatus" };
const sellerType: Decision = { file: "owner", key: "sellerType", keyOf: sellerKey };

/** Texts written once per answer of an owner's decision, e.g. `exitNote.verkauf`, `exitNote.vermoegensanlage`. */
const decisionVariants: { file: DataFileName; group: string; decidedBy: Decision }[] = [
  { file: "buyer-facts", group: "exitNote", decidedBy: offerStatus },
  { file: "risk-notice", group: "offerRisks", decidedBy: offerStatus },
  { file: "buyer-facts", group: "warranty", decidedBy: sellerType },
  { file: "buyer-facts", group: "contractFormation", decidedBy: sellerType },
  { file: "contact", group: "sellerLine", decidedBy: offerStatus },
  { file: "contact", group: "saleKind", decidedBy: sellerType },
];

/**
 * Of texts written once per answer of a decision the page shows the chosen one, so a text of another answer is not
 * needed, in German or in English (`path` is the text's path, in the file or in its English block).
 */
export function isNotChosen(values: Readonly<Record<DataFileName, unknown>>, file: string, path: DataPath): boolean {
  const valueAt = (name: DataFileName, key: string) =>
    shownText(String((values[name] as Record<string, unknown> | undefined)?.[key] ?? ""));
  // While the decision is open (its answer names none of the texts), every answer's texts count.
  return decisionVariants.some(({ file: variantsFile, group, decidedBy: { file: decidingFile, key, keyOf } }) => {
    if (file !== dataFilePath(variantsFile) || path[0] !== group) return false;
    const answer = valueAt(decidingFile, key);
    const chosen = keyOf ? keyOf(answer) : answer;
    const texts = (values[variantsFile] as Record<string, Record<string, unknown> | undefined>)[group] ?? {};
    return chosen in texts && path[1] !== chosen;
  });
}

/** The open placeholders the page needs filled: the English ones only while English is on. */
export function openPlaceholders(values: Readonly<Record<DataFileName, unknown>>): OpenPlaceholder[] {
  const english = englishIsOn(values);
  return dataFileNames
    .flatMap((name) => collectPlaceholders(dataFilePath(name), values[name]))
    .filter(({ path }) => english || !englishPath(path))
    .filter(({ file, path }) => !isNotChosen(values, file, englishPath(path) ?? path));
}

/** Every data file's values as YAML only, so they can be asked about also where the schema would refuse them. */
export function readUncheckedDataFiles(root?: string): Record<DataFileName, unknown> {
  const folder = projectRoot(root);
  return Object.fromEntries(dataFileNames.map((name) => [name, readUncheckedDataFile(name, folder)])) as Record<
    DataFileName,
    unknown
  >;
}

/** Reads the files as YAML only, so it answers for files the schema would refuse too. */
export const findPlaceholders = (root?: string): OpenPlaceholder[] => openPlaceholders(readUncheckedDataFiles(root));

/**
 * Content as the page shows it: every placeholder replaced by its shown part. Where a schema declares the value
 * exactly (a choice's open placeholder), the type says so: an open `sellerType` reads „[privat oder gewerblich?]“.
 */
export type Shown<Data> = Data extends `${infer Part} (Platzhalter: ${string}`
  ? Part
  : Data extends object
    ? { [Key in keyof Data]: Shown<Data[Key]> }
    : Data;

/** What the views get: every data file as the page shows it. */
export type ShownContent = Shown<SiteContent>;

export const withShownTexts = <Data>(data: Data): Shown<Data> => mapTexts(data, shownText) as Shown<Data>;

function mapTexts<Data>(data: Data, replace: (text: string, path: DataPath) => string, path: DataPath = []): Data {
  if (typeof data === "string") return replace(data, path) as Data;
  if (Array.isArray(data)) return data.map((item, index) => mapTexts(item, replace, [...path, index])) as Data;
  if (typeof data !== "object" || data === null) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, item]) => [key, mapTexts(item, replace, [...path, key])]),
  ) as Data;
}

// Spaces match no-break spaces too, since running text is typeset after the placeholder is put in.
const toPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[ \u00a0]");

/** Splits a text around the open placeholders' shown texts inside it, so the page can mark them. */
export function splitPlaceholders(text: string, shownTexts: ReadonlySet<string>) {
  if (shownTexts.size === 0) return [{ text, isPlaceholder: false }];
  // Longest first, so a placeholder that contains another one wins.
  const patterns = [...shownTexts].sort((a, b) => b.length - a.length).map(toPattern);
  return text
    .split(new RegExp(`(${patterns.join("|")})`))
    .map((part, index) => ({ text: part, isPlaceholder: index % 2 === 1 }))
    .filter((segment) => segment.text !== "");
}

/** Only [bracketed] parts are marked: sample values without brackets read like real ones and stay unmarked. */
export const markedTexts = (placeholders: readonly OpenPlaceholder[]): ReadonlySet<string> =>
  new Set(placeholders.flatMap(({ shown }) => shown.match(/\[[^\]]+\]/g) ?? []));
