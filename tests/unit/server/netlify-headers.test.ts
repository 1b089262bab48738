import { describe, expect, it } from "vitest";
import { headersForPath, parseNetlifyHeaders } from "../../../server/netlify-headers.ts";

const headersFile = `# Sicherheitsheader für alles
/*
  X-Frame-Options: DENY
  # X-Auskommentiert: ja
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/_astro/*
  Cache-Control: public, max-age=31536000, immutable

/blog/:slug/
  X-Blog: beitrag

/media/*.mp4
  X-Video: ja

/*
  X-Frame-Options: SAMEORIGIN
  Link: </a.css>; rel=preload
  Link: </b.css>; rel=preload
`;

describe("parseNetlifyHeaders", () => {
  const rules = parseNetlifyHeaders(headersFile);

  it("turns every unindented path line into a rule with the indented headers below it", () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(["/*", "/_astro/*", "/blog/:slug/", "/media/*.mp4", "/*"]);
    expect(rules[1]!.headers).toEqual([["Cache-Control", "public, max-age=31536000, immutable"]]);
  });

  it("skips comments, including indented ones inside a rule", () => {
    expect(rules[0]!.headers.map(([name]) => name)).toEqual(["X-Frame-Options", "Content-Security-Policy"]);
  });

  it("keeps colons inside values", () => {
    expect(rules[0]!.headers[1]).toEqual(["Content-Security-Policy", "default-src 'self'; img-src 'self' data:"]);
  });

  it("ignores headers before the first path, lines without a colon and CRLF line ends", () => {
    const parsed = parseNetlifyHeaders("X-Lost: ja\r\n/a\r\n  kein header\r\n  X-A: 1\r\n");
    expect(parsed).toEqual([{ pattern: "/a", headers: [["X-A", "1"]] }]);
  });
});

describe("headersForPath", () => {
  const rules = parseNetlifyHeaders(headersFile);
  const lookup = (pathname: string): Record<string, string> => Object.fromEntries(headersForPath(rules, pathname));

  it("matches a splat against any depth and against the bare prefix", () => {
    expect(lookup("/_astro/app.123.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(lookup("/_astro/deep/nested/file.css")["Cache-Control"]).toBeDefined();
    expect(lookup("/_astro")["Cache-Control"]).toBeDefined();
    expect(lookup("/impressum/")["Cache-Control"]).toBeUndefined();
  });

  it("matches a placeholder against exactly one segment, trailing slash optional", () => {
    expect(lookup("/blog/hausboot/")["X-Blog"]).toBe("beitrag");
    expect(lookup("/blog/hausboot")["X-Blog"]).toBe("beitrag");
    expect(lookup("/blog/a/b/")["X-Blog"]).toBeUndefined();
    expect(lookup("/blog/")["X-Blog"]).toBeUndefined();
  });

  it("matches a splat inside a segment", () => {
    expect(lookup("/media/rundgang.mp4")["X-Video"]).toBe("ja");
    expect(lookup("/media/rundgang.webm")["X-Video"]).toBeUndefined();
  });

  it("matches case-insensitively and treats regexp characters in patterns literally", () => {
    const literal = parseNetlifyHeaders("/a.b+c\n  X-L: 1\n");
    expect(headersForPath(literal, "/A.B+C")).toEqual([["X-L", "1"]]);
    expect(headersForPath(literal, "/axbbc")).toEqual([]);
  });

  it("applies every matching rule and joins repeated names with a comma in file order", () => {
    const headers = lookup("/_astro/app.js");
    expect(headers["X-Frame-Options"]).toBe("DENY, SAMEORIGIN");
    expect(headers["Link"]).toBe("</a.css>; rel=preload, </b.css>; rel=preload");
    expect(headers["Content-Security-Policy"]).toBe("default-src 'self'; img-src 'self' data:");
  });

  it("merges header names case-insensitively", () => {
    const mixed = parseNetlifyHeaders("/*\n  x-a: 1\n/x\n  X-A: 2\n");
    expect(headersForPath(mixed, "/x")).toEqual([["x-a", "1, 2"]]);
  });

  it("lets `/` match only the root", () => {
    const root = parseNetlifyHeaders("/\n  X-Root: 1\n");
    expect(headersForPath(root, "/")).toEqual([["X-Root", "1"]]);
    expect(headersForPath(root, "/impressum/")).toEqual([]);
  });
});
