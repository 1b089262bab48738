/**
 * A post that another website made the visitor's browser send (a hidden form, a script). Browsers say so in
 * `Sec-Fetch-Site`; older ones only in `Origin`, where `null` (a sandboxed frame, a local file) counts as foreign.
 * Requests without either come from programs, not from a visitor's browser on another site, and pass.
 */
export function isCrossSiteRequest(req: Request): boolean {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "cross-site";
  const origin = req.headers.get("origin");
  if (origin === null) return false;
  return URL.parse(origin)?.host !== new URL(req.url).host;
}
