import { expect, it } from "vitest";
import { layoutBarChart } from "../../src/views/bar-chart.ts";

const box = { width: 300, height: 200, top: 20, bottom: 40, barShare: 0.5, zeroLabelWidth: 30 };

it("draws positive bars up from a zero line at the bottom of the plot, in proportion", () => {
  const chart = layoutBarChart([100, 200, 50], box);
  expect(chart.hasNegative).toBe(false);
  expect(chart.zeroY).toBe(160);
  expect(chart.plotBottom).toBe(160);
  expect(chart.bars.map((bar) => bar.height)).toEqual([70, 140, 35]);
  expect(chart.bars.map((bar) => bar.y + bar.height)).toEqual([160, 160, 160]);
  // Three slots of 100, each bar half a slot wide and centred.
  expect(chart.bars.map((bar) => [bar.x, bar.width, bar.centerX])).toEqual([
    [25, 50, 50],
    [125, 50, 150],
    [225, 50, 250],
  ]);
  expect(chart.bars[1]!.labelY).toBe(chart.bars[1]!.y - 6);
});

it("hangs negative bars below the zero line and makes room for its label", () => {
  const chart = layoutBarChart([-100, 300], box);
  expect(chart.hasNegative).toBe(true);
  // 400 euros over 140 units: zero sits three quarters down the plot.
  expect(chart.zeroY).toBe(125);
  const [loss, profit] = chart.bars;
  expect(loss!.y).toBe(125);
  expect(loss!.height).toBe(35);
  expect(profit!.y + profit!.height).toBe(125);
  expect(profit!.height).toBe(105);
  expect(loss!.labelY).toBeLessThan(chart.zeroY);
  expect(chart.plotLeft).toBe(30);
  expect(loss!.x).toBeGreaterThan(30);
});

it("keeps a flat zero line when every value is zero", () => {
  const chart = layoutBarChart([0, 0], box);
  expect(chart.bars.every((bar) => bar.height === 0)).toBe(true);
  expect(Number.isFinite(chart.zeroY)).toBe(true);
});
