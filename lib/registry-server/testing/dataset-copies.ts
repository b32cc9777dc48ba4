// For slow tests that change a generated dataset: one dataset per test file, generated before its
// tests, a fresh copy of it for each test that writes, and everything closed and removed after.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { generateDataset, type GenerateOptions } from '../generator';

export interface DatasetCopies {
  /** The dataset as generated (read it, never write it). */
  base(): string;
  /** A new copy of the dataset; its path. */
  copy(): string;
  /** A path in the test's own folder (removed after). */
  pathOf(name: string): string;
  /** Closed (last first) after the file's tests. */
  closeAfter(close: () => unknown): void;
}

export function generatedDatasetCopies(prefix: string, options: Omit<GenerateOptions, 'path'>): DatasetCopies {
  let dir = '';
  let copies = 0;
  const closing: (() => unknown)[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    await generateDataset({ threads: false, ...options, path: join(dir, 'base.sqlite') });
  }, 120_000);
  afterAll(async () => {
    for (const close of closing.splice(0).reverse()) await close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    base: () => join(dir, 'base.sqlite'),
    copy() {
      const path = join(dir, `copy-${copies++}.sqlite`);
      copyFileSync(join(dir, 'base.sqlite'), path);
      return path;
    },
    pathOf: (name) => join(dir, name),
    closeAfter: (close) => void closing.push(close),
  };
}
