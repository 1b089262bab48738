import { expect, test } from "./fixtures.ts";

// The strings the product's specification fixes word for word, written out here and never read from the data files:
// whatever the owner, a copy edit or the editor changes, the built pages must show exactly these. (The schemas refuse
// any other value; tests/unit/data-files.test.ts holds that.)
const headline = "Ihre Investition in Freiheit und Ruhe auf dem Wasser";
const sectionHeadings = [
  "Leben auf dem Wasser",
  "Bildergalerie",
  "Technische Daten",
  "Betreibervertrag & Renditemodell",
  "Was Gäste sagen",
  "Interesse geweckt?",
];
const listingButton = "Airbnb-Angebot ansehen";
const contactSubtitle = "Kontaktieren Sie mich für weitere Informationen oder eine Besichtigung";
const form = {
  title: "Kontaktformular",
  namePlaceholder: "Ihr Name",
  messagePlaceholder: "Ihre Nachricht...",
  submit: "Nachricht senden",
  sending: "Wird gesendet...",
};
const success = {
  title: "Nachricht gesendet!",
  text: "Vielen Dank für Ihre Nachricht. Ich werde mich bald bei Ihnen melden.",
};
const failure = {
  title: "Fehler",
  text: "Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.",
};
const notFound = { heading: "404", text: "Oops! Page not found", homeLink: "Return to Home" };

test.describe("the specification's wording", () => {
  test("the landing page: headline, section headings, button, contact subtitle, form, gallery, sound", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(page.locator("main > section h2").first()).toBeAttached();
    const headings = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.slice(1).map((section) => section.querySelector("h2")?.textContent?.trim()));
    expect(headings).toEqual(sectionHeadings);
    // The link's accessible name ends with the new-tab hint for screen readers; its visible text is the button.
    const listing = page.locator("#start a[target=_blank]");
    await expect(listing).toHaveCount(1);
    expect(await listing.evaluate((link) => link.firstChild?.textContent?.trim())).toBe(listingButton);
    await expect(page.locator("#kontakt").getByText(contactSubtitle, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: form.title, exact: true })).toBeVisible();
    await expect(page.getByRole("form", { name: form.title })).toBeAttached();
    await expect(page.getByPlaceholder(form.namePlaceholder, { exact: true })).toBeVisible();
    await expect(page.getByPlaceholder(form.messagePlaceholder, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: form.submit, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Ton einschalten", exact: true })).toBeAttached();
    await expect(page.locator("#galerie img").first()).toHaveAttribute("alt", "Galeriebild 1");
    // The hero's yield is computed; the specification fixes its form: one decimal, "% p. a.".
    const heroYield = await page.getByTestId("hero-yield").evaluate((figure) => figure.firstChild?.textContent?.trim());
    expect(heroYield).toMatch(/^−?\d+,\d\u00a0%\u00a0p\.\u00a0a\.$/);
  });

  test("sending the form: the sending button, then the success notice", async ({ page }) => {
    await page.goto("/#kontakt");
    const contactForm = page.getByRole("form", { name: form.title });
    await contactForm.getByPlaceholder(form.namePlaceholder).fill("Erika Beispiel");
    await contactForm.getByLabel("E-Mail", { exact: true }).fill("erika@beispiel.test");
    await contactForm.getByPlaceholder(form.messagePlaceholder).fill("Ich möchte das Hausboot gern besichtigen.");
    // The request waits until the button has shown its sending state, then goes to the real function.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/send-contact-email", async (route) => {
      await released;
      await route.continue();
    });
    await expect(contactForm).toHaveAttribute("novalidate", "");
    await contactForm.getByRole("button", { name: form.submit }).click();
    await expect(contactForm.getByRole("button", { name: form.sending, exact: true })).toBeDisabled();
    release();
    const notice = page.getByRole("status").filter({ hasText: success.title });
    await expect(notice.getByText(success.title, { exact: true })).toBeVisible();
    await expect(notice).toContainText(success.text);
  });

  test("the pages after a plain form post: thank you, and the error", async ({ page }) => {
    await page.goto("/kontakt/danke/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(success.title);
    await expect(page.getByText(success.text, { exact: true })).toBeVisible();
    await page.goto("/kontakt/fehler/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(failure.title);
    await expect(page.getByText(failure.text, { exact: true })).toBeVisible();
  });

  test("the 404 page, in English and marked so", async ({ page }) => {
    await page.goto("/gibt-es-nicht");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
    const text = page.getByText(notFound.text, { exact: true });
    await expect(text).toBeVisible();
    const homeLink = page.getByRole("link", { name: notFound.homeLink, exact: true });
    await expect(homeLink).toBeVisible();
    for (const english of [text, homeLink]) {
      expect(await english.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("en");
    }
  });
});
