export type HeaderRule = {
  pattern: string;
  headers: Array<[string, string]>;
};

type CompiledRule = HeaderRule & { regexp: RegExp };

// Same line rules as Netlify's own parser (@netlify/headers-parser): lines are
// trimmed, `#` starts a comment, a line starting with `/` opens a new rule and
// every `Name: value` line below it belongs to that rule.
export function parseNetlifyHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (isPathLine(line)) {
      rules.push({ pattern: line, headers: [] });
      continue;
    }
    const header = parseHeaderLine(line);
    const currentRule = rules.at(-1);
    if (header && currentRule) currentRule.headers.push(header);
  }
  return rules.filter((rule) => rule.headers.length > 0);
}

function isPathLine(line: string): boolean {
  return line.startsWith("/") || /^https?:\/\//i.test(line);
}

function parseHeaderLine(line: string): [string, string] | undefined {
  const separator = line.indexOf(":");
  if (separator <= 0) return undefined;
  const name = line.slice(0, separator).trim();
  const value = line.slice(separator + 1).trim();
  if (name === "" || value === "") return undefined;
  return [name, value];
}

const compiledRules = new WeakMap<HeaderRule[], CompiledRule[]>();

function compile(rules: HeaderRule[]): CompiledRule[] {
  let compiled = compiledRules.get(rules);
  if (!compiled) {
    compiled = rules.map((rule) => ({ ...rule, regexp: patternToRegExp(rule.pattern) }));
    compiledRules.set(rules, compiled);
  }
  return compiled;
}

// Mirrors Netlify's matcher: `:name` matches one segment, a standalone `*`
// segment matches anything including nothing (so `/blog/*` also matches
// `/blog`), `*` inside a segment matches anything, a trailing slash is
// optional and matching is case-insensitive.
export function patternToRegExp(pattern: string): RegExp {
  if (/^https?:\/\//i.test(pattern)) return /(?!)/; // domain-specific rule, never matches a bare path
  const parts = pattern
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map(segmentToRegExp);
  return new RegExp(`^/${parts.join("/")}/?$`, "iu");
}

function segmentToRegExp(segment: string): string {
  if (segment.startsWith(":")) return "([^/]+)";
  if (segment === "*") return "?(.*)";
  return segment.split("*").map(escapeRegExp).join("(.*)");
}

function escapeRegExp(text: string): string {
  return text.replace(/[|\\{}()[\]^$+*?./]/g, "\\$&");
}

// Netlify applies the headers of every matching rule. A header name that
// occurs more than once (in one rule or across rules) is sent once, with the
// values joined by ", " in file order; the first spelling of the name is kept.
export function headersForPath(rules: HeaderRule[], pathname: string): Array<[string, string]> {
  const merged = new Map<string, [string, string]>();
  for (const rule of compile(rules)) {
    if (!rule.regexp.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = merged.get(key);
      if (existing) existing[1] = `${existing[1]}, ${value}`;
      else merged.set(key, [name, value]);
    }
  }
  return [...merged.values()];
}
