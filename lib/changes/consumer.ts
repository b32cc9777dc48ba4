// The stream consumer: one loop per stream, resuming from the last timepoint it stored
// (durably, in the changes store), so a restart or a dropped connection loses nothing and
// repeats nothing (a change is keyed by stream and timepoint; repeats are skipped). A 416
// (our timepoint is no longer kept) resynchronises over REST what the app follows and
// starts again from now. Other failures (the server closing, 5xx, 429, a network error)
// reconnect after a backoff that grows with each failure in a row.
import { describeError, type Logger } from '@/lib/gateway/log';
import { toChange, type Change, type StreamName } from './events';
import { StreamRefusal, type StreamSource } from './sources';
import type { ChangesStore } from './store';

export interface Backoff {
  /** First wait after a failure; doubled for each failure in a row, up to `maxMs`, with jitter. */
  baseMs: number;
  maxMs: number;
  /** After a 429 without Retry-After. */
  rateLimitedMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 1_000, maxMs: 60_000, rateLimitedMs: 60_000 };

export interface ConsumerOptions {
  source: StreamSource;
  store: ChangesStore;
  streams: readonly StreamName[];
  /** Called once per new change, in order per stream, after it is stored and before the cursor moves past it. */
  onChange: (change: Change) => Promise<void> | void;
  /** After a 416: make what the app shows of this stream right again (over REST). */
  resync: (stream: StreamName) => Promise<void>;
  backoff?: Backoff;
  log: Logger;
  /** Randomness of the backoff's jitter (tests pin it). */
  random?: () => number;
}

export interface Consumer {
  stop(): Promise<void>;
  /** Connections opened per stream so far (for tests and health). */
  readonly connections: Record<string, number>;
}

/** The cursor after a 416: the old one means nothing, the next connection starts live, without a timepoint. */
const LIVE = -1;

export function waitMs(backoff: Backoff, failures: number, random: () => number, refusal?: StreamRefusal): number {
  if (refusal?.status === 429) return refusal.retryAfterMs ?? backoff.rateLimitedMs;
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
  // "Equal jitter": at least half the ceiling, so a fleet does not reconnect in step.
  return ceiling / 2 + (random() * ceiling) / 2;
}

export function startConsumer(options: ConsumerOptions): Consumer {
  const { source, store, log } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const random = options.random ?? Math.random;
  const stopping = new AbortController();
  const connections: Record<string, number> = {};

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const stop = () => (clearTimeout(timer), resolve());
      const timer = setTimeout(() => {
        stopping.signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      stopping.signal.addEventListener('abort', stop, { once: true });
    });

  const follow = async (stream: StreamName) => {
    let failures = 0;
    while (!stopping.signal.aborted) {
      // No cursor: never consumed, start at the oldest event kept. A negative one: live (after a 416).
      const cursor = await store.getCursor(stream);
      const from = cursor === undefined ? await source.firstTimepoint(stream) : cursor < 0 ? undefined : cursor + 1;
      connections[stream] = (connections[stream] ?? 0) + 1;
      let last = cursor ?? -1;
      try {
        for await (const envelope of source.open(stream, from, stopping.signal)) {
          failures = 0;
          const timepoint = envelope.event.timepoint;
          if (timepoint <= last) continue; // delivered again
          const change = await store.record(toChange(stream, envelope));
          if (change) await options.onChange(change);
          await store.setCursor(stream, timepoint);
          last = timepoint;
        }
        if (stopping.signal.aborted) return;
        // The server closed the stream (its connection lifetime, a nightly restart): reconnect.
        failures++;
      } catch (error) {
        if (stopping.signal.aborted) return;
        failures++;
        if (error instanceof StreamRefusal && error.status === 416) {
          log('warn', `stream ${stream}: timepoint ${from} is no longer kept; resynchronising over REST`);
          await options
            .resync(stream)
            .catch((problem) => log('warn', `resync of ${stream} failed: ${describeError(problem)}`));
          await store.setCursor(stream, LIVE);
          failures = 0;
          continue;
        }
        const refusal = error instanceof StreamRefusal ? error : undefined;
        const wait = waitMs(backoff, failures, random, refusal);
        log(
          refusal?.status === 401 ? 'error' : 'warn',
          `stream ${stream}: ${refusal ? `answered ${refusal.status}` : describeError(error)}; reconnecting in ${Math.round(wait / 1000)} s`,
        );
        await sleep(wait);
        continue;
      }
      await sleep(waitMs(backoff, failures, random));
    }
  };

  // Events of another run (a regenerated dataset, another stream URL) restart their timepoints:
  // the cursors and stored changes kept from before would skip them as repeats.
  const sameSource = (async () => {
    const identity = await source.identity();
    const kept = await store.sourceIdentity();
    if (kept === identity) return;
    // A store from before sources had names keeps its remote cursors (the stream did not start
    // over); the embedded registry's changes can always be read again from its events log.
    const forget = kept !== undefined || source.kind === 'embedded';
    if (kept !== undefined)
      log('info', 'changes: the registry’s events start over (a new dataset or stream); older changes are forgotten');
    await store.adoptSource(identity, forget);
  })();
  const loops = options.streams.map((stream) =>
    sameSource
      .then(() => follow(stream))
      .catch((error) => log('error', `stream ${stream} stopped: ${describeError(error)}`)),
  );
  return {
    connections,
    async stop() {
      stopping.abort();
      await Promise.all(loops);
    },
  };
}
