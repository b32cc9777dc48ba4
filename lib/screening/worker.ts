// The work of screening, off the request path: each instance claims runs from the store (the
// queue) under a lease, at most `runsAtOnce` at a time and one per client, and screens their
// lines in order, saving them as it goes, so that a restart (or another instance, once the
// lease lapses) carries on from the first line not saved. On an unmetered registry a run goes
// at full speed but yields between lines, so the pages others read wait at most one line's
// work; on a metered one it is paced inside its client's share (pacing.ts), saying
// `waiting-for-budget` and for how long while it waits.
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { Registry } from '@/lib/gateway';
import { runAsClient } from '@/lib/gateway/clients';
import { describeError, type Logger } from '@/lib/gateway/log';
import { isRegistryError } from '@/lib/registry/errors';
import { ukToday } from '@/lib/labels/dates';
import type { screenLine, ScreenedLine } from './line';
import { createPacer, type Pacer } from './pacing';
import type { LineRecord, RunUpdate, ScreeningStore, ScreenRun, StoredResult } from './store';

export interface WorkerOptions {
  store: ScreeningStore;
  registry: () => Pick<Registry, 'metered' | 'session' | 'budget'>;
  screen: typeof screenLine;
  /** Runs this instance works on at once (one per client). */
  runsAtOnce: number;
  /** Registry calls one line may make on a metered registry. */
  lineMaxCalls: number;
  /** A client's calls per window on a metered registry (its share of the quota). */
  clientAllowance?: (client: string) => { calls: number; windowMs: number };
  leaseMs?: number;
  /** How often the queue is looked at when nothing pokes it (runs left by a stopped instance). */
  pollMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: Logger;
}

export interface ScreeningWorker {
  /** Looks for work now (a run was made or picked again). */
  poke(): void;
  /** Runs being worked on by this instance. */
  active(): string[];
  stop(): Promise<void>;
}

/** Failures of one line before it is kept as not answered (a bug, a record the registry cannot serve). */
const MAX_ATTEMPTS = 5;
/**
 * Failures while the registry cannot be reached or is failing (an outage): the run waits it out
 * (about 20 minutes, a minute apart at most) rather than keep every line as not answered.
 */
const MAX_OUTAGE_ATTEMPTS = 25;
const OUTAGE: ReadonlySet<string> = new Set(['upstream', 'timeout', 'network']);
/** An unmetered run saves its lines this many at a time (or every FLUSH_MS). */
const FLUSH_LINES = 50;
const FLUSH_MS = 500;
/** The longest single wait, so that a deleted run or a stop is noticed. */
const MAX_NAP_MS = 5_000;

/** What is kept of a screened line: all but the worker's own counts. */
const storedOf = (line: ScreenedLine): StoredResult => ({
  row: line.row,
  not_checked: line.not_checked,
  ...(line.matched_name ? { matched_name: line.matched_name } : {}),
  ...(line.error ? { error: line.error } : {}),
});

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

