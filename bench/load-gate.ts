import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

export type LoadGate = {
  /** Waits until the 1-minute load average is below the threshold, or the time cap has passed. */
  wait(): Promise<{ load: number; waitedS: number; quiet: boolean }>;
  threshold: number;
};

/**
 * Lighthouse's simulated throttling multiplies the main thread's observed task times, so a CPU shared with other
 * work turns into blocking time. Each run waits for a quieter machine, up to `maxWaitS`, and records the load.
 * Defaults: `BENCH_MAX_LOAD` (the number of cores) and `BENCH_MAX_WAIT_S` (60 s).
 */
export function loadGate(
  threshold = Number(process.env.BENCH_MAX_LOAD ?? os.availableParallelism()),
  maxWaitS = Number(process.env.BENCH_MAX_WAIT_S ?? 60),
): LoadGate {
  return {
    threshold,
    async wait() {
      const started = performance.now();
      const waited = () => Math.round((performance.now() - started) / 1000);
      while (os.loadavg()[0]! >= threshold && waited() < maxWaitS) await sleep(5_000);
      const load = Math.round(os.loadavg()[0]! * 10) / 10;
      return { load, waitedS: waited(), quiet: load < threshold };
    },
  };
}
