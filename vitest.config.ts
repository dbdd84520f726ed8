import { defineConfig } from "vitest/config";

// Three projects: the engine and pure unit tests need no servers; integration and end-to-end
// tests share one local stack (DynamoDB Local + fauxqs) started by the global setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "engine",
          include: ["tests/engine/**/*.test.ts"],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/infra/**/*.test.ts"],
          setupFiles: ["tests/setup/unit-env.ts"],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/setup/local-stack.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