export function createScreeningWorker(options: WorkerOptions): ScreeningWorker {
  const { store, runsAtOnce } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const log = options.log ?? (() => {});
  const leaseMs = options.leaseMs ?? 30_000;
  const holder = randomUUID();
  const active = new Map<string, Promise<void>>();
  let stopped = false;
  let filling = false;
  let again = false;

  const fill = async () => {
    if (filling) {
      again = true;
      return;
    }
    filling = true;
    try {
      do {
        again = false;
        while (!stopped && active.size < runsAtOnce) {
          const run = await store.claimRun(holder, leaseMs, now());
          if (!run) break;
          // Its lease lapsed while this instance still works on it (a stalled event loop): the lease is ours again.
          if (active.has(run.run_id)) break;
          const work = process(run)
            .catch((error: unknown) => log('error', `screening run ${run.run_id} stopped: ${describeError(error)}`))
            .finally(() => {
              active.delete(run.run_id);
              void store.releaseRun(run.run_id, holder).catch(() => undefined);
              if (!stopped) poke();
            });
          active.set(run.run_id, work);
        }
      } while (again && !stopped);
    } catch (error) {
      log('warn', `screening: could not read the queue: ${describeError(error)}`);
    } finally {
      filling = false;
    }
  };
  const poke = () => void fill();
  const timer = setInterval(poke, options.pollMs ?? 5_000);
  timer.unref?.();

  async function process(claimed: ScreenRun): Promise<void> {
    const runId = claimed.run_id;
    let lost = false;
    const renew = setInterval(() => {
      void store.renewLease(runId, holder, leaseMs, now()).then(
        (held) => (lost ||= !held),
        () => undefined,
      );
    }, leaseMs / 3);
    renew.unref?.();
    try {
      const registry = options.registry();
      const allowance = registry.metered ? options.clientAllowance?.(claimed.client) : undefined;
      const pacer = allowance
        ? createPacer({ allowance: allowance.calls, windowMs: allowance.windowMs, now })
        : undefined;
      const today = ukToday();
      let status = claimed.status;
      let done = claimed.done;
      const total = claimed.total;
      let msPerLine = 0;
      let buffer: { line: number; result: StoredResult }[] = [];
      let calls = 0;
      let flushedAt = now();
      const eta = () => {
        const remaining = Math.max(0, total - done);
        return pacer ? pacer.etaSeconds(remaining, msPerLine) : Math.ceil((remaining * msPerLine) / 1000);
      };
      const setStatus = async (next: ScreenRun['status'], extra: RunUpdate = {}) => {
        if (next === status && Object.keys(extra).length === 0) return;
        status = next;
        await store.updateRun(runId, { status: next, ...extra });
      };
      const flush = async () => {
        if (buffer.length === 0) return;
        const saving = buffer;
        buffer = [];
        await store.saveResults(runId, saving, { calls, eta_seconds: eta() });
        calls = 0;
        flushedAt = now();
      };
      await setStatus(status === 'queued' ? 'running' : status, claimed.started_at ? {} : { started_at: now() });

      for (;;) {
        if (lost) return;
        // Stopping (the server is going down): keep what is done, so the next start repeats nothing.
        if (stopped) return await flush();
        const pending = await store.pendingLines(runId, 100);
        if (pending.length === 0) break;
        for (const line of pending) {
          if (lost) return;
          if (stopped) return await flush();
          if (pacer && !(await waitForBudget(pacer, registry, eta, setStatus, flush))) return;
          if (status !== 'running') await setStatus('running');
          const started = performance.now();
          const result = await screenWithRetries(line, registry, claimed.client, pacer, today, async (ms) => {
            // The gateway's own count of the client's share is the last word (a 404 costs a call no session sees).
            await flush();
            await setStatus('waiting-for-budget', { eta_seconds: Math.ceil(Math.max(eta(), ms / 1000)) });
            await sleep(Math.min(ms, MAX_NAP_MS));
          });
          if (result === undefined) return;
          const took = performance.now() - started;
          msPerLine = msPerLine === 0 ? took : msPerLine * 0.95 + took * 0.05;
          calls += result.calls;
          done++;
          buffer.push({ line: line.line, result: storedOf(result) });
          if (pacer || buffer.length >= FLUSH_LINES || now() - flushedAt >= FLUSH_MS) await flush();
          // Let the pages others read in between lines.
          await yieldToOthers();
        }
        await flush();
        // The run may have been deleted meanwhile.
        if (!(await store.getRun(runId))) return;
      }
      await flush();
      await store.updateRun(runId, { status: 'done', eta_seconds: 0, finished_at: now() });
      log('info', `screening run ${runId}: ${total} lines done`);
    } finally {
      clearInterval(renew);
    }
  }

  /** Waits until a line's calls fit the client's share (and the registry is not pausing the app); false when stopped. */
  async function waitForBudget(
    pacer: Pacer,
    registry: Pick<Registry, 'budget'>,
    eta: () => number,
    setStatus: (next: ScreenRun['status'], extra?: RunUpdate) => Promise<void>,
    flush: () => Promise<void>,
  ): Promise<boolean> {
    for (;;) {
      if (stopped) return false;
      let wait = pacer.waitMs();
      const budget = await registry.budget().catch(() => null);
      if (budget?.pausedUntil && budget.pausedUntil > now()) wait = Math.max(wait, budget.pausedUntil - now());
      else if (budget?.low && budget.resetAt && budget.resetAt > now()) wait = Math.max(wait, budget.resetAt - now());
      if (wait <= 0) return true;
      await flush();
      await setStatus('waiting-for-budget', { eta_seconds: Math.ceil(Math.max(eta(), wait / 1000)) });
      await sleep(Math.min(wait, MAX_NAP_MS));
    }
  }

  /** One line, tried again after a refusal or an outage; kept with an error past MAX_ATTEMPTS. Undefined when stopped. */
  async function screenWithRetries(
    line: LineRecord,
    registry: Pick<Registry, 'metered' | 'session'>,
    client: string,
    pacer: Pacer | undefined,
    today: string,
    waitForShare: (ms: number) => Promise<void>,
  ): Promise<ScreenedLine | undefined> {
    for (let attempt = 1; ; attempt++) {
      if (stopped) return undefined;
      const session = registry.session({ maxCalls: options.lineMaxCalls });
      try {
        const result = await runAsClient(client, () =>
          options.screen(session, line.line, line.input, { today, ...(line.pick ? { pick: line.pick } : {}) }),
        );
        pacer?.record(result.calls);
        // A metered registry that refused some reads: the line is done again once it answers.
        if (result.incomplete && pacer && attempt < 3) {
          await sleep(Math.min(30_000, pacer.waitMs() || 10_000));
          continue;
        }
        return result;
      } catch (error) {
        pacer?.record(session.budget.spent);
        // Refused for want of budget (the client's share, or the app's): waiting, not failing.
        if (isRegistryError(error) && error.kind === 'rate-limited') {
          attempt--;
          await waitForShare(Math.max(1_000, (error.retryAfterSeconds ?? 10) * 1000));
          continue;
        }
        const outage = isRegistryError(error) && OUTAGE.has(error.kind);
        if (attempt >= (outage ? MAX_OUTAGE_ATTEMPTS : MAX_ATTEMPTS)) {
          log('warn', `screening line ${line.line}: ${describeError(error)}; kept as not answered`);
          return {
            row: { line: line.line, input: line.input, match: { how: 'none' }, signals: [] },
            not_checked: [],
            calls: session.budget.spent,
            incomplete: true,
            error: 'the registry did not answer for this line',
          };
        }
        const retryAfter = isRegistryError(error) && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : 0;
        await sleep(Math.min(60_000, Math.max(retryAfter, 1_000 * 2 ** attempt)));
      }
    }
  }

  return {
    poke,
    active: () => [...active.keys()],
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled(active.values());
    },
  };
}
