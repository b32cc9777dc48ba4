// The import's mapping threads, seen from the main thread: starts them, hands each batch of
// records to the next one free, and gives back each batch's answer in input order, so that
// the rejected-rows report reads in file order. Each worker stages its rows in a file of its
// own (`${stagePrefix}-N`), read back by the copy in number order.
//
// The worker is this project's TypeScript (mapper.ts and what it imports), bundled into one
// script when the pool starts, so that it runs the same under tsx, vitest and node.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LOAD_PRAGMAS } from '../generator/sinks';
import type { CsvBatch } from './csv';
import { MAPPER_ROLE, pscStagePath, type MapperMessage, type MapperReply, type MapperSetup } from './mapper';
import type { SnapshotTotals } from './psc';
import type { SectionIndex } from './sections';

let bundled: Promise<string> | undefined;

/** mapper.ts and its imports as one CommonJS script (made once per process: about 100 ms). */
function mapperScript(): Promise<string> {
  bundled ??= import('esbuild').then(({ build }) =>
    build({
      entryPoints: [fileURLToPath(new URL('./mapper.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: ['better-sqlite3'],
      write: false,
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]!.text),
  );
  return bundled;
}

export interface MapperPoolOptions {
  readonly stagePrefix: string;
  readonly workers: number;
  readonly snapshotDate: string | undefined;
}

/** A batch's outcome: rows staged, and the records rejected (with the reader's own), by line. */
export type Answer = {
  file: string;
  rows: number;
  rejects: [line: number, reason: string][];
  /** A PSC snapshot's totals line, in the batch that held it. */
  totals?: SnapshotTotals;
};

interface Pending {
  readonly done: Promise<Answer>;
  settled: boolean;
}

class MapperThread {
  private replies: ((reply: MapperReply) => void)[] = [];
  failure: Error | undefined;
  /** Its batches not yet written. */
  outstanding = 0;

  constructor(readonly worker: Worker) {
    worker.on('message', (reply: MapperReply) => {
      if (reply.type === 'error') this.fail(new Error(`import mapper: ${reply.message}`));
      else this.replies.shift()?.(reply);
    });
    worker.on('error', (error) => this.fail(error));
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const answer of this.replies.splice(0)) answer({ type: 'error', message: error.message });
  }

  /** Sends a message and resolves with the worker's answer to it (answers come in order). */
  ask(message: MapperMessage): Promise<MapperReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.replies.push((reply) => (reply.type === 'error' ? reject(this.failure) : resolve(reply)));
      this.worker.postMessage(message);
    });
  }
}

/** Batches handed to a worker before it has written them; the reader waits when every worker has this many. */
const QUEUE_DEPTH = 2;

export class MapperPool {
  private order: Pending[] = [];
  /** Settles as each outstanding batch is written. */
  private inFlight = new Set<Promise<void>>();
  /** Records handed out so far: the next batch's first `seq`. */
  private seq = 0;

  private constructor(
    private readonly threads: MapperThread[],
    readonly stagePaths: readonly string[],
  ) {}

