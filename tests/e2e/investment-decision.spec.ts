import AxeBuilder from "@axe-core/playwright";
import { markedTexts, splitPlaceholders } from "../../src/content-reading/placeholders.ts";
import { formatsIn } from "../../src/formatting/format.ts";
import { markedSegmentsText, readSiteContent, segmentsText } from "../support/site-content.ts";
import { forecastFor } from "../support/forecast.ts";
import { expect, test, useSharedPage } from "./fixtures.ts";

const { formatEuro, formatInteger, formatNights, formatPercent, typeset } = formatsIn("de");

// The forecast as the view code computes it from the project's own return-model.yaml: the figures on the page must be
// exactly these, whatever the owner's price, occupancy and costs.
const { content, placeholders, page: expected } = readSiteContent();
const { table, scenarios, riskNotice, buyerFacts } = expected.returnModel;
const baseCase = scenarios.rows.find((row) => row.isBaseCase)!;
const inputs = content["return-model"];

/** A scenario's row heading: its nights, then at most a label such as the base case's. */
const nightsThenLabel = (nights: number) => new RegExp(`^${formatInteger(nights).replace(".", "\\.")}(\\D.*)?$`);

/** One season's forecast from return-model.yaml's inputs, by the tests' own oracle. */
const forecast = (nights: number) => forecastFor(inputs, nights);

