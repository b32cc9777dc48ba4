// Screening wired from the environment, once per process: the store (SQLite in the app's own
// file, or Redis on a fleet), the worker over the app's registry, and the verbs the routes and
// pages use. The worker starts with the server (instrumentation.ts), so runs left unfinished
// by a stop carry on by themselves.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { env, type Env } from '@/lib/env';
import { BUDGET_WINDOW_MS, getRegistry } from '@/lib/gateway';
import { chargeFor } from '@/lib/gateway/budget';
import { HttpError, refused } from '@/lib/gateway/http';
import { appLog } from '@/lib/gateway/log';
import { changesDbPath } from '@/lib/changes/service';
import { processState } from '@/lib/server/process-state';
import type { ScreenInput } from './input';
import { screenLine } from './line';
import { RUN_SHARE_OF_CLIENT } from './pacing';
import { createRedisScreeningStore } from './redis-store';
import { createSqliteScreeningStore } from './sqlite-store';
import type { LinePick, ScreeningStore, ScreenRun } from './store';
import { createScreeningWorker, type ScreeningWorker } from './worker';

export interface ScreeningService {
  readonly store: ScreeningStore;
  readonly worker: ScreeningWorker;
}

/** Run ids are 96 random bits: a run's link is its read-only share. */
const RUN_ID = /^[A-Za-z0-9_-]{16}$/;
export const newRunId = () => randomBytes(12).toString('base64url');
export const isRunId = (value: string) => RUN_ID.test(value);

export function createScreeningService(config: Env): ScreeningService {
  const store = config.REDIS_URL
    ? createRedisScreeningStore({ url: config.REDIS_URL })
    : createSqliteScreeningStore(changesDbPath(config));
  const worker = createScreeningWorker({
    store,
    registry: getRegistry,
    screen: screenLine,
    runsAtOnce: config.SCREEN_RUNS_AT_ONCE,
    lineMaxCalls: config.SCREEN_LINE_MAX_CALLS,
    clientAllowance: (client) => {
      const share = chargeFor(
        {
          limit: config.REGISTRY_RATE_LIMIT,
          windowMs: BUDGET_WINDOW_MS,
          clientShare: config.REGISTRY_CLIENT_SHARE / 100,
          reserve: config.REGISTRY_BUDGET_RESERVE / 100,
        },
        client,
      ).share;
      return { calls: Math.max(1, Math.floor(share * RUN_SHARE_OF_CLIENT)), windowMs: BUDGET_WINDOW_MS };
    },
    log: appLog,
  });
  worker.poke();
  return { store, worker };
}

/** The process's screening, made on first use. */
export const screening = (): ScreeningService => processState('screening', () => createScreeningService(env()));

/** Starts a run of `lines` (already checked): the run exists whole, and the worker is told. */
export async function startRun(options: {
  lines: readonly ScreenInput[];
  name: string;
  owner: string;
  client: string;
  previousRunId?: string;
  picks?: ReadonlyMap<number, LinePick>;
}): Promise<ScreenRun> {
  const service = screening();
  const run = await service.store.createRun(
    {
      run_id: newRunId(),
      owner: options.owner,
      client: options.client,
      created_at: Date.now(),
      name: options.name.slice(0, 200),
      ...(options.previousRunId ? { previous_run_id: options.previousRunId } : {}),
    },
    options.lines,
    options.picks,
  );
  service.worker.poke();
  return run;
}

/** The run, or a 404 for an id that is not one. */
export async function getRunOrThrow(runId: string): Promise<ScreenRun> {
  const run = isRunId(runId) ? await screening().store.getRun(runId) : undefined;
  if (!run) throw refused('not-found', { error: 'screening-run-not-found' });
  return run;
}

/** 403 unless `owner` made the run: a shared link is read-only. */
export function checkOwner(run: ScreenRun, owner: string | undefined): void {
  if (!run.owner || run.owner !== owner)
    throw new HttpError(403, {
      errors: [
        {
          error: 'not-your-run',
          type: 'ch:service',
          error_values: {
            message:
              'This run was shared with you: it can be read, not changed. Run the list again as your own to change it.',
          },
        },
      ],
    });
}

/** A run again, as a new run of the same lines (with the analyst's picks): what changed since shows on it. */
export async function rerun(previous: ScreenRun, owner: string, client: string): Promise<ScreenRun> {
  const lines = await screening().store.lines(previous.run_id);
  const picks = new Map(lines.filter((line) => line.pick).map((line) => [line.line, line.pick!] as const));
  return startRun({
    lines: lines.map((line) => line.input),
    name: previous.name,
    owner,
    client,
    previousRunId: previous.run_id,
    picks,
  });
}

/** The analyst's pick for an ambiguous line: one of its candidates. */
export async function pickCandidate(run: ScreenRun, lineNumber: number, companyNumber: string): Promise<void> {
  const lines = await screening().store.lines(run.run_id);
  const line = lines.find((candidate) => candidate.line === lineNumber);
  const candidates = line?.result?.row.match.candidates ?? line?.pick?.candidates;
  if (!line || line.result?.row.match.how !== 'ambiguous' || !candidates)
    throw refused('invalid-path-parameter', {
      error: `line ${lineNumber} is not an ambiguous line of this run`,
      parameter: 'line',
    });
  if (!candidates.some((candidate) => candidate.company_number === companyNumber))
    throw refused('invalid-query-parameter', {
      error: `${companyNumber} is not one of the line's candidates`,
      parameter: 'company_number',
    });
  await screening().store.setPick(run.run_id, lineNumber, { company_number: companyNumber, candidates });
  screening().worker.poke();
}

/** GET /api/screen/{run_id}: the run's state as the API gives it. */
export function runStatus(run: ScreenRun) {
  return {
    run_id: run.run_id,
    created_at: new Date(run.created_at).toISOString(),
    total: run.total,
    done: run.done,
    matched: run.matched,
    status: run.status === 'queued' ? ('running' as const) : run.status,
    ...(run.status !== 'done' && run.eta_seconds !== undefined ? { eta_seconds: run.eta_seconds } : {}),
  };
}
