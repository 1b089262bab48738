export type BudgetLine = {
  name: string;
  actual: string;
  limit: string;
  pass: boolean;
  note?: string;
  /** Why the figure may not be judged at all (runs started on a busy machine): then neither met nor missed. */
  unjudged?: string;
};

/** 1 KB = 1000 bytes throughout, like Vite's and Astro's build output. */
export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length / 2) - 1] ?? Number.NaN;
}

/** A budget met while `actual` ≤ `limit`; `show` formats both. */
export function atMost(
  name: string,
  actual: number,
  limit: number,
  show: (value: number) => string = String,
  note?: string,
): BudgetLine {
  return { name, actual: show(actual), limit: `≤ ${show(limit)}`, pass: actual <= limit, note };
}

export const ms = (value: number): string => `${value} ms`;
