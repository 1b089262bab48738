// The site's name and the owner's address for mails and alerts, from src/content/site.yaml and owner.yaml
// (netlify.toml includes the data files in the functions' bundle). The build has checked them, so YAML alone suffices.
import { readDataFileValues } from "../../../src/content/find-placeholders.ts";
import { shownText } from "../../../src/content/text-syntax.ts";

let cachedSiteName: string | undefined;

export const siteName = (): string =>
  (cachedSiteName ??= shownText((readDataFileValues("site") as { name: string }).name));

export const ownerEmail = (): string => shownText((readDataFileValues("owner") as { email: string }).email);
