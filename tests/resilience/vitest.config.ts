import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("../../app", import.meta.url)),
      "@domain": fileURLToPath(new URL("../../domain", import.meta.url)),
    },
  },
  test: {
    include: ["tests/resilience/**/*.resilience.test.ts"],
    globalSetup: ["tests/resilience/global-setup.ts"],
    environment: "node",
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
