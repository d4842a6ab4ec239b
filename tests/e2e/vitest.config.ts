import { defineConfig } from "vitest/config";
import { aliases } from "../support/aliases";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["tests/e2e/**/*.e2e.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    // A journey signs up, hashes passwords and waits for mails: 15 s on an idle machine, over 30 s
    // when the 2 cores also run the server, two browsers and other work (seen on CI).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page that loads its data after hydration can take more than expect.poll's default second
    // when the 2 cores also run the server and a second browser.
    expect: { poll: { timeout: 10_000 } },
    // Two cores: one Chromium per worker is as much as the machine takes.
    maxWorkers: 2,
    isolate: false,
  },
});
