import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** What the pre-rendered HTML holds, read from `build/client` without a browser or a server. */
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("../../app", import.meta.url)),
      "@domain": fileURLToPath(new URL("../../domain", import.meta.url)),
    },
  },
  test: {
    include: ["tests/html/**/*.html.test.ts"],
    globalSetup: ["tests/html/global-setup.ts"],
    environment: "node",
  },
});
