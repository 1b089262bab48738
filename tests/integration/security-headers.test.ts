import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "../support/site-server.ts";
import { parseCsp } from "../../src/integrations/csp-header.ts";
import { scoreHeaders } from "../support/observatory-score.ts";

// Runs against the built site (npm test builds before vitest): the headers come from dist/_headers.
const dist = fileURLToPath(new URL("../../dist", import.meta.url));
const firstFile = (folder: string, pattern: RegExp) => {
  const name = readdirSync(join(dist, folder)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in dist/${folder}`);
  return `/${folder}/${name}`;
};

const pages = ["/", "/impressum/", "/datenschutz/", "/kontakt/danke/", "/kontakt/fehler/", "/gibt-es-nicht"];
const assets = () => [
  firstFile("_astro", /\.css$/),
  firstFile("_astro", /\.js$/),
  firstFile("_astro", /\.avif$/),
  firstFile("_astro/fonts", /\.woff2$/),
  "/media/hero-loop.mp4",
  "/favicon.png",
  "/robots.txt",
  "/sitemap-index.xml",
];

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.stop());

const get = (path: string) => fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": "br, gzip" } });

describe("security headers on every page and asset type", () => {
  it.each([...pages, ...assets()])("%s carries every production header", async (path) => {
    const response = await get(path);
    const headers = response.headers;
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("cross-origin-opener-policy"), "public/_headers says why there is none").toBeNull();
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    const permissions = headers.get("permissions-policy") ?? "";
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
      expect(permissions).toContain(feature);
    }

    const directives = new Map(
      [...parseCsp(headers.get("content-security-policy") ?? "")].map(([name, sources]) => [name, sources.join(" ")]),
    );
    expect(directives.get("default-src")).toBe("'self'");
    expect(directives.get("img-src")).toBe("'self' data:");
    expect(directives.get("media-src")).toBe("'self'");
    expect(directives.get("font-src")).toBe("'self'");
    expect(directives.get("connect-src")).toBe("'self'");
    expect(directives.get("form-action")).toBe("'self'");
    expect(directives.get("base-uri")).toBe("'self'");
    expect(directives.get("object-src")).toBe("'none'");
    expect(directives.get("frame-ancestors")).toBe("'none'");
    const scriptSrc = directives.get("script-src") ?? "";
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    // The inline page styles pass by their hashes, never by 'unsafe-inline'.
    expect(directives.get("style-src")).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  });

  it.each(pages)("%s is cached only briefly", async (path) => {
    expect((await get(path)).headers.get("cache-control")).toMatch(/max-age=0\b/);
  });

  it("hashed build assets are cached for a year and immutable", async () => {
    for (const path of assets().filter((asset) => asset.startsWith("/_astro/"))) {
      expect((await get(path)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  it("the function's answers are never cached and never sniffed", async () => {
    const response = await fetch(`${site.url}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("scores A+ (at least 100) on the Mozilla HTTP Observatory's header tests", async () => {
    const result = scoreHeaders((await get("/")).headers);
    expect(result.modifiers).toMatchObject({ contentSecurityPolicy: 0, xFrameOptions: 5, referrerPolicy: 5 });
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.grade).toBe("A+");
  });
});
