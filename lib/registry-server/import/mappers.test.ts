import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { BASIC_COMPANY_DATA_HEADER } from './companies';
import { readCsvBatches } from './csv';
import { MapperPool } from './mappers';

const dir = mkdtempSync(join(tmpdir(), 'mappers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const quote = (fields: readonly string[]) => fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(',');
function row(name: string, number: string) {
  const fields: string[] = BASIC_COMPANY_DATA_HEADER.map(() => '');
  const set = (column: string, value: string) =>
    (fields[BASIC_COMPANY_DATA_HEADER.findIndex((h) => h.trim() === column)] = value);
  set('CompanyName', name);
  set('CompanyNumber', number);
  set('CompanyCategory', 'Private Limited Company');
  set('CompanyStatus', 'Active');
  set('RegAddress.AddressLine1', '1 CROWN WAY');
  set('RegAddress.PostCode', 'CF14 3UZ');
  return quote(fields);
}

async function* text(value: string) {
  yield value;
}

describe('the mapping threads', () => {
  it('stage every row once, answer batches in the order given, and report bad rows by line', async () => {
    const lines = [quote(BASIC_COMPANY_DATA_HEADER)];
    for (let i = 1; i <= 500; i++)
      lines.push(
        i % 97 === 0 ? row('BROKEN LIMITED', 'not a number') : row(`FIRM ${i} LIMITED`, String(i).padStart(8, '0')),
      );
    const pool = await MapperPool.start({
      stagePrefix: join(dir, 'stage'),
      workers: 3,
      snapshotDate: '2026-11-01',
    });
    const answers: { rows: number; rejects: [number, string][] }[] = [];
    let header: string[] | undefined;
    for await (const batch of readCsvBatches(text(lines.join('\r\n')), { batchRecords: 37 })) {
      if (!header) {
        header = [...BASIC_COMPANY_DATA_HEADER];
        const rest = {
          ...batch,
          starts: batch.starts.slice(1),
          ends: batch.ends.slice(1),
          lines: batch.lines.slice(1),
        };
        await pool.map('file.csv', header, rest);
      } else await pool.map('file.csv', header, batch);
      for await (const answer of pool.settled()) answers.push(answer);
    }
    for await (const answer of pool.settled(true)) answers.push(answer);
    await pool.close();
    await pool.stop();

    expect(answers.reduce((sum, answer) => sum + answer.rows, 0)).toBe(495);
    const rejected = answers.flatMap((answer) => answer.rejects.map(([line]) => line));
    // Line 1 is the header: row i is on line i + 1, in file order across batches and workers.
    expect(rejected).toEqual([98, 195, 292, 389, 486]);
    const staged = pool.stagePaths.flatMap((path) => {
      const db = new Database(path, { readonly: true });
      const rows = db.prepare('SELECT seq, company_number, line, name_words, address_key FROM companies').all();
      db.close();
      return rows as { seq: number; company_number: string; line: number; name_words: string; address_key: string }[];
    });
    expect(staged).toHaveLength(495);
    expect(new Set(staged.map((r) => r.seq)).size).toBe(495);
    const first = staged.find((r) => r.company_number === '00000001')!;
    expect(first).toMatchObject({ line: 2, name_words: 'firm 1 limited' });
    expect(first.address_key).toMatch(/^CF143UZ-1-CROWN/);
  });

  it('refuses to start when a staging file cannot be made, leaving no thread behind', async () => {
    await expect(
      MapperPool.start({
        stagePrefix: join(dir, 'missing', 'stage'),
        workers: 2,
        snapshotDate: undefined,
      }),
    ).rejects.toThrow(/could not start/);
    expect(existsSync(join(dir, 'missing'))).toBe(false);
  });
});
