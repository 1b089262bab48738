import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Tests that start servers or processes take longer than the default 5 s on a busy machine.
    testTimeout: 20_000,
  },
});
