import { expect, test } from "./fixtures.ts";
import { downloadedPdf } from "./pdf-pages.ts";

const linkName = /^Exposé als PDF/;

test("links the exposé as a PDF by the return model and the contact section, labelled with its pages and size, never printed", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/");
  const links = page.getByRole("link", { name: linkName });
  await expect(links).toHaveCount(2);
  await expect(page.locator("#rendite").getByRole("link", { name: linkName })).toHaveCount(1);
  await expect(page.locator("#kontakt").getByRole("link", { name: linkName })).toHaveCount(1);
  const href = await links.first().getAttribute("href");
  expect(href).toMatch(/^\/expose-[a-z0-9-]+\.pdf$/);
  await expect(links.last()).toHaveAttribute("href", href!);

  const { body, pages } = await downloadedPdf(request, href!, testInfo.outputPath("expose.pdf"));
  const megabytes = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    body.byteLength / 1_000_000,
  );
  for (const link of await links.all()) {
    expect((await link.textContent())!.replace(/\s/g, " ")).toBe(`Exposé als PDF (${pages} Seiten, ${megabytes} MB)`);
  }

  await page.emulateMedia({ media: "print" });
  for (const link of await links.all()) await expect(link).toBeHidden();
});
