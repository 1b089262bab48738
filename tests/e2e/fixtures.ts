import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, expect } from "@playwright/test";
import { startSite } from "../support/site-server.ts";

interface SiteFixture {
  url: string;
  logs: string[];
  /** Where the contact function writes messages, since these servers have no SMTP server configured. */
  outboxDir: string;
}

// One local server per worker, on a free port, serving the built dist/ exactly as `npm start` does.
export const test = base.extend<{}, { site: SiteFixture }>({
  site: [
    async ({}, use) => {
      const outboxDir = mkdtempSync(join(tmpdir(), "hausboot-outbox-"));
      const site = await startSite({ env: { MAIL_OUTBOX_DIR: outboxDir } });
      await use({ url: site.url, logs: site.logs, outboxDir });
      await site.stop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

export { expect };

/** Fails the test on any request that leaves the site's origin. */
export function recordForeignRequests(page: import("@playwright/test").Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}
