import type { Page } from "@playwright/test";
import { cmsContentSecurityPolicy } from "../../netlify/functions/cms-admin.ts";
import { cmsPath } from "../../src/editor/cms-page.ts";
import { expect, recordForeignRequests, test } from "./fixtures.ts";

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Requests to other origins and CSP violations (requests the policy blocked before they left) from the first script. */
async function watchOrigins(page: Page, origin: string) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI || "inline"}`),
    );
  });
  const foreign = recordForeignRequests(page, origin);
  return { foreign, violations: () => page.evaluate(() => window.cspViolations) };
}

test.describe("the CMS at /admin/", () => {
  test("shows the sign-in with no request to another origin, under its own policy, not indexed", async ({
    page,
    site,
  }) => {
    const watched = await watchOrigins(page, site.url);
    // Chromium reports a manifest the policy refuses only on the console.
    const policyErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/.test(message.text()))
        policyErrors.push(message.text());
    });
    // Every file the editor asks for is there: a missing one is an error on the console of every load.
    const failedRequests: string[] = [];
    page.on("response", (answer) => {
      if (answer.status() >= 400) failedRequests.push(`${answer.status()} ${answer.url()}`);
    });
    const response = await page.goto(cmsPath);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toBe(cmsContentSecurityPolicy);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["x-robots-tag"]).toContain("noindex");
    expect(await response!.text()).toMatch(/<meta name="robots" content="noindex/);

    const signIn = page.getByRole("button", { name: /^Mit \W?GitHub\W? anmelden$/ });
    await expect(signIn).toBeVisible({ timeout: 30_000 });
    // The German interface and the icon font come from the site's own files.
    await expect(page.getByRole("button", { name: "Mit lokalem Repository arbeiten" })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"'))).toBe(true);

    // The editor links its web app manifest as a blob: address once it has started.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", /^blob:/);
    // Chromium fetches a manifest when asked for it (as for installing the app): ask, and wait for its answer.
    const devTools = await page.context().newCDPSession(page);
    const manifest = (await devTools.send("Page.getAppManifest")) as { url: string; data?: string };
    expect(manifest.url).toMatch(/^blob:/);
    expect(manifest.data ?? "").not.toBe("");
    expect(watched.foreign).toEqual([]);
    expect(await watched.violations()).toEqual([]);
    expect(policyErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });

  // The real round trip needs Netlify's OAuth app and a GitHub account. Netlify's side is played here by a page at its
  // address that speaks its pop-up protocol (the one Decap and Sveltia use); the CMS page, its policy and its opener
  // policy are the real ones, so the test shows the pop-up opens with the right request, can report back, and the
  // token reaches GitHub's API.
  test("signing in with GitHub: Netlify's pop-up, its answer, then GitHub's API with the token", async ({
    page,
    context,
  }) => {
    const netlifyAuth: string[] = [];
    await context.route("https://api.netlify.com/**", (route) => {
      netlifyAuth.push(route.request().url());
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><script>
          addEventListener("message", (event) => {
            if (event.data !== "authorizing:github") return;
            opener.postMessage('authorization:github:success:{"token":"token-from-netlify","provider":"github"}', event.origin);
          });
          opener.postMessage("authorizing:github", "*");
        </script>`,
      });
    });
    const githubAuthorization: string[] = [];
    await context.route("https://api.github.com/**", (route) => {
      githubAuthorization.push(route.request().headers()["authorization"] ?? "");
      return route.fulfill({ status: 401, json: { message: "Bad credentials" } });
    });

    await page.goto(cmsPath);
    await page.getByRole("button", { name: /^Mit \W?GitHub\W? anmelden$/ }).click();
    await expect.poll(() => githubAuthorization.length, { timeout: 20_000 }).toBeGreaterThan(0);

    const authUrl = new URL(netlifyAuth[0]!);
    expect(authUrl.pathname).toBe("/auth");
    expect(authUrl.searchParams.get("provider")).toBe("github");
    expect(authUrl.searchParams.get("site_id")).toBe(new URL(page.url()).hostname);
    expect(githubAuthorization[0]).toMatch(/token-from-netlify/);
  });

  // The Datenschutzerklärung must say what /admin/ keeps in the browser of whoever opens it, even without signing in.
  test("keeps its settings in the browser, and the Datenschutzerklärung says so", async ({ page }) => {
    await page.goto(cmsPath);
    await expect(page.getByRole("button", { name: /^Mit \W?GitHub\W? anmelden$/ })).toBeVisible({ timeout: 30_000 });
    const storageAreas = (): Promise<string[]> =>
      page.evaluate(async () => [
        ...(window.localStorage.length > 0 ? ["Local Storage"] : []),
        ...((await window.indexedDB.databases()).length > 0 ? ["IndexedDB"] : []),
      ]);
    await expect.poll(async () => (await storageAreas()).length).toBeGreaterThan(0);
    const used = await storageAreas();

    await page.goto("/datenschutz/");
    const privacy = (await page.locator("main").innerText()).replace(/\s+/g, " ");
    expect(privacy).toContain("/admin/");
    expect(used.filter((area) => !privacy.includes(area))).toEqual([]);
  });

  test("/admin without the slash leads to /admin/", async ({ page }) => {
    await page.goto(cmsPath.replace(/\/$/, ""));
    expect(new URL(page.url()).pathname).toBe(cmsPath);
  });

  test("the landing page knows nothing of it: no link, no script, the site's own policy", async ({ page, request }) => {
    const landing = await request.get("/");
    const html = await landing.text();
    expect(html).not.toContain(cmsPath);
    expect(html.toLowerCase()).not.toContain("sveltia");
    const policy = landing.headers()["content-security-policy"]!;
    expect(policy).not.toContain("api.github.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(landing.headers()["x-robots-tag"]).toBeUndefined();

    await page.goto("/");
    const scripts = await page.locator("script[src]").evaluateAll((tags) => tags.map((tag) => tag.getAttribute("src")));
    expect(scripts.filter((src) => src?.startsWith(cmsPath))).toEqual([]);
  });
});
