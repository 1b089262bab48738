/** The address a build gives the site when SITE_URL is not set (docs/anleitung.md tells the owner to set their own). */
export const defaultSiteUrl = "https://hausboot-werder.de";

/** The site's address as the build takes it: SITE_URL from the environment (after .env), else the default. */
export const siteUrlFrom = (env: NodeJS.ProcessEnv): string => env.SITE_URL ?? defaultSiteUrl;
