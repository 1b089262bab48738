import http from "node:http";
import { contactPaths } from "../src/contact/paths.ts";
import type { RunningSite } from "../tests/support/site-server.ts";
import type { SmtpTestServer } from "../tests/support/smtp-test-server.ts";
import { percentile, round } from "./stats.ts";

export type LoadPhase = {
  requests: number;
  ok: number;
  failed: number;
  /** Status or error of the first few failures. */
  failures: string[];
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  wallMs: number;
  /** The slowest requests by position in the run, to tell one-off connection set-ups from a general slowdown. */
  slowest: Array<{ index: number; ms: number }>;
  delivered: number;
  missing: number;
  duplicated: number;
};

export type FunctionLoadResult = {
  sequential: LoadPhase;
  concurrent: LoadPhase & { maxSockets: number };
  messageIds: { total: number; unique: number };
  /** Every submission went through the Blobs store (stored, sent, deleted), as the server's log shows. */
  storeInPath: boolean;
};

const submissions = 200;
const maxSockets = 50;

/** The bench token in a Subject, as `submitContacts` writes it into the name. */
export const tokenPattern = /bench-\d+-[a-z]+-\d+/;

export async function runFunctionLoad(site: RunningSite, sink: SmtpTestServer): Promise<FunctionLoadResult> {
  const siteUrl = site.url;
  if (new URL(siteUrl).hostname !== "127.0.0.1") throw new Error(`Lasttest nur gegen 127.0.0.1, nicht ${siteUrl}`);
  const runId = Date.now();

  const sequentialTokens = tokensFor(runId, "seq");
  const sequentialStart = performance.now();
  const sequentialOutcomes = await submitContacts(siteUrl, sequentialTokens, 1);
  const sequential = await summarize(sequentialOutcomes, sequentialTokens, performance.now() - sequentialStart, sink);

  const concurrentTokens = tokensFor(runId, "conc");
  const concurrentStart = performance.now();
  const concurrentOutcomes = await submitContacts(siteUrl, concurrentTokens, maxSockets);
  const concurrent = await summarize(concurrentOutcomes, concurrentTokens, performance.now() - concurrentStart, sink);

  let total = 0;
  for (const n of sink.messageIds.values()) total += n;
  return {
    sequential,
    concurrent: { ...concurrent, maxSockets },
    messageIds: { total, unique: sink.messageIds.size },
    storeInPath:
      site.logs.some((line) => line.startsWith("Netlify Blobs: lokal")) &&
      !site.logs.some((line) => /nicht gespeichert|Netlify Blobs nicht verfügbar/.test(line)),
  };
}

export type Outcome = { ms: number; ok: boolean; detail: string };

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

function tokensFor(runId: number, phase: string): string[] {
  return Array.from({ length: submissions }, (_, index) => `bench-${runId}-${phase}-${index}`);
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
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const ok = res.statusCode === 200 && isOkBody(text);
          resolve({ ms: performance.now() - started, ok, detail: `${res.statusCode} ${text.slice(0, 120)}` });
        });
      },
    );
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

async function summarize(
  outcomes: Outcome[],
  tokens: string[],
  wallMs: number,
  sink: SmtpTestServer,
): Promise<LoadPhase> {
  const ok = outcomes.filter((outcome) => outcome.ok).length;
  // A 200 means the SMTP server already acknowledged the message; the wait only covers a lagging count.
  const arrivedSoFar = deliveredTokens(sink);
  const missing = tokens.filter((token) => !arrivedSoFar.has(token)).length;
  await sink.waitForMessages(sink.received() + missing, 2_000).catch(() => {});
  const delivered = deliveredTokens(sink);
  const counts = tokens.map((token) => delivered.get(token) ?? 0);
  const latencies = outcomes.map((outcome) => outcome.ms);
  return {
    requests: outcomes.length,
    ok,
    failed: outcomes.length - ok,
    failures: outcomes
      .filter((outcome) => !outcome.ok)
      .slice(0, 3)
      .map((outcome) => outcome.detail),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(Math.max(...latencies)),
    wallMs: round(wallMs, 0),
    slowest: latencies
      .map((ms, index) => ({ index, ms: round(ms) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5),
    delivered: counts.filter((count) => count === 1).length,
    missing: counts.filter((count) => count === 0).length,
    duplicated: counts.filter((count) => count > 1).length,
  };
}
