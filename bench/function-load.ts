import type { RunningSite } from "../tests/support/site-server.ts";
import type { SmtpTestServer } from "../tests/support/smtp-test-server.ts";
import { deliveredTokens, percentile, submitContacts, type Outcome } from "../tests/support/contact-load.ts";
import { atMost, ms, type BudgetLine } from "./budget.ts";

const submissions = 200;
const maxSockets = 50;

type LoadPhase = Awaited<ReturnType<typeof summarize>>;

/** 200 submissions one after another, then 200 at once over 50 sockets, each counted at the SMTP server. */
export async function runFunctionLoad(site: RunningSite, sink: SmtpTestServer) {
  if (new URL(site.url).hostname !== "127.0.0.1") throw new Error(`Lasttest nur gegen 127.0.0.1, nicht ${site.url}`);
  const runId = Date.now();
  const phase = async (name: string, sockets: number) => {
    const tokens = Array.from({ length: submissions }, (_, index) => `bench-${runId}-${name}-${index}`);
    const started = performance.now();
    const outcomes = await submitContacts(site.url, tokens, sockets);
    return summarize(outcomes, tokens, performance.now() - started, sink);
  };
  const sequential = await phase("seq", 1);
  const concurrent = await phase("conc", maxSockets);
  const messageIds = { total: [...sink.messageIds.values()].reduce((a, b) => a + b, 0), unique: sink.messageIds.size };
  // Every submission went through the Blobs store (stored, sent, deleted), as the server's log shows.
  const storeInPath =
    site.logs.some((line) => line.startsWith("Netlify Blobs: lokal")) &&
    !site.logs.some((line) => /nicht gespeichert|Netlify Blobs nicht verfügbar/.test(line));
  const data = { sequential, concurrent, messageIds, storeInPath };
  return { data, budgets: functionBudgets(data) };
}

async function summarize(outcomes: Outcome[], tokens: string[], wallMs: number, sink: SmtpTestServer) {
  // A 200 means the SMTP server already acknowledged the message; the wait only covers a lagging count.
  const missingSoFar = tokens.filter((token) => !deliveredTokens(sink).has(token)).length;
  await sink.waitForMessages(sink.received() + missingSoFar, 2_000).catch(() => {});
  const delivered = deliveredTokens(sink);
  const counts = tokens.map((token) => delivered.get(token) ?? 0);
  const latencies = outcomes.map((outcome) => outcome.ms);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: outcomes.length,
    failures: outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.detail),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(Math.max(...latencies)),
    wallMs: Math.round(wallMs),
    delivered: counts.filter((count) => count === 1).length,
    missing: counts.filter((count) => count === 0).length,
    duplicated: counts.filter((count) => count > 1).length,
  };
}

function functionBudgets({
  sequential,
  concurrent,
  messageIds,
  storeInPath,
}: {
  sequential: LoadPhase;
  concurrent: LoadPhase;
  messageIds: { total: number; unique: number };
  storeInPath: boolean;
}): BudgetLine[] {
  const exactlyOnce = (name: string, phase: LoadPhase, extra = true): BudgetLine => ({
    name,
    actual: `${phase.requests - phase.failures.length}/${phase.requests} OK, ${phase.delivered} genau einmal zugestellt`,
    limit: `${submissions}/${submissions}`,
    pass: extra && phase.failures.length === 0 && phase.delivered === phase.requests,
    note:
      [...phase.failures.slice(0, 3), phase.duplicated ? `${phase.duplicated} doppelt` : ""]
        .filter(Boolean)
        .join(" | ") ||
      `p50 ${phase.p50Ms} ms, p95 ${phase.p95Ms} ms, max ${phase.maxMs} ms, gesamt ${phase.wallMs} ms`,
  });
  const latency = atMost("Kontaktfunktion p95, 200 nacheinander (Netlify Blobs und SMTP)", sequential.p95Ms, 50, ms);
  return [
    { ...latency, pass: latency.pass && storeInPath, note: storeInPath ? undefined : "ohne Speicher gemessen!" },
    exactlyOnce("200 nacheinander: alle OK, je genau eine Mail", sequential),
    exactlyOnce(
      `200 gleichzeitig (max. ${maxSockets} Sockets): alle OK, je genau eine Mail`,
      concurrent,
      messageIds.total === messageIds.unique,
    ),
  ];
}
