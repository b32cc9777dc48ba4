// Who applies activity to a dataset file: one row in the file itself, taken in a write
// transaction, so two processes (the app and `npm run registry`) can never both hold it.
// The holder refreshes its heartbeat while it runs; a holder silent for `staleMs` (it died or
// hangs) loses the lock to the next process that asks.
import 'server-only';
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

export const LOCK_STALE_MS = 15_000;

export interface ActivityLock {
  /** Takes or refreshes the lock; false when another live process holds it. */
  acquire(): boolean;
  release(): void;
  readonly held: boolean;
  readonly holder: string;
}

export function createActivityLock(db: Database.Database, options: { staleMs?: number } = {}): ActivityLock {
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  const holder = `${process.pid}:${randomUUID()}`;
  db.exec(`CREATE TABLE IF NOT EXISTS activity_lock (
    id        INTEGER PRIMARY KEY CHECK (id = 1),
    holder    TEXT NOT NULL,
    heartbeat INTEGER NOT NULL
  )`);
  const read = db.prepare('SELECT holder, heartbeat FROM activity_lock WHERE id = 1');
  const write = db.prepare(
    'INSERT INTO activity_lock (id, holder, heartbeat) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, heartbeat = excluded.heartbeat',
  );
  const remove = db.prepare('DELETE FROM activity_lock WHERE id = 1 AND holder = ?');
  let held = false;
  // The heartbeat is written at most every staleMs/5 (not on every change).
  let lastBeat = -Infinity;

  const take = db.transaction(() => {
    const row = read.get() as { holder: string; heartbeat: number } | undefined;
    // Wall-clock time, whatever clock the changes run on (the backlog's runs in the past).
    const at = Date.now();
    if (row && row.holder !== holder && at - row.heartbeat < staleMs) return false;
    write.run(holder, at);
    return true;
  });

  return {
    acquire() {
      if (held && Date.now() - lastBeat < staleMs / 5) return true;
      held = take.immediate();
      if (held) lastBeat = Date.now();
      return held;
    },
    release() {
      if (held) remove.run(holder);
      held = false;
    },
    get held() {
      return held;
    },
    holder,
  };
}
