import { expect, test } from "./fixtures.ts";

test.describe("printing the page as an exposé", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.getByRole("button", { name: "Ton einschalten" }).waitFor();
    await page.emulateMedia({ media: "print" });
  });

  test("shows the poster instead of the video and hides the controls and the listing button", async ({ page }) => {
    await expect(page.locator("#start video")).toBeHidden();
    await expect(page.getByRole("button", { name: "Ton einschalten" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Video pausieren" })).toBeHidden();
    await expect(page.locator("#start picture img")).toBeVisible();
    await expect(page.getByRole("link", { name: /Airbnb-Angebot ansehen/ })).toBeHidden();
  });

  test("replaces form controls with the contact details", async ({ page }) => {
    const contact = page.locator("#kontakt");
    const controls = await contact.locator("input, textarea, button, form").all();
    expect(controls.length).toBeGreaterThanOrEqual(4);
    for (const control of controls) {
      await expect(control).toBeHidden();
    }
    await expect(page.getByTestId("print-contact-details")).toBeVisible();
    await expect(page.getByTestId("print-contact-details")).toContainText("E-Mail");
  });

  test("prints black text and the URLs of links", async ({ page }) => {
    const color = await page.locator("#rendite h2").evaluate((heading) => getComputedStyle(heading).color);
    expect(color).toBe("rgb(0, 0, 0)");
    const bodyColor = await page
      .locator("#leben p")
      .first()
      .evaluate((p) => getComputedStyle(p).color);
    expect(bodyColor).toBe("rgb(0, 0, 0)");
    const printedUrl = await page
      .locator("footer")
      .getByRole("link", { name: "Impressum" })
      .evaluate((link) => getComputedStyle(link, "::after").content);
    expect(printedUrl).toContain("/impressum/");
  });

  test("keeps cards, table rows and reviews in one piece", async ({ page }) => {
    const breakInside = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).breakInside);
    expect(await breakInside("#technische-daten .card")).toBe("avoid");
    expect(await breakInside("#rendite tbody tr")).toBe("avoid");
    expect(await breakInside("[data-testid=review]")).toBe("avoid");
  });

  test("renders an A4 PDF", async ({ page }) => {
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    const pageCount = (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pageCount).toBeGreaterThan(2);
    // A4 in PDF points: 595.92 x 842.88
    expect(text).toMatch(/\/MediaBox\s*\[\s*0\s+0\s+595\.\d+\s+842\.\d+\s*\]/);
  });
});
