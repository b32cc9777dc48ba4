// A companies-only dataset of any size for the advanced-search benchmark, made from a dataset
// the real generator wrote (`--from`, e.g. .data/e2e.sqlite: 20,000 companies, seed 1): its
// companies are copied until there are `companies` of them, every copy keeping the original's
// status, type, subtype, dates, SIC codes and registered office (so every filter's distribution
// is the generator's), under a new number and, past the first copy, a name with another
// company's first word in front (as bulk-out.ts does), so names differ. No officers, filings
// or PSCs: advanced search reads companies and the search index only.
//   generating 1,000,000 companies on a 2-core machine: about two minutes, 1.6 GB.
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { DDL } from '../lib/registry-server/db/schema';
import { buildSearchIndex } from '../lib/registry-server/search';

export function fillFromDataset({ from, path, companies }: { from: string; path: string; companies: number }) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
  const db = new Database(path);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  db.exec(DDL);
  db.prepare('ATTACH ? AS src').run(from);
  const source = db.prepare('SELECT count(*) FROM src.companies').pluck().get() as number;
  db.transaction(() => {
    db.exec(`
      CREATE TEMP TABLE originals AS
        SELECT row_number() OVER (ORDER BY company_number) - 1 AS i, company_name, company_status, type, date_of_creation, body,
               substr(company_name, 1, instr(company_name || ' ', ' ') - 1) AS first_word
        FROM src.companies;
      CREATE UNIQUE INDEX temp.originals_i ON originals (i);
    `);
    db.prepare(
      `WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k + 1 < ?),
       rows AS (
         SELECT n.k AS k, o.*, printf('%08d', n.k + 1) AS number,
                CASE WHEN n.k < ? THEN o.company_name
                     ELSE (SELECT w.first_word FROM originals w WHERE w.i = (n.k * 7919 + n.k / ?) % ?) || ' ' || o.company_name END AS name
         FROM n JOIN originals o ON o.i = n.k % ?
       )
       INSERT INTO companies (company_number, company_name, company_status, type, date_of_creation, body)
         SELECT number, name, company_status, type, date_of_creation,
                json_set(body, '$.company_number', number, '$.company_name', name, '$.links.self', '/company/' || number)
         FROM rows`,
    ).run(companies, source, source, source, source);
    db.exec(
      `INSERT INTO meta (key, value) SELECT key, value FROM src.meta WHERE key NOT IN ('companies', 'rows', 'showcase')`,
    );
    db.prepare("INSERT INTO meta (key, value) VALUES ('companies', ?)").run(String(companies));
  })();
  db.exec('DETACH src');
  buildSearchIndex(db);
  db.close();
}
