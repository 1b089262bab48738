import AxeBuilder from "@axe-core/playwright";
import { agreedBuyerFactTopics, agreedReturnTableValues, agreedRiskWarnings } from "../support/agreed-figures.ts";
import { expect, test } from "./fixtures.ts";

const [price, nights, , grossRevenue, , , , ownerProfit, yieldPerYear] = agreedReturnTableValues;

test.describe("weighing the investment", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("the forecast is labelled as such, with what it leaves out", async ({ page }) => {
    const table = page.getByTestId("return-model-table");
    await expect(table.locator("caption")).toHaveText("Prognose für eine Saison, vor Steuern und Abschreibung");
    const yieldRow = table.locator("tbody tr").last();
    await expect(yieldRow.locator("th")).toContainText("Prognose");
    await expect(yieldRow.locator("th")).toContainText("vor Steuern und Abschreibung");
    await expect(page.getByTestId("forecast-assumptions")).toContainText(
      "Nicht enthalten sind Steuern, Abschreibung, Kaufnebenkosten, Reparaturen über die genannten Kosten hinaus und Jahre ohne Betreiber.",
    );
  });

  test("the scenario table agrees with the nine-row table in the base case", async ({ page }) => {
    const scenarios = page.getByTestId("scenario-table");
    await expect(scenarios.locator("caption")).toHaveText("Szenarien: Belegung pro Saison");
    await expect(scenarios.locator("thead th")).toHaveText([
      "Nächte",
      "Bruttoumsatz",
      "Ihr Gewinn",
      "Rendite (Prognose)",
    ]);
    await expect(scenarios.locator("tbody th[scope=row]")).toHaveText([
      /^30$/,
      /^45$/,
      /^60\s*Basisfall$/,
      /^75$/,
      /^90$/,
    ]);
    const baseRows = scenarios.locator("tbody tr[data-base-case]");
    await expect(baseRows).toHaveCount(1);
    const cells = (await baseRows.locator("td").allTextContents()).map((cell) => cell.trim());
    expect(cells).toEqual([grossRevenue, ownerProfit, yieldPerYear]);
    expect(nights).toMatch(/^60\u00a0/);
    // Revenue grows with occupancy; the same model, not separately typed figures.
    const revenues = await scenarios.locator("tbody tr td:nth-of-type(1)").allTextContents();
    const euros = revenues.map((value) => Number(value.replace(/\D/g, "")));
    expect(euros).toEqual([...euros].sort((a, b) => a - b));
    expect(euros[2]! / 60).toBe(euros[0]! / 30);
    expect(price).toBeDefined();
  });

  test("the chart draws the same scenarios as a labelled image without script", async ({ page }) => {
    const chart = page.getByTestId("scenario-chart").locator("svg");
    await expect(chart).toHaveAttribute("role", "img");
    await expect(page.getByRole("img", { name: "Ihr Gewinn pro Saison nach Belegung" })).toBeVisible();
    const description = await chart.evaluate((svg) => {
      const id = svg.getAttribute("aria-describedby")!;
      return document.getElementById(id)?.textContent ?? "";
    });
    expect(description).toContain("Szenarien: Belegung pro Saison");
    const tableProfits = (
      await page.getByTestId("scenario-table").locator("tbody tr td:nth-of-type(2)").allTextContents()
    ).map((value) => value.trim());
    for (const profit of tableProfits) expect(description).toContain(profit);
    await expect(chart.locator("rect")).toHaveCount(5);
    await expect(chart.locator("g[data-base-case] text")).toContainText([ownerProfit!, "60", "Basisfall"]);
    await expect(chart.locator("[data-testid=zero-line]")).toHaveCount(1);
    await expect(page.locator("#rendite script")).toHaveCount(0);
  });

  test("the hero's yield card has a footnote that leads to the risk notice, by keyboard too", async ({ page }) => {
    const card = page.locator("#start").getByRole("listitem").filter({ hasText: "Prognostizierte Rendite" });
    await expect(card).toContainText("3,3 % p. a.");
    await expect(card).toContainText("bei 60 Nächten");
    const footnote = card.getByRole("link", { name: /^Fußnote 1: Prognose vor Steuern und Abschreibung/ });
    await expect(footnote).toHaveAttribute("href", "#risikohinweis");
    await footnote.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#risikohinweis$/);
    const notice = page.getByTestId("risk-notice");
    await expect(notice).toBeInViewport();
    await expect(notice).toBeFocused();
    await expect(notice).toHaveAccessibleName("Wichtiger Hinweis zu Risiken");
    await expect(notice.getByTestId("yield-footnote")).toContainText("3,3 % p. a.");
  });

  test("the risk notice carries the recognised warnings and names the specific risks", async ({ page }) => {
    const notice = page.getByTestId("risk-notice");
    const warnings = await notice.getByTestId("risk-warnings").locator("p").allTextContents();
    expect(warnings).toEqual(agreedRiskWarnings);
    const risks = notice.locator("li");
    await expect(risks).toHaveCount(7);
    for (const risk of [
      "Kündigung des Betreibers",
      "Liegeplatzes",
      "Airbnb",
      "1930",
      "Haftung als Eigentümer",
      "Liquidität",
      "Regeln",
    ]) {
      await expect(notice.locator("ul")).toContainText(risk);
    }
    await expect(notice).toContainText("keine Anlageberatung");
    await expect(notice).not.toContainText("Wie bei jeder Sachinvestition");
  });

  test("the rating and the reviews name their source and date", async ({ page }) => {
    const source = page.getByTestId("rating-source");
    await expect(source).toBeVisible();
    await expect(source).toContainText(/^Bewertungen von Gästen auf Airbnb, Stand: \S/);
    const badge = page.locator("#start figure").filter({ hasText: "Gäste-Favorit" });
    await expect(badge).toHaveAccessibleDescription(/^Bewertungen von Gästen auf Airbnb, Stand: /);
    const months = await page
      .locator("[data-testid=review] time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(months).toHaveLength(3);
    expect(months).toEqual([...months].sort().reverse());
  });

  test("the facts for the buyer open one by one on screen and mark what is still missing", async ({ page }) => {
    const facts = page.getByTestId("buyer-facts");
    await expect(facts.getByRole("heading", { name: "Fakten für Ihre Entscheidung" })).toBeVisible();
    const blocks = facts.locator("details");
    await expect(blocks.locator("summary")).toHaveText(agreedBuyerFactTopics);
    const costs = blocks.filter({ hasText: "Kosten im Detail" });
    await expect(costs.locator("dl")).toBeHidden();
    await costs.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(costs).toHaveAttribute("open", "");
    await expect(costs.locator("dl")).toBeVisible();
    await expect(costs.locator("dl")).toContainText("55 % des Umsatzes, bei 60 Nächten 4.290 €");
    const operator = blocks.filter({ hasText: "Betreiber und Betreibervertrag" });
    await operator.locator("summary").click();
    await expect(operator.locator("mark[data-placeholder]").first()).toBeVisible();
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain('"FAQPage"');
  });

  test("print shows every block of facts open", async ({ page }) => {
    const blocks = page.getByTestId("buyer-facts").locator("details");
    await expect(blocks).toHaveCount(6);
    await page.emulateMedia({ media: "print" });
    for (const block of await blocks.all()) {
      await expect(block).not.toHaveAttribute("open");
      const content = block.locator("summary + div");
      await expect(content).toBeVisible();
      expect(await content.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(20);
    }
    await page.emulateMedia({ media: "screen" });
    await expect(blocks.first().locator("summary + div")).toBeHidden();
  });

  test("has no accessibility violations with the facts open (axe)", async ({ page }) => {
    for (const summary of await page.getByTestId("buyer-facts").locator("summary").all()) await summary.click();
    const results = await new AxeBuilder({ page }).include("#rendite").include("#bewertungen").analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
