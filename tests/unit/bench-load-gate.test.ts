import { describe, expect, it } from "vitest";
import { loadGate } from "../../bench/load-gate.ts";
import { lighthouseBudgets } from "../../bench/lighthouse.ts";

type Run = Parameters<typeof lighthouseBudgets>[0]["mobile HTTP/1.1"][number];

const run = (overrides: Partial<Run> = {}): Run => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  benchmarkIndex: 2000,
  transferKiB: 100,
  observedFcpMs: 300,
  observedLoadMs: 400,
  load: 0.3,
  waitedS: 0,
  quiet: true,
  ...overrides,
});

const variants = (mobile11: Run[]) => ({
  "mobile HTTP/1.1": mobile11,
  "mobile HTTP/2": Array.from({ length: 5 }, () => run()),
  "desktop HTTP/2": Array.from({ length: 5 }, () => run()),
});

describe("the bench's load gate", () => {
  it("starts at once below the threshold and says the run counts", async () => {
    expect(await loadGate(Number.POSITIVE_INFINITY, 0).wait()).toMatchObject({ quiet: true, waitedS: 0 });
  });

  it("gives up after its time cap above the threshold and says the run does not count", async () => {
    const reading = await loadGate(0, 0).wait();
    expect(reading.quiet).toBe(false);
    expect(reading.load).toBeGreaterThanOrEqual(0);
  });

  it("judges a variant whose runs all started quiet, met or missed", () => {
    const lines = lighthouseBudgets(
      variants([run(), run(), run({ tbtMs: 200 }), run({ tbtMs: 200 }), run({ tbtMs: 200 })]),
      5,
      1,
    );
    const tbt = lines.find((line) => line.name.includes("mobil HTTP/1.1") && line.name.includes("TBT"))!;
    expect(tbt).toMatchObject({ pass: false, actual: "200 ms" });
    expect(tbt.unjudged).toBeUndefined();
    expect(lines.filter((line) => line.unjudged)).toEqual([]);
  });

  it("refuses to judge a variant with one run started above the threshold, and only that variant", () => {
    const lines = lighthouseBudgets(variants([run(), run(), run({ load: 1.7, quiet: false }), run(), run()]), 5, 1);
    const own = lines.filter((line) => line.name.includes("mobil HTTP/1.1"));
    expect(own.length).toBeGreaterThan(0);
    for (const line of own) expect(line.unjudged).toContain("1 von 5 Läufen begannen bei Last ≥ 1 (1.7)");
    expect(lines.filter((line) => !line.name.includes("mobil HTTP/1.1") && line.unjudged)).toEqual([]);
  });
});
