// Case files in SQLite: a file of their own in the app's data folder (beside the dataset, never
// inside it). WAL, so several processes on one machine share it; every change is one statement or
// one transaction, so a crash mid-write leaves the last committed state.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  caseOfRow,
  itemOfRow,
  MAX_ITEMS,
  MIGRATIONS,
  patchColumns,
  type CaseRow,
  type CasesStore,
  type Grant,
  type ItemRow,
} from './store';

export function createSqliteCasesStore(path: string): CasesStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE IF NOT EXISTS case_schema (version INTEGER NOT NULL)');
  const migrate = db.transaction(() => {
    const at = db.prepare<[], { version: number }>('SELECT version FROM case_schema').get();
    if (!at) db.prepare('INSERT INTO case_schema (version) VALUES (0)').run();
    for (let version = at?.version ?? 0; version < MIGRATIONS.length; version++) {
      db.exec(MIGRATIONS[version]![0]);
      db.prepare('UPDATE case_schema SET version = ?').run(version + 1);
    }
  });
  // Two processes starting together: the second waits on the first's write lock, then finds nothing to do.
  migrate.immediate();

  const s = {
    insertCase: db.prepare(
      'INSERT INTO case_file (id, title, created_at, updated_at, read_token, edit_token) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    getCase: db.prepare<[string], CaseRow>('SELECT * FROM case_file WHERE id = ?'),
    seen: db.prepare('UPDATE case_file SET seen_seq = max(seen_seq, ?) WHERE id = ?'),
    tokens: db.prepare('UPDATE case_file SET read_token = ?, edit_token = ?, updated_at = ? WHERE id = ?'),
    items: db.prepare<[string], ItemRow>('SELECT * FROM case_item WHERE case_id = ? ORDER BY added_at, rowid'),
    countItems: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM case_item WHERE case_id = ?'),
    insertItem: db.prepare(
      'INSERT INTO case_item (case_id, id, kind, href, note, added_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    getItem: db.prepare<[string, string], ItemRow>('SELECT * FROM case_item WHERE case_id = ? AND id = ?'),
    noteItem: db.prepare('UPDATE case_item SET note = ?, updated_at = ? WHERE case_id = ? AND id = ?'),
    touch: db.prepare('UPDATE case_file SET updated_at = max(updated_at, ?) WHERE id = ?'),
    removeItem: db.prepare('DELETE FROM case_item WHERE case_id = ? AND id = ?'),
    grant: db.prepare(
      `INSERT INTO case_grant (browser, case_id, role, token, granted_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (browser, case_id) DO UPDATE SET role = excluded.role, token = excluded.token, granted_at = excluded.granted_at`,
    ),
    grants: db.prepare<[string], { case_id: string; role: string; token: string; granted_at: number }>(
      'SELECT case_id, role, token, granted_at FROM case_grant WHERE browser = ? ORDER BY granted_at DESC',
    ),
    version: db.prepare<[], { version: number }>('SELECT version FROM case_schema'),
  };

  const addItem = db.transaction((item: Parameters<CasesStore['addItem']>[0]) => {
    if ((s.countItems.get(item.caseId)?.n ?? 0) >= MAX_ITEMS) return 'full' as const;
    s.insertItem.run(item.caseId, item.id, item.kind, item.href, item.note, item.addedAt, item.addedAt);
    s.touch.run(item.addedAt, item.caseId);
    return { ...item, updatedAt: item.addedAt };
  });
  const updateItem = db.transaction((caseId: string, itemId: string, note: string | undefined, now: number) => {
    if (note !== undefined && s.noteItem.run(note, now, caseId, itemId).changes > 0) s.touch.run(now, caseId);
    const row = s.getItem.get(caseId, itemId);
    return row && itemOfRow(row);
  });
  const removeItem = db.transaction((caseId: string, itemId: string, now: number) => {
    const removed = s.removeItem.run(caseId, itemId).changes > 0;
    if (removed) s.touch.run(now, caseId);
    return removed;
  });

  return {
    kind: 'sqlite',
    async createCase(record) {
      s.insertCase.run(record.id, record.title, record.createdAt, record.createdAt, record.readToken, record.editToken);
      return caseOfRow(s.getCase.get(record.id)!);
    },
    async getCase(id) {
      const row = s.getCase.get(id);
      return row && caseOfRow(row);
    },
    async updateCase(id, patch, now) {
      const columns = patchColumns(patch);
      const sets = [...columns.map(([name]) => `${name} = ?`), 'updated_at = ?'].join(', ');
      db.prepare(`UPDATE case_file SET ${sets} WHERE id = ?`).run(...columns.map(([, value]) => value), now, id);
      const row = s.getCase.get(id);
      return row && caseOfRow(row);
    },
    async markSeen(id, seq) {
      s.seen.run(seq, id);
    },
    async setTokens(id, readToken, editToken, now) {
      s.tokens.run(readToken, editToken, now, id);
    },
    async items(caseId) {
      return s.items.all(caseId).map(itemOfRow);
    },
    async addItem(item) {
      return addItem(item);
    },
    async updateItem(caseId, itemId, patch, now) {
      return updateItem(caseId, itemId, patch.note, now);
    },
    async removeItem(caseId, itemId) {
      return removeItem(caseId, itemId, Date.now());
    },
    async grant(browser, grant: Grant) {
      s.grant.run(browser, grant.caseId, grant.role, grant.token, grant.grantedAt);
    },
    async grants(browser) {
      return s.grants.all(browser).map((row) => ({
        caseId: row.case_id,
        role: row.role as Grant['role'],
        token: row.token,
        grantedAt: row.granted_at,
      }));
    },
    async schemaVersion() {
      return s.version.get()?.version ?? 0;
    },
    async close() {
      db.close();
    },
  };
}
