import { defineConfig } from '@playwright/test';

// End-to-end tests run against a production build on the embedded registry, in Debian's
// Chromium (browser downloads do not work everywhere): CHROMIUM_PATH points elsewhere.
// E2E_BASE_URL runs the tests against a server that is already up (a dev server, say).
const port = Number(process.env.E2E_PORT ?? 3100);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'api', testMatch: /.*\.api\.spec\.ts/ },
    { name: 'chromium', testIgnore: /.*\.api\.spec\.ts/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: external
    ? undefined
    : {
    command: `npx next build && npx next start --hostname 127.0.0.1 --port ${port}`,
    url: `${baseURL}/`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      REGISTRY_DB_PATH: process.env.E2E_DB_PATH ?? '.data/e2e.sqlite',
      REGISTRY_API_URL: '',
      REGISTRY_API_KEY: '',
    },
  },
});
