export interface Bar {
  /** Left edge and width of the bar, and its centre for labels. */
  x: number;
  width: number;
  centerX: number;
  /** Top edge and height; a negative value's bar hangs below the zero line. */
  y: number;
  height: number;
  /** Where the value's label sits: above a positive bar, just above the zero line for a negative one. */
  labelY: number;
}

export interface BarChartLayout {
  bars: Bar[];
  /** The y of the zero line. */
  zeroY: number;
  /** True when a bar is below zero, so the zero line needs a label. */
  hasNegative: boolean;
  /** The bottom of the plot area, where the category labels start. */
  plotBottom: number;
  /** The left edge of the bars; the room before it holds the zero line's label when there is one. */
  plotLeft: number;
}

export interface BarChartFrame {
  width: number;
  height: number;
  /** Room above the plot for value labels, and below it for category labels. */
  top: number;
  bottom: number;
  /** The share of each slot that the bar fills. */
  barShare: number;
  /** Room on the left for the zero line's label, reserved only when a value is negative. */
  zeroLabelWidth: number;
  /** The least height a bar is drawn with, so a value of zero still shows as a sliver. */
  minBarHeight?: number;
}

/** Positions for a vertical bar chart with a zero line, in the SVG's own units. */
export function layoutBarChart(values: readonly number[], frame: BarChartFrame): BarChartLayout {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const plotHeight = frame.height - frame.top - frame.bottom;
  const range = max - min || 1;
  const yOf = (value: number) => frame.top + ((max - value) / range) * plotHeight;
  const zeroY = yOf(0);
  const plotLeft = min < 0 ? frame.zeroLabelWidth : 0;
  const slot = (frame.width - plotLeft) / Math.max(values.length, 1);
  const width = slot * frame.barShare;
  const bars = values.map((value, index) => {
    const x = plotLeft + slot * index + (slot - width) / 2;
    const y = Math.min(yOf(value), zeroY);
    return {
      x,
      width,
      centerX: x + width / 2,
      y,
      height: Math.max(Math.abs(yOf(value) - zeroY), frame.minBarHeight ?? 0),
      labelY: value >= 0 ? y - 6 : zeroY - 6,
    };
  });
  return { bars, zeroY, hasNegative: min < 0, plotBottom: frame.height - frame.bottom, plotLeft };
}
