import { existsSync, readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, loadedAndIdle, test } from "./fixtures.ts";

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Collects CSP violation events and console errors of a page from its very first script on. */
async function watchForProblems(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI || "inline"}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return {
    consoleErrors,
    violations: () => page.evaluate(() => window.cspViolations),
  };
}

/** The contact function creates its outbox folder with the first message. */
const countFiles = (folder: string) => (existsSync(folder) ? readdirSync(folder).length : 0);

test.describe("under the strict Content-Security-Policy", () => {
  for (const path of ["/impressum/", "/datenschutz/", "/kontakt/danke/", "/kontakt/fehler/"]) {
    test(`${path} loads without violations or console errors`, async ({ page }) => {
      const problems = await watchForProblems(page);
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
      await loadedAndIdle(page);
      expect(await problems.violations()).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test("the landing page: both islands hydrate, the video toggle works, the form submits", async ({ page, site }) => {
    const problems = await watchForProblems(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Ton einschalten" }).click();
    await expect(page.getByRole("button", { name: "Ton ausschalten" })).toHaveAttribute("aria-pressed", "true");
    await page.locator("#start [data-hydrated]").waitFor({ state: "attached" });

    const outboxBefore = countFiles(site.outboxDir);
    // The island sets novalidate once hydrated; a click before that would post the plain HTML form instead.
    const contactForm = page.locator("#kontakt form");
    await page.getByLabel("Name").click();
    await expect(contactForm).toHaveAttribute("novalidate", "");
    await page.getByLabel("Name").fill("Clara Schütz");
    await page.getByLabel("E-Mail").fill("clara@example.org");
    await page
      .getByLabel("Nachricht")
      .fill("Ich interessiere mich für das Hausboot und bitte um einen Besichtigungstermin.");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Nachricht gesendet!" })).toBeVisible();
    expect(countFiles(site.outboxDir)).toBe(outboxBefore + 1);

    expect(await problems.violations()).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("the 404 page runs its inline log line and nothing else is blocked", async ({ page }) => {
    const problems = await watchForProblems(page);
    await page.goto("/verirrt");
    await expect
      .poll(() => problems.consoleErrors)
      .toContain("404 Error: User attempted to access non-existent route: /verirrt");
    expect(await problems.violations()).toEqual([]);
    const unexpected = problems.consoleErrors.filter(
      (text) => !text.startsWith("404 Error:") && !text.includes("status of 404"),
    );
    expect(unexpected).toEqual([]);
  });
});