  static async start(options: MapperPoolOptions): Promise<MapperPool> {
    const script = await mapperScript();
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const stagePaths = Array.from({ length: options.workers }, (_, i) => `${options.stagePrefix}-${i}`);
    const workers = stagePaths.map((stagePath) => {
      const setup: MapperSetup = {
        role: MAPPER_ROLE,
        driver,
        stagePath,
        pragmas: LOAD_PRAGMAS,
        snapshotDate: options.snapshotDate,
      };
      return new Worker(script, { eval: true, workerData: setup });
    });
    const started = await Promise.allSettled(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.once('error', reject);
            worker.once('message', (reply: MapperReply) => {
              worker.off('error', reject);
              if (reply.type === 'ready') resolve();
              else reject(new Error(reply.type === 'error' ? reply.message : 'import mapper did not start'));
            });
          }),
      ),
    );
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) {
      await Promise.all(workers.map((worker) => worker.terminate()));
      throw new Error(`import mapper could not start: ${String((failed.reason as Error)?.message ?? failed.reason)}`);
    }
    const threads = workers.map((worker) => new MapperThread(worker));
    return new MapperPool(threads, stagePaths);
  }

  /** Hands a batch of Basic Company Data records (the header's fields given) to the next worker. */
  map(file: string, header: readonly string[], batch: CsvBatch): Promise<void> {
    const { text, starts, ends, lines } = batch;
    return this.dispatch(file, batch, {
      type: 'batch',
      file,
      header,
      seq: this.seq,
      batch: { text, starts, ends, lines },
    });
  }

  /** Hands a batch of PSC snapshot lines to the next worker. */
  mapPsc(file: string, batch: CsvBatch): Promise<void> {
    const { text, starts, ends, lines } = batch;
    return this.dispatch(file, batch, { type: 'psc-batch', file, seq: this.seq, batch: { text, starts, ends, lines } });
  }

  /**
   * Sends a batch to the worker with the fewest waiting, so that one held up (by a flush to
   * disk, say) does not hold up the rest. Resolves once some worker has room for another
   * (QUEUE_DEPTH), not when this one is written: `settled` gives answers.
   */
  private async dispatch(file: string, batch: CsvBatch, message: MapperMessage): Promise<void> {
    const thread = this.threads.reduce((best, candidate) =>
      candidate.outstanding < best.outstanding ? candidate : best,
    );
    thread.outstanding++;
    const asked = thread.ask(message);
    this.seq += batch.starts.length;
    const pending: Pending = {
      settled: false,
      done: asked.then((reply) => {
        if (reply.type !== 'done') throw new Error(`import mapper answered ${reply.type}`);
        const rejects = reply.rejects;
        if (batch.problems.length > 0) {
          rejects.push(...batch.problems.map(({ line, problem }) => [line, problem] as [number, string]));
          rejects.sort((a, b) => a[0] - b[0]);
        }
        return { file, rows: reply.rows, rejects, ...(reply.totals ? { totals: reply.totals } : {}) };
      }),
    };
    const finished = () => {
      pending.settled = true;
      thread.outstanding--;
      this.inFlight.delete(written);
    };
    const written: Promise<void> = pending.done.then(finished, finished);
    this.inFlight.add(written);
    this.order.push(pending);
    while (this.threads.every((candidate) => candidate.outstanding >= QUEUE_DEPTH)) await Promise.race(this.inFlight);
  }

  /** Ends the PSC lines: each worker indexes and closes its PSC staging file; their paths. */
  async closePsc(): Promise<string[]> {
    await Promise.all(this.threads.map((thread) => thread.ask({ type: 'psc-close' })));
    return this.stagePaths.map(pscStagePath);
  }

  /** Which PSC sections each company has, for the companies to come (shared, not copied). */
  async setSections(sections: SectionIndex): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.ask({ type: 'sections', sections })));
  }

  /** The answers of the batches finished so far (`all`: of every batch), in the order they were handed out. */
  async *settled(all = false): AsyncGenerator<Answer> {
    while (this.order.length > 0 && (all || this.order[0]!.settled)) yield await this.order.shift()!.done;
  }

  /** Closes every worker's staging file (indexing it first); the workers stay for buildSide. */
  async close(): Promise<void> {
    for await (const answer of this.settled(true)) void answer;
    await Promise.all(this.threads.map((thread) => thread.ask({ type: 'close' })));
  }

  /** Once closed: one worker makes the search filters and address index of the staged companies in `sidePath` (see SideBuild). */
  async buildSide(sidePath: string): Promise<void> {
    await this.threads[0]!.ask({ type: 'side', sidePath, stagePaths: this.stagePaths });
  }

  /** Stops the workers without waiting (done, or the import failed). */
  async stop(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
