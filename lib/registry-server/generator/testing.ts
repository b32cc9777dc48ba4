// Helpers for the generator's tests: a small dataset in a temporary directory, and the
// rows of every table read back as parsed bodies.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { generateDataset } from './index';

export const TEST_COMPANIES = 300;

/** Which sink wrote each test dataset (path → 'worker' | 'direct'). */
export const writers = new Map<string, string>();
const directories: string[] = [];

export async function generateTestDataset(seed = 1, companies = TEST_COMPANIES, threads = true): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'registry-generator-'));
  directories.push(dir);
  const path = join(dir, `registry-${seed}-${companies}.sqlite`);
  // The generator's own output: the backlog (activity's changes after the reference date) has its own tests.
  const result = await generateDataset({ path, companies, seed, threads, backlog: false });
  writers.set(path, result.writer);
  return path;
}

/** Deletes the datasets this test file generated (call after closing them). */
export function removeTestDatasets(): void {
  for (const dir of directories.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export type Row = Record<string, unknown> & { body?: string };

export function openReadOnly(path: string): Database.Database {
  return new Database(path, { readonly: true });
}

/** Every row of a table, in primary-key order. */
export function rowsOf(db: Database.Database, table: string): Row[] {
  return db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all() as Row[];
}

export const parse = (row: Row): Record<string, unknown> => JSON.parse(String(row.body)) as Record<string, unknown>;
