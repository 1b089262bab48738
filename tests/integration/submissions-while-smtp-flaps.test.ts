// 200 concurrent submissions while SMTP goes down and up: every enquiry arrives exactly once.
import { describe, expect, it } from "vitest";
import { submitContacts } from "../support/contact-load.ts";
import { startSmtpServer } from "../support/smtp-test-server.ts";
import {
  arrivals,
  blobs,
  mailRetry,
  startStoringSite,
  tokensFor,
  useStoredDelivery,
} from "../support/stored-delivery.ts";

useStoredDelivery();

describe("200 concurrent submissions while SMTP flaps", () => {
  // Alternates between accepting and refusing (421 on connect, 451 after DATA), so about half the immediate
  // attempts fail cleanly: a refused message is never counted as received.
  function flappingSmtp() {
    let calls = 0;
    let flapping = true;
    return {
      options: { countOnly: true, unavailable: () => flapping && calls++ % 2 === 1 },
      steady: () => void (flapping = false),
    };
  }

  it(
    "with the store: 200 success answers, and after mail:retry 200 mails, each exactly once",
    {
      timeout: 60_000,
    },
    async () => {
      const flapping = flappingSmtp();
      const smtp = await startSmtpServer(flapping.options);
      const site = await startStoringSite(smtp.port);
      try {
        const tokens = tokensFor("flap", 200);
        const outcomes = await submitContacts(site.url, tokens, 50);
        expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
        const waiting = (await blobs.enquiries()).length;
        expect(waiting).toBeGreaterThan(0);
        expect(smtp.received()).toBe(200 - waiting);

        flapping.steady();
        expect((await mailRetry(smtp.port)).exitCode).toBe(0);
        await smtp.waitForMessages(200);
        expect(arrivals(smtp, tokens)).toEqual(tokens.map(() => 1));
        expect(await blobs.keys()).toEqual([]);
      } finally {
        await site.stop();
        await smtp.stop();
      }
    },
  );

  it(
    "with CONTACT_STORE=off: every success answer was delivered once, every failure answer not at all",
    {
      timeout: 60_000,
    },
    async () => {
      const flapping = flappingSmtp();
      const smtp = await startSmtpServer(flapping.options);
      const site = await startStoringSite(smtp.port, { CONTACT_STORE: "off" });
      try {
        const tokens = tokensFor("flapoff", 200);
        const outcomes = await submitContacts(site.url, tokens, 50);
        const counts = arrivals(smtp, tokens);
        expect(outcomes.some((outcome) => !outcome.ok)).toBe(true);
        expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => outcome.detail.startsWith("502"))).toBe(
          true,
        );
        expect(counts).toEqual(outcomes.map((outcome) => (outcome.ok ? 1 : 0)));
        expect(await blobs.keys()).toEqual([]);
      } finally {
        await site.stop();
        await smtp.stop();
      }
    },
  );
});
