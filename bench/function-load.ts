import type { RunningSite } from "../tests/support/site-server.ts";
import type { SmtpTestServer } from "../tests/support/smtp-test-server.ts";
import { deliveredTokens, percentile, submitContacts } from "../tests/support/contact-load.ts";
import { atMost, ms, type BudgetLine } from "./budget.ts";

const submissions = 200;

/**
 * 200 submissions one after another, each counted at the SMTP server. That 200 at once are each delivered exactly once
 * is held by tests/integration/submissions-while-smtp-flaps.test.ts.
 */
export async function runFunctionLoad(site: RunningSite, sink: SmtpTestServer) {
  if (new URL(site.url).hostname !== "127.0.0.1") throw new Error(`Lasttest nur gegen 127.0.0.1, nicht ${site.url}`);
  const tokens = Array.from({ length: submissions }, (_, index) => `bench-${Date.now()}-seq-${index}`);
  const started = performance.now();
  const outcomes = await submitContacts(site.url, tokens, 1);
  const wallMs = Math.round(performance.now() - started);
  // A 200 means the SMTP server already acknowledged the message; the wait only covers a lagging count.
  const missingSoFar = tokens.filter((token) => !deliveredTokens(sink).has(token)).length;
  await sink.waitForMessages(sink.received() + missingSoFar, 2_000).catch(() => {});
  const delivered = deliveredTokens(sink);
  const counts = tokens.map((token) => delivered.get(token) ?? 0);
  const latencies = outcomes.map((outcome) => outcome.ms);
  const round = (value: number) => Math.round(value * 10) / 10;
  const sequential = {
    requests: outcomes.length,
    failures: outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.detail),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(Math.max(...latencies)),
    wallMs,
    delivered: counts.filter((count) => count === 1).length,
    missing: counts.filter((count) => count === 0).length,
    duplicated: counts.filter((count) => count > 1).length,
  };
  const messageIds = { total: [...sink.messageIds.values()].reduce((a, b) => a + b, 0), unique: sink.messageIds.size };
  // Every submission went through the Blobs store (stored, sent, deleted), as the server's log shows.
  const storeInPath =
    site.logs.some((line) => line.startsWith("Netlify Blobs: lokal")) &&
    !site.logs.some((line) => /nicht gespeichert|Netlify Blobs nicht verfügbar/.test(line));

  const latency = atMost("Kontaktfunktion p95, 200 nacheinander (Netlify Blobs und SMTP)", sequential.p95Ms, 50, ms);
  const problems = [
    ...sequential.failures.slice(0, 3),
    ...(sequential.duplicated ? [`${sequential.duplicated} doppelt`] : []),
  ];
  const budgets: BudgetLine[] = [
    { ...latency, pass: latency.pass && storeInPath, note: storeInPath ? undefined : "ohne Speicher gemessen!" },
    {
      name: "200 nacheinander: alle OK, je genau eine Mail",
      actual: `${sequential.requests - sequential.failures.length} OK, ${sequential.delivered} genau einmal zugestellt`,
      limit: `${submissions}/${submissions}`,
      pass:
        sequential.failures.length === 0 &&
        sequential.delivered === sequential.requests &&
        messageIds.total === messageIds.unique,
      note:
        problems.join(" | ") ||
        `p50 ${sequential.p50Ms} ms, max ${sequential.maxMs} ms, gesamt ${sequential.wallMs} ms`,
    },
  ];
  return { data: { sequential, messageIds, storeInPath }, budgets };
}
