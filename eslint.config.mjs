import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Imports point one way, app → components → lib: domain logic never reaches up into views.
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
