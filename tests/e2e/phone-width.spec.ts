// At a phone's 375 px nothing the visitor reads touches the screen's edge or is cut off.
import { expect, placeholderAndRoom, test } from "./fixtures.ts";

test.use({ viewport: { width: 375, height: 740 } });

/** Text closer to the edge than this reads as cut off. */
const edgeMargin = 12;

test("the enlarged photo's position stands clear of the screen's edge", async ({ page }) => {
  await page.goto("/");
  const first = page.locator("#galerie").getByRole("button").first();
  await first.scrollIntoViewIfNeeded();
  await first.click();
  const position = page.getByTestId("lightbox-position").filter({ visible: true });
  await expect(position).toBeVisible();
  const box = (await position.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(edgeMargin);
  expect(box.x + box.width).toBeLessThanOrEqual(375 - edgeMargin);
});

test("the contact form's e-mail example fits its field", async ({ page }) => {
  await page.goto("/#kontakt");
  const email = page.locator('#kontakt input[type="email"]');
  await email.scrollIntoViewIfNeeded();
  await expect(email).toBeVisible();
  const { text, room } = await placeholderAndRoom(email);
  expect(text).toBeGreaterThan(0);
  expect(text).toBeLessThanOrEqual(room);
});
