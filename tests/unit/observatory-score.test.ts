import { describe, expect, it } from "vitest";
import { scoreHeaders } from "../support/observatory-score.ts";

// The scorer the security-headers integration test relies on must be able to fail.
describe("the Observatory scorer", () => {
  const good = {
    "content-security-policy": "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
    "strict-transport-security": "max-age=63072000",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  };

  it("drops below A+ for unsafe-inline scripts, a missing HSTS or a missing nosniff", () => {
    expect(scoreHeaders(new Headers(good)).score).toBe(110);
    expect(
      scoreHeaders(
        new Headers({ ...good, "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'" }),
      ).grade,
    ).not.toBe("A+");
    const { "strict-transport-security": _hsts, ...withoutHsts } = good;
    expect(scoreHeaders(new Headers(withoutHsts)).score).toBe(80);
    const { "x-content-type-options": _nosniff, ...withoutNosniff } = good;
    const withoutNosniffResult = scoreHeaders(new Headers(withoutNosniff));
    expect(withoutNosniffResult.modifiers.xContentTypeOptions).toBe(-5);
    expect(withoutNosniffResult.score).toBe(105);
  });
});
