// The overlay's writer and readers on a small hand-written register: a change is searchable
// the moment it is written, in the order a rebuild would give, and a rebuild folds it in.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createAdvancedSearch } from './advanced';
import { buildSearchIndex } from './build';
import { compareText, createOverlayWriter, SortedList, WordIndex } from './overlay';
import { createSearch, isSearchOutOfRange, type SearchOutOfRange } from './search';
import { createTestDatabase, defaultAddress, type CompanyRow } from './test-fixtures';

function ok<T>(result: T | SearchOutOfRange): T {
  if (isSearchOutOfRange(result)) throw new Error(result.message);
  return result;
}

const page = (q: string, restrictions?: string) => ({ q, items_per_page: 20, start_index: 0, restrictions });

function register() {
  const t = createTestDatabase();
  t.company({ company_number: '00000001', company_name: 'ACORN BAKERY LIMITED' })
    .company({ company_number: '00000002', company_name: 'ACORN BUILDERS LIMITED' })
    .company({ company_number: '00000003', company_name: 'BRAMBLE FOODS LIMITED' })
    .company({ company_number: '00000004', company_name: 'CEDAR TRADING LIMITED' })
    .company({
      company_number: '00000005',
      company_name: 'ACORN OLD LIMITED',
      company_status: 'dissolved',
      date_of_cessation: '2020-01-01',
    })
    .officer({
      officer_id: 'OFF1',
      name: 'SMITH, John',
      appointments: [{ company_number: '00000001', appointed_on: '2020-01-01', address: defaultAddress }],
    })
    .officer({
      officer_id: 'OFF2',
      name: 'SMITH, John',
      appointments: [
        { company_number: '00000002', appointed_on: '2020-01-01', address: defaultAddress },
        { company_number: '00000003', appointed_on: '2020-01-01', address: defaultAddress },
      ],
    })
    .disqualified({ officer_id: 'DQ1', kind: 'natural', body: { forename: 'Anne', surname: 'JONES' } });
  buildSearchIndex(t.db);
  const writer = createOverlayWriter(t.db)!;
  const search = createSearch(t.db);
  const putCompany = (row: CompanyRow) =>
    writer.company(row.company_number, () => {
      t.db.prepare('DELETE FROM companies WHERE company_number = ?').run(row.company_number);
      t.company(row);
    });
  /** The same searches on a copy of the register whose index is built from scratch. */
  const rebuilt = () => {
    const copy = new Database(t.db.serialize());
    buildSearchIndex(copy);
    return { search: createSearch(copy), advanced: createAdvancedSearch(copy) };
  };
  return { t, db: t.db, writer, search, putCompany, rebuilt };
}

const titles = (result: { items: { title: string }[] }) => result.items.map((item) => item.title);

