// Every test file is in exactly one of vitest.config.mts's projects, `unit` or `slow`, as vitest
// itself resolves them: a new file, or one renamed, cannot drop out of `npm test` unseen, nor run twice.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createVitest } from 'vitest/node';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Not vitest's tests: dependencies, build output, generated data, Playwright's specs. */
const SKIPPED = new Set(['node_modules', '.next', '.data', '.git', 'e2e', 'test-results', 'playwright-report']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Every file in the tree named like a test, relative to the root. */
function testFilesOnDisk(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesOnDisk(path);
    return TEST_FILE.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe('the test projects', () => {
  it('hold every test file in exactly one project, unit or slow', async () => {
    const vitest = await createVitest('test', {
      root,
      config: join(root, 'vitest.config.mts'),
      watch: false,
    });
    const inProject = new Map<string, string[]>();
    try {
      expect(vitest.projects.map((project) => project.name).sort()).toEqual(['slow', 'unit']);
      for (const project of vitest.projects) {
        for (const file of (await project.globTestFiles()).testFiles) {
          const path = relative(root, file);
          inProject.set(path, [...(inProject.get(path) ?? []), project.name]);
        }
      }
    } finally {
      await vitest.close();
    }
    const files = testFilesOnDisk();
    expect(files.length).toBeGreaterThan(100);
    const misplaced = files
      .map((file) => ({ file, projects: inProject.get(file) ?? [] }))
      .filter(({ projects }) => projects.length !== 1);
    expect(misplaced).toEqual([]);
    // Nor does a project run anything that is not named as a test.
    expect([...inProject.keys()].filter((file) => !files.includes(file))).toEqual([]);
    // The slow set is what its name says: this file is fast, the dataset and redis tests are not.
    expect(inProject.get('lib/testing/test-projects.test.ts')).toEqual(['unit']);
    expect(inProject.get('lib/identity/same-person-dataset.slow.test.ts')).toEqual(['slow']);
    expect(inProject.get('lib/gateway/gateway.slow.test.ts')).toEqual(['slow']);
  }, 60_000);
});
