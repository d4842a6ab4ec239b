import { defineConfig } from "vitest/config";
import { aliases } from "../support/aliases";

/** What the pre-rendered HTML holds, read from `build/client` without a browser or a server. */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["tests/html/**/*.html.test.ts"],
    globalSetup: ["tests/html/global-setup.ts"],
    environment: "node",
  },
});
