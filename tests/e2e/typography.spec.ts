import { readSiteContent } from "../support/site-content.ts";
import { expect, test } from "./fixtures.ts";

// A number and its unit, and a legal reference and its number, with whatever whitespace the page put between them.
// The list is the test's own, so a unit the formatting layer forgets is caught here.
const pairs = [
  /(\d)(\s+)(€|%|m|l|kW|PS|Nacht|Nächte|Nächten|Tage|Tagen|Jahre|Jahren|Zeichen)(?![\p{L}\d])/gu,
  // The English edition's: „60 nights“, „77 kW (105 hp)“, „§ 2 para. 1 no. 3“.
  /(\d)(\s+)(hp|night|nights|day|days|year|years|characters)(?![\p{L}\d])/gu,
  /(\bpara\.|\bno\.)(\s+)(\d)/gu,
  /(%)(\s+)(p\.)/gu,
  /(p\.)(\s+)(a\.)/gu,
  /(§§?|\bArt\.|\bAbs\.|\bNr\.|\blit\.)(\s+)([\p{L}\d])/gu,
];

interface Split {
  text: string;
  separator: string;
  sameLine: boolean;
}

// The least number of pairs each page holds, so that a page that lost its text cannot pass unnoticed. The Impressum's
// second, „§ 36 VSBG“, shows only once the owner declares a business sale. English writes „€75,000“ and „3.3%“ without
// a space, so its page holds fewer. The error pages of a plain form post state each field's rule with its length in
// characters: four pairs in each language.
const pages = {
  "/": 40,
  "/en/": 20,
  "/impressum/": 1,
  "/datenschutz/": 30,
  "/kontakt/fehler/": 4,
  "/en/kontakt/fehler/": 4,
};

for (const [path, least] of Object.entries(pages)) {
  test(`${path}: at 320 px no number is separated from its unit`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(path);
    // Lay out every section that skips layout until it comes near the viewport, then wait for the fonts that
    // layout asks for: line breaks are measured in the real fonts.
    await page.evaluate(async () => {
      document.querySelectorAll<HTMLElement>(".render-when-near").forEach((section) => {
        section.style.contentVisibility = "visible";
      });
      document.body.getBoundingClientRect();
      await document.fonts.ready;
    });
    const found: Split[] = await page.evaluate(
      (patterns) => {
        const results: { text: string; separator: string; sameLine: boolean }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) =>
            node.parentElement?.closest("script, style, noscript")
              ? NodeFilter.FILTER_REJECT
              : NodeFilter.FILTER_ACCEPT,
        });
        const lineOf = (node: Text, offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const rect = range.getClientRects()[0];
          return rect ? rect.top + rect.height / 2 : undefined;
        };
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const element = node.parentElement!;
          const rect = element.getBoundingClientRect();
          // Screen-reader-only text is one pixel wide; it wraps after every word and is never seen.
          const laidOut = rect.width > 2 && getComputedStyle(element).visibility !== "hidden";
          for (const source of patterns) {
            for (const match of node.data.matchAll(new RegExp(source, "gu"))) {
              const start = match.index! + match[1]!.length - 1;
              const end = match.index! + match[1]!.length + match[2]!.length;
              const before = laidOut ? lineOf(node, start) : undefined;
              const after = laidOut ? lineOf(node, end) : undefined;
              results.push({
                text: match[0],
                separator: match[2]!,
                sameLine: before === undefined || after === undefined || Math.abs(before - after) < 4,
              });
            }
          }
        }
        return results;
      },
      pairs.map((pattern) => pattern.source),
    );
    expect(found.length).toBeGreaterThanOrEqual(least);
    expect(found.filter((pair) => !/^[\u00a0\u202f]$/.test(pair.separator)).map((pair) => pair.text)).toEqual([]);
    expect(found.filter((pair) => !pair.sameLine).map((pair) => pair.text)).toEqual([]);
  });
}

test("the technical data's labels read in capitals as written, and the engine with its power in kW and PS", async ({
  page,
}) => {
  const { boat, "technical-data": technicalData } = readSiteContent().content;
  await page.goto("/");
  const labels = page.locator("#technische-daten dt");
  await labels.first().scrollIntoViewIfNeeded();
  // innerText is the text as set on screen, capitals included; it is empty until the section is rendered.
  const shown = () => labels.evaluateAll((terms) => terms.map((term) => (term as HTMLElement).innerText));
  await expect.poll(shown).toEqual(technicalData.rows.map(({ label }) => label.toLocaleUpperCase("de-DE")));
  // 1 PS (metric horsepower) is 735.49875 W by definition; whole numbers on the page.
  const german = (value: number) => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }).format(value);
  const power = `${german(boat.enginePowerKw)} kW (${german((boat.enginePowerKw * 1000) / 735.49875)} PS)`;
  await expect(page.locator("#technische-daten")).toContainText(`${boat.engine}, ${power}`);
});

// What an owner types into a heading: German letters, Latin-1 and the typographic punctuation. The list is the
// test's own, so a heading font cut to fewer characters is caught here.
const ownerCharacters =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ÄÖÜäöüß ÀÁÂÇÈÉÊËÎÏÑÓÔŒÙÛàáâçèéêëîïñóôœùûÿ " +
  "!\"#$%&'()*+,-./:;<=>?@[]_{|}~ „“”‚‘’ «»‹› – — … · • ′ ″ € £ § ° ± × ÷ ² ³ ½ ¼ © ® ™ \u00a0\u202f\u2009";

for (const path of ["/", "/en/", "/404.html", "/impressum/", "/datenschutz/"]) {
  test(`${path}: headings are drawn from the heading font's file of their weight, with every character an owner types`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.evaluate(() => {
      document.querySelectorAll<HTMLElement>(".render-when-near").forEach((section) => {
        section.style.contentVisibility = "visible";
      });
    });
    const { family, weightsUsed, weightsServed } = await page.evaluate(async () => {
      const family = getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0]!.trim();
      const weightsUsed = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const style = getComputedStyle(node.parentElement!);
        if (node.textContent!.trim() && style.fontFamily.startsWith(family)) weightsUsed.add(style.fontWeight);
      }
      await document.fonts.ready;
      const weightsServed = [...document.fonts].filter((face) => face.family === family).map((face) => face.weight);
      return { family, weightsUsed: [...weightsUsed], weightsServed };
    });
    expect(weightsUsed.length).toBeGreaterThan(0);
    // A weight no file covers would be drawn from the nearest one: thinner or thicker than asked for.
    const covered = (weight: string) =>
      weightsServed.some((range) => {
        const [lightest, boldest = lightest] = range.split(" ").map(Number);
        return lightest! <= Number(weight) && Number(weight) <= boldest!;
      });
    expect(weightsUsed.filter((weight) => !covered(weight))).toEqual([]);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    for (const weight of weightsUsed) {
      await page.evaluate(
        async ({ family, weight, text }) => {
          document.getElementById("font-probe")?.remove();
          const probe = document.createElement("h2");
          probe.id = "font-probe";
          probe.textContent = text;
          probe.style.fontWeight = weight;
          document.body.prepend(probe);
          await document.fonts.load(`${weight} 16px ${family}`, text);
        },
        { family, weight, text: ownerCharacters },
      );
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#font-probe" });
      // Polled: the platform fonts are read from the laid-out text, which a busy machine may not have laid out yet.
      await expect
        .poll(
          async () => {
            const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
            return fonts.map((font) => ({ custom: font.isCustomFont, family: font.familyName }));
          },
          { message: `weight ${weight}` },
        )
        .toEqual([{ custom: true, family: "Fraunces" }]);
    }
  });
}
