// Where batches of rows go: straight into SQLite on this thread, or to a worker thread that
// inserts them while this thread generates the next batch (the machine's second core does
// the SQLite work). Both insert each batch in one transaction; the result is the same file.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { withEtagJson } from './ids';
import {
  BODY_TABLES,
  COLUMNS,
  decodeValues,
  FIELD_END,
  INSERTS,
  NULL_VALUE,
  TABLES,
  type Batch,
  type TableName,
} from './writer';

/**
 * Pragmas for the bulk load: no rollback journal, no fsync, one exclusive connection.
 * journal_mode=OFF needs the connection out of better-sqlite3's default defensive mode
 * (openForLoad); an interrupted load is harmless since it writes a temporary file.
 */
export const LOAD_PRAGMAS = [
  'journal_mode = OFF',
  'synchronous = OFF',
  'locking_mode = EXCLUSIVE',
  'temp_store = MEMORY',
  'cache_size = -262144',
];

/** A connection set up for bulk loading (see LOAD_PRAGMAS). */
export function openForLoad(path: string, pragmas: readonly string[] = LOAD_PRAGMAS): Database.Database {
  const db = new Database(path);
  db.unsafeMode(true);
  for (const pragma of pragmas) db.pragma(pragma);
  const mode = db.pragma('journal_mode', { simple: true });
  if (pragmas.includes('journal_mode = OFF') && mode !== 'off')
    throw new Error(`bulk load: journal_mode is ${String(mode)}, not off`);
  return db;
}

export interface RowSink {
  readonly kind: 'direct' | 'worker';
  /** Inserts a batch; may return before it is written (at most two batches are in flight). */
  write(batch: Batch): Promise<void>;
  /** Waits for every batch, then closes the connection. */
  close(): Promise<void>;
}

/** Inserts on this thread. */
export class DirectSink implements RowSink {
  readonly kind = 'direct';
  private readonly db: Database.Database;
  private readonly insert: (batch: Batch) => void;

  constructor(path: string) {
    this.db = openForLoad(path);
    const statements = Object.fromEntries(TABLES.map((t) => [t, this.db.prepare(INSERTS[t])])) as Record<
      TableName,
      Database.Statement
    >;
    this.insert = this.db.transaction((batch: Batch) => {
      for (const table of TABLES) {
        const statement = statements[table];
        const values = decodeValues(batch[table]);
        const width = COLUMNS[table].length;
        const body = BODY_TABLES.includes(table);
        for (let i = 0; i < values.length; i += width) {
          const row = values.slice(i, i + width);
          if (body) row[width - 1] = withEtagJson(String(row[width - 1]));
          statement.run(row);
        }
      }
    });
  }

  write(batch: Batch): Promise<void> {
    this.insert(batch);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}

// The worker is plain JavaScript evaluated from a string, so that it runs the same under
// tsx, vitest and a bundled Next.js server (no separate file to locate or transpile).
// Its etag step must stay the same as withEtagJson in ids.ts (the tests compare both sinks).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { hash } = require('node:crypto');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.unsafeMode(true);
for (const pragma of workerData.pragmas) db.pragma(pragma);
if (db.pragma('journal_mode', { simple: true }) !== 'off') throw new Error('bulk load: journal_mode is not off');
const statements = {};
for (const table of workerData.tables) statements[table] = db.prepare(workerData.inserts[table]);
const decode = (encoded) => {
  if (encoded === '') return [];
  const values = encoded.split(workerData.fieldEnd);
  values.pop();
  for (let i = 0; i < values.length; i++) if (values[i] === workerData.nullValue) values[i] = null;
  return values;
};
const insert = db.transaction((batch) => {
  for (const table of workerData.tables) {
    const statement = statements[table];
    const values = decode(batch[table]);
    const width = workerData.widths[table];
    const body = workerData.bodyTables.includes(table);
    for (let i = 0; i < values.length; i += width) {
      const row = values.slice(i, i + width);
      if (body) {
        const json = row[width - 1];
        row[width - 1] = '{"etag":"' + hash('sha1', json, 'hex') + '",' + json.slice(1);
      }
      statement.run(row);
    }
  }
});
parentPort.on('message', (message) => {
  try {
    if (message.type === 'batch') {
      insert(message.batch);
      parentPort.postMessage({ type: 'written' });
    } else if (message.type === 'close') {
      db.close();
      parentPort.postMessage({ type: 'closed' });
    }
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String(error && error.stack || error) });
  }
});
parentPort.postMessage({ type: 'ready' });
`;

type WorkerMessage = { type: 'ready' } | { type: 'written' } | { type: 'closed' } | { type: 'error'; message: string };

/** Inserts on a worker thread; falls back to nothing itself: create() rejects when the worker cannot start. */
export class WorkerSink implements RowSink {
  readonly kind = 'worker';
  private inFlight = 0;
  private waiting: (() => void)[] = [];
  private failure: Error | undefined;
  private closed: (() => void) | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'written') {
        this.inFlight--;
        this.waiting.shift()?.();
      } else if (message.type === 'closed') {
        this.closed?.();
      } else if (message.type === 'error') {
        this.fail(new Error(`dataset writer: ${message.message}`));
      }
    });
    worker.on('error', (error) => this.fail(error));
  }

  static create(path: string): Promise<WorkerSink> {
    return new Promise((resolve, reject) => {
      let driver = 'better-sqlite3';
      try {
        driver = createRequire(import.meta.url).resolve('better-sqlite3');
      } catch {
        // Resolved by the worker from the working directory instead.
      }
      const widths = Object.fromEntries(TABLES.map((t) => [t, COLUMNS[t].length]));
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: {
          path,
          driver,
          pragmas: LOAD_PRAGMAS,
          tables: TABLES,
          bodyTables: BODY_TABLES,
          inserts: INSERTS,
          widths,
          fieldEnd: FIELD_END,
          nullValue: NULL_VALUE,
        },
      });
      const onStartError = (error: Error) => reject(error);
      worker.once('error', onStartError);
      worker.once('message', (message: WorkerMessage) => {
        worker.off('error', onStartError);
        if (message.type === 'ready') resolve(new WorkerSink(worker));
        else reject(new Error(message.type === 'error' ? message.message : 'dataset writer did not start'));
      });
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const wake of this.waiting.splice(0)) wake();
    this.closed?.();
  }

  async write(batch: Batch): Promise<void> {
    if (this.failure) throw this.failure;
    this.inFlight++;
    this.worker.postMessage({ type: 'batch', batch });
    while (this.inFlight >= 2 && !this.failure) await new Promise<void>((wake) => this.waiting.push(wake));
    if (this.failure) throw this.failure;
  }

  async close(): Promise<void> {
    while (this.inFlight > 0 && !this.failure) await new Promise<void>((wake) => this.waiting.push(wake));
    if (!this.failure) {
      await new Promise<void>((done) => {
        this.closed = done;
        this.worker.postMessage({ type: 'close' });
      });
    }
    await this.worker.terminate();
    if (this.failure) throw this.failure;
  }

  /** Stops the worker without waiting (after an error elsewhere). */
  async abort(): Promise<void> {
    await this.worker.terminate();
  }
}
