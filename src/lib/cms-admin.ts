// The CMS page at /admin/: its HTML, its own headers, and the files the build puts beside it. The page is answered by
// the function netlify/functions/cms-admin.ts, because Netlify applies no `_headers` rule to a function's answer: the
// site's policy (`/*`, made for a page without a sign-in) would otherwise be sent as a second policy beside this one,
// and browsers enforce both.

/** Where the CMS lives; the build writes its files into this folder of dist/. */
export const cmsFolder = "admin";
export const cmsPath = `/${cmsFolder}/`;

/** The files beside the page, as the build writes them into dist/admin/. */
export const cmsFiles = {
  script: "sveltia-cms.js",
  config: "config.yml",
  fonts: "fonts",
  locales: "locales",
  /** The version the CMS compares with the newest one before it suggests an update: always its own. */
  version: "version.json",
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

/**
 * Only what the CMS needs: its own files, GitHub's API for reading and saving (GraphQL and REST), the signed-in
 * user's avatar, and blob:/data: for photos it previews before uploading. Signing in opens Netlify's OAuth page
 * (api.netlify.com) as a pop-up window, which a policy does not restrict; the pop-up reports back with postMessage,
 * which needs `same-origin-allow-popups` instead of the site's `same-origin` opener policy.
 */
export const cmsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Svelte sets style attributes and injects its component styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join("; ");

export const cmsHeaders: Record<string, string> = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": cmsContentSecurityPolicy,
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy":
    "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};
