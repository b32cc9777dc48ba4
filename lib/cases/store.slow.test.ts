// The case store on both backends: SQLite (a file, reopened as after a restart) and PostgreSQL
// (a throwaway cluster, or DATABASE_URL). Skipped with the reason when there is no PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailable, startPostgres, type RunningPostgres } from '@/lib/testing/postgres-server';
import { createPostgresCasesStore } from './postgres-store';
import { createSqliteCasesStore } from './sqlite-store';
import { MAX_ITEMS, MIGRATIONS, type CasesStore } from './store';

const dir = mkdtempSync(join(tmpdir(), 'cases-store-'));
let postgres: RunningPostgres | undefined;
const noPostgres = postgresUnavailable();
if (noPostgres) console.warn(`cases store tests on PostgreSQL skipped: ${noPostgres}`);

beforeAll(async () => {
  if (!noPostgres) postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

let run = 0;
type Backend = [string, () => Promise<{ open: () => Promise<CasesStore> }>];
const backends: Backend[] = [
  [
    'sqlite',
    async () => {
      const path = join(dir, `cases-${++run}.sqlite`);
      return { open: async () => createSqliteCasesStore(path) };
    },
  ],
];
if (!noPostgres)
  backends.push([
    'postgres',
    async () => {
      // A database of its own per test.
      const name = `cases_${process.pid}_${++run}`;
      const admin = await createPostgresCasesStore(postgres!.url);
      await admin.close();
      const { createRequire } = await import('node:module');
      const pg = createRequire(`${process.cwd()}/package.json`)('pg') as {
        Client: new (url: string) => {
          connect(): Promise<void>;
          query(q: string): Promise<unknown>;
          end(): Promise<void>;
        };
      };
      const client = new pg.Client(postgres!.url);
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const url = new URL(postgres!.url);
      url.pathname = `/${name}`;
      return { open: () => createPostgresCasesStore(url.toString()) };
    },
  ]);

const base = (id: string) => ({ id, title: `Case ${id}`, createdAt: 1000, readToken: `r-${id}`, editToken: `e-${id}` });

describe.each(backends)('the cases store in %s', (_name, make) => {
  it('runs its migrations once and keeps everything across a restart', async () => {
    const { open } = await make();
    const first = await open();
    expect(await first.schemaVersion()).toBe(MIGRATIONS.length);
    await first.createCase(base('c1'));
    await first.updateCase('c1', { notes: 'the thread', tags: ['fraud', 'phoenix'] }, 2000);
    await first.addItem({
      id: 'i1',
      caseId: 'c1',
      kind: 'company',
      href: '/company/00000001',
      note: 'n',
      addedAt: 1500,
    });
    await first.grant('browser-a', { caseId: 'c1', role: 'edit', token: 'e-c1', grantedAt: 1000 });
    await first.close();
    const second = await open();
    expect(await second.schemaVersion()).toBe(MIGRATIONS.length);
    const got = await second.getCase('c1');
    expect(got).toMatchObject({ title: 'Case c1', notes: 'the thread', tags: ['fraud', 'phoenix'], updatedAt: 2000 });
    expect(await second.items('c1')).toEqual([
      expect.objectContaining({ id: 'i1', kind: 'company', href: '/company/00000001', note: 'n' }),
    ]);
    expect(await second.grants('browser-a')).toEqual([{ caseId: 'c1', role: 'edit', token: 'e-c1', grantedAt: 1000 }]);
    await second.close();
  });

  it('keeps the last write of each field: two tabs editing different fields lose nothing', async () => {
    const { open } = await make();
    const [tabA, tabB] = [await open(), await open()];
    await tabA.createCase(base('c2'));
    await tabA.updateCase('c2', { title: 'From A', notes: 'A wrote this' }, 2000);
    await tabB.updateCase('c2', { notes: 'B wrote this later' }, 3000);
    await tabA.updateCase('c2', { tags: ['a'] }, 4000);
    expect(await tabB.getCase('c2')).toMatchObject({ title: 'From A', notes: 'B wrote this later', tags: ['a'] });
    await tabA.addItem({
      id: 'i1',
      caseId: 'c2',
      kind: 'officer',
      href: '/officers/X/appointments',
      note: '',
      addedAt: 1,
    });
    await tabA.updateItem('c2', 'i1', { note: 'A' }, 5000);
    await tabB.updateItem('c2', 'i1', { note: 'B' }, 5001);
    expect((await tabA.items('c2'))[0]!.note).toBe('B');
    expect(await tabA.updateItem('c2', 'nope', { note: 'x' }, 1)).toBeUndefined();
    await Promise.all([tabA.close(), tabB.close()]);
  });

  it('removes items, replaces tokens, refuses past the item limit and answers undefined for unknown cases', async () => {
    const { open } = await make();
    const store = await open();
    await store.createCase(base('c3'));
    await store.addItem({ id: 'i1', caseId: 'c3', kind: 'search', href: '/search?q=x', note: '', addedAt: 1 });
    expect(await store.removeItem('c3', 'i1')).toBe(true);
    expect(await store.removeItem('c3', 'i1')).toBe(false);
    await store.setTokens('c3', 'r2', 'e2', 10);
    expect(await store.getCase('c3')).toMatchObject({ readToken: 'r2', editToken: 'e2' });
    await store.markSeen('c3', 40);
    await store.markSeen('c3', 20);
    expect((await store.getCase('c3'))!.seenSeq).toBe(40);
    expect(await store.getCase('missing')).toBeUndefined();
    expect(await store.updateCase('missing', { title: 'x' }, 1)).toBeUndefined();
    for (let i = 0; i < MAX_ITEMS; i++)
      await store.addItem({
        id: `m${i}`,
        caseId: 'c3',
        kind: 'company',
        href: '/company/00000001',
        note: '',
        addedAt: i,
      });
    expect(await store.addItem({ id: 'over', caseId: 'c3', kind: 'company', href: '/x', note: '', addedAt: 1 })).toBe(
      'full',
    );
    await store.close();
  });
});
