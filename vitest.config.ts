import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not run in unit tests.
export default defineConfig({
  test: {
    include: ["{app,server,contract,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
