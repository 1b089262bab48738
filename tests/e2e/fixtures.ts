import { test as base, expect } from "@playwright/test";

interface SiteFixture {
  url: string;
  /** Where the contact function writes messages, since this server has no SMTP server configured. */
  outboxDir: string;
}

// The server is playwright.config.ts's webServer, which stores the URL it printed in E2E_SITE_URL.
export const test = base.extend<{}, { site: SiteFixture }>({
  site: [
    async ({}, use) => {
      const { E2E_SITE_URL: url, E2E_OUTBOX_DIR: outboxDir } = process.env;
      if (!url || !outboxDir) throw new Error("E2E_SITE_URL fehlt: die Specs laufen nur mit playwright.config.ts");
      await use({ url, outboxDir });
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
