// Screening's store in SQLite: tables of their own in the app's own file (the one that keeps
// follows and the change log, beside the dataset, never inside it), WAL mode so that the
// instances of one machine share it. A run and its lines are written in one transaction.
import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { ScreenInput } from './input';
import {
  RUNS_KEPT_PER_OWNER,
  type LinePick,
  type LineRecord,
  type RunUpdate,
  type ScreeningStore,
  type ScreenRun,
  type StoredResult,
} from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS screen_run (
  run_id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  client TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  name TEXT NOT NULL,
  previous_run_id TEXT,
  total INTEGER NOT NULL,
  done INTEGER NOT NULL DEFAULT 0,
  matched INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  eta_seconds INTEGER,
  started_at INTEGER,
  finished_at INTEGER,
  calls INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 0,
  lease_holder TEXT,
  lease_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS screen_run_owner ON screen_run (owner, created_at);
CREATE INDEX IF NOT EXISTS screen_run_open ON screen_run (created_at) WHERE status != 'done';
CREATE TABLE IF NOT EXISTS screen_line (
  run_id TEXT NOT NULL,
  line INTEGER NOT NULL,
  input TEXT NOT NULL,
  pick TEXT,
  result TEXT,
  matched INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (run_id, line)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS screen_line_pending ON screen_line (run_id, line) WHERE result IS NULL;
`;

type RunRow = Omit<ScreenRun, 'eta_seconds' | 'started_at' | 'finished_at' | 'previous_run_id'> & {
  eta_seconds: number | null;
  started_at: number | null;
  finished_at: number | null;
  previous_run_id: string | null;
};
type LineRow = { line: number; input: string; pick: string | null; result: string | null };

function runOf(row: RunRow): ScreenRun {
  const { eta_seconds, started_at, finished_at, previous_run_id, ...rest } = row;
  return {
    ...rest,
    ...(eta_seconds !== null ? { eta_seconds } : {}),
    ...(started_at !== null ? { started_at } : {}),
    ...(finished_at !== null ? { finished_at } : {}),
    ...(previous_run_id !== null ? { previous_run_id } : {}),
  };
}

const lineOf = (row: LineRow): LineRecord => ({
  line: row.line,
  input: JSON.parse(row.input) as ScreenInput,
  ...(row.pick ? { pick: JSON.parse(row.pick) as LinePick } : {}),
  ...(row.result ? { result: JSON.parse(row.result) as StoredResult } : {}),
});

const RUN_COLUMNS =
  'run_id, owner, client, created_at, name, previous_run_id, total, done, matched, status, eta_seconds, started_at, finished_at, calls, version';

export function createSqliteScreeningStore(path: string): ScreeningStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const statements = {
    insertRun: db.prepare(
      `INSERT INTO screen_run (run_id, owner, client, created_at, name, previous_run_id, total, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'queued')`,
    ),
    insertLine: db.prepare('INSERT INTO screen_line (run_id, line, input, pick) VALUES (?, ?, ?, ?)'),
    getRun: db.prepare<[string], RunRow>(`SELECT ${RUN_COLUMNS} FROM screen_run WHERE run_id = ?`),
    listRuns: db.prepare<[string, number], RunRow>(
      `SELECT ${RUN_COLUMNS} FROM screen_run WHERE owner = ? ORDER BY created_at DESC LIMIT ?`,
    ),
    oldestDone: db.prepare<[string, number], { run_id: string }>(
      `SELECT run_id FROM screen_run WHERE owner = ? AND status = 'done' ORDER BY created_at DESC LIMIT -1 OFFSET ?`,
    ),
    pending: db.prepare<[string, number], LineRow>(
      'SELECT line, input, pick, result FROM screen_line WHERE run_id = ? AND result IS NULL ORDER BY line LIMIT ?',
    ),
    lines: db.prepare<[string], LineRow>(
      'SELECT line, input, pick, result FROM screen_line WHERE run_id = ? ORDER BY line',
    ),
    saveLine: db.prepare('UPDATE screen_line SET result = ?, matched = ? WHERE run_id = ? AND line = ?'),
    recount: db.prepare(
      `UPDATE screen_run SET done = (SELECT count(result) FROM screen_line WHERE run_id = @run),
         matched = (SELECT coalesce(sum(matched), 0) FROM screen_line WHERE run_id = @run), version = version + 1
       WHERE run_id = @run`,
    ),
    pick: db.prepare('UPDATE screen_line SET pick = ?, result = NULL, matched = 0 WHERE run_id = ? AND line = ?'),
    requeue: db.prepare(
      `UPDATE screen_run SET status = 'queued', finished_at = NULL WHERE run_id = ? AND status = 'done'`,
    ),
    deleteLines: db.prepare('DELETE FROM screen_line WHERE run_id = ?'),
    deleteRun: db.prepare('DELETE FROM screen_run WHERE run_id = ?'),
    claimable: db.prepare<[{ now: number }], RunRow>(
      `SELECT ${RUN_COLUMNS} FROM screen_run
       WHERE status != 'done' AND lease_until < @now
         AND client NOT IN (SELECT client FROM screen_run WHERE status != 'done' AND lease_until >= @now)
       ORDER BY created_at LIMIT 1`,
    ),
    lease: db.prepare('UPDATE screen_run SET lease_holder = ?, lease_until = ? WHERE run_id = ?'),
    renew: db.prepare('UPDATE screen_run SET lease_until = ? WHERE run_id = ? AND lease_holder = ?'),
    release: db.prepare(
      'UPDATE screen_run SET lease_holder = NULL, lease_until = 0 WHERE run_id = ? AND lease_holder = ?',
    ),
  };

  function update(runId: string, fields: RunUpdate) {
    const sets: string[] = [];
    const args: unknown[] = [];
    for (const key of ['status', 'eta_seconds', 'started_at', 'finished_at'] as const) {
      if (!(key in fields)) continue;
      sets.push(`${key} = ?`);
      args.push(fields[key] ?? null);
    }
    if (fields.calls) {
      sets.push('calls = calls + ?');
      args.push(fields.calls);
    }
    if (sets.length === 0) return;
    db.prepare(`UPDATE screen_run SET ${sets.join(', ')} WHERE run_id = ?`).run(...args, runId);
  }

  const createRun = db.transaction(
    (
      run: Parameters<ScreeningStore['createRun']>[0],
      inputs: readonly ScreenInput[],
      picks?: ReadonlyMap<number, LinePick>,
    ) => {
      statements.insertRun.run(
        run.run_id,
        run.owner,
        run.client,
        run.created_at,
        run.name,
        run.previous_run_id ?? null,
        inputs.length,
      );
      inputs.forEach((input, index) => {
        const pick = picks?.get(index + 1);
        statements.insertLine.run(run.run_id, index + 1, JSON.stringify(input), pick ? JSON.stringify(pick) : null);
      });
      // An owner keeps the newest runs; the oldest finished ones go.
      if (run.owner)
        for (const { run_id } of statements.oldestDone.all(run.owner, RUNS_KEPT_PER_OWNER - 1)) {
          statements.deleteLines.run(run_id);
          statements.deleteRun.run(run_id);
        }
    },
  );
  const saveResults = db.transaction(
    (runId: string, results: readonly { line: number; result: StoredResult }[], fields: RunUpdate | undefined) => {
      for (const { line, result } of results)
        statements.saveLine.run(JSON.stringify(result), result.row.company ? 1 : 0, runId, line);
      statements.recount.run({ run: runId });
      if (fields) update(runId, fields);
    },
  );
  const setPick = db.transaction((runId: string, line: number, pick: LinePick) => {
    if (statements.pick.run(JSON.stringify(pick), runId, line).changes === 0) return false;
    statements.requeue.run(runId);
    statements.recount.run({ run: runId });
    return true;
  });
  const deleteRun = db.transaction((runId: string) => {
    statements.deleteLines.run(runId);
    statements.deleteRun.run(runId);
  });
  const claimRun = db.transaction((holder: string, leaseMs: number, now: number) => {
    const row = statements.claimable.get({ now });
    if (!row) return undefined;
    statements.lease.run(holder, now + leaseMs, row.run_id);
    return runOf(row);
  });

  return {
    kind: 'sqlite',
    async createRun(run, inputs, picks) {
      createRun(run, inputs, picks);
      return runOf(statements.getRun.get(run.run_id)!);
    },
    async getRun(runId) {
      const row = statements.getRun.get(runId);
      return row && runOf(row);
    },
    async listRuns(owner, limit) {
      return statements.listRuns.all(owner, limit).map(runOf);
    },
    async pendingLines(runId, limit) {
      return statements.pending.all(runId, limit).map(lineOf);
    },
    async lines(runId) {
      return statements.lines.all(runId).map(lineOf);
    },
    async saveResults(runId, results, fields) {
      saveResults(runId, results, fields);
    },
    async updateRun(runId, fields) {
      update(runId, fields);
    },
    async setPick(runId, line, pick) {
      return setPick(runId, line, pick);
    },
    async deleteRun(runId) {
      deleteRun(runId);
    },
    async claimRun(holder, leaseMs, now) {
      return claimRun.immediate(holder, leaseMs, now);
    },
    async renewLease(runId, holder, leaseMs, now) {
      return statements.renew.run(now + leaseMs, runId, holder).changes === 1;
    },
    async releaseRun(runId, holder) {
      statements.release.run(runId, holder);
    },
    async close() {
      db.close();
    },
  };
}
