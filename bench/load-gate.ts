import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

export type GateReading = {
  /** The 1-minute load average when the run started. */
  load: number;
  waitedS: number;
  /** Whether the run started below the threshold; a run that did not measures the other processes too. */
  quiet: boolean;
};

export type LoadGate = {
  /** Waits until the 1-minute load average is below the threshold, or the time cap has passed. */
  wait(): Promise<GateReading>;
  threshold: number;
};

/**
 * Lighthouse's simulated throttling multiplies the main thread's observed task times by 4, so a CPU shared with other
 * work turns into blocking time: a run counts only when it starts with half the cores idle. Each run waits for that,
 * up to `maxWaitS`, and records the load and the wait. Defaults: `BENCH_MAX_LOAD` (half the cores) and
 * `BENCH_MAX_WAIT_S` (600 s).
 */
export function loadGate(
  threshold = Number(process.env.BENCH_MAX_LOAD ?? os.availableParallelism() / 2),
  maxWaitS = Number(process.env.BENCH_MAX_WAIT_S ?? 600),
): LoadGate {
  return {
    threshold,
    async wait() {
      const started = performance.now();
      const waited = () => Math.round((performance.now() - started) / 1000);
      while (os.loadavg()[0]! >= threshold && waited() < maxWaitS) await sleep(5_000);
      const load = Math.round(os.loadavg()[0]! * 100) / 100;
      return { load, waitedS: waited(), quiet: os.loadavg()[0]! < threshold };
    },
  };
}
