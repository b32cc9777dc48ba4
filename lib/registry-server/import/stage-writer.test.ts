// The stage writer's worker: every row arrives, in order, across batches, with nulls kept and
// withEtagJson's etag on each body; a name holding the encoding's separators is caught first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { withEtagJson } from '../generator/ids';
import { hasReservedCharacter, StageWriter, type StageRow } from './stage-writer';

const dir = mkdtempSync(join(tmpdir(), 'stage-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('StageWriter', () => {
  it('writes every row on its worker, in batches, with the etag withEtagJson gives', async () => {
    const path = join(dir, 'stage.sqlite');
    const writer = await StageWriter.create(path, 2);
    const rows: StageRow[] = Array.from({ length: 5 }, (_, i) => [
      `0000000${i}`,
      `COMPANY ${i} "QUOTED", WITH COMMAS`,
      'active',
      'ltd',
      i % 2 === 0 ? '2020-01-0' + (i + 1) : null,
      null,
      JSON.stringify({ company_name: `COMPANY ${i}`, note: 'tab\there' }),
      'file.csv',
      i + 2,
    ]);
    for (const row of rows) await writer.add(row);
    await writer.close();
    const db = new Database(path, { readonly: true });
    const stored = db.prepare('SELECT * FROM companies ORDER BY rowid').all() as Record<string, unknown>[];
    db.close();
    expect(stored).toEqual(
      rows.map((row) => ({
        company_number: row[0],
        company_name: row[1],
        company_status: row[2],
        type: row[3],
        date_of_creation: row[4],
        parent_company_number: null,
        body: withEtagJson(row[6]),
        file: row[7],
        line: String(row[8]),
      })),
    );
  });

  it('knows the characters the batch encoding reserves', () => {
    expect(hasReservedCharacter('ACME LIMITED')).toBe(false);
    expect(hasReservedCharacter('ACME\u0000LIMITED')).toBe(true);
    expect(hasReservedCharacter('ACME\u0001')).toBe(true);
  });
});
