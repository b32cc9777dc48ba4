import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects, both run by `npm test`: `unit`, the fast set to run while working
// (`npm run test:unit`), and `slow` (`npm run test:slow`): tests that generate a dataset, start a
// redis-server, soak a server or check a property over many random cases. A slow test file is
// named `*.slow.test.ts`. lib/testing/test-projects.test.ts checks that every test file is in
// exactly one project.

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const SLOW = ['**/*.slow.test.ts', '**/*.slow.test.tsx'];
/** Not vitest's: dependencies, build output, generated data and Playwright's specs. */
const NOT_TESTS = ['**/node_modules/**', 'e2e/**', '.next/**', '.data/**'];

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // `server-only` throws outside a React Server Components bundle; tests run server code directly.
      'server-only': fileURLToPath(new URL('./lib/testing/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: TESTS, exclude: [...NOT_TESTS, ...SLOW] },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW,
          exclude: NOT_TESTS,
          // Dataset generation and redis-server start-up in beforeAll hooks wait on a loaded machine.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
