import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import {
  assertNoPolicyIn,
  inlineScriptHashes,
  mergePolicies,
  parseCsp,
  withoutUnusedScriptHashes,
} from "../../src/integrations/csp-header.ts";

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

it("refuses a Content-Security-Policy line in _headers, whatever its case, and accepts the file without one", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "csp-headers-"));
  const file = path.join(dir, "_headers");
  try {
    await writeFile(file, "/*\n  X-Frame-Options: DENY\n/impressum/\n  content-security-policy: default-src *\n");
    await expect(assertNoPolicyIn(file)).rejects.toThrow(
      /public\/_headers setzt für \/impressum\/ eine Content-Security-Policy/,
    );
    await writeFile(file, "/*\n  X-Frame-Options: DENY\n");
    await expect(assertNoPolicyIn(file)).resolves.toBeUndefined();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

it("keeps only the script-src hashes of inline scripts that exist", () => {
  const [hash] = inlineScriptHashes(
    '<p>x</p><script type="module">console.log(1)</script><script src="/a.js"></script>',
  );
  expect(hash).toBe("'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='");
  expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  const used = new Set([hash!]);
  expect(withoutUnusedScriptHashes(`script-src 'self' ${hash} 'sha256-unbenutzt='`, used)).toBe(
    `script-src 'self' ${hash}`,
  );
  expect(withoutUnusedScriptHashes("style-src 'self' 'sha256-unbenutzt='", used)).toBe(
    "style-src 'self' 'sha256-unbenutzt='",
  );
});
