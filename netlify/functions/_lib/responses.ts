// Netlify does not apply `_headers` to functions, so every answer carries the page headers that apply to it
// itself (same values as public/_headers; a test compares them), plus no caching and a policy that lets the
// JSON be neither rendered nor framed.
export const securityHeaders = {
  "Cache-Control": "no-store",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
} as const;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...securityHeaders, ...headers } });
}

/** The browser follows with a GET, so reloading the target page never re-posts the form. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...securityHeaders, Location: location } });
}