test.describe("weighing the investment", () => {
  test.describe("reading the figures, the risks and the reviews", () => {
    const shared = useSharedPage((page) => page.goto("/"));

    test("the forecast is labelled as such, with what it leaves out", async () => {
      const { page } = shared;
      const forecast = page.getByTestId("return-model-table");
      await expect(forecast.locator("caption")).toHaveText(table.caption);
      await expect(forecast.locator("tbody tr").last().locator("th")).toHaveText(table.rows.at(-1)!.label);
      // A placeholder's mark adds a note for screen readers after it.
      const paragraphs = page.getByTestId("forecast-assumptions").locator("p");
      await expect(paragraphs).toHaveCount(expected.returnModel.assumptions.paragraphs.length);
      for (const [index, paragraph] of expected.returnModel.assumptions.paragraphs.entries()) {
        await expect(paragraphs.nth(index)).toContainText(segmentsText(paragraph));
      }
    });

    test("the scenario table holds every scenario, the base case marked, agreeing with the nine-row table", async () => {
      const { page } = shared;
      const scenarioTable = page.getByTestId("scenario-table");
      await expect(scenarioTable.locator("caption")).toHaveText(scenarios.caption);
      await expect(scenarioTable.locator("thead th")).toHaveText(
        scenarios.columns.map((column) => column.replace("\u00ad", "")),
      );
      await expect(scenarioTable.locator("tbody th[scope=row]")).toHaveText(
        scenarios.rows.map(
          (row) => new RegExp(`^${row.nights}${row.isBaseCase ? `\\s*${scenarios.baseCaseLabel}` : ""}$`),
        ),
      );
      const baseRows = scenarioTable.locator("tbody tr[data-base-case]");
      await expect(baseRows).toHaveCount(1);
      await expect(baseRows.locator("th")).toHaveText(nightsThenLabel(inputs.occupiedNightsPerSeason));
      // Each scenario's figures as worked out here from return-model.yaml, the base case the nine-row table's season.
      const nights = [...new Set([...inputs.scenarioNights, inputs.occupiedNightsPerSeason])].sort((a, b) => a - b);
      const rows = scenarioTable.locator("tbody tr");
      await expect(rows).toHaveCount(nights.length);
      for (const [index, season] of nights.map(forecast).entries()) {
        await expect(rows.nth(index).locator("th")).toHaveText(nightsThenLabel(season.nights));
        await expect(rows.nth(index).locator("td")).toHaveText([
          formatEuro(season.grossRevenue),
          formatEuro(season.ownerProfit),
          formatPercent(season.yieldPercent),
        ]);
      }
      const base = forecast(inputs.occupiedNightsPerSeason);
      await expect(page.getByTestId("return-model-table").locator("tbody td")).toHaveText([
        formatEuro(inputs.purchasePriceEuro),
        formatNights(inputs.occupiedNightsPerSeason),
        formatEuro(inputs.averagePricePerNightEuro),
        formatEuro(base.grossRevenue),
        formatEuro(base.totalCosts),
        formatEuro(base.profitBeforeSplit),
        formatEuro(base.operatorShare),
        formatEuro(base.ownerProfit),
        formatPercent(base.yieldPercent),
      ]);
    });

    test("the fixed costs a season without letting still bears stand under the scenarios", async () => {
      const { page } = shared;
      const fixedCosts = content["return-model"].costItems.reduce(
        (sum, item) => sum + (item.kind === "euroPerYear" ? item.euroPerYear : 0),
        0,
      );
      const note = page.getByTestId("scenario-table").locator("..").getByTestId("fixed-costs-note");
      await expect(note).toHaveText(scenarios.fixedCostsNote!);
      await expect(note).toContainText(formatEuro(fixedCosts));
      // The cost row names no share of revenue, which would hold only at the base case.
      const rowLabels = await page.getByTestId("return-model-table").locator("tbody th").allTextContents();
      expect(rowLabels.join(" ")).not.toMatch(/%\s*des Umsatzes/);
    });

    test("the chart draws the same scenarios as a labelled image without script", async () => {
      const { page } = shared;
      const chart = page.getByTestId("scenario-chart").locator("svg");
      await expect(page.getByRole("img", { name: scenarios.chart.title })).toBeVisible();
      const description = await chart.evaluate((svg) => {
        const id = svg.getAttribute("aria-describedby")!;
        return document.getElementById(id)?.textContent ?? "";
      });
      expect(description).toBe(scenarios.chart.description);
      const tableProfits = await page
        .getByTestId("scenario-table")
        .locator("tbody tr td:nth-of-type(2)")
        .allTextContents();
      for (const profit of tableProfits) expect(description).toContain(profit.trim());
      await expect(chart.locator("rect")).toHaveCount(scenarios.rows.length);
      await expect(chart.locator("g[data-base-case] text")).toHaveText([
        baseCase.ownerProfit,
        baseCase.nights,
        scenarios.baseCaseLabel,
      ]);
      await expect(chart.locator("[data-testid=zero-line]")).toHaveCount(1);
      await expect(page.locator("#rendite script")).toHaveCount(0);
    });

    test("the risk notice carries the warnings and names the specific risks", async () => {
      const { page } = shared;
      const notice = page.getByTestId("risk-notice");
      await expect(notice.getByTestId("risk-warnings").locator("p")).toHaveText(
        riskNotice.warnings.map(({ text }) => text),
      );
      await expect(notice.locator("li")).toHaveText(
        riskNotice.risks.map(({ name, text }) => name + segmentsText(text)),
      );
      await expect(notice).toContainText(riskNotice.closing);
    });

    test("the rating and the reviews name their source and date", async () => {
      const { page } = shared;
      const source = page.getByTestId("rating-source");
      await expect(source).toBeVisible();
      // A placeholder's mark adds a note for screen readers after it.
      await expect(source).toContainText(segmentsText(expected.reviews.source));
      const badge = page.getByTestId("rating-badge");
      await expect(badge.getByText(expected.hero.infoCards.rating.count)).toBeVisible();
      const months = await page
        .locator("[data-testid=review] time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
      expect(months).toEqual(
        content.reviews.reviews
          .map((review) => review.month)
          .sort()
          .reverse(),
      );
    });
  });

  test.describe("following a footnote, opening the facts, printing", () => {
    test.beforeEach(async ({ page }) => {
      await page.goto("/");
    });

    test("the hero's yield card has a footnote that leads to the risk notice, by keyboard too", async ({ page }) => {
      const { yield: yieldCard } = expected.hero.infoCards;
      const card = page.locator("#start").getByRole("listitem").filter({ hasText: yieldCard.label });
      await expect(card.getByTestId("hero-yield")).toContainText(table.rows.at(-1)!.value);
      await expect(card).toContainText(yieldCard.note);
      const footnote = card.getByRole("link", { name: yieldCard.footnoteLabel });
      await expect(footnote).toHaveAttribute("href", `#${riskNotice.id}`);
      await footnote.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`#${riskNotice.id}$`));
      const notice = page.getByTestId("risk-notice");
      await expect(notice).toBeInViewport();
      await expect(notice).toBeFocused();
      await expect(notice).toHaveAccessibleName(riskNotice.title);
      await expect(notice.getByTestId("yield-footnote")).toContainText(riskNotice.footnote.text);
      await expect(notice.getByTestId("yield-footnote")).toContainText(table.rows.at(-1)!.value);
    });

    test("the facts for the buyer open one by one on screen and mark what is still missing", async ({ page }) => {
      const facts = page.getByTestId("buyer-facts");
      await expect(facts.getByRole("heading", { name: buyerFacts.heading })).toBeVisible();
      const blocks = facts.locator("details");
      await expect(blocks.locator("summary")).toHaveText(buyerFacts.topics.map((topic) => topic.title));
      const costsTopic = buyerFacts.topics.find((topic) =>
        topic.facts.some((fact) => segmentsText(fact.value).includes(table.rows[4]!.value)),
      )!;
      const costs = blocks.filter({ hasText: costsTopic.title });
      await expect(costs.locator("dl")).toBeHidden();
      await costs.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(costs).toHaveAttribute("open", "");
      await expect(costs.locator("dd")).toHaveText(costsTopic.facts.map((fact) => markedSegmentsText(fact.value)));

      // Marks every bracketed placeholder where it stands, also one a named field brings in ({umsatzsteuer}); FAQ data
      // for search engines only once buyer-facts.yaml holds none.
      // The German page marks the German placeholders; those under en: are the English page's.
      const open = placeholders.filter(({ file }) => file === "src/content/buyer-facts.yaml");
      const openInGerman = open.filter(({ path }) => path[0] !== "en");
      for (const block of await blocks.all()) await block.locator("summary").click();
      const marked = markedTexts(placeholders);
      const shownTexts = buyerFacts.topics.flatMap((topic) =>
        [...topic.facts.map(({ value }) => value), ...topic.notes].map(segmentsText),
      );
      const markCount = shownTexts
        .flatMap((text) => splitPlaceholders(typeset(text), marked))
        .filter((part) => part.isPlaceholder).length;
      expect(markCount).toBeGreaterThanOrEqual(openInGerman.filter(({ shown }) => shown.startsWith("[")).length);
      await expect(facts.locator("mark[data-placeholder]")).toHaveCount(markCount);
      const html = await (await page.request.get("/")).text();
      expect(html.includes('"FAQPage"')).toBe(open.length === 0);
    });

    test("print shows every block of facts open", async ({ page }) => {
      const blocks = page.getByTestId("buyer-facts").locator("details");
      await expect(blocks).toHaveCount(buyerFacts.topics.length);
      await page.emulateMedia({ media: "print" });
      for (const block of await blocks.all()) {
        await expect(block).not.toHaveAttribute("open");
        const body = block.locator("summary + div");
        await expect(body).toBeVisible();
        expect(await body.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(20);
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
});
