import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { maxWaitingEnquiries, storeRequestTimeoutMs } from "../../netlify/functions/_lib/delivery-policy.ts";
import { retryStoredEnquiries } from "../../netlify/functions/_lib/retry-run.ts";
import { closeSmtpTransport } from "../../netlify/functions/_lib/mail-transport.ts";
import { enquiryKey, newEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import { startTestBlobs, type TestBlobs } from "../support/blobs.ts";
import { submitContacts, tokenPattern } from "../support/contact-load.ts";
import { createFixtureRoot, postJson, siteStartTimeoutMs, visitor } from "../support/contact-requests.ts";
import { startSite, type RunningSite } from "../support/site-server.ts";
import { smtpEnvironment, startSmtpServer, type SmtpTestServer } from "../support/smtp-test-server.ts";
import { startStoreProxy, type StoreProxy } from "../support/store-proxy.ts";
import { unusedPort } from "../support/unused-port.ts";

const minute = 60_000;

let blobs: TestBlobs;
let fixture: Awaited<ReturnType<typeof createFixtureRoot>>;

beforeAll(async () => {
  blobs = await startTestBlobs();
  fixture = await createFixtureRoot();
});

afterAll(async () => {
  await blobs?.stop();
  await fixture?.remove();
});

beforeEach(() => blobs.clear());

afterEach(() => {
  vi.unstubAllEnvs();
  closeSmtpTransport();
});

/** The retry as the schedule runs it, `minutes` after now, against the store itself (not the proxy). */
function retryAfter(minutes: number, smtp: SmtpTestServer) {
  vi.stubEnv("NETLIFY_BLOBS_CONTEXT", blobs.env.NETLIFY_BLOBS_CONTEXT);
  const at = new Date(Date.now() + minutes * minute);
  return retryStoredEnquiries({ env: smtpEnvironment(smtp.port), isProduction: false, now: () => at, log: () => {} });
}

// The store takes the function's first write of an enquiry, but its answer never comes, and the write lands only
// after the function's next request for that key (the deletion, or the mark that closes it): a late write.
describe("a store write that lands after the function has moved on", () => {
  let proxy: StoreProxy;
  const created = new Set<string>();

  beforeEach(async () => {
    created.clear();
    proxy = await startStoreProxy(blobs.context, {
      landsLate: ({ method, key }) =>
        method === "PUT" && key.startsWith("enquiry-") && !created.has(key) && !!created.add(key),
    });
  });

  afterEach(() => proxy.stop());

  async function postThroughLateStore(smtpPort: number): Promise<Response> {
    const site = await startSite({ root: fixture.root, env: { ...smtpEnvironment(smtpPort), ...proxy.env } });
    try {
      const response = await postJson(site, visitor);
      const [key] = created;
      // The late write has landed once the store answered both it and the request that overtook it.
      await proxy.waitForAnswers((request) => request.key === key, 2);
      return response;
    } finally {
      await site.stop();
    }
  }

  it(
    "does not bring back an enquiry that was delivered: the owner gets one mail",
    { timeout: siteStartTimeoutMs + 20_000 },
    async () => {
      const smtp = await startSmtpServer();
      try {
        expect((await postThroughLateStore(smtp.port)).status).toBe(200);
        expect(smtp.received()).toBe(1);
        await retryAfter(11, smtp);
        await retryAfter(61, smtp);
        expect(smtp.received()).toBe(1);
        expect(await blobs.keys()).toEqual([]);
      } finally {
        await smtp.stop();
      }
    },
  );

  it(
    "does not deliver an enquiry whose visitor saw the failure answer",
    { timeout: siteStartTimeoutMs + 20_000 },
    async () => {
      const response = await postThroughLateStore(await unusedPort());
      expect(response.status).toBe(502);
      const smtp = await startSmtpServer();
      try {
        await retryAfter(11, smtp);
        await retryAfter(61, smtp);
        expect(smtp.received()).toBe(0);
        expect(await blobs.keys()).toEqual([]);
      } finally {
        await smtp.stop();
      }
    },
  );
});

describe("posts arriving together while the store is nearly full", () => {
  let site: RunningSite;

  beforeAll(async () => {
    site = await startSite({ root: fixture.root, env: { ...smtpEnvironment(await unusedPort()), ...blobs.env } });
  }, siteStartTimeoutMs);

  afterAll(() => site?.stop());

  it(
    `never keep more than ${maxWaitingEnquiries}, and keep exactly those told „sent“`,
    { timeout: 60_000 },
    async () => {
      const alreadyWaiting = maxWaitingEnquiries - 20;
      const waiting = Array.from({ length: alreadyWaiting }, (_, index) => ({
        ...newEnquiry({ ...visitor, name: `Wartend ${index}` }, new Date(Date.now() - index * 1000), "x.test"),
        attempts: 1,
      }));
      for (let start = 0; start < waiting.length; start += 25) {
        await Promise.all(waiting.slice(start, start + 25).map((enquiry) => blobs.put(enquiry)));
      }
      const tokens = Array.from({ length: 60 }, (_, index) => `bench-${Date.now()}-bound-${index}`);
      const outcomes = await submitContacts(site.url, tokens, tokens.length);
      expect(outcomes.every((outcome) => outcome.ok || outcome.detail.startsWith("502"))).toBe(true);

      const stored = await blobs.enquiries();
      expect(stored.length).toBeLessThanOrEqual(maxWaitingEnquiries);
      const storedTokens = stored.map((enquiry) => tokenPattern.exec(enquiry.fields.name)?.[0]).filter(Boolean);
      expect(storedTokens.sort()).toEqual(tokens.filter((_, index) => outcomes[index]!.ok).sort());

      // Each post counts the others after storing its own copy, so a burst at the bound may all be refused (locally:
      // all 60); one alone finds the room that is left.
      await blobs.store.delete(enquiryKey(waiting[0]!));
      expect((await postJson(site, visitor)).status).toBe(200);
      expect(await blobs.keys()).toHaveLength(stored.length);
    },
  );
});

// The store refuses the function's closing write (the mark, or the delete), once or for good. The create's answer
// may come too late for the function (it gives up after storeRequestTimeoutMs), though the store took it.
describe("a closing write or delete the store refuses", () => {
  function refusingStore(options: {
    createAnswerLate: boolean;
    refusals: number;
    countFails?: boolean;
    /** Only this kind of request is refused (the mark is a PUT); both by default. */
    refusedMethod?: "PUT" | "DELETE";
  }) {
    const writes = new Map<string, number>();
    const refused = new Map<string, number>();
    return startStoreProxy(blobs.context, {
      failWith: ({ method, key }) => {
        if (options.countFails && method === "GET" && !key.startsWith("enquiry-")) return 503;
        if (!key.startsWith("enquiry-") || (method !== "PUT" && method !== "DELETE")) return undefined;
        const write = writes.get(key) ?? 0;
        writes.set(key, write + 1);
        if (method === "PUT" && write === 0) return undefined;
        if (options.refusedMethod && method !== options.refusedMethod) return undefined;
        const refusals = refused.get(key) ?? 0;
        if (refusals >= options.refusals) return undefined;
        refused.set(key, refusals + 1);
        return 503;
      },
      answerDelayMs: ({ method, key }) =>
        options.createAnswerLate && method === "PUT" && writes.get(key) === 1 ? storeRequestTimeoutMs + 500 : 0,
    });
  }

  async function post(proxy: StoreProxy, smtpPort: number): Promise<Response> {
    const site = await startSite({ root: fixture.root, env: { ...smtpEnvironment(smtpPort), ...proxy.env } });
    try {
      return await postJson(site, visitor);
    } finally {
      await site.stop();
      await proxy.stop();
    }
  }

  it.each([
    ["once the delete of a confirmed copy: tried again", { createAnswerLate: false, refusals: 1 }],
    ["once the closing mark of an unconfirmed copy: tried again", { createAnswerLate: true, refusals: 1 }],
    [
      "every delete of a confirmed copy: a closed mark replaces it",
      { createAnswerLate: false, refusals: Infinity, refusedMethod: "DELETE" },
    ],
    [
      "every closing mark of an unconfirmed copy: found stored, it is deleted",
      { createAnswerLate: true, refusals: Infinity, refusedMethod: "PUT" },
    ],
  ] as const)(
    "when the store refuses %s, and the message arrives once",
    { timeout: siteStartTimeoutMs + 20_000 },
    async (_label, options) => {
      const smtp = await startSmtpServer();
      try {
        const proxy = await refusingStore(options);
        expect((await post(proxy, smtp.port)).status).toBe(200);
        await retryAfter(11, smtp);
        await retryAfter(61, smtp);
        expect(smtp.received()).toBe(1);
        expect(await blobs.keys()).toEqual([]);
      } finally {
        await smtp.stop();
      }
    },
  );

  it.each([
    [
      "its copy was confirmed, the count failed and every delete is refused",
      { createAnswerLate: false, countFails: true },
    ],
    ["its copy went unconfirmed and every closing mark is refused", { createAnswerLate: true, countFails: false }],
  ])(
    "tells a visitor „sent“ when the send failed, %s: the copy stays and the schedule sends it once",
    { timeout: siteStartTimeoutMs + 20_000 },
    async (_label, options) => {
      const proxy = await refusingStore({ ...options, refusals: Infinity });
      expect((await post(proxy, await unusedPort())).status).toBe(200);
      const smtp = await startSmtpServer();
      try {
        await retryAfter(11, smtp);
        await retryAfter(61, smtp);
        expect(smtp.received()).toBe(1);
        expect(await blobs.keys()).toEqual([]);
      } finally {
        await smtp.stop();
      }
    },
  );
});
