// Keeps the person index current as the register changes, without building it again: a new,
// changed or removed record is resolved again together with every record it could meet (its
// blocks' records) and every record of the people those belong to, by the rules a build applies
// (lib/registry/people/resolve.ts); their rows, blocks and pairs are written anew. A new
// appointment or PSC entry thus joins a person, or starts one. Run by the activity engine inside
// the change's transaction (activity/engine.ts). The counts of how common names are stay as the
// build left them until the next build.
import type Database from 'better-sqlite3';
import type { PersonRecord } from '@/lib/registry/people/records';
import { blockKeys } from '@/lib/registry/people/records';
import { resolvePeople } from '@/lib/registry/people/resolve';
import { birthText } from './rows';
import { frequenciesOf } from './frequencies';
import { createRecordSource } from './source';

/** Records read from one block at most (a register's most common name of a month has fewer). */
const MAX_BLOCK_READ = 2000;

export interface PersonIndexUpdater {
  /** Resolves these records (registry links) again, with everything they could meet. */
  update(links: readonly string[]): void;
}

/** An updater over a writable connection, or undefined when the file has no person index. */
export function createPersonIndexUpdater(db: Database.Database): PersonIndexUpdater | undefined {
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'person_records'").get() === undefined)
    return undefined;
  const source = createRecordSource(db);
  const frequencies = frequenciesOf(db);
  const q = {
    row: db.prepare<[string], { person_id: string; blocks: string }>(
      'SELECT person_id, blocks FROM person_records WHERE link = ?',
    ),
    members: db.prepare('SELECT link FROM person_records WHERE person_id = ?').pluck(),
    inBlock: db.prepare(`SELECT link FROM person_blocks WHERE block = ? LIMIT ${MAX_BLOCK_READ}`).pluck(),
    removeRecord: db.prepare('DELETE FROM person_records WHERE link = ?'),
    removeBlock: db.prepare('DELETE FROM person_blocks WHERE block = ? AND link = ?'),
    removePairs: db.prepare('DELETE FROM person_pairs WHERE a = ? OR b = ?'),
    addRecord: db.prepare(
      `INSERT INTO person_records (link, person_id, kind, name, birth, nationalities, residences, since, confidence, via, evidence, blocks)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    addBlock: db.prepare('INSERT OR IGNORE INTO person_blocks (block, link) VALUES (?, ?)'),
    addPair: db.prepare('INSERT OR REPLACE INTO person_pairs (a, b, confidence, evidence) VALUES (?, ?, ?, ?)'),
    pairsOf: db.prepare<[string, string], { a: string; b: string; confidence: number; evidence: string }>(
      'SELECT * FROM person_pairs WHERE a = ? UNION SELECT * FROM person_pairs WHERE b = ?',
    ),
  };
  const associates = (record: PersonRecord) => {
    const people = new Map<string, string>();
    for (const company of record.companies.slice(0, 50))
      for (const [key, name] of source.peopleAt(company)) people.set(key, name);
    return people;
  };

  return {
    update(links) {
      // What the changed records could meet, and whom those records belong to.
      const affected = new Set<string>();
      const people = new Set<string>();
      const addPerson = (link: string) => {
        const row = q.row.get(link);
        if (row) people.add(row.person_id);
      };
      const current = new Map<string, PersonRecord>();
      for (const link of new Set(links)) {
        affected.add(link);
        addPerson(link);
        const record = source.get(link);
        if (!record) continue;
        current.set(link, record);
        for (const block of blockKeys(record))
          for (const other of q.inBlock.all(block) as string[]) {
            affected.add(other);
            addPerson(other);
          }
      }
      for (const personId of people) for (const link of q.members.all(personId) as string[]) affected.add(link);

      const records: PersonRecord[] = [];
      for (const link of affected) {
        const record = current.get(link) ?? source.get(link);
        if (record) records.push(record);
      }
      const { assignments, possible } = resolvePeople(records, frequencies, { associates });

      // Pairs with records outside the affected set stay; those within are made again.
      const outside: { a: string; b: string; confidence: number; evidence: string }[] = [];
      for (const link of affected) {
        for (const pair of q.pairsOf.all(link, link))
          if (!affected.has(pair.a) || !affected.has(pair.b)) outside.push(pair);
        q.removePairs.run(link, link);
        const row = q.row.get(link);
        if (row) for (const block of JSON.parse(row.blocks) as string[]) q.removeBlock.run(block, link);
        q.removeRecord.run(link);
      }
      for (const record of records) {
        const assigned = assignments.get(record.link)!;
        const blocks = blockKeys(record);
        q.addRecord.run(
          record.link,
          assigned.personId,
          record.kind,
          record.name,
          birthText(record),
          JSON.stringify(record.nationalities),
          JSON.stringify(record.residences),
          record.since ?? null,
          assigned.confidence,
          assigned.via ?? null,
          assigned.evidence.length > 0 ? JSON.stringify(assigned.evidence) : null,
          JSON.stringify(blocks),
        );
        for (const block of blocks) q.addBlock.run(block, record.link);
      }
      const still = new Set(records.map((record) => record.link));
      for (const pair of outside)
        if ((still.has(pair.a) || !affected.has(pair.a)) && (still.has(pair.b) || !affected.has(pair.b)))
          q.addPair.run(pair.a, pair.b, pair.confidence, pair.evidence);
      for (const pair of possible) {
        const [a, b] = pair.a < pair.b ? [pair.a, pair.b] : [pair.b, pair.a];
        q.addPair.run(a, b, pair.confidence, JSON.stringify(pair.evidence));
      }
    },
  };
}
