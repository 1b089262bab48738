const securityHeaders = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
} as const;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...securityHeaders, ...headers } });
}

/** 303 See Other: the browser follows with a GET, so reloading the target page never re-posts the form. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...securityHeaders, Location: location } });
}
