import { parseAllHeaders } from "@netlify/headers-parser";
import { expect, it } from "vitest";
import { securityHeaders } from "../../netlify/functions/_lib/responses.ts";
import { cmsHeaders } from "../../netlify/functions/cms-admin.ts";
import { config as contactFunctionConfig } from "../../netlify/functions/send-contact-email.ts";
import { contactRateLimit } from "../../src/contact-form/rate-limit.ts";

async function siteHeaders(): Promise<Map<string, string>> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: ["public/_headers"],
    configHeaders: [],
    minimal: true,
  });
  expect(errors).toEqual([]);
  return new Map(
    Object.entries(headers.find((rule) => rule.for === "/*")!.values).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );
}

it("gives the function's answers the same values as the pages for every header both send", async () => {
  const pageHeaders = await siteHeaders();
  const shared = Object.entries(securityHeaders).filter(([name]) => pageHeaders.has(name.toLowerCase()));
  expect(shared.map(([name]) => name)).toEqual(
    expect.arrayContaining([
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Strict-Transport-Security",
      "X-Frame-Options",
    ]),
  );
  for (const [name, value] of shared) expect(value, name).toBe(pageHeaders.get(name.toLowerCase()));
});

it("gives the CMS page the pages' values, except what the CMS needs: its policy, framing by itself, the sign-in pop-up", async () => {
  const pageHeaders = await siteHeaders();
  const own = new Set(["content-security-policy", "x-frame-options", "cross-origin-opener-policy", "cache-control"]);
  const shared = Object.entries(cmsHeaders).filter(([name]) => pageHeaders.has(name.toLowerCase()));
  expect(shared.map(([name]) => name.toLowerCase())).toEqual(
    expect.arrayContaining([...pageHeaders.keys()].filter((name) => name !== "cache-control")),
  );
  for (const [name, value] of shared) {
    if (!own.has(name.toLowerCase())) expect(value, name).toBe(pageHeaders.get(name.toLowerCase()));
  }
});

it("limits the contact form per IP address as the Datenschutzerklärung says (Netlify needs the literal values)", () => {
  expect(contactFunctionConfig.rateLimit).toMatchObject({
    ...contactRateLimit,
    aggregateBy: expect.arrayContaining(["ip"]),
  });
});
