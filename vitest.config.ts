import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      // Functions on data, nothing started and no state left behind: one worker runs many files without the 0.4 s of
      // a fresh one per file.
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false } },
      // Servers, child processes and environment variables: each file in a worker of its own.
      { test: { name: "integration", include: ["tests/integration/**/*.test.ts"] } },
    ],
    environment: "node",
    globalSetup: ["tests/support/function-content.ts"],
    // Tests that start servers or processes take longer than the default 5 s on a busy machine.
    testTimeout: 20_000,
    // Vitest's default (one worker fewer than cores) runs one file at a time on 2 cores; the integration tests spend
    // much of their time waiting for child processes, servers and timers, so two at a time took the suite there from
    // 276 to 214 s (three: 208 s). Running vitest beside Playwright rather than before it was tried (2026-11-28, a
    // fresh clone's `.ci/run`): the two cores were then 94 % busy, the run took 1169 s against 1105 s one after the
    // other, and four tests failed (two timed out, two lost a race), so `npm test` keeps them in turn.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
