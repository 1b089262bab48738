// A full store and an unavailable one: the enquiry is never lost silently, and the owner is told.
import { describe, expect, it } from "vitest";
import { maxWaitingEnquiries } from "../../netlify/functions/_lib/delivery-policy.ts";
import { newEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";
import { contactPaths } from "../../src/contact-form/paths.ts";
import { unreachableBlobsEnvironment } from "../support/blobs.ts";
import { postForm, postJson, siteStartTimeoutMs, visitor } from "../support/contact-requests.ts";
import { unusedPort } from "../support/unused-port.ts";
import { runMailRetry, startSite } from "../support/site-server.ts";
import { smtpEnvironment, startSmtpServer } from "../support/smtp-test-server.ts";
import { blobs, fixtureRoot, startStoringSite, useStoredDelivery } from "../support/stored-delivery.ts";

useStoredDelivery();

describe("a full store", () => {
  it(
    "keeps at most 500 waiting enquiries: beyond that, a failed send shows the visitor the failure answer",
    { timeout: siteStartTimeoutMs + 30_000 },
    async () => {
      const waiting = Array.from({ length: maxWaitingEnquiries - 1 }, (_, index) => ({
        ...newEnquiry({ ...visitor, name: `Wartend ${index}` }, new Date(Date.now() - index * 1000), "x.test"),
        attempts: 1,
      }));
      for (let start = 0; start < waiting.length; start += 25) {
        await Promise.all(waiting.slice(start, start + 25).map((enquiry) => blobs.put(enquiry)));
      }
      const site = await startStoringSite(await unusedPort());
      try {
        expect((await postJson(site, visitor)).status).toBe(200);
        expect(await blobs.keys()).toHaveLength(maxWaitingEnquiries);

        const tooMany = await postJson(site, { ...visitor, name: "Einer zu viel" });
        expect(tooMany.status).toBe(502);
        expect(await blobs.keys()).toHaveLength(maxWaitingEnquiries);
        expect(site.logs).toContainEqual(
          expect.stringMatching(/Zustellung fehlgeschlagen code=E\w+ smtp=-, über 500 wartende Anfragen$/),
        );
      } finally {
        await site.stop();
      }
    },
  );
});

describe("when the store is unavailable", () => {
  it(
    "delivers directly while SMTP works, and answers failure only when SMTP fails too",
    {
      timeout: siteStartTimeoutMs * 2,
    },
    async () => {
      const smtp = await startSmtpServer();
      const store = await unreachableBlobsEnvironment();
      const working = await startSite({ root: fixtureRoot, env: { ...smtpEnvironment(smtp.port), ...store } });
      const broken = await startSite({ root: fixtureRoot, env: { ...smtpEnvironment(await unusedPort()), ...store } });
      try {
        expect((await postJson(working, visitor)).status).toBe(200);
        expect(smtp.messages).toHaveLength(1);
        expect(working.logs).toContainEqual(
          expect.stringMatching(/nicht gespeichert code=ECONNREFUSED, Versand direkt/),
        );

        const json = await postJson(broken, visitor);
        expect(json.status).toBe(502);
        expect((await json.json()).error).toEqual(expect.any(String));
        const form = await postForm(broken, { ...visitor, website: "" });
        expect([form.status, form.headers.get("location")]).toEqual([303, contactPaths.failure]);
      } finally {
        await working.stop();
        await broken.stop();
        await smtp.stop();
      }
    },
  );

  it("mail:retry says so and exits with an error", { timeout: 20_000 }, async () => {
    const run = await runMailRetry({
      ...smtpEnvironment(await unusedPort()),
      ...(await unreachableBlobsEnvironment()),
    });
    expect(run.exitCode).toBe(1);
    expect(run.logs).toContain("[kontakt-wiederholung] Lauf abgebrochen code=ECONNREFUSED");
  });

  it("delivers directly without any Blobs context and says so once", { timeout: siteStartTimeoutMs }, async () => {
    const smtp = await startSmtpServer();
    const site = await startSite({
      root: fixtureRoot,
      env: { ...smtpEnvironment(smtp.port), NETLIFY_BLOBS_CONTEXT: "" },
    });
    try {
      expect((await postJson(site, visitor)).status).toBe(200);
      expect((await postJson(site, { ...visitor, name: "Zweite Person" })).status).toBe(200);
      expect(smtp.messages).toHaveLength(2);
      const notices = site.logs.filter((line) => line.includes("Netlify Blobs nicht verfügbar"));
      expect(notices).toEqual([
        "[kontakt] Netlify Blobs nicht verfügbar (MissingBlobsEnvironmentError): Nachrichten gehen direkt per E-Mail raus",
      ]);
    } finally {
      await site.stop();
      await smtp.stop();
    }
  });
});
