// Case files in PostgreSQL (DATABASE_URL), for a fleet of app instances sharing them. The `pg`
// package is loaded when this store is made, never bundled: an app without DATABASE_URL needs
// none of it. Migrations run on start under an advisory lock, so instances starting together
// migrate once.
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

/** What this store uses of pg's Pool. */
interface PgResult<Row> {
  rows: Row[];
  rowCount: number | null;
}
interface PgQueryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<PgResult<Row>>;
}
interface PgClient extends PgQueryable {
  release(): void;
}
interface PgPool extends PgQueryable {
  connect(): Promise<PgClient>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
}

/** pg's Pool, loaded at run time from the app's node_modules (or NODE_PATH). */
function loadPool(): new (options: { connectionString: string; max?: number }) => PgPool {
  // Through the process, not an import: bundlers leave it alone and never look for pg at build time.
  const { createRequire } = process.getBuiltinModule('node:module');
  const require = createRequire(`${process.cwd()}/package.json`);
  const name = ['p', 'g'].join('');
  try {
    return (require(name) as { Pool: new (options: { connectionString: string; max?: number }) => PgPool }).Pool;
  } catch (error) {
    throw new Error(
      `DATABASE_URL is set but the "pg" package cannot be loaded (npm install): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const LOCK_KEY = 31_0001;

async function inTransaction<T>(pool: PgPool, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function createPostgresCasesStore(url: string, options: { onError?: (error: Error) => void } = {}) {
  const Pool = loadPool();
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => options.onError?.(error));
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await client.query('CREATE TABLE IF NOT EXISTS case_schema (version INTEGER NOT NULL)');
    const at = (await client.query<{ version: number }>('SELECT version FROM case_schema')).rows[0];
    if (!at) await client.query('INSERT INTO case_schema (version) VALUES (0)');
    for (let version = at?.version ?? 0; version < MIGRATIONS.length; version++) {
      await client.query(MIGRATIONS[version]![1]);
      await client.query('UPDATE case_schema SET version = $1', [version + 1]);
    }
  });

  const getCase = async (db: PgQueryable, id: string) =>
    (await db.query<CaseRow>('SELECT * FROM case_file WHERE id = $1', [id])).rows[0];

  const store: CasesStore = {
    kind: 'postgres',
    async createCase(record) {
      await pool.query(
        'INSERT INTO case_file (id, title, created_at, updated_at, read_token, edit_token) VALUES ($1, $2, $3, $3, $4, $5)',
        [record.id, record.title, record.createdAt, record.readToken, record.editToken],
      );
      return caseOfRow((await getCase(pool, record.id))!);
    },
    async getCase(id) {
      const row = await getCase(pool, id);
      return row && caseOfRow(row);
    },
    async updateCase(id, patch, now) {
      const columns = patchColumns(patch);
      const sets = [
        ...columns.map(([name], index) => `${name} = $${index + 1}`),
        `updated_at = $${columns.length + 1}`,
      ];
      const { rows } = await pool.query<CaseRow>(
        `UPDATE case_file SET ${sets.join(', ')} WHERE id = $${columns.length + 2} RETURNING *`,
        [...columns.map(([, value]) => value), now, id],
      );
      return rows[0] && caseOfRow(rows[0]);
    },
    async markSeen(id, seq) {
      await pool.query('UPDATE case_file SET seen_seq = GREATEST(seen_seq, $1) WHERE id = $2', [seq, id]);
    },
    async setTokens(id, readToken, editToken, now) {
      await pool.query('UPDATE case_file SET read_token = $1, edit_token = $2, updated_at = $3 WHERE id = $4', [
        readToken,
        editToken,
        now,
        id,
      ]);
    },
    async items(caseId) {
      const { rows } = await pool.query<ItemRow>('SELECT * FROM case_item WHERE case_id = $1 ORDER BY added_at, id', [
        caseId,
      ]);
      return rows.map(itemOfRow);
    },
    async addItem(item) {
      return inTransaction(pool, async (client) => {
        // The case row locked: two adds at once cannot both pass the count.
        await client.query('SELECT id FROM case_file WHERE id = $1 FOR UPDATE', [item.caseId]);
        const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM case_item WHERE case_id = $1', [
          item.caseId,
        ]);
        if (Number(rows[0]?.n ?? 0) >= MAX_ITEMS) return 'full' as const;
        await client.query(
          'INSERT INTO case_item (case_id, id, kind, href, note, added_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)',
          [item.caseId, item.id, item.kind, item.href, item.note, item.addedAt],
        );
        await client.query('UPDATE case_file SET updated_at = GREATEST(updated_at, $1) WHERE id = $2', [
          item.addedAt,
          item.caseId,
        ]);
        return { ...item, updatedAt: item.addedAt };
      });
    },
    async updateItem(caseId, itemId, patch, now) {
      return inTransaction(pool, async (client) => {
        if (patch.note !== undefined) {
          const { rowCount } = await client.query(
            'UPDATE case_item SET note = $1, updated_at = $2 WHERE case_id = $3 AND id = $4',
            [patch.note, now, caseId, itemId],
          );
          if (rowCount)
            await client.query('UPDATE case_file SET updated_at = GREATEST(updated_at, $1) WHERE id = $2', [
              now,
              caseId,
            ]);
        }
        const row = (
          await client.query<ItemRow>('SELECT * FROM case_item WHERE case_id = $1 AND id = $2', [caseId, itemId])
        ).rows[0];
        return row && itemOfRow(row);
      });
    },
    async removeItem(caseId, itemId) {
      return inTransaction(pool, async (client) => {
        const { rowCount } = await client.query('DELETE FROM case_item WHERE case_id = $1 AND id = $2', [
          caseId,
          itemId,
        ]);
        if (rowCount)
          await client.query('UPDATE case_file SET updated_at = GREATEST(updated_at, $1) WHERE id = $2', [
            Date.now(),
            caseId,
          ]);
        return (rowCount ?? 0) > 0;
      });
    },
    async grant(browser, grant: Grant) {
      await pool.query(
        `INSERT INTO case_grant (browser, case_id, role, token, granted_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (browser, case_id) DO UPDATE SET role = excluded.role, token = excluded.token, granted_at = excluded.granted_at`,
        [browser, grant.caseId, grant.role, grant.token, grant.grantedAt],
      );
    },
    async grants(browser) {
      const { rows } = await pool.query<{ case_id: string; role: string; token: string; granted_at: string }>(
        'SELECT case_id, role, token, granted_at FROM case_grant WHERE browser = $1 ORDER BY granted_at DESC',
        [browser],
      );
      return rows.map((row) => ({
        caseId: row.case_id,
        role: row.role as Grant['role'],
        token: row.token,
        grantedAt: Number(row.granted_at),
      }));
    },
    async schemaVersion() {
      const { rows } = await pool.query<{ version: number }>('SELECT version FROM case_schema');
      return rows[0]?.version ?? 0;
    },
    async close() {
      await pool.end();
    },
  };
  return store;
}
