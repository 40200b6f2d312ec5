import { defineConfig } from '@playwright/test';
import { API_PORT, DEMO_ORIGIN, DEMO_PORT, SANDBOX_CONTROLS_TOKEN, WIDGET_ORIGIN } from './e2e/env';

// The end-to-end tests run against the built widget served by the sandbox API, with the demo
// hotel homepage on a second origin. Their own ports and a fresh database keep them apart from `npm start`.

export default defineConfig({
  testDir: 'e2e',
  // The fault switch is one per sandbox: tests that use it must not overlap.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: WIDGET_ORIGIN,
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${WIDGET_ORIGIN}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(API_PORT),
      DEMO_PORT: String(DEMO_PORT),
      ALLOWED_PARENT_ORIGINS: DEMO_ORIGIN,
      // One database per port: a run on other ports (E2E_API_PORT) does not delete this one's.
      DB_PATH: `data/e2e-${API_PORT}.db`,
      // The sandbox controls answer the tests only (e2e/sandbox.ts sends it).
      SANDBOX_CONTROLS_TOKEN,
    },
  },
});
