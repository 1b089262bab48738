// The site's name and the owner's address for mails and alerts, as the build checked them in src/content/site.yaml
// and owner.yaml (src/integrations/function-content.ts writes this JSON module; the functions' bundle carries it).
import content from "./site-and-owner.json" with { type: "json" };

export const { siteName, ownerEmail } = content;
