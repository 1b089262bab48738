import http from "node:http";
import { contactPaths } from "../../src/contact-form/paths.ts";
import type { SmtpTestServer } from "./smtp-test-server.ts";

export type Outcome = { ms: number; ok: boolean; detail: string };

/** The token `submitContacts` writes into each name and message, as it shows in a Subject. */
export const tokenPattern = /bench-\d+-[a-z]+-\d+/;

/**
 * Posts one JSON submission per token (in the name and the message) to the contact function over at most
 * `sockets` keep-alive connections: one means one after another; with more, all start at once, and the wait
 * for a free connection counts as latency.
 */
export async function submitContacts(siteUrl: string, tokens: string[], sockets: number): Promise<Outcome[]> {
  const url = new URL(contactPaths.endpoint, siteUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  try {
    if (sockets > 1) return await Promise.all(tokens.map((token) => submit(url, token, agent)));
    const outcomes: Outcome[] = [];
    for (const token of tokens) outcomes.push(await submit(url, token, agent));
    return outcomes;
  } finally {
    agent.destroy();
  }
}

function submit(url: URL, token: string, agent: http.Agent): Promise<Outcome> {
  const body = JSON.stringify({
    name: `Bench ${token}`,
    email: "bench@example.org",
    message: `Lasttest-Nachricht ${token}: Ist das Hausboot im August frei?`,
    website: "",
  });
  const started = performance.now();
  return new Promise((resolve) => {
    const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body) };
    const req = http.request(url, { method: "POST", agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const ok = res.statusCode === 200 && isOkBody(text);
        resolve({ ms: performance.now() - started, ok, detail: `${res.statusCode} ${text.slice(0, 120)}` });
      });
    });
    req.on("error", (error) => resolve({ ms: performance.now() - started, ok: false, detail: error.message }));
    req.end(body);
  });
}

function isOkBody(text: string): boolean {
  try {
    return (JSON.parse(text) as { ok?: unknown }).ok === true;
  } catch {
    return false;
  }
}

/** How often each token arrived, from the Subjects the SMTP server counted. */
export function deliveredTokens(smtp: SmtpTestServer): Map<string, number> {
  const tokens = new Map<string, number>();
  for (const [subject, count] of smtp.subjects) {
    const token = tokenPattern.exec(subject)?.[0];
    if (token) tokens.set(token, (tokens.get(token) ?? 0) + count);
  }
  return tokens;
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}
