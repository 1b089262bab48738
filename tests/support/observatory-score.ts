import { parseCsp } from "../../src/integrations/csp-header.ts";

/**
 * The header part of the Mozilla HTTP Observatory's published scoring (mdn/mdn-http-observatory,
 * "scoring" in its docs): start at 100, apply each test's modifier, and grant bonuses only when the
 * score before bonuses is at least 90. Grade A+ is 100 and more.
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  modifiers: Record<string, number>;
}

export function scoreHeaders(headers: Headers): ObservatoryResult {
  const modifiers: Record<string, number> = {
    contentSecurityPolicy: scoreCsp(headers.get("content-security-policy")),
    strictTransportSecurity: scoreHsts(headers.get("strict-transport-security")),
    xContentTypeOptions: headers.get("x-content-type-options")?.trim().toLowerCase() === "nosniff" ? 0 : -5,
    xFrameOptions: scoreFraming(headers.get("content-security-policy"), headers.get("x-frame-options")),
    referrerPolicy: scoreReferrerPolicy(headers.get("referrer-policy")),
    crossOriginResourcePolicy: scoreCorp(headers.get("cross-origin-resource-policy")),
    cors: headers.get("access-control-allow-origin")?.trim() === "*" ? -50 : 0,
  };
  const penalties = Object.values(modifiers)
    .filter((value) => value < 0)
    .reduce((sum, value) => sum + value, 0);
  const bonuses = Object.values(modifiers)
    .filter((value) => value > 0)
    .reduce((sum, value) => sum + value, 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  return { score, grade: gradeFor(score), modifiers };
}

function scoreCsp(policy: string | null): number {
  if (!policy) return -25;
  const directives = parseCsp(policy.toLowerCase());
  const defaultSrc = directives.get("default-src");
  const scriptSrc = directives.get("script-src") ?? defaultSrc;
  const styleSrc = directives.get("style-src") ?? defaultSrc;
  if (!scriptSrc) return -25;
  const insecure = (sources: string[]) =>
    sources.some((source) => source === "http:" || source.startsWith("http://") || source === "*");
  if (scriptSrc.includes("'unsafe-inline'") && !scriptSrc.some((s) => s.startsWith("'sha") || s.startsWith("'nonce-")))
    return -20;
  if (insecure(scriptSrc)) return -20;
  if (scriptSrc.includes("'unsafe-eval'")) return -10;
  if (["img-src", "media-src"].some((name) => insecure(directives.get(name) ?? []))) return -10;
  if (styleSrc?.includes("'unsafe-inline'")) return 0;
  return defaultSrc?.includes("'none'") ? 10 : 0;
}

function scoreHsts(value: string | null): number {
  if (!value) return -20;
  const maxAge = Number(value.match(/max-age=(\d+)/i)?.[1]);
  if (!Number.isFinite(maxAge)) return -20;
  // The +5 for preload needs the domain on the browsers' preload list, which a header alone cannot prove.
  return maxAge >= 15_552_000 ? 0 : -10;
}

function scoreFraming(csp: string | null, xFrameOptions: string | null): number {
  const frameAncestors = csp ? parseCsp(csp.toLowerCase()).get("frame-ancestors") : undefined;
  if (frameAncestors && !frameAncestors.includes("*")) return 5;
  const value = xFrameOptions?.trim().toLowerCase();
  if (value === "deny" || value === "sameorigin") return 0;
  return -20;
}

function scoreReferrerPolicy(value: string | null): number {
  if (!value) return 0;
  const policy = value.split(",").at(-1)!.trim().toLowerCase();
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(policy)) return 5;
  if (["origin", "origin-when-cross-origin", "unsafe-url"].includes(policy)) return -5;
  if (policy === "no-referrer-when-downgrade") return 0;
  return -5;
}

function scoreCorp(value: string | null): number {
  if (!value) return 0;
  return ["same-origin", "same-site", "cross-origin"].includes(value.trim().toLowerCase()) ? 0 : -5;
}

function gradeFor(score: number): string {
  const grades: Array<[number, string]> = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return grades.find(([minimum]) => score >= minimum)?.[1] ?? "F";
}
