import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not run in unit tests.
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        // Server, contract and script tests each build their own app and database and mock no
        // module: they share a worker's loaded modules instead of importing the whole server
        // again for every file (importing was half the unit run: CI's run went from about 7 to 3.5 minutes).
        extends: true,
        test: { name: "server", include: ["{server,contract,scripts}/**/*.test.{ts,tsx}"], isolate: false },
      },
      {
        // Browser-side tests run in a fresh module graph and document per file: they mock
        // modules (react-dom/server) and leave markup and listeners in the page they share.
        extends: true,
        test: { name: "app", include: ["app/**/*.test.{ts,tsx}"] },
      },
    ],
  },
});
