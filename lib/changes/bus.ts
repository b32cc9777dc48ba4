// How every instance hears of every change, whichever instance consumed it: with Redis, a
// pub/sub channel; on one machine, the change log itself, tailed (so other processes over
// the same file hear too) beside an immediate in-process delivery.
import { Redis } from 'ioredis';
import type { Change } from './events';
import type { ChangesStore } from './store';

export type ChangeListener = (change: Change) => void;

export interface ChangeBus {
  publish(change: Change): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  /** Resolves once the bus hears changes (Redis subscribes asynchronously). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

function listeners() {
  const set = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(change: Change) {
      for (const listener of set) listener(change);
    },
  };
}

/** One machine: delivered at once in this process, and picked up from the log by the others every `pollMs`. */
export function createLocalBus(store: ChangesStore, pollMs = 250): ChangeBus {
  const local = listeners();
  let lastSeq = -1;
  let stopped = false;
  const deliver = (change: Change) => {
    if (change.seq <= lastSeq) return;
    lastSeq = change.seq;
    local.emit(change);
  };
  const tail = async () => {
    if (lastSeq < 0) lastSeq = (await store.latest({}, 1))[0]?.seq ?? 0;
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, pollMs).unref?.());
      if (stopped) return;
      try {
        for (const change of await store.since(lastSeq, {}, 1000)) deliver(change);
      } catch {
        // The file is busy or closed: try again at the next tick.
      }
    }
  };
  const tailing = tail();
  return {
    async publish(change) {
      deliver(change);
    },
    subscribe: (listener) => local.add(listener),
    ready: async () => undefined,
    async close() {
      stopped = true;
      await tailing;
    },
  };
}

/** A fleet: every instance subscribes to one channel; the publisher hears its own changes there too. */
export function createRedisBus(url: string, channel = '{changes}:bus'): ChangeBus {
  const local = listeners();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  const ready = subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      local.emit(JSON.parse(message) as Change);
    } catch {
      // Not ours: ignore.
    }
  });
  return {
    async publish(change) {
      await ready;
      await publisher.publish(channel, JSON.stringify(change));
    },
    subscribe: (listener) => local.add(listener),
    ready: async () => void (await ready),
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => undefined);
    },
  };
}
