// What screening keeps: runs (who made them, whose budget they spend, how far they are) and
// their lines (the input, the analyst's pick, the result once screened). The store is also
// the queue: a run with lines left is work, claimed under a lease by one worker at a time, and
// never while another run of the same client holds one. One interface, two implementations:
// SQLite in the app's own file beside the dataset (one machine) and Redis (a fleet).
import type { ScreenInput } from './input';
import type { ScreenedLine } from './line';
import type { MatchCandidate } from './match';

/** The analyst's pick for an ambiguous line, with the candidates it was picked from. */
export interface LinePick {
  company_number: string;
  candidates: MatchCandidate[];
}

/** `queued`: waiting for the client's other run; the API shows it as `running` (nothing is wrong). */
export type RunStatus = 'queued' | 'running' | 'waiting-for-budget' | 'done';

export interface ScreenRun {
  run_id: string;
  /** The browser that made it (its watch token): the one that may pick, run again and delete. Empty: an API client. */
  owner: string;
  /** Who its registry calls are charged to (the address that made it). */
  client: string;
  /** Epoch milliseconds. */
  created_at: number;
  total: number;
  done: number;
  matched: number;
  status: RunStatus;
  eta_seconds?: number;
  started_at?: number;
  finished_at?: number;
  /** The file's name, or "Pasted list". */
  name: string;
  /** The run this one repeats, to show what changed since. */
  previous_run_id?: string;
  /** Registry calls made (cache hits cost nothing). */
  calls: number;
  /** Moves on every change to its lines: views of the run are cached by it. */
  version: number;
}

/** A screened line as kept: the row and what the pages show beside it; `error` when the registry never answered for it. */
export type StoredResult = Omit<ScreenedLine, 'calls' | 'incomplete'>;

export interface LineRecord {
  line: number;
  input: ScreenInput;
  /** The analyst's pick for an ambiguous line. */
  pick?: LinePick;
  result?: StoredResult;
}

export type NewRun = Pick<ScreenRun, 'run_id' | 'owner' | 'client' | 'created_at' | 'name'> & {
  previous_run_id?: string;
};

export type RunUpdate = Partial<Pick<ScreenRun, 'status' | 'eta_seconds' | 'started_at' | 'finished_at'>> & {
  /** Calls to add to the run's count. */
  calls?: number;
};

export interface ScreeningStore {
  readonly kind: 'sqlite' | 'redis';
  /** The run and all its lines, at once (never half made); `picks` carries an earlier run's picks by line. */
  createRun(run: NewRun, inputs: readonly ScreenInput[], picks?: ReadonlyMap<number, LinePick>): Promise<ScreenRun>;
  getRun(runId: string): Promise<ScreenRun | undefined>;
  /** An owner's runs, newest first. */
  listRuns(owner: string, limit: number): Promise<ScreenRun[]>;
  /** Lines not yet screened, in order. */
  pendingLines(runId: string, limit: number): Promise<LineRecord[]>;
  /** Every line, in order. */
  lines(runId: string): Promise<LineRecord[]>;
  /** Keeps screened lines and counts them (done, matched); moves the version. */
  saveResults(
    runId: string,
    results: readonly { line: number; result: StoredResult }[],
    update?: RunUpdate,
  ): Promise<void>;
  updateRun(runId: string, update: RunUpdate): Promise<void>;
  /**
   * The analyst's pick for a line: its result is cleared so that it is screened again with the
   * pick, and a finished run is queued again. False when there is no such line.
   */
  setPick(runId: string, line: number, pick: LinePick): Promise<boolean>;
  deleteRun(runId: string): Promise<void>;
  /**
   * Takes the oldest unfinished run that nobody holds and whose client holds no other, for
   * `leaseMs`; undefined when there is none.
   */
  claimRun(holder: string, leaseMs: number, now: number): Promise<ScreenRun | undefined>;
  /** Keeps holding a run; false when the lease was lost (another worker took it). */
  renewLease(runId: string, holder: string, leaseMs: number, now: number): Promise<boolean>;
  releaseRun(runId: string, holder: string): Promise<void>;
  close(): Promise<void>;
}

/** Runs one owner keeps; making another drops the oldest finished one. */
export const RUNS_KEPT_PER_OWNER = 50;
