import { parseAllHeaders } from "@netlify/headers-parser";
import { expect, it } from "vitest";
import { securityHeaders } from "../../netlify/functions/_lib/responses.ts";

it("gives the function's answers the same values as the pages for every header both send", async () => {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: ["public/_headers"],
    configHeaders: [],
    minimal: true,
  });
  expect(errors).toEqual([]);
  const pageHeaders = new Map(
    Object.entries(headers.find((rule) => rule.for === "/*")!.values).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );
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
