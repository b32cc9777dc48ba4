// Where the import's company rows go while the file is read: a worker thread that owns the
// staging database and inserts each batch (and hashes each body's etag) while this thread
// reads, parses and maps the next one, so that the machine's second core does the SQLite work.
// Rows travel as one string per batch (generator/writer.ts's encoding: each value followed by
// FIELD_END, null as NULL_VALUE), far cheaper to hand over than many small strings.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { LOAD_PRAGMAS } from '../generator/sinks';
import { FIELD_END, NULL_VALUE } from '../generator/writer';

/** The staging table's columns, in insert order; `body` is the JSON without its etag. */
export const STAGE_COLUMNS = [
  'company_number',
  'company_name',
  'company_status',
  'type',
  'date_of_creation',
  'parent_company_number',
  'body',
  'file',
  'line',
] as const;
const BODY_INDEX = STAGE_COLUMNS.indexOf('body');

// Plain JavaScript evaluated from a string, so that it runs the same under tsx, vitest and a
// bundled server (as generator/sinks.ts's worker). Its etag step must stay withEtagJson's.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { hash } = require('node:crypto');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.unsafeMode(true);
for (const pragma of workerData.pragmas) db.pragma(pragma);
db.exec('CREATE TABLE companies (' + workerData.columns.join(', ') + ')');
const statement = db.prepare('INSERT INTO companies (' + workerData.columns.join(', ') + ') VALUES (' + workerData.columns.map(() => '?').join(', ') + ')');
const width = workerData.columns.length;
const insert = db.transaction((encoded) => {
  const values = encoded.split(workerData.fieldEnd);
  values.pop();
  for (let i = 0; i < values.length; i += width) {
    const row = values.slice(i, i + width);
    for (let k = 0; k < width; k++) if (row[k] === workerData.nullValue) row[k] = null;
    const json = row[workerData.bodyIndex];
    row[workerData.bodyIndex] = json.length > 2 ? '{"etag":"' + hash('sha1', json, 'hex') + '",' + json.slice(1) : '{"etag":"' + hash('sha1', json, 'hex') + '"}';
    statement.run(row);
  }
});
parentPort.on('message', (message) => {
  try {
    if (message.type === 'batch') {
      insert(message.rows);
      parentPort.postMessage({ type: 'written' });
    } else if (message.type === 'close') {
      db.close();
      parentPort.postMessage({ type: 'closed' });
    }
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String((error && error.stack) || error) });
  }
});
parentPort.postMessage({ type: 'ready' });
`;

type Message = { type: 'ready' } | { type: 'written' } | { type: 'closed' } | { type: 'error'; message: string };

export type StageRow = readonly [
  companyNumber: string,
  companyName: string,
  companyStatus: string,
  type: string,
  dateOfCreation: string | undefined | null,
  parentCompanyNumber: null,
  body: string,
  file: string,
  line: number,
];

/** A character the encoding reserves: a value holding one is refused (reported as a bad row). */
export const hasReservedCharacter = (value: string) => value.includes(FIELD_END) || value.includes(NULL_VALUE);

/** Writes the staged companies (a new table `companies` in the file at `path`) on a worker thread. */
export class StageWriter {
  private parts: string[] = [];
  private pending = 0;
  private inFlight = 0;
  private waiting: (() => void)[] = [];
  private failure: Error | undefined;
  private closed: (() => void) | undefined;
  rows = 0;

  private constructor(
    private readonly worker: Worker,
    private readonly batchSize: number,
  ) {
    worker.on('message', (message: Message) => {
      if (message.type === 'written') {
        this.inFlight--;
        this.waiting.shift()?.();
      } else if (message.type === 'closed') this.closed?.();
      else if (message.type === 'error') this.fail(new Error(`import stage writer: ${message.message}`));
    });
    worker.on('error', (error) => this.fail(error));
  }

  static create(path: string, batchSize: number): Promise<StageWriter> {
    let driver = 'better-sqlite3';
    try {
      driver = createRequire(import.meta.url).resolve('better-sqlite3');
    } catch {
      // Resolved by the worker from the working directory instead.
    }
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        path,
        driver,
        pragmas: LOAD_PRAGMAS,
        columns: STAGE_COLUMNS,
        bodyIndex: BODY_INDEX,
        fieldEnd: FIELD_END,
        nullValue: NULL_VALUE,
      },
    });
    return new Promise((resolve, reject) => {
      const onStartError = (error: Error) => reject(error);
      worker.once('error', onStartError);
      worker.once('message', (message: Message) => {
        worker.off('error', onStartError);
        if (message.type === 'ready') resolve(new StageWriter(worker, batchSize));
        else reject(new Error(message.type === 'error' ? message.message : 'import stage writer did not start'));
      });
    });
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const wake of this.waiting.splice(0)) wake();
    this.closed?.();
  }

  /**
   * Adds a row. Every batchSize rows the batch goes to the worker: then it returns a promise
   * to wait for (there is room when at most one batch is in flight); otherwise nothing, so
   * that a row costs no microtask.
   */
  add(row: StageRow): Promise<void> | undefined {
    if (this.failure) throw this.failure;
    for (const value of row) this.parts.push(value === null || value === undefined ? NULL_VALUE : String(value));
    this.rows++;
    return ++this.pending >= this.batchSize ? this.flush() : undefined;
  }

  async flush(): Promise<void> {
    if (this.pending > 0) {
      while (this.inFlight >= 2 && !this.failure) await new Promise<void>((wake) => this.waiting.push(wake));
      if (this.failure) throw this.failure;
      this.inFlight++;
      this.worker.postMessage({ type: 'batch', rows: this.parts.join(FIELD_END) + FIELD_END });
      this.parts = [];
      this.pending = 0;
    }
  }

  /** Sends the last batch, waits for every batch to be written, and closes the staging file. */
  async close(): Promise<void> {
    await this.flush();
    while (this.inFlight > 0 && !this.failure) await new Promise<void>((wake) => this.waiting.push(wake));
    if (this.failure) {
      await this.worker.terminate();
      throw this.failure;
    }
    await new Promise<void>((done) => {
      this.closed = done;
      this.worker.postMessage({ type: 'close' });
    });
    await this.worker.terminate();
    if (this.failure) throw this.failure;
  }

  /** Stops the worker without waiting for its batches (the import failed). */
  async abort(): Promise<void> {
    await this.worker.terminate();
  }
}
