export interface BarChartBox {
  width: number;
  height: number;
  /** Room above the plot for value labels, and below it for category labels. */
  top: number;
  bottom: number;
  barShare: number;
  /** Room on the left for the zero line's label, reserved only when a value is negative. */
  zeroLabelWidth: number;
  /** The least height a bar is drawn with, so a value of zero still shows as a sliver. */
  minBarHeight?: number;
}

/** Positions for a vertical bar chart with a zero line, in the SVG's own units. */
export function layoutBarChart(values: readonly number[], box: BarChartBox) {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const plotHeight = box.height - box.top - box.bottom;
  const range = max - min || 1;
  const yOf = (value: number) => box.top + ((max - value) / range) * plotHeight;
  const zeroY = yOf(0);
  const plotLeft = min < 0 ? box.zeroLabelWidth : 0;
  const slot = (box.width - plotLeft) / Math.max(values.length, 1);
  const width = slot * box.barShare;
  const bars = values.map((value, index) => {
    const x = plotLeft + slot * index + (slot - width) / 2;
    const y = Math.min(yOf(value), zeroY);
    return {
      x,
      width,
      /** For the labels: the bar's centre, and where its value sits (above the bar, or above the zero line below it). */
      centerX: x + width / 2,
      y,
      height: Math.max(Math.abs(yOf(value) - zeroY), box.minBarHeight ?? 0),
      labelY: value >= 0 ? y - 6 : zeroY - 6,
    };
  });
  return { bars, zeroY, hasNegative: min < 0, plotBottom: box.height - box.bottom, plotLeft };
}
