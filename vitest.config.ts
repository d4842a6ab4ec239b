import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
    },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "domain/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/support/pglite-template.ts"],
    // Opening an embedded database (PGlite's initdb) takes seconds, more on a loaded machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
