// Server-Sent Events to open pages: every instance fans the changes it hears out to its own
// clients. Each client has a bounded queue (a count of messages); a client that does not
// read (a slow connection, a stopped tab) is dropped with a `resync` message once its queue
// is full, so it never holds anyone else back. A client that comes back with Last-Event-ID
// gets what it missed from the change log, then the live changes, none twice; no more than its
// queue holds (the replay is read at most a queue's worth at a time): farther behind, it is sent
// `resync` and reloads, so that many returning clients cannot hold the server or its memory.
import { changeMessage } from './message';
import { matchesFilter, type ChangeFilter } from './store';
import type { Change } from './events';

const encoder = new TextEncoder();
const frame = (change: Change) =>
  encoder.encode(`id: ${change.seq}\nevent: change\ndata: ${JSON.stringify(changeMessage(change))}\n\n`);
const RESYNC = (reason: string) => encoder.encode(`event: resync\ndata: ${JSON.stringify({ reason })}\n\n`);
const PING = encoder.encode(': ping\n\n');
/** Most missed changes a returning client is sent before it is told to reload instead (and at most its queue's size). */
export const REPLAY_MAX = 1000;

interface Client {
  filter: ChangeFilter;
  /** Changes heard while the client's replay is read; undefined once it is live. */
  pending?: Change[];
  lastSeq: number;
  controller: ReadableStreamDefaultController<Uint8Array>;
}

export interface OpenOptions {
  filter: ChangeFilter;
  /** The client's Last-Event-ID: replay what came after it. */
  lastEventId?: number;
  replay: (afterSeq: number, filter: ChangeFilter, limit: number) => Promise<Change[]>;
}

export interface ChangeHub {
  deliver(change: Change): void;
  /** The event-stream body for one client; it ends when the client goes or is dropped. */
  open(options: OpenOptions): ReadableStream<Uint8Array>;
  clients(): number;
  close(): void;
}

export function createChangeHub(options: { bufferSize: number; heartbeatMs?: number }): ChangeHub {
  const clients = new Set<Client>();
  const strategy = () => new CountQueuingStrategy({ highWaterMark: options.bufferSize });

  const end = (client: Client, last?: Uint8Array) => {
    if (!clients.delete(client)) return;
    try {
      if (last) client.controller.enqueue(last);
      client.controller.close();
    } catch {
      // Already closed by the client going away.
    }
  };

  const send = (client: Client, change: Change, bytes: Uint8Array) => {
    if (change.seq <= client.lastSeq) return;
    if ((client.controller.desiredSize ?? 0) <= 0) return end(client, RESYNC('slow-client'));
    client.lastSeq = change.seq;
    client.controller.enqueue(bytes);
  };

  const heartbeat = setInterval(() => {
    for (const client of clients)
      if ((client.controller.desiredSize ?? 0) > 0 && !client.pending) client.controller.enqueue(PING);
  }, options.heartbeatMs ?? 20_000);
  heartbeat.unref?.();

  return {
    deliver(change) {
      let bytes: Uint8Array | undefined;
      for (const client of clients) {
        if (!matchesFilter(change, client.filter)) continue;
        if (client.pending) {
          if (client.pending.length >= options.bufferSize) end(client, RESYNC('slow-client'));
          else client.pending.push(change);
          continue;
        }
        send(client, change, (bytes ??= frame(change)));
      }
    },

    open({ filter, lastEventId, replay }) {
      let client: Client;
      return new ReadableStream<Uint8Array>(
        {
          start(controller) {
            client = {
              filter,
              controller,
              lastSeq: lastEventId ?? 0,
              pending: lastEventId === undefined ? undefined : [],
            };
            clients.add(client);
            controller.enqueue(encoder.encode('retry: 3000\n\n'));
            if (lastEventId === undefined) return;
            // One more than may be sent: a full answer says the client is farther behind than that.
            const replayMax = Math.min(REPLAY_MAX, options.bufferSize);
            void replay(lastEventId, filter, replayMax + 1).then(
              (missed) => {
                if (!clients.has(client)) return;
                if (missed.length > replayMax) return end(client, RESYNC('too-far-behind'));
                const pending = client.pending ?? [];
                client.pending = undefined;
                // The replay and the pending changes are each at most a queue's worth: they go out whatever the queue holds.
                for (const change of [...missed, ...pending]) {
                  if (change.seq <= client.lastSeq) continue;
                  client.lastSeq = change.seq;
                  controller.enqueue(frame(change));
                }
              },
              () => end(client, RESYNC('replay-failed')),
            );
          },
          cancel() {
            clients.delete(client);
          },
        },
        strategy(),
      );
    },

    clients: () => clients.size,

    close() {
      clearInterval(heartbeat);
      for (const client of [...clients]) end(client);
    },
  };
}
