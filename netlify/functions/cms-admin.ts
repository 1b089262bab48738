import type { Config } from "@netlify/functions";
import { cmsPage, cmsPath } from "../../src/editor/cms-page.ts";
import { securityHeaders } from "./_lib/responses.ts";

// The CMS page comes from a function because Netlify applies no `_headers` rule to a function's answer: the site's
// `/*` rules (a policy made for pages without sign-in, `X-Frame-Options: DENY`) would
// otherwise be sent beside these, and browsers enforce both policies.

/**
 * Only what the CMS needs: its own files, GitHub's API for reading and saving (GraphQL and REST), the signed-in
 * user's avatar, and blob:/data: for photos it previews before uploading. Signing in opens Netlify's OAuth page
 * (api.netlify.com) as a pop-up window, which a policy does not restrict.
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
  // The editor links a web app manifest it writes at run time as a blob: address.
  "manifest-src 'self' blob:",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join("; ");

export const cmsHeaders: Record<string, string> = {
  ...securityHeaders,
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-cache",
  "Content-Security-Policy": cmsContentSecurityPolicy,
  "X-Frame-Options": "SAMEORIGIN",
  "X-Robots-Tag": "noindex, nofollow",
  // The sign-in pop-up reports back to this page with postMessage; `same-origin` would cut it off from its opener.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

/** The CMS page with its own headers; its script, fonts and configuration are static files beside it. */
export default async (request: Request): Promise<Response> => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(null, { status: 405, headers: { ...securityHeaders, Allow: "GET, HEAD" } });
  }
  const url = new URL(request.url);
  if (url.pathname !== cmsPath) {
    return new Response(null, { status: 301, headers: { ...securityHeaders, Location: cmsPath } });
  }
  return new Response(request.method === "HEAD" ? null : cmsPage, { headers: cmsHeaders });
};

// Netlify reads `config` without running the file: only literal strings. tests/unit/cms-admin.test.ts checks they are
// the CMS's path from src/editor/cms-page.ts.
export const config: Config = {
  path: ["/admin", "/admin/", "/admin/index.html"],
};
