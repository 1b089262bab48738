// The site's name and the owner's address for mails and alerts, from src/content/site.yaml and owner.yaml
// (netlify.toml includes the data files in the functions' bundle). The build has checked them, so YAML alone suffices.
import { readUncheckedDataFile } from "../../../src/content-reading/unchecked-data-files.ts";
import { shownText } from "../../../src/content-schemas/text-syntax.ts";

let cachedSiteName: string | undefined;

export const siteName = (): string =>
  (cachedSiteName ??= shownText((readUncheckedDataFile("site") as { name: string }).name));

export const ownerEmail = (): string => shownText((readUncheckedDataFile("owner") as { email: string }).email);
