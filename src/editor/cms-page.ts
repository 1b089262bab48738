// The function netlify/functions/cms-admin.ts answers the page with its own headers.

export const cmsFolder = "admin";
export const cmsPath = `/${cmsFolder}/`;

export const cmsFiles = {
  script: "sveltia-cms.js",
  config: "config.yml",
  fonts: "fonts",
  locales: "locales",
  /** The version the CMS compares with the newest one before it suggests an update: always its own. */
  version: "version.json",
  /** GitHub's status, which the CMS asks before sign-in: always „unknown“, so it shows no notice and logs no 404. */
  githubStatus: "github-status.json",
} as const;

export const cmsPage = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Inhalte bearbeiten</title>
    <link rel="cms-config-url" type="application/yaml" href="${cmsPath}${cmsFiles.config}" />
  </head>
  <body>
    <script src="${cmsPath}${cmsFiles.script}"></script>
  </body>
</html>
`;
