import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import {
  FAIRNESS_PORT,
  REMOTE_API_KEY,
  REMOTE_COMPANY,
  REMOTE_PORT,
  STORAGE_PORT,
  UPSTREAM_PORT,
} from './e2e/support/remote';

// End-to-end tests run against a production build on the embedded registry, in Debian's
// Chromium (browser downloads do not work everywhere): CHROMIUM_PATH points elsewhere.
// E2E_BASE_URL runs the tests against a server that is already up (a dev server, say).
const port = Number(process.env.E2E_PORT ?? 3100);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;

// The 'remote' project: the same build started again in remote mode, against a scripted
// registry serving the project's fixtures (e2e/support/upstream.ts). E2E_REMOTE_BASE_URL
// names a remote-mode server that is already up; with E2E_BASE_URL alone there is no remote
// server to test, so the project is left out.
const externalRemote = process.env.E2E_REMOTE_BASE_URL;
const remoteBaseURL = externalRemote ?? `http://127.0.0.1:${REMOTE_PORT}`;
const upstreamURL = `http://127.0.0.1:${UPSTREAM_PORT}`;
// The scripted registry is the Document API too; its storage is a second origin the servers are told to allow.
const documentEnv = {
  REGISTRY_DOCUMENT_API_URL: upstreamURL,
  REGISTRY_DOCUMENT_STORAGE_ORIGINS: `http://127.0.0.1:${STORAGE_PORT}`,
};
const chromium = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;
const remoteSpecs = /[\\/]remote[\\/][^\\/]+\.spec\.ts$/;
// The fairness spec counts one client's share of the quota: it gets a server of its own with the
// default quota, while the other remote specs (one browser, one address) get a large one.
const fairnessSpec = /[\\/]remote[\\/]client-address\.spec\.ts$/;
const fairnessBaseURL = `http://127.0.0.1:${FAIRNESS_PORT}`;

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

// The specs run in parallel from one address: the per-client limits of the heavy routes (graphs,
// ownership, financials, documents, events) are off, as the proxy's is where it would trip.
const heavyLimitsOff = {
  HEAVY_ROUTE_CLIENT_LIMIT: '0',
  HEAVY_ROUTE_CLIENT_CONCURRENCY: '0',
  CHANGES_SSE_CLIENT_CONNECTIONS: '0',
};

// Started in this order, each once the one before answers: the remote server reuses the first one's build.
const embeddedServer: WebServer = {
  name: 'embedded',
  command: `npx next build && npx tsx server.ts --hostname 127.0.0.1 --port ${port}`,
  url: `${baseURL}/`,
  timeout: 240_000,
  reuseExistingServer: !process.env.CI,
  env: {
    NEXT_TELEMETRY_DISABLED: '1',
    REGISTRY_DB_PATH: process.env.E2E_DB_PATH ?? '.data/e2e.sqlite',
    REGISTRY_API_URL: '',
    REGISTRY_API_KEY: '',
    // The register changes only when a test says so (e2e/following.spec.ts), through the test hook.
    REGISTRY_ACTIVITY_PER_MINUTE: '0',
    CHANGES_TEST_HOOK: 'true',
    ...heavyLimitsOff,
  },
};
const remoteServers: WebServer[] = [
  {
    name: 'registry',
    command: 'npx tsx e2e/support/upstream.ts',
    // Unauthenticated, the registry answers 401: enough to show it is up.
    url: `${upstreamURL}/company/${REMOTE_COMPANY}`,
    timeout: 30_000,
    reuseExistingServer: !process.env.CI,
    env: {
      E2E_UPSTREAM_PORT: String(UPSTREAM_PORT),
      E2E_STORAGE_PORT: String(STORAGE_PORT),
      REGISTRY_API_KEY: REMOTE_API_KEY,
    },
  },
  {
    name: 'remote',
    command: `npx tsx server.ts --hostname 127.0.0.1 --port ${REMOTE_PORT}`,
    url: `${remoteBaseURL}/`,
    timeout: 60_000,
    reuseExistingServer: !process.env.CI,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      REGISTRY_API_URL: upstreamURL,
      REGISTRY_API_KEY: REMOTE_API_KEY,
      REDIS_URL: '',
      REGISTRY_RATE_LIMIT: '100000',
      REGISTRY_PROXY_CLIENT_LIMIT: '0',
      ...heavyLimitsOff,
      ...documentEnv,
    },
  },
  {
    name: 'fairness',
    command: `npx tsx server.ts --hostname 127.0.0.1 --port ${FAIRNESS_PORT}`,
    url: `${fairnessBaseURL}/`,
    timeout: 60_000,
    reuseExistingServer: !process.env.CI,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      REGISTRY_API_URL: upstreamURL,
      REGISTRY_API_KEY: REMOTE_API_KEY,
      REDIS_URL: '',
      ...heavyLimitsOff,
      ...documentEnv,
    },
  },
];
const webServers = [...(external ? [] : [embeddedServer]), ...(external || externalRemote ? [] : remoteServers)];

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'api', testMatch: /.*\.api\.spec\.ts/, testIgnore: remoteSpecs },
    { name: 'chromium', testIgnore: [/.*\.api\.spec\.ts/, remoteSpecs], use: chromium },
    ...(external && !externalRemote
      ? []
      : [
          {
            name: 'remote',
            testMatch: remoteSpecs,
            testIgnore: fairnessSpec,
            use: { ...chromium, baseURL: remoteBaseURL },
          },
          ...(externalRemote
            ? []
            : [{ name: 'fairness', testMatch: fairnessSpec, use: { ...chromium, baseURL: fairnessBaseURL } }]),
        ]),
  ],
  webServer: webServers.length > 0 ? webServers : undefined,
});
