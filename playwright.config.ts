import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3999);
export const sentryReceiverPort = 4319;
export const smtpPort = 4325;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: ci ? 1 : 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 15_000 },
  outputDir: ".tmp/test-results",
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-results.json" }]],
  globalSetup: "./tests/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build as the demo (its accounts and data) on a fresh embedded database,
    // reporting errors to the local receiver and sending mail to the local SMTP server.
    command: `node -e "require('node:fs').rmSync('.tmp/e2e-data',{recursive:true,force:true})" && node server.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      DEMO_MODE: "true",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: ".tmp/e2e-data",
      LOG_LEVEL: "warn",
      SENTRY_DSN: `http://vitaalpublickey@127.0.0.1:${sentryReceiverPort}/42`,
      SENTRY_ENVIRONMENT: "e2e",
      MONITORING_RATE_LIMIT: "1000",
      // Every test comes from 127.0.0.1; the per-account lockout is what the specs exercise.
      AUTH_CLIENT_LIMIT: "1000",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DEMO_IDP: "external",
      // Coaches' calendar subscriptions are served by a spec on 127.0.0.1.
      OUTBOUND_FETCH_ALLOW_LOOPBACK: "true",
    },
  },
});