describe('the search overlay', () => {
  it('finds a new incorporation by name and by number at once, where a rebuild puts it', () => {
    const r = register();
    r.putCompany({ company_number: '00000009', company_name: 'ACORN BOOKS LIMITED', date_of_creation: '2026-11-01' });
    const found = ok(r.search.searchCompanies(page('acorn')));
    expect(titles(found)).toEqual([
      'ACORN BAKERY LIMITED',
      'ACORN BOOKS LIMITED',
      'ACORN BUILDERS LIMITED',
      'ACORN OLD LIMITED',
    ]);
    expect(found.total_results).toBe(4);
    expect(ok(r.search.searchCompanies(page('9'))).items[0]).toMatchObject({ company_number: '00000009' });
    expect(ok(r.search.searchCompanies(page('acorn books ltd'))).items[0]).toMatchObject({
      title: 'ACORN BOOKS LIMITED',
    });
    expect(r.search.searchCompanies(page('acorn'))).toEqual(r.rebuilt().search.searchCompanies(page('acorn')));
  });

  it('finds a renamed company by its new name, and by its old one shown as the snippet', () => {
    const r = register();
    r.putCompany({
      company_number: '00000004',
      company_name: 'DAMSON LOGISTICS LIMITED',
      previous_company_names: [
        { name: 'CEDAR TRADING LIMITED', effective_from: '2010-01-15', ceased_on: '2026-11-01' },
      ],
    });
    expect(titles(ok(r.search.searchCompanies(page('damson'))))).toEqual(['DAMSON LOGISTICS LIMITED']);
    const byOldName = ok(r.search.searchCompanies(page('cedar')));
    expect(byOldName.total_results).toBe(1);
    expect(byOldName.items[0]).toMatchObject({
      title: 'DAMSON LOGISTICS LIMITED',
      snippet: 'CEDAR TRADING LIMITED',
      matches: { snippet: [1, 5] },
    });
    const fresh = r.rebuilt();
    for (const q of ['damson', 'cedar', 'cedar trading', 'limited'])
      expect(r.search.searchCompanies(page(q))).toEqual(fresh.search.searchCompanies(page(q)));
  });

  it('drops a dissolved company to the closed tier and out of active companies', () => {
    const r = register();
    r.putCompany({
      company_number: '00000001',
      company_name: 'ACORN BAKERY LIMITED',
      company_status: 'dissolved',
      date_of_cessation: '2026-11-01',
    });
    expect(titles(ok(r.search.searchCompanies(page('acorn'))))).toEqual([
      'ACORN BUILDERS LIMITED',
      'ACORN BAKERY LIMITED',
      'ACORN OLD LIMITED',
    ]);
    const active = ok(r.search.searchCompanies(page('acorn', 'active-companies')));
    expect(titles(active)).toEqual(['ACORN BUILDERS LIMITED']);
    expect(active.total_results).toBe(1);
    const fresh = r.rebuilt();
    const dissolved = { q: 'acorn', size: 20, start_index: 0, search_type: 'best-match' as const };
    expect(createAdvancedSearch(r.db).dissolved(dissolved)).toEqual(fresh.advanced.dissolved(dissolved));
    expect(createAdvancedSearch(r.db).dissolved(dissolved)).toMatchObject({ hits: 2 });
  });

  it('moves an officer given another appointment ahead of namesakes with fewer', () => {
    const r = register();
    const before = ok(r.search.searchOfficers(page('john smith')));
    expect(before.items.map((item) => item.links.self)).toEqual([
      '/officers/OFF2/appointments',
      '/officers/OFF1/appointments',
    ]);
    const appoint = r.db.prepare(`
      INSERT INTO appointments (appointment_id, company_number, officer_id, officer_role, sort_key, surname, appointed_on, body)
      VALUES (?, ?, 'OFF1', 'director', '1', 'SMITH', '2026-11-01', '{"address":{"locality":"York"}}')`);
    r.writer.officer('OFF1', () => appoint.run('N1', '00000003'));
    r.writer.officer('OFF1', () => appoint.run('N2', '00000004'));
    const after = ok(r.search.searchOfficers(page('john smith')));
    expect(after.items.map((item) => [item.links.self, item.appointment_count])).toEqual([
      ['/officers/OFF1/appointments', 3],
      ['/officers/OFF2/appointments', 2],
    ]);
    expect(after.total_results).toBe(2);
    const fresh = r.rebuilt();
    for (const q of ['john smith', 'smith', 'jo'])
      expect(r.search.searchOfficers(page(q))).toEqual(fresh.search.searchOfficers(page(q)));
    expect(r.search.searchAll(page('smith'))).toEqual(fresh.search.searchAll(page('smith')));
  });

  it('drops an officer whose last appointment is removed, from results and counts', () => {
    const r = register();
    r.writer.officer('OFF1', () => {
      r.db.prepare("DELETE FROM appointments WHERE officer_id = 'OFF1'").run();
      r.db.prepare("DELETE FROM officers WHERE officer_id = 'OFF1'").run();
    });
    const found = ok(r.search.searchOfficers(page('john smith')));
    expect(found.items.map((item) => item.links.self)).toEqual(['/officers/OFF2/appointments']);
    expect(found.total_results).toBe(1);
    expect(found).toEqual(r.rebuilt().search.searchOfficers(page('john smith')));
    // Appointed again later: back, with the new count.
    r.writer.officer('OFF1', () => {
      r.db.prepare("INSERT INTO officers (officer_id, name, is_corporate) VALUES ('OFF1', 'SMITH, John', 0)").run();
      r.db
        .prepare(
          "INSERT INTO appointments (appointment_id, company_number, officer_id, officer_role, sort_key, surname, appointed_on, body) VALUES ('N9', '00000004', 'OFF1', 'director', '1', 'SMITH', '2026-11-02', '{}')",
        )
        .run();
    });
    expect(r.search.searchOfficers(page('smith'))).toEqual(r.rebuilt().search.searchOfficers(page('smith')));
    expect(ok(r.search.searchOfficers(page('smith'))).total_results).toBe(2);
  });

  it("places officers by the words of a removed officer's main row, not as if it had none", () => {
    // The writer's binary searches over the main officers probe the middle row first: here the
    // removed BAKER. Read as no words (search_words(NULL) is ''), it sorted before every name, so a
    // new ABBOTT went after it, and ADAMS's own main row was missed (kept beside the overlay row).
    const t = createTestDatabase();
    t.company({ company_number: '00000001', company_name: 'ACORN BAKERY LIMITED' });
    const appointed = (officer_id: string, name: string, company_number = '00000001') => ({
      officer_id,
      name,
      appointments: [{ company_number, appointed_on: '2020-01-01', address: defaultAddress }],
    });
    t.officer(appointed('ADAMS', 'ADAMS, Alex'))
      .officer(appointed('BAKER', 'BAKER, Alex'))
      .officer(appointed('CARTER', 'CARTER, Alex'));
    buildSearchIndex(t.db);
    const writer = createOverlayWriter(t.db)!;
    const search = createSearch(t.db);
    writer.officer('BAKER', () => {
      t.db.prepare("DELETE FROM appointments WHERE officer_id = 'BAKER'").run();
      t.db.prepare("DELETE FROM officers WHERE officer_id = 'BAKER'").run();
    });
    writer.officer('ABBOTT', () => t.officer(appointed('ABBOTT', 'ABBOTT, Alex')));
    writer.officer('ADAMS', () =>
      t.db
        .prepare(
          "INSERT INTO appointments (appointment_id, company_number, officer_id, officer_role, sort_key, surname, appointed_on, body) VALUES ('N1', '00000001', 'ADAMS', 'secretary', '1', 'ADAMS', '2026-11-01', '{}')",
        )
        .run(),
    );
    const found = ok(search.searchOfficers(page('alex')));
    expect(found.items.map((item) => [item.title, item.appointment_count])).toEqual([
      ['Alex ABBOTT', 1],
      ['Alex ADAMS', 2],
      ['Alex CARTER', 1],
    ]);
    expect(found.total_results).toBe(3);
    const copy = new Database(t.db.serialize());
    buildSearchIndex(copy);
    for (const q of ['alex', 'a', 'adams'])
      expect(search.searchOfficers(page(q))).toEqual(createSearch(copy).searchOfficers(page(q)));
    // An officer removed behind the writer's back leaves a main row with no words anywhere: the
    // change fails (its transaction rolls back) rather than placing rows by a guess.
    t.db.prepare("DELETE FROM appointments WHERE officer_id = 'CARTER'").run();
    t.db.prepare("DELETE FROM officers WHERE officer_id = 'CARTER'").run();
    const appointDavies = t.db.transaction(() =>
      writer.officer('DAVIES', () => t.officer(appointed('DAVIES', 'DAVIES, Alex'))),
    );
    expect(appointDavies).toThrow(/main officer row 3 \(CARTER\) is off the register but not superseded/);
    expect(t.db.prepare("SELECT count(*) FROM officers WHERE officer_id = 'DAVIES'").pluck().get()).toBe(0);
  });

  it('finds a new disqualified officer', () => {
    const r = register();
    r.t.disqualified({ officer_id: 'DQ0', kind: 'natural', body: { forename: 'Adam', surname: 'JONES' } });
    r.writer.disqualified('DQ0');
    const found = ok(r.search.searchDisqualifiedOfficers(page('jones')));
    expect(titles(found)).toEqual(['Adam JONES', 'Anne JONES']);
    expect(found).toEqual(r.rebuilt().search.searchDisqualifiedOfficers(page('jones')));
  });

  it('records nothing for a change search does not show, and is folded in by a rebuild', () => {
    const r = register();
    r.writer.company('00000003', () =>
      r.db
        .prepare("UPDATE companies SET body = json_set(body, '$.etag', 'changed') WHERE company_number = '00000003'")
        .run(),
    );
    expect(r.writer.size()).toBe(0);
    r.putCompany({ company_number: '00000009', company_name: 'ACORN BOOKS LIMITED' });
    expect(r.writer.size()).toBe(1);
    expect(ok(r.search.searchCompanies(page('books'))).total_results).toBe(1);
    buildSearchIndex(r.db);
    expect(r.writer.size()).toBe(0);
    // The reader notices the new generation and drops what it held: no duplicate.
    expect(ok(r.search.searchCompanies(page('books'))).total_results).toBe(1);
    expect(ok(r.search.searchCompanies(page('acorn'))).total_results).toBe(4);
  });

  it('leaves an index built before the overlay searchable, and unchanged by writes', () => {
    const r = register();
    r.db
      .exec(`DROP TABLE search_overlay_companies; DROP TABLE search_overlay_people; DROP TABLE search_overlay_superseded;
      UPDATE search_meta SET value = '3' WHERE key = 'version'`);
    expect(createOverlayWriter(r.db)).toBeUndefined();
    const search = createSearch(r.db);
    expect(titles(ok(search.searchCompanies(page('acorn'))))).toEqual([
      'ACORN BAKERY LIMITED',
      'ACORN BUILDERS LIMITED',
      'ACORN OLD LIMITED',
    ]);
    expect(ok(search.searchOfficers(page('smith'))).total_results).toBe(2);
    expect(ok(search.searchDisqualifiedOfficers(page('jones'))).total_results).toBe(1);
    expect(createAdvancedSearch(r.db).advanced({ company_status: ['active'], size: 20, start_index: 0 })).toMatchObject(
      {
        hits: 4,
      },
    );
  });

  it('is seen by a reader on another connection as soon as the change commits', () => {
    const path = join(tmpdir(), `search-overlay-${process.pid}-${Date.now()}.sqlite`);
    const r = register();
    r.db.exec(`VACUUM INTO '${path}'`);
    const writerDb = new Database(path);
    const readerDb = new Database(path, { readonly: true });
    try {
      writerDb.pragma('journal_mode = WAL');
      const writer = createOverlayWriter(writerDb)!;
      const search = createSearch(readerDb);
      expect(ok(search.searchCompanies(page('quince'))).total_results).toBe(0);
      writerDb.transaction(() =>
        writer.company('00000002', () =>
          writerDb
            .prepare(
              "UPDATE companies SET company_name = 'QUINCE BUILDERS LIMITED', body = json_set(body, '$.company_name', 'QUINCE BUILDERS LIMITED') WHERE company_number = '00000002'",
            )
            .run(),
        ),
      )();
      expect(titles(ok(search.searchCompanies(page('quince'))))).toEqual(['QUINCE BUILDERS LIMITED']);
      expect(titles(ok(search.searchCompanies(page('acorn'))))).toEqual(['ACORN BAKERY LIMITED', 'ACORN OLD LIMITED']);
    } finally {
      writerDb.close();
      readerDb.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    }
  });
});

