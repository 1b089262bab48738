import { parseAllHeaders } from "@netlify/headers-parser";
import type { AstroIntegration } from "astro";
import { appendFile, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cspHash } from "./csp-hash.ts";

/** Astro writes each page's policy into a `<meta>` tag, which cannot carry e.g. `frame-ancestors`: a header can. */
export function cspHeader({ headerOnlyDirectives }: { headerOnlyDirectives: string[] }): AstroIntegration {
  return {
    name: "csp-header",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const htmlFiles = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".html"));
        const pages = await Promise.all(htmlFiles.map((file) => readFile(join(root, file), "utf8")));
        const policies = pages.map(metaPolicy).filter((policy): policy is string => policy !== undefined);
        const usedHashes = new Set(pages.flatMap(inlineScriptHashes));
        const merged = mergePolicies(policies).map((directive) => withoutUnusedScriptHashes(directive, usedHashes));
        const header = [...merged, ...headerOnlyDirectives].join("; ");
        await assertNoPolicyIn(join(root, "_headers"));
        await appendFile(join(root, "_headers"), `\n/*\n  Content-Security-Policy: ${header}\n`);
        logger.info(`Content-Security-Policy aus ${policies.length} Seiten nach _headers geschrieben`);
      },
    },
  };
}

/**
 * Netlify would send a second policy from `public/_headers` next to the generated one (browsers then enforce
 * both), or join them into one broken policy; so `_headers` must not set one, and must parse as Netlify parses it.
 */
export async function assertNoPolicyIn(headersFile: string): Promise<void> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: true });
  if (errors.length > 0) throw new Error(`public/_headers ist fehlerhaft: ${errors.map((e) => e.message).join("; ")}`);
  const rule = headers.find(({ values }) =>
    Object.keys(values).some((name) => /^content-security-policy$/i.test(name)),
  );
  if (rule) {
    throw new Error(
      `public/_headers setzt für ${rule.for} eine Content-Security-Policy. Die Policy entsteht beim Build aus ` +
        "security.csp in astro.config.mjs; dort ändern und die Zeile aus public/_headers entfernen.",
    );
  }
}

function metaPolicy(html: string): string | undefined {
  const tag = html.match(/<meta[^>]+http-equiv="content-security-policy"[^>]*>/i)?.[0];
  return tag?.match(/content="([^"]*)"/i)?.[1];
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'${cspHash(body!)}'`,
  );
}

/** Astro lists the hashes of all its hydration scripts, used or not; the header keeps those of scripts that exist. */
export function withoutUnusedScriptHashes(directive: string, used: ReadonlySet<string>): string {
  const [name, ...sources] = directive.split(" ");
  if (name !== "script-src") return directive;
  return [name, ...sources.filter((source) => !source.startsWith("'sha256-") || used.has(source))].join(" ");
}

/** A policy's directives with their sources; a repeated directive is ignored, as browsers do. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name && !directives.has(name)) directives.set(name, sources);
  }
  return directives;
}

export function mergePolicies(policies: string[]): string[] {
  const directives = new Map<string, Set<string>>();
  for (const [name, sources] of policies.flatMap((policy) => [...parseCsp(policy)])) {
    directives.set(name, new Set([...(directives.get(name) ?? []), ...sources]));
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(" "));
}
