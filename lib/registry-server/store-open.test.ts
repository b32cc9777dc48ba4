import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openRegistryDatabase } from './store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fileIn(mode: 'wal' | 'delete'): string {
  const dir = mkdtempSync(join(tmpdir(), 'registry-open-'));
  dirs.push(dir);
  const path = join(dir, 'data.sqlite');
  const db = new Database(path);
  db.pragma(`journal_mode = ${mode}`);
  db.exec("CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('kept')");
  db.close();
  return path;
}

describe('openRegistryDatabase', () => {
  it('reads a generated file (rollback journal) held in exclusive mode', () => {
    const db = openRegistryDatabase(fileIn('delete'));
    expect(db.pragma('locking_mode', { simple: true })).toBe('exclusive');
    expect(db.prepare('SELECT x FROM t').pluck().get()).toBe('kept');
    db.close();
  });

  it('still reads a file another tool left in WAL mode', () => {
    const db = openRegistryDatabase(fileIn('wal'));
    expect(db.prepare('SELECT x FROM t').pluck().get()).toBe('kept');
    db.close();
  });
});

describe('openRegistryDatabase over a WAL file', () => {
  it('lets several readers and a writer share it', () => {
    const path = fileIn('wal');
    const first = openRegistryDatabase(path);
    const second = openRegistryDatabase(path);
    expect(first.pragma('locking_mode', { simple: true })).toBe('normal');
    const writer = new Database(path);
    writer.exec("INSERT INTO t VALUES ('new')");
    expect(second.prepare('SELECT count(*) FROM t').pluck().get()).toBe(2);
    writer.close();
    first.close();
    second.close();
  });
});
