import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { streamEventSchema } from '@/lib/registry/streams';
import { createEventAppender, createEventLog, type NewEvent } from './log';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function file(): string {
  const dir = mkdtempSync(join(tmpdir(), 'events-'));
  dirs.push(dir);
  const path = join(dir, 'data.sqlite');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.close();
  return path;
}

const filing = (n: string, id: string, at = '2026-11-20T10:00:00Z'): NewEvent => ({
  stream: 'filings',
  company_number: n,
  resource_kind: 'filing-history',
  resource_uri: `/company/${n}/filing-history/${id}`,
  resource_id: id,
  type: 'changed',
  published_at: at,
  data: { transaction_id: id },
});

describe('the events log', () => {
  it('gives each stream its own increasing timepoints and stores the envelope', () => {
    const db = new Database(file());
    const appender = createEventAppender(db);
    db.transaction(() => {
      appender.append([filing('00000001', 'A'), filing('00000001', 'B')]);
      appender.append([
        {
          ...filing('00000001', 'x'),
          stream: 'companies',
          resource_kind: 'company-profile',
          resource_uri: '/company/00000001',
          resource_id: '00000001',
          fields_changed: ['company_name'],
        },
      ]);
    })();
    const log = createEventLog(db);
    const filings = log.read('filings', 1);
    expect(filings.map((e) => e.timepoint)).toEqual([1, 2]);
    expect(log.read('filings', 2).map((e) => e.resource_id)).toEqual(['B']);
    expect(log.latest()).toMatchObject({ filings: 2, companies: 1, officers: null });
    const envelope = streamEventSchema.parse(JSON.parse(log.read('companies', 0)[0]!.envelope));
    expect(envelope.event).toEqual({
      timepoint: 1,
      published_at: '2026-11-20T10:00:00Z',
      type: 'changed',
      fields_changed: ['company_name'],
    });
    expect(log.companyEvents('00000001').length).toBe(3);
    expect(log.range('filings')).toEqual({ oldest: 1, latest: 2 });
    expect(() => appender.append([filing('1', 'C')])).toThrow(/transaction/);
    db.close();
  });

  it('wakes a reader on another connection when events are appended', async () => {
    const path = file();
    const writer = new Database(path);
    const appender = createEventAppender(writer);
    const reader = new Database(path, { readonly: true });
    const log = createEventLog(reader, { pollMs: 20 });
    const woken = new Promise((resolve) => log.subscribe(resolve));
    writer.transaction(() => appender.append([filing('00000002', 'A')]))();
    expect(await woken).toEqual({ filings: 1 });
    log.close();
    reader.close();
    writer.close();
  });

  it('prunes events older than a time', () => {
    const db = new Database(file());
    const appender = createEventAppender(db);
    db.transaction(() =>
      appender.append([filing('1', 'A', '2026-11-01T00:00:00Z'), filing('1', 'B', '2026-11-10T00:00:00Z')]),
    )();
    expect(appender.prune('2026-11-05T00:00:00Z')).toBe(1);
    expect(createEventLog(db).range('filings')).toEqual({ oldest: 2, latest: 2 });
    db.close();
  });

  it('reads nothing from a dataset without a log', () => {
    const db = new Database(':memory:');
    const log = createEventLog(db);
    expect(log.read('filings', 0)).toEqual([]);
    expect(log.range('companies')).toEqual({ oldest: null, latest: null });
    db.close();
  });
});
