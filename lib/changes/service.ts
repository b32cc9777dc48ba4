// lib/changes wired from the environment, once per process (on globalThis, as the gateway:
// Next may load this module once per bundle). Every instance hears every change on the bus
// and, for each, drops what it makes out of date (gateway entries, cached pages) before it
// tells its open pages (SSE). One instance of the group, the holder of the lease, consumes:
// the embedded registry's events in-process, the real Streaming API with a stream key, or,
// on a remote registry without one, polls what readers follow.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { env, type Env } from '@/lib/env';
import { getRegistry, type Gateway } from '@/lib/gateway';
import { appLog, describeError, redactingLogger, secretForms, type Logger } from '@/lib/gateway/log';
import { createLocalBus, createRedisBus, type ChangeBus } from './bus';
import { startConsumer, type Consumer } from './consumer';
import { STREAMS, type StreamName } from './events';
import { createChangeHub, type ChangeHub } from './hub';
import { invalidateCaches } from '@/lib/server/bounded-cache';
import { processState } from '@/lib/server/process-state';
import { cacheTagsOfChange, dropCachedPages, pageTagsOfChange, pathsOf } from './invalidate';
import { startPoller } from './poller';
import { createRedisChangesStore } from './redis-store';
import {
  createEmbeddedStreamSource,
  createRemoteStreamSource,
  fromRegistryEventLog,
  type StreamSource,
} from './sources';
import { createSqliteChangesStore } from './sqlite-store';
import type { ChangesStore } from './store';

/** How the app learns of changes: `stream` (a Streaming API), `embedded` (in-process), `poll` (no stream key). */
export type IngestMode = 'embedded' | 'stream' | 'poll';

export interface ChangesService {
  readonly ingest: IngestMode;
  readonly store: ChangesStore;
  readonly bus: ChangeBus;
  readonly hub: ChangeHub;
  readonly maxFollows: number;
  /** True while this instance holds the lease and consumes. */
  consuming(): boolean;
  stop(): Promise<void>;
}

/** Longer than a page's render takes on a busy machine: the second drop of a change's pages comes this long after the first. */
const RENDER_RACE_MS = 2_500;

/** The lease is renewed every third of its life; a dead holder's lease passes on within it. */
const LEASE_MS = 15_000;

/** Where the change log and watch lists live on one machine: beside the dataset, in a file of their own. */
export function changesDbPath(config: Env): string {
  return config.CHANGES_DB_PATH ?? config.REGISTRY_DB_PATH.replace(/(\.sqlite)?$/, '.changes.sqlite');
}

/** A stream key reads the registry's streams; else an unmetered registry's own log is read, and a metered one is polled. */
export function ingestModeOf(config: Env, metered = getRegistry().metered): IngestMode {
  if (config.REGISTRY_STREAM_URL && config.REGISTRY_STREAM_KEY) return 'stream';
  return metered ? 'poll' : 'embedded';
}

/**
 * This instance's part for every change it hears on the bus: first drop what the change
 * makes out of date (gateway entries, cached pages), then tell the open pages, so that a
 * page reloaded on the news shows the new data.
 */
export function listenForChanges(options: {
  bus: ChangeBus;
  gateway: () => Pick<Gateway, 'invalidate'>;
  hub: Pick<ChangeHub, 'deliver'>;
  log: Logger;
}): () => void {
  // One at a time, in the order heard, so pages get the changes in order.
  let queue = Promise.resolve();
  return options.bus.subscribe((change) => {
    queue = queue.then(async () => {
      try {
        options.gateway().invalidate(pathsOf(change));
        invalidateCaches(cacheTagsOfChange(change));
        const tags = pageTagsOfChange(change);
        await dropCachedPages(tags);
        // A page being rendered while this change arrived (a link's prefetch, another reader) may be
        // stored after the drop with what it read before: drop its tags once more when such a render
        // has finished, so no page older than the change outlives it.
        setTimeout(() => void dropCachedPages(tags).catch(() => undefined), RENDER_RACE_MS).unref();
      } catch (error) {
        options.log('warn', `could not drop what change ${change.seq} made out of date: ${describeError(error)}`);
      }
      options.hub.deliver(change);
    });
  });
}

