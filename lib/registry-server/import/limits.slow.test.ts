// What a hostile input can cost an import: reading is linear in the input whatever its line
// lengths, memory is bounded whatever a record's length, the rejected-rows report is capped,
// and an input with no rows never replaces a database.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_LENGTH, readCsvBatches, recordsOf, type CsvBatch, type CsvRecord } from './csv';
import { importBulk, MAX_LISTED_REJECTS, NothingToImportError, refusedReportPath, rejectedReportPath } from './import';
import { readLineBatches } from './sources';
import { zipOf } from './testing';

const FIXTURES = join(__dirname, '__fixtures__');
const dir = mkdtempSync(join(tmpdir(), 'bulk-import-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixture = readFileSync(join(FIXTURES, 'basic-company-data-2026-11-01.csv'), 'utf8');
const [header, ...fixtureRows] = fixture.split('\r\n').filter((row) => row !== '');
/** A row of the fixture that imports. */
const goodRow = fixtureRows[0]!;

/** `bytes` of `fill` in chunks of `size`, each a new string (as a decoder gives them), between `before` and `after`. */
async function* generated(before: string, bytes: number, fill: string, after: string, size = 1 << 16) {
  yield before;
  const buffer = Buffer.alloc(size, fill);
  for (let left = bytes; left > 0; left -= size) yield buffer.toString('latin1', 0, Math.min(size, left));
  yield after;
}

type Reader = (chunks: AsyncIterable<string>) => AsyncGenerator<CsvBatch>;
const readers: [string, Reader][] = [
  ['CSV', (chunks) => readCsvBatches(chunks)],
  ['JSON Lines', (chunks) => readLineBatches(chunks)],
];

describe('reading a line with no line break', () => {
  // Best of 5, in chunks of 4 KB: enough work that a pause of the machine does not decide the ratio.
  const seconds = async (read: Reader, megabytes: number) => {
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      let records = 0;
      for await (const batch of read(generated('', megabytes << 20, 'x", ', '\n{"next":1}\n', 1 << 12)))
        records += batch.starts.length + batch.problems.length;
      best = Math.min(best, performance.now() - started);
      expect(records).toBe(2);
    }
    return best / 1000;
  };

  it.each(readers)('%s: takes time in proportion to its length (2 MB against 20 MB)', async (_, read) => {
    await seconds(read, 2); // warm
    const small = await seconds(read, 2);
    const large = await seconds(read, 20);
    // Linear is 10 times; quadratic would be 100. A reader this fast (a JSON Lines scan of 2 MB can
    // take a fraction of a millisecond) leaves room for a loaded machine's noise between the two.
    expect(large / small, `2 MB in ${small.toFixed(4)} s, 20 MB in ${large.toFixed(4)} s`).toBeLessThan(40);
  });
});

describe('reading a 50 MB unquoted field', () => {
  it.each(readers)('%s: holds none of it, and reads on after it', async (_, read) => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = 0;
    let chunks = 0;
    async function* watched(chunks_: AsyncIterable<string>) {
      for await (const chunk of chunks_) {
        // Every 4 MB: what is still held once the garbage is collected.
        if (++chunks % 64 === 0) {
          gc();
          peak = Math.max(peak, process.memoryUsage().heapUsed - before);
        }
        yield chunk;
      }
    }
    const records: CsvRecord[] = [];
    for await (const batch of read(watched(generated(`${header}\r\n"a",`, 50 << 20, 'x', `\r\n${goodRow}\r\n`))))
      records.push(...recordsOf(batch));
    expect(chunks).toBeGreaterThan(800);
    expect(peak, `${(peak / 2 ** 20).toFixed(1)} MB held`).toBeLessThan(16 << 20);
    expect(records.map((record) => [record.line, record.problem?.slice(0, 25)])).toEqual([
      [1, undefined],
      [2, 'the record is longer than'],
      [3, undefined],
    ]);
    expect(records[1]!.problem).toContain(`it starts "\\"a\\",xxxx`);
  });
});

