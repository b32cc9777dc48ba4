// How common names, nationalities and postcodes are in the index (lib/registry/people/match.ts
// NameFrequencies), counted when the index is built and kept in `person_stats` for the updates
// that follow: a key per count (`s:SMITH`, `sf:SMITH|JOHN`, `pc:BS84JX`…), read through a cache.
import type Database from 'better-sqlite3';
import type { NameFrequencies } from '@/lib/registry/people/match';

export function frequenciesOf(db: Database.Database): NameFrequencies {
  const read = db.prepare('SELECT n FROM person_stats WHERE key = ?').pluck();
  const cache = new Map<string, number>();
  const n = (key: string): number => {
    let value = cache.get(key);
    if (value === undefined) {
      value = (read.get(key) as number | undefined) ?? 0;
      if (cache.size > 200_000) cache.clear();
      cache.set(key, value);
    }
    return value;
  };
  // A count the build did not keep is one (the person themself); within a surname, none other.
  const one = (key: string) => Math.max(1, n(key));
  const people = one('P');
  const records = one('R');
  const withMiddle = one('M');
  /** A share among the people of a surname (kept only where two or more share it). */
  const within = (key: string, surname: string) => n(key) / one(`s:${surname}`);
  return {
    people,
    records,
    surname: (surname) => one(`s:${surname}`),
    forename: (forename) => one(`f:${forename}`),
    fullName: (surname, forename) => one(`sf:${surname}|${forename}`),
    forenames: (forenames) => one(`fm:${forenames}`),
    middleShare: withMiddle / people,
    middle: (name, surname) => Math.max(one(`m:${name}`) / withMiddle, within(`sm:${surname}|${name}`, surname)),
    nationality: (value, surname) => Math.max(n(`n:${value}`) / people, within(`sn:${surname}|${value}`, surname)),
    residence: (value, surname) => Math.max(n(`r:${value}`) / people, within(`sr:${surname}|${value}`, surname)),
    postcode: (postcode) => one(`pc:${postcode}`),
    occupation: (value) => n(`o:${value}`) / Math.max(1, n('O')),
  };
}

/**
 * Counts the statistics from a table `source` of one row per record:
 * (person_key, surname, forename, month, forenames, middles, nationalities, residences, postcodes, occupations: JSON
 * arrays but the first five; `occupations` null for records that give none by kind: PSCs). A count
 * of one is not kept (the reader takes a missing count for one): most names are one person's. At the
 * register's size each big sort costs seconds, so each is made once, and the smaller counts summed from it.
 */
export function countFrequencies(db: Database.Database, source: string): void {
  db.exec('DELETE FROM person_stats');
  const insert = (sql: string) => db.exec(`INSERT OR REPLACE INTO person_stats (key, n) ${sql}`);
  const people = `(SELECT * FROM ${source} WHERE person_key IS NOT NULL)`;
  const within = (column: string, table: string) =>
    db.exec(`CREATE TEMP TABLE ${table} AS
      SELECT surname, j.value AS value, count(DISTINCT person_key) AS n FROM ${people} AS p, json_each(p.${column}) j
       GROUP BY surname, j.value`);
  try {
    insert(`SELECT 'R', count(*) FROM ${source}`);
    // Surname and forename: months with the name; people of a surname, of a forename, of an initial.
    db.exec(`CREATE TEMP TABLE fq_names AS
      SELECT surname, forename, count(DISTINCT month) AS n FROM ${people} GROUP BY surname, forename`);
    insert(`SELECT 'P', sum(n) FROM temp.fq_names`);
    insert(`SELECT 'sf:' || surname || '|' || forename, n FROM temp.fq_names WHERE n >= 2`);
    insert(`SELECT 's:' || surname, sum(n) AS t FROM temp.fq_names GROUP BY surname HAVING t >= 2`);
    insert(`SELECT 'f:' || forename, sum(n) AS t FROM temp.fq_names GROUP BY forename HAVING t >= 2`);
    // A forename of one letter counts everyone whose forename has that initial.
    insert(`SELECT 'f:' || substr(forename, 1, 1), sum(n) FROM temp.fq_names GROUP BY substr(forename, 1, 1)`);
    insert(
      `SELECT 'sf:' || surname || '|' || substr(forename, 1, 1), sum(n) AS t FROM temp.fq_names
        GROUP BY surname, substr(forename, 1, 1) HAVING t >= 2`,
    );
    insert(
      `SELECT 'fm:' || forenames, count(DISTINCT person_key) AS n FROM ${people} WHERE forenames IS NOT NULL
        GROUP BY forenames HAVING n >= 2`,
    );
    // Middle names, nationalities, countries: among everyone, and within a surname where two people or more share one.
    for (const [column, all, inSurname] of [
      ['middles', 'm', 'sm'],
      ['nationalities', 'n', 'sn'],
      ['residences', 'r', 'sr'],
    ] as const) {
      within(column, `fq_${inSurname}`);
      insert(`SELECT '${all}:' || value, sum(n) FROM temp.fq_${inSurname} GROUP BY value`);
      insert(`SELECT '${inSurname}:' || surname || '|' || value, n FROM temp.fq_${inSurname} WHERE n >= 2`);
    }
    insert(`SELECT 'M', count(DISTINCT person_key) FROM ${people} WHERE middles != '[]'`);
    insert(
      `SELECT 'pc:' || j.value, count(*) AS n FROM ${source} AS r, json_each(r.postcodes) j GROUP BY j.value HAVING n >= 2`,
    );
    insert(`SELECT 'O', count(*) FROM ${source} WHERE occupations IS NOT NULL`);
    insert(`SELECT 'o:' || j.value, count(*) FROM ${source} AS r, json_each(r.occupations) j GROUP BY j.value`);
  } finally {
    for (const table of ['fq_names', 'fq_sm', 'fq_sn', 'fq_sr']) db.exec(`DROP TABLE IF EXISTS temp.${table}`);
  }
}
