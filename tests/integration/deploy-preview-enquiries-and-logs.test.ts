// A deploy preview keeps its enquiries apart from production's, and what the functions log.
import { describe, expect, it } from "vitest";
import { maxStorageMs } from "../../netlify/functions/_lib/delivery-policy.ts";
import { enquiryKey, newEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import { postForm, postJson, siteStartTimeoutMs, visitor } from "../support/contact-requests.ts";
import { unusedPort } from "../support/unused-port.ts";
import { startSmtpServer } from "../support/smtp-test-server.ts";
import {
  blobs,
  mailRetry,
  retryNow,
  runRetryInThisProcess,
  startStoringSite,
  useStoredDelivery,
} from "../support/stored-delivery.ts";

useStoredDelivery();

describe("a deploy preview's enquiries", () => {
  runRetryInThisProcess();

  it(
    "stay in the preview's own store: production's retry never sees them, the preview's own run delivers them",
    { timeout: siteStartTimeoutMs + 10_000 },
    async () => {
      const smtp = await startSmtpServer();
      const preview = await startStoringSite(await unusedPort(), { CONTEXT: "deploy-preview" });
      try {
        expect((await postJson(preview, visitor)).status).toBe(200);
        const [stored] = await blobs.enquiries();
        expect(stored).toMatchObject({ attempts: 1, fields: { name: visitor.name } });
        expect(await blobs.production.keys()).toEqual([]);

        const retry = (isProduction: boolean) => retryNow(smtp, { isProduction });
        expect(await retry(true)).toMatchObject({ delivered: 0, waiting: 0, ok: true });
        expect(smtp.received()).toBe(0);
        expect(await blobs.keys()).toEqual([enquiryKey(stored!)]);

        expect(await retry(false)).toMatchObject({ delivered: 1 });
        expect(smtp.messages.map((mail) => mail.messageId)).toEqual([stored!.messageId]);
      } finally {
        await preview.stop();
        await smtp.stop();
      }
    },
  );

  it(
    "on Netlify, where no schedule runs for a preview, are not kept: a failed send shows the failure answer",
    { timeout: siteStartTimeoutMs },
    async () => {
      const onNetlify = { CONTEXT: "deploy-preview", SITE_ID: "b8e7c0de-0000-4000-8000-000000000000" };
      const preview = await startStoringSite(await unusedPort(), onNetlify);
      try {
        const response = await postJson(preview, visitor);
        expect(response.status).toBe(502);
        expect(await blobs.keys()).toEqual([]);
        expect(await blobs.production.keys()).toEqual([]);
        expect(preview.logs).toContainEqual(
          expect.stringMatching(/Zustellung fehlgeschlagen code=E\w+ smtp=-, Vorschau ohne Zeitplan$/),
        );
      } finally {
        await preview.stop();
      }
    },
  );

  it(
    "in production go to the site's store, where production's retry takes them, and insists on TLS",
    { timeout: siteStartTimeoutMs },
    async () => {
      const smtp = await startSmtpServer();
      const production = await startStoringSite(await unusedPort(), { CONTEXT: "production" });
      try {
        expect((await postJson(production, visitor)).status).toBe(200);
        expect(await blobs.keys()).toEqual([]);
        const [stored] = await blobs.production.enquiries();
        // The test server offers no STARTTLS: in production the attempt fails rather than send in the clear.
        expect(await retryNow(smtp, { isProduction: true })).toMatchObject({ delivered: 0, failed: 1 });
        expect((await blobs.production.enquiries())[0]).toMatchObject({
          id: stored!.id,
          attempts: 2,
          lastError: expect.stringMatching(/^code=ETLS/),
        });
      } finally {
        await production.stop();
        await smtp.stop();
      }
    },
  );
});

describe("logs", () => {
  runRetryInThisProcess();

  it(
    "never contain the visitor's name, address or message, in the function's or the retry's lines",
    { timeout: siteStartTimeoutMs + 10_000 },
    async () => {
      const smtp = await startSmtpServer();
      const site = await startStoringSite(await unusedPort());
      const retryLogs: string[] = [];
      try {
        expect((await postJson(site, visitor)).status).toBe(200);
        expect((await postForm(site, { ...visitor, name: "Zweite Person", website: "" })).status).toBe(303);
        const old = newEnquiry({ ...visitor, name: "Alte Anfrage" }, new Date(Date.now() - maxStorageMs), "x.test");
        await blobs.put({ ...old, attempts: 3, lastError: "code=EAUTH smtp=535" });
        const run = await retryNow(smtp, { log: (line) => retryLogs.push(line) });
        expect(run).toMatchObject({ delivered: 2, gaveUp: 1 });
        const hand = await mailRetry(await unusedPort());
        const logs = [...site.logs, ...retryLogs, ...hand.logs].join("\n");
        expect(logs).toContain("[kontakt]");
        expect(logs).toContain("[kontakt-wiederholung]");
        for (const secret of [visitor.name, visitor.email, "Schöne Grüße", "Alte Anfrage", "Zweite Person"]) {
          expect(logs).not.toContain(secret);
        }
      } finally {
        await site.stop();
        await smtp.stop();
      }
    },
  );
});
