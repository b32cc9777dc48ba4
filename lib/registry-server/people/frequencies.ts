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
  const people = Math.max(1, n('P'));
  const records = Math.max(1, n('R'));
  const withMiddle = Math.max(1, n('M'));
  /** A share among the people of a surname (kept only where two or more share it). */
  const within = (key: string, surname: string) => n(key) / Math.max(1, n(`s:${surname}`));
  return {
    people,
    records,
    surname: (surname) => n(`s:${surname}`),
    forename: (forename) => n(`f:${forename}`),
    fullName: (surname, forename) => n(`sf:${surname}|${forename}`),
    forenames: (forenames) => n(`fm:${forenames}`),
    middleShare: withMiddle / people,
    middle: (name, surname) => Math.max(n(`m:${name}`) / withMiddle, within(`sm:${surname}|${name}`, surname)),
    nationality: (value, surname) => Math.max(n(`n:${value}`) / people, within(`sn:${surname}|${value}`, surname)),
    residence: (value, surname) => Math.max(n(`r:${value}`) / people, within(`sr:${surname}|${value}`, surname)),
    postcode: (postcode) => n(`pc:${postcode}`),
    occupation: (value) => n(`o:${value}`) / Math.max(1, n('O')),
  };
}

/**
 * Counts the statistics from a table `source` of one row per record:
 * (person_key, surname, forename, month, forenames, middles, nationalities, residences, postcodes, occupations: JSON
 * arrays but the first five; `occupations` null for records that give none by kind: PSCs).
 */
export function countFrequencies(db: Database.Database, source: string): void {
  db.exec('DELETE FROM person_stats');
  const insert = (sql: string) => db.exec(`INSERT OR REPLACE INTO person_stats (key, n) ${sql}`);
  insert(`SELECT 'P', count(DISTINCT person_key) FROM ${source}`);
  insert(`SELECT 'R', count(*) FROM ${source}`);
  insert(`SELECT 'M', count(DISTINCT person_key) FROM ${source} WHERE middles != '[]'`);
  insert(`SELECT 's:' || surname, count(DISTINCT person_key) FROM ${source} GROUP BY surname`);
  insert(`SELECT 'f:' || forename, count(DISTINCT person_key) FROM ${source} GROUP BY forename`);
  // A forename of one letter counts everyone whose forename has that initial.
  insert(
    `SELECT 'f:' || substr(forename, 1, 1), count(DISTINCT person_key) FROM ${source} GROUP BY substr(forename, 1, 1)`,
  );
  insert(`SELECT 'sf:' || surname || '|' || forename, count(DISTINCT month) FROM ${source} GROUP BY surname, forename`);
  insert(
    `SELECT 'sf:' || surname || '|' || substr(forename, 1, 1), count(DISTINCT forename || month) FROM ${source}
      GROUP BY surname, substr(forename, 1, 1)`,
  );
  insert(
    `SELECT 'fm:' || forenames, count(DISTINCT person_key) FROM ${source} WHERE forenames IS NOT NULL GROUP BY forenames`,
  );
  insert(
    `SELECT 'm:' || j.value, count(DISTINCT person_key) FROM ${source}, json_each(${source}.middles) j GROUP BY j.value`,
  );
  insert(
    `SELECT 'n:' || j.value, count(DISTINCT person_key) FROM ${source}, json_each(${source}.nationalities) j GROUP BY j.value`,
  );
  insert(
    `SELECT 'r:' || j.value, count(DISTINCT person_key) FROM ${source}, json_each(${source}.residences) j GROUP BY j.value`,
  );
  // Within a surname, where two people or more share the value.
  for (const [prefix, column] of [
    ['sn', 'nationalities'],
    ['sr', 'residences'],
    ['sm', 'middles'],
  ] as const)
    insert(
      `SELECT '${prefix}:' || surname || '|' || j.value, count(DISTINCT person_key) AS n FROM ${source}, json_each(${source}.${column}) j
        GROUP BY surname, j.value HAVING n >= 2`,
    );
  insert(`SELECT 'pc:' || j.value, count(*) FROM ${source}, json_each(${source}.postcodes) j GROUP BY j.value`);
  insert(`SELECT 'O', count(*) FROM ${source} WHERE occupations IS NOT NULL`);
  insert(`SELECT 'o:' || j.value, count(*) FROM ${source}, json_each(${source}.occupations) j GROUP BY j.value`);
}