/** The registry's own change log, read in-process (the embedded registry has one; an imported file has none, and reads as empty). */
async function embeddedSource(): Promise<StreamSource> {
  // The embedded registry generates (or replaces) its dataset before it answers this.
  const log = (await getRegistry().capabilities()).eventLog;
  return createEmbeddedStreamSource(
    fromRegistryEventLog(
      {
        read: (stream, from, limit) => log?.read(stream, from, limit) ?? [],
        range: (stream) => log?.range(stream) ?? { oldest: null, latest: null },
      },
      () => log?.datasetId() ?? 'embedded',
    ),
  );
}

export function createChangesService(config: Env, log: Logger = appLog): ChangesService {
  const safeLog = redactingLogger(log, secretForms(config.REGISTRY_STREAM_KEY));
  const ingest = ingestModeOf(config);
  const store = config.REDIS_URL
    ? createRedisChangesStore({ url: config.REDIS_URL })
    : createSqliteChangesStore(changesDbPath(config));
  const bus = config.REDIS_URL ? createRedisBus(config.REDIS_URL) : createLocalBus(store);
  const hub = createChangeHub({ bufferSize: config.CHANGES_SSE_BUFFER });
  listenForChanges({ bus, gateway: getRegistry, hub, log: safeLog });

  const holder = randomUUID();
  let work: Consumer | { stop(): Promise<void> } | undefined;
  let stopped = false;

  const startWork = async () => {
    if (ingest === 'poll') {
      safeLog('info', 'changes: no REGISTRY_STREAM_KEY, so followed companies are polled for new filings');
      return startPoller({ store, config, publish: (change) => bus.publish(change), log: safeLog });
    }
    const source =
      ingest === 'stream'
        ? createRemoteStreamSource({
            baseUrl: config.REGISTRY_STREAM_URL!,
            key: config.REGISTRY_STREAM_KEY!,
            onBadLine: (stream, problem) => safeLog('warn', `stream ${stream}: ${problem}; skipped`),
          })
        : await embeddedSource();
    safeLog(
      'info',
      `changes: consuming the ${ingest === 'stream' ? 'registry’s Streaming API' : 'embedded registry’s events'}`,
    );
    return startConsumer({
      source,
      store,
      streams: STREAMS,
      onChange: (change) => bus.publish(change),
      resync: (stream) => resync(stream, store, safeLog),
      log: safeLog,
    });
  };

  // Take the lease, keep renewing it; whoever holds it consumes. Losing it stops the work.
  const elect = async () => {
    try {
      const held = await store.takeLease(holder, LEASE_MS, Date.now());
      if (held && !work && !stopped) {
        work = await startWork();
      } else if (!held && work) {
        const stopping = work;
        work = undefined;
        safeLog('warn', 'changes: another instance took the consumer lease; this one stops consuming');
        await stopping.stop();
      }
    } catch (error) {
      safeLog('warn', `changes: could not take the consumer lease: ${describeError(error)}`);
    }
  };
  const timer = setInterval(() => void elect(), LEASE_MS / 3);
  timer.unref();
  void elect();

  return {
    ingest,
    store,
    bus,
    hub,
    maxFollows: config.FOLLOW_MAX_COMPANIES,
    consuming: () => work !== undefined,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await work?.stop();
      await store.releaseLease(holder).catch(() => undefined);
      hub.close();
      await bus.close();
      await store.close();
    },
  };
}

/**
 * After a 416 the events in the gap are lost: make sure nothing the app shows of the
 * followed companies predates them. Their cached answers and pages are dropped and their
 * profile and filings read again over REST (so the next reader gets them from the cache).
 */
async function resync(stream: StreamName, store: ChangesStore, log: Logger) {
  const companies = await store.followedCompanies(1000);
  const gateway = getRegistry();
  for (const companyNumber of companies) {
    const paths = [`/company/${companyNumber}`, `/company/${companyNumber}/filing-history`];
    gateway.invalidate(paths);
    await dropCachedPages([`company:${companyNumber}`]);
    if (await gateway.budgetLow()) break;
    await gateway.fetch('companyProfile', { company_number: companyNumber }).catch(() => undefined);
  }
  log('info', `changes: resynchronised ${companies.length} followed companies after stream ${stream} restarted`);
}

/** The process's changes service, started on first use (instrumentation.ts starts it with the server). */
export function changes(): ChangesService {
  return processState('changes', () => createChangesService(env()));
}
