import { defineConfig } from "vitest/config";
import { aliases } from "./tests/support/aliases";

export default defineConfig({
  resolve: { alias: aliases },
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
    // Vitest's default is one worker fewer than the cores: one on CI's two. The test files share
    // nothing (throw-away databases, folders and ports), and much of their time is spent waiting
    // on PostgreSQL, on child processes and on timers, which a second worker fills.
    maxWorkers: 2,
    // Each file re-importing fastify, zod, PGlite and the server took 94 of the 300 s of CPU. Loaded
    // once per worker instead: no test file mocks a module, sets the environment or a process-wide
    // setting, and the state modules keep (caches, the in-memory template) holds for any file.
    isolate: false,
    // Opening an embedded database (PGlite's initdb) takes seconds, more on a loaded machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
