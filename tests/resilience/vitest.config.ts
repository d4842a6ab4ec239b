import { defineConfig } from "vitest/config";
import { aliases } from "../support/aliases";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["tests/resilience/**/*.resilience.test.ts"],
    globalSetup: ["tests/resilience/global-setup.ts"],
    environment: "node",
    hookTimeout: 60_000,
    testTimeout: 60_000,
    // Vitest's default on 2 cores is one worker; the fuzzing alone would then set the pace.
    maxWorkers: 2,
  },
});