describe('compareText', () => {
  it('orders as SQLite does (code points), not as UTF-16 units', () => {
    const db = new Database(':memory:');
    const texts = ['a', 'b', 'ab', '\uffff', '\u{10000}', '\ue000', 'Z', '', 'é', '\u{1f600}x'];
    const sqlite = db
      .prepare('SELECT value FROM json_each(?) ORDER BY value')
      .pluck()
      .all(JSON.stringify(texts)) as string[];
    expect([...texts].sort(compareText)).toEqual(sqlite);
  });
});

describe('the overlay readers keep in memory', () => {
  /** A deterministic sequence in [0, 1). */
  const random = (seed: number) => () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;

  it('keeps a sorted list and a word index as rows change, a few at a time or many at once', () => {
    const next = random(5);
    const vocabulary = ['acorn', 'ace', 'bramble', 'brook', 'cedar', 'é', 'z', 'acorns'];
    const list = new SortedList<{ key: number; name: string }>((a, b) => compareText(a.name, b.name) || a.key - b.key);
    const index = new WordIndex();
    const current = new Map<number, { key: number; name: string; words: string[] }>();
    for (const batch of [3, 80, 1, 200, 10]) {
      const added = Array.from({ length: batch }, () => {
        const key = Math.floor(next() * 150);
        const words = vocabulary.filter(() => next() < 0.3);
        return { key, name: words.join(' '), words };
      });
      const unique = [...new Map(added.map((row) => [row.key, row])).values()];
      const old = unique.flatMap((row) => current.get(row.key) ?? []);
      list.update(old, unique);
      index.update(
        old.map((row) => [row.key, row.words] as const),
        unique.map((row) => [row.key, row.words] as const),
      );
      for (const row of unique) current.set(row.key, row);

      const expected = [...current.values()].sort((a, b) => compareText(a.name, b.name) || a.key - b.key);
      expect(list.items.map((row) => row.key)).toEqual(expected.map((row) => row.key));
      for (const query of [['ac'], ['acorn'], ['b', 'c'], ['é'], ['zz']]) {
        const naive = [...current.values()]
          .filter((row) => query.every((word) => row.words.some((own) => own.startsWith(word))))
          .map((row) => row.key)
          .sort((a, b) => a - b);
        expect(index.matching(query).sort((a, b) => a - b)).toEqual(naive);
      }
    }
  });
});
