import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The folders of lib/ below the analysis layer: the gateway, the contract, the embedded registry. */
const BASE = new Set(['gateway', 'registry', 'registry-server', 'labels', 'server', 'testing']);
/** The analysis layer: every other folder of lib/ (a new one is analysis until it says otherwise). */
const analysis = readdirSync('lib', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !BASE.has(entry.name))
  .flatMap((entry) => [`@/lib/${entry.name}`, `@/lib/${entry.name}/*`]);

const pagesAbove = { group: ['@/app/*'], message: 'Pages are the top layer: nothing below imports them.' };
const embeddedUpstream = {
  group: ['@/lib/registry-server', '@/lib/registry-server/*'],
  allowTypeImports: true,
  message: 'The embedded registry is an upstream: reach it through the gateway (getRegistry()).',
};
const askCapabilities = 'Ask getRegistry().capabilities() (or .metered) what the registry can do, not which one it is.';
/** The rules of a layer above the gateway: no registry file, no mode, nothing from the layers above it. */
const aboveGateway = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'better-sqlite3',
          message: 'Only the embedded registry opens its file: ask getRegistry().capabilities() for what it can do.',
        },
        { name: '@/lib/env', importNames: ['registryMode'], message: askCapabilities },
      ],
      patterns: [embeddedUpstream, ...patterns],
    },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "MemberExpression[object.callee.name='getRegistry'][property.name='mode']", message: askCapabilities },
  ],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // The layers, one way down: pages (app/) → features (components/) → analysis (the rest of lib/)
  // → the gateway (lib/gateway) → the contract (lib/registry, lib/labels, lib/server, lib/env).
  // The embedded registry (lib/registry-server) is an upstream like a remote one: only the
  // gateway loads it, and it knows nothing of the app. Type imports may cross (they leave no code).
  { files: ['app/**'], ignores: ['**/*.test.ts', '**/*.test.tsx'], rules: aboveGateway([]) },
  {
    files: ['components/**', 'lib/**'],
    ignores: ['lib/{gateway,registry,registry-server,labels,server,testing}/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: aboveGateway([pagesAbove]),
  },
  {
    // The app's own stores (the change log and watch lists, screening runs, case files) keep a file of their own.
    files: ['lib/changes/sqlite-store.ts', 'lib/screening/sqlite-store.ts', 'lib/cases/sqlite-store.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['lib/gateway/**'],
    ignores: ['lib/gateway/embedded.ts', 'lib/gateway/testing/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/registry-server', '@/lib/registry-server/*'],
              allowTypeImports: true,
              message: 'The gateway loads the embedded registry in lib/gateway/embedded.ts only.',
            },
            { group: analysis, message: 'The gateway is below the analysis layer.' },
            pagesAbove,
          ],
        },
      ],
    },
  },
  {
    files: ['lib/registry-server/**', 'lib/registry/**', 'lib/labels/**', 'lib/server/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/gateway', '@/lib/gateway/*', ...analysis],
              message: 'The registry and the contract know nothing of the app: move shared types into lib/registry.',
            },
            pagesAbove,
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/components/*'],
              message: 'lib/ is below components/: move the shared code into lib/ instead.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