describe('importing hostile files', () => {
  const out = join(dir, 'register.sqlite');
  const csv = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
  const companiesIn = (path: string) => {
    const db = new Database(path, { readonly: true });
    try {
      return db.prepare('SELECT count(*) FROM companies').pluck().get() as number;
    } finally {
      db.close();
    }
  };
  let good: string;

  beforeAll(async () => {
    const companies = join(dir, 'basic-company-data-2026-11-01.csv');
    copyFileSync(join(FIXTURES, 'basic-company-data-2026-11-01.csv'), companies);
    await importBulk({ companies: [companies], out });
    good = digest(out);
    expect(companiesIn(out)).toBe(9);
  });

  it('rejects a line past the limit in a zip, with the start of its text, and imports the rest', async () => {
    const other = join(dir, 'long-line.sqlite');
    const rows = fixtureRows.slice(0, 3);
    const text = [header, rows[0], `"A LONG ONE",${'y'.repeat(MAX_RECORD_LENGTH + 10)}`, rows[1], rows[2]].join('\r\n');
    const zip = join(dir, 'long-line-2026-11-01.zip');
    writeFileSync(zip, zipOf([{ name: 'long.csv', text }]));
    const result = await importBulk({ companies: [zip], out: other });
    expect(result).toMatchObject({ companies: 3, rejected: 1 });
    const report = readFileSync(rejectedReportPath(other), 'utf8').trim().split('\n');
    expect(report[1]).toMatch(
      /!long\.csv\t3\tthe record is longer than 1,048,576 characters \(it starts "\\"A LONG ONE\\",yyy/,
    );
    expect(report[1]!.length).toBeLessThan(1000);
  });

  it(`lists the first ${MAX_LISTED_REJECTS.toLocaleString('en-GB')} rejected rows, then counts the rest`, async () => {
    const other = join(dir, 'many-bad.sqlite');
    const bad = Array.from({ length: MAX_LISTED_REJECTS + 2_345 }, (_, i) => `"bad ${i}"`);
    const file = csv('many-bad-2026-11-01.csv', [header, goodRow, ...bad, ''].join('\r\n'));
    const result = await importBulk({ companies: [file], out: other });
    expect(result).toMatchObject({ companies: 1, rejected: MAX_LISTED_REJECTS + 2_345 });
    const report = readFileSync(rejectedReportPath(other), 'utf8').trim().split('\n');
    expect(report).toHaveLength(1 + MAX_LISTED_REJECTS + 1);
    expect(report[MAX_LISTED_REJECTS]).toMatch(/\t10002\tthe row has 1 fields; the header has 55$/);
    expect(report.at(-1)).toBe(
      '…\t\t2,345 more rejected rows, not listed (12,345 in all; the report lists the first 10,000)',
    );
  });

  it('refuses a header alone, an empty file and a file of rejected rows, leaving the old database as it was', async () => {
    const headerOnly = csv('header-only-2026-11-01.csv', `${header}\r\n`);
    await expect(importBulk({ companies: [headerOnly], out })).rejects.toThrow(
      /header-only-2026-11-01\.csv: no company rows \(a header alone\), so .*register\.sqlite was not replaced/,
    );
    const empty = csv('empty-2026-11-01.csv', '');
    await expect(importBulk({ companies: [empty], out })).rejects.toThrow(NothingToImportError);
    const allBad = csv(
      'all-bad-2026-11-01.csv',
      [header, '"bad"', `"worse",${'z'.repeat(MAX_RECORD_LENGTH)}`].join('\n'),
    );
    await expect(importBulk({ companies: [allBad], out })).rejects.toThrow(
      /all-bad-2026-11-01\.csv: 2 company rows, every one rejected, so .* was not replaced: it is left as it was; the 2 rejected rows: .*\.rejected\.refused\.tsv/,
    );
    expect(readFileSync(refusedReportPath(out), 'utf8').trim().split('\n')).toHaveLength(3);
    expect(digest(out)).toBe(good);
    expect(companiesIn(out)).toBe(9);
    expect(existsSync(`${out}.importing`)).toBe(false);
  });

  it('refuses a PSC snapshot with no lines', async () => {
    const companies = csv('companies-2026-11-01.csv', [header, goodRow].join('\r\n'));
    const psc = csv('psc-snapshot-2026-11-01.txt', '\n');
    await expect(importBulk({ companies: [companies], psc: [psc], out })).rejects.toThrow(
      /holds no PSC, statement or exemption/,
    );
    expect(digest(out)).toBe(good);
  });
});
