import { expect, it } from "vitest";
import { mergePolicies, parseCsp } from "../../src/integrations/csp-header.ts";

it("unions each directive's sources across pages without duplicates", () => {
  expect(
    mergePolicies([
      "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-s'",
      "default-src 'self';script-src 'self' 'sha256-b'",
    ]),
  ).toEqual(["default-src 'self'", "script-src 'self' 'sha256-a' 'sha256-b'", "style-src 'self' 'sha256-s'"]);
});

it("ignores empty directives left by trailing semicolons", () => {
  expect(mergePolicies(["object-src 'none'; "])).toEqual(["object-src 'none'"]);
});

it("parses a policy into directives, ignoring a repeated directive as browsers do", () => {
  expect(parseCsp("default-src 'self'; script-src 'self' 'sha256-a'; script-src *")).toEqual(
    new Map([
      ["default-src", ["'self'"]],
      ["script-src", ["'self'", "'sha256-a'"]],
    ]),
  );
});
