// lib/changes' store in SQLite: a file of its own beside the dataset (never inside it: the
// dataset may be replaced by the generator or an import). WAL mode, so that several
// processes on one machine share it: one consumes, all read.
import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Change, StreamName } from './events';
import { CHANGE_LOG_MAX, type ChangeFilter, type ChangesStore, type FollowResult, type PersonDecision } from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS stream_cursor (stream TEXT PRIMARY KEY, timepoint INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS change (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  stream TEXT NOT NULL, timepoint INTEGER NOT NULL,
  kind TEXT NOT NULL, company_number TEXT NOT NULL,
  body TEXT NOT NULL,
  UNIQUE (stream, timepoint)
);
CREATE INDEX IF NOT EXISTS change_company ON change (company_number, seq);
CREATE TABLE IF NOT EXISTS follow (token TEXT NOT NULL, company_number TEXT NOT NULL, followed_at INTEGER NOT NULL, PRIMARY KEY (token, company_number)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS follow_company ON follow (company_number);
CREATE TABLE IF NOT EXISTS watch_seen (token TEXT PRIMARY KEY, seq INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS lease (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS person_decision (token TEXT NOT NULL, a TEXT NOT NULL, b TEXT NOT NULL, decision TEXT NOT NULL, decided_at INTEGER NOT NULL, PRIMARY KEY (token, a, b)) WITHOUT ROWID;
`;

type Row = { seq: number; body: string };
const toChange = (row: Row): Change => ({ ...(JSON.parse(row.body) as Omit<Change, 'seq'>), seq: row.seq });

/** `(?, ?, …)` for an IN list, or a clause that is always true when there is no list. */
function where(filter: ChangeFilter): { sql: string; args: string[] } {
  const parts: string[] = [];
  const args: string[] = [];
  if (filter.companies) {
    parts.push(`company_number IN (${filter.companies.map(() => '?').join(',') || "''"})`);
    args.push(...filter.companies);
  }
  if (filter.kinds && filter.kinds.length > 0) {
    parts.push(`kind IN (${filter.kinds.map(() => '?').join(',')})`);
    args.push(...filter.kinds);
  }
  return { sql: parts.length ? parts.join(' AND ') : '1', args };
}

export function createSqliteChangesStore(path: string): ChangesStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const statements = {
    getCursor: db.prepare<[string], { timepoint: number }>('SELECT timepoint FROM stream_cursor WHERE stream = ?'),
    setCursor: db.prepare(
      'INSERT INTO stream_cursor (stream, timepoint, updated_at) VALUES (?, ?, ?) ON CONFLICT (stream) DO UPDATE SET timepoint = excluded.timepoint, updated_at = excluded.updated_at',
    ),
    insert: db.prepare<[string, number, string, string, string]>(
      'INSERT OR IGNORE INTO change (stream, timepoint, kind, company_number, body) VALUES (?, ?, ?, ?, ?)',
    ),
    prune: db.prepare('DELETE FROM change WHERE seq <= ?'),
    follows: db.prepare<[string], { company_number: string; followed_at: number }>(
      'SELECT company_number, followed_at FROM follow WHERE token = ? ORDER BY followed_at DESC, company_number',
    ),
    count: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM follow WHERE token = ?'),
    follow: db.prepare('INSERT OR IGNORE INTO follow (token, company_number, followed_at) VALUES (?, ?, ?)'),
    unfollow: db.prepare('DELETE FROM follow WHERE token = ? AND company_number = ?'),
    seen: db.prepare<[string], { seq: number }>('SELECT seq FROM watch_seen WHERE token = ?'),
    markSeen: db.prepare(
      'INSERT INTO watch_seen (token, seq) VALUES (?, ?) ON CONFLICT (token) DO UPDATE SET seq = max(seq, excluded.seq)',
    ),
    followed: db.prepare<[number], { company_number: string }>(
      'SELECT DISTINCT company_number FROM follow ORDER BY company_number LIMIT ?',
    ),
    lease: db.prepare<[string, string, number, number, string]>(
      `INSERT INTO lease (name, holder, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE lease.expires_at < ? OR lease.holder = ?`,
    ),
    leaseHolder: db.prepare<[string], { holder: string; expires_at: number }>(
      'SELECT holder, expires_at FROM lease WHERE name = ?',
    ),
    release: db.prepare('DELETE FROM lease WHERE name = ? AND holder = ?'),
    source: db.prepare<[], { value: string }>("SELECT value FROM store_meta WHERE key = 'source'"),
    decisions: db.prepare<[string], { a: string; b: string; decision: 'same' | 'different'; decided_at: number }>(
      'SELECT a, b, decision, decided_at FROM person_decision WHERE token = ?',
    ),
    decide: db.prepare(
      `INSERT INTO person_decision (token, a, b, decision, decided_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (token, a, b) DO UPDATE SET decision = excluded.decision, decided_at = excluded.decided_at`,
    ),
    undecide: db.prepare('DELETE FROM person_decision WHERE token = ? AND a = ? AND b = ?'),
  };
  // The change table's AUTOINCREMENT keeps its high mark, so seen marks stay meaningful.
  const adoptSource = db.transaction((identity: string, forget: boolean) => {
    if (forget) db.exec('DELETE FROM stream_cursor; DELETE FROM change');
    db.prepare(
      "INSERT INTO store_meta (key, value) VALUES ('source', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ).run(identity);
  });
  const follow = db.transaction((token: string, companyNumber: string, max: number, now: number): FollowResult => {
    if ((statements.count.get(token)?.n ?? 0) >= max) {
      const held = statements.follows.all(token).some((row) => row.company_number === companyNumber);
      return held ? 'already' : 'full';
    }
    return statements.follow.run(token, companyNumber, now).changes === 1 ? 'added' : 'already';
  });
  let recorded = 0;

  return {
    kind: 'sqlite',
    async sourceIdentity() {
      return statements.source.get()?.value;
    },
    async adoptSource(identity, forget) {
      adoptSource(identity, forget);
    },
    async getCursor(stream) {
      return statements.getCursor.get(stream)?.timepoint;
    },
    async setCursor(stream: StreamName, timepoint) {
      statements.setCursor.run(stream, timepoint, Date.now());
    },
    async record(change) {
      const result = statements.insert.run(
        change.stream,
        change.timepoint,
        change.kind,
        change.companyNumber,
        JSON.stringify(change),
      );
      if (result.changes === 0) return undefined;
      const seq = Number(result.lastInsertRowid);
      // Prune now and then, not on every insert.
      if (++recorded % 1000 === 0) statements.prune.run(seq - CHANGE_LOG_MAX);
      return { ...change, seq };
    },
    async since(seq, filter, limit) {
      const { sql, args } = where(filter);
      return db
        .prepare<unknown[], Row>(`SELECT seq, body FROM change WHERE seq > ? AND ${sql} ORDER BY seq LIMIT ?`)
        .all(seq, ...args, limit)
        .map(toChange);
    },
    async latest(filter, limit) {
      const { sql, args } = where(filter);
      return db
        .prepare<unknown[], Row>(`SELECT seq, body FROM change WHERE ${sql} ORDER BY seq DESC LIMIT ?`)
        .all(...args, limit)
        .map(toChange);
    },
    async personDecisions(token, links) {
      const wanted = new Set(links);
      return statements.decisions
        .all(token)
        .filter((row) => wanted.has(row.a) || wanted.has(row.b))
        .map((row): PersonDecision => ({ a: row.a, b: row.b, decision: row.decision, decidedAt: row.decided_at }));
    },
    async decidePerson(token, a, b, decision, now) {
      if (decision) statements.decide.run(token, a, b, decision, now);
      else statements.undecide.run(token, a, b);
    },
    async watchList(token) {
      return {
        companies: statements.follows
          .all(token)
          .map((row) => ({ companyNumber: row.company_number, followedAt: row.followed_at })),
        seenSeq: statements.seen.get(token)?.seq ?? 0,
      };
    },
    async follow(token, companyNumber, max, now) {
      return follow(token, companyNumber, max, now);
    },
    async unfollow(token, companyNumber) {
      statements.unfollow.run(token, companyNumber);
    },
    async markSeen(token, seq) {
      statements.markSeen.run(token, seq);
    },
    async followedCompanies(limit) {
      return statements.followed.all(limit).map((row) => row.company_number);
    },
    async takeLease(holder, ttlMs, now) {
      statements.lease.run('consumer', holder, now + ttlMs, now, holder);
      return statements.leaseHolder.get('consumer')?.holder === holder;
    },
    async releaseLease(holder) {
      statements.release.run('consumer', holder);
    },
    async close() {
      db.close();
    },
  };
}
