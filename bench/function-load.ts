import http from "node:http";
import type { SmtpSink } from "./smtp-sink.ts";
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
};

const endpoint = "/api/send-contact-email";
const submissions = 200;
const maxSockets = 50;

export async function runFunctionLoad(siteUrl: string, sink: SmtpSink): Promise<FunctionLoadResult> {
  const url = new URL(endpoint, siteUrl);
  if (url.hostname !== "127.0.0.1") throw new Error(`Lasttest nur gegen 127.0.0.1, nicht ${url.hostname}`);
  const runId = Date.now();

  const sequentialAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sequentialTokens = tokensFor(runId, "seq");
  const sequentialStart = performance.now();
  const sequentialOutcomes: Outcome[] = [];
  for (const token of sequentialTokens) sequentialOutcomes.push(await submit(url, token, sequentialAgent));
  const sequential = await summarize(sequentialOutcomes, sequentialTokens, performance.now() - sequentialStart, sink);
  sequentialAgent.destroy();

  const concurrentAgent = new http.Agent({ keepAlive: true, maxSockets });
  const concurrentTokens = tokensFor(runId, "conc");
  const concurrentStart = performance.now();
  // All requests start at once; the agent queues those beyond maxSockets, and that wait counts as latency.
  const concurrentOutcomes = await Promise.all(concurrentTokens.map((token) => submit(url, token, concurrentAgent)));
  const concurrent = await summarize(concurrentOutcomes, concurrentTokens, performance.now() - concurrentStart, sink);
  concurrentAgent.destroy();

  let total = 0;
  for (const n of sink.messageIds.values()) total += n;
  return {
    sequential,
    concurrent: { ...concurrent, maxSockets },
    messageIds: { total, unique: sink.messageIds.size },
  };
}

type Outcome = { ms: number; ok: boolean; detail: string };

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

async function summarize(outcomes: Outcome[], tokens: string[], wallMs: number, sink: SmtpSink): Promise<LoadPhase> {
  const ok = outcomes.filter((outcome) => outcome.ok).length;
  // A 200 means the SMTP server already acknowledged the message; the wait only covers a lagging count.
  await sink.waitForMessages(sink.received() + tokens.filter((token) => !sink.tokens.has(token)).length, 2_000);
  const counts = tokens.map((token) => sink.tokens.get(token) ?? 0);
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
