// The set-up the stored-delivery tests share: a fixture project, the real local Blobs server (cleared before each
// test), a site started with both, and the small helpers they count deliveries with. `blobs` and `fixtureRoot` are
// live bindings: set by `useStoredDelivery()`'s hooks, read by the tests.
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { retryStoredEnquiries, type RetryRunOptions } from "../../netlify/functions/_lib/retry-run.ts";
import { closeSmtpTransport } from "../../netlify/functions/_lib/mail-transport.ts";
import type { StoredEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import { startTestBlobs, type TestBlobs } from "./blobs.ts";
import { deliveredTokens, tokenPattern } from "./contact-load.ts";
import { createFixtureRoot } from "./contact-requests.ts";
import { runMailRetry, startSite, type FinishedRun, type RunningSite } from "./site-server.ts";
import { smtpEnvironment, type SmtpTestServer } from "./smtp-test-server.ts";

export let fixtureRoot: string;
export let blobs: TestBlobs;

/** Registers the hooks: a fixture project and a Blobs server for the file, an empty store for each test. */
export function useStoredDelivery(): void {
  let removeFixtureRoot: () => Promise<void>;
  beforeAll(async () => {
    ({ root: fixtureRoot, remove: removeFixtureRoot } = await createFixtureRoot());
    blobs = await startTestBlobs();
  });
  afterAll(async () => {
    await blobs?.stop();
    await removeFixtureRoot?.();
  });
  beforeEach(async () => {
    await blobs.clear();
    await blobs.production.clear();
  });
}

export function startStoringSite(smtpPort: number, env: Record<string, string> = {}): Promise<RunningSite> {
  return startSite({
    root: fixtureRoot,
    env: { ...smtpEnvironment(smtpPort), SITE_URL: "https://hausboot.test", ...blobs.env, ...env },
  });
}

export function mailRetry(smtpPort: number): Promise<FinishedRun> {
  return runMailRetry({ ...smtpEnvironment(smtpPort), ...blobs.env });
}

/** One retry run in this process, as `npm run mail:retry` makes it (every failed attempt due now), quietly. */
export function retryNow(smtp: SmtpTestServer, options: Partial<RetryRunOptions> = {}) {
  return retryStoredEnquiries({
    env: smtpEnvironment(smtp.port),
    isProduction: false,
    ignoreBackoff: true,
    log: () => {},
    ...options,
  });
}

export const tokensFor = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `bench-${Date.now()}-${label}-${index}`);

/** How often each token arrived (0 when not at all), in the order of `tokens`. */
export const arrivals = (smtp: SmtpTestServer, tokens: string[]) => {
  const delivered = deliveredTokens(smtp);
  return tokens.map((token) => delivered.get(token) ?? 0);
};

/**
 * For tests that run `retryStoredEnquiries` in this process: it finds the store through NETLIFY_BLOBS_CONTEXT, as a
 * function on Netlify does, and leaves a pooled SMTP connection open until closed.
 */
export function runRetryInThisProcess(): void {
  beforeEach(() => {
    vi.stubEnv("NETLIFY_BLOBS_CONTEXT", blobs.env.NETLIFY_BLOBS_CONTEXT);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    closeSmtpTransport();
  });
}

export function tokenIn(enquiry: StoredEnquiry): string {
  return tokenPattern.exec(enquiry.fields.name)?.[0] ?? "";
}
