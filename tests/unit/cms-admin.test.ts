import { expect, it } from "vitest";
import serveCmsPage, { cmsHeaders, config } from "../../netlify/functions/cms-admin.ts";
import { cmsFolder, cmsPath } from "../../src/editor/cms-page.ts";
import { securityHeaders } from "../../netlify/functions/_lib/responses.ts";

it("the function answers the CMS's path, with and without the slash and as index.html", () => {
  expect(config.path).toEqual([`/${cmsFolder}`, cmsPath, `${cmsPath}index.html`]);
});

it("answers the page with its headers, leads /admin to /admin/, refuses other methods", async () => {
  const page = await serveCmsPage(new Request(`https://hausboot.test${cmsPath}`));
  expect(page.status).toBe(200);
  expect(Object.fromEntries(page.headers)).toMatchObject(
    Object.fromEntries(Object.entries(cmsHeaders).map(([name, value]) => [name.toLowerCase(), value])),
  );
  expect(await page.text()).toContain(`<script src="${cmsPath}`);

  const bare = await serveCmsPage(new Request(`https://hausboot.test/${cmsFolder}`));
  expect([bare.status, bare.headers.get("location")]).toEqual([301, cmsPath]);
  // The redirect is a function's answer too, so no `_headers` rule reaches it.
  expect(Object.fromEntries(bare.headers)).toMatchObject(
    Object.fromEntries(Object.entries(securityHeaders).map(([name, value]) => [name.toLowerCase(), value])),
  );
  const post = await serveCmsPage(new Request(`https://hausboot.test${cmsPath}`, { method: "POST" }));
  expect(post.status).toBe(405);
});
