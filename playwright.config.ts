import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { serverBundle } from "./scripts/build-server.mjs";
import { serverNodeArgs } from "./scripts/server-env.mjs";

// A fresh database and file store per run; the server is the built site
// (npm run build first). E2E_PORT and BUILD_DIR let parallel runs coexist.
const port = Number(process.env.E2E_PORT ?? 3210);
const runDir = path.join(os.tmpdir(), `school-e2e-${port}`);

const SITE_WIDE = [
  "**/school-profile.spec.ts",
  "**/school-owns-site.spec.ts",
  "**/pages-editor.spec.ts",
  "**/design.spec.ts",
  // An alert shows on every page while it runs.
  "**/notices.spec.ts",
  "**/office-day-one.spec.ts",
];

// Journeys that add photos to the spec's tabbed pages run after every other
// test, so the pages' own tests (static-pages.spec.ts) see the spec's photos.
const LAST = ["**/office-habits.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${port}`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["github"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [...SITE_WIDE, ...LAST],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Journeys that change what every page shows (the school's name, phones,
    // colours, the menu) run one at a time, so none sees another's change
    // half-way; the other worker keeps running the rest meanwhile.
    { name: "site-wide", testMatch: SITE_WIDE, workers: 1, use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "last",
      testMatch: LAST,
      dependencies: ["chromium", "site-wide"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    // The server as npm start runs it: bundled from the sources (scripts/build-server.mjs),
    // on the Node that E2E_NODE names (npm test: Node 24, scripts/test-node24.mjs).
    command: `rm -rf ${runDir} && node scripts/build-server.mjs && ${process.env.E2E_NODE ?? "node"} ${serverNodeArgs.join(" ")} ${serverBundle(process.env.BUILD_DIR ?? "build")}`,
    url: `http://127.0.0.1:${port}/api/highlight/tvms`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      // As npm start runs it (scripts/server-env.mjs): React's production build.
      NODE_ENV: "production",
      // The journeys check what a visitor sees right after a staff change, on
      // a machine busy with browsers: wait for the new version rather than get
      // the previous one after 250 ms (the stale answer has its own unit tests).
      PAGE_STALE_WAIT_MS: "5000",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: path.join(runDir, "site.db"),
      DATA_DIR: path.join(runDir, "files"),
      LOG_LEVEL: "warn",
      RATE_LIMIT_FACTOR: "50",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "e2e-admin-password",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
