// The Streaming API of the embedded registry: `GET /{stream}?timepoint=N` answers 200 and
// then one JSON event a line (events/log.ts), written as they are appended, for as long as
// the connection lives. As the real service:
// - `timepoint` replays from that event on, then follows live; without it, only new events.
// - 400 for a timepoint that is not a non-negative integer; 416 for one older than kept
//   (the retention window) or past the next event; 401 and 429 as the REST endpoints (one
//   request of the key's budget per connection).
// - A blank line after `heartbeatMs` without an event, so clients can tell a quiet stream
//   from a dead one; the server closes after `lifetimeMs` (clients reconnect with the
//   timepoint after their last event).
// The session is written once over a small sink; the standalone server adapts it to
// node:http and `toResponse` to a fetch Response for in-process callers.
import 'server-only';
import { isStreamName, type StreamName } from '@/lib/registry/streams';
import type { PlainRequest, PlainResponse, RegistryHandler } from '../handler';
import type { EventLog } from './log';

export const DEFAULT_HEARTBEAT_MS = 30_000;
export const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_STREAM_RETENTION_DAYS = 7;
const CHUNK = 2000;

export interface StreamOptions {
  heartbeatMs?: number;
  /** 0: connections are never closed by the server. */
  lifetimeMs?: number;
  retentionDays?: number;
  /** Concurrent connections per key; 0 (the default) for no limit. */
  maxConnectionsPerKey?: number;
  now?: () => number;
}

/** Where a session writes: `write` returns false when the client is behind (wait for `drain`). */
export interface StreamSink {
  write(chunk: string): boolean;
  end(): void;
  onDrain(listener: () => void): void;
  onClose(listener: () => void): void;
}

export type StreamOpening =
  | { ok: true; status: 200; headers: Record<string, string>; run(sink: StreamSink): void }
  | { ok: false; response: PlainResponse };

const JSON_TYPE = 'application/json';
const STREAM_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

function fail(status: number, error: string, extra: Record<string, string> = {}): StreamOpening {
  const body = JSON.stringify({ error, type: 'ch:service' });
  return {
    ok: false,
    response: {
      status,
      headers: { 'content-type': JSON_TYPE, 'content-length': String(Buffer.byteLength(body)), ...extra },
      body,
    },
  };
}

/** The stream a request path names (`/companies`, `/filings/`), if any. */
export function streamOfPath(path: string): StreamName | undefined {
  const name = path.replace(/^\/+|\/+$/g, '');
  return isStreamName(name) ? name : undefined;
}

export interface StreamService {
  /** Checks the request and, when it may stream, returns what to send and the session to run. */
  open(stream: StreamName, request: PlainRequest, query: URLSearchParams): StreamOpening;
  /** Open sessions. */
  readonly connections: number;
  /** Ends every session (server shutdown). */
  close(): void;
}

export function createStreamService(
  handler: Pick<RegistryHandler, 'admit' | 'events' | 'store'>,
  options: StreamOptions = {},
): StreamService {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const lifetimeMs = options.lifetimeMs ?? DEFAULT_LIFETIME_MS;
  const retentionMs = (options.retentionDays ?? DEFAULT_STREAM_RETENTION_DAYS) * 86_400_000;
  const maxPerKey = options.maxConnectionsPerKey ?? 0;
  const now = options.now ?? Date.now;
  const log: EventLog = handler.events;
  const perKey = new Map<string, number>();
  const sessions = new Set<() => void>();
  // The hot path of a replay: only the two columns, as arrays (no row objects).
  const hasLog = tableExists(handler.store.db);
  const chunk = hasLog
    ? handler.store.db
        .prepare(
          'SELECT timepoint, envelope FROM stream_events WHERE stream = ? AND timepoint >= ? ORDER BY timepoint LIMIT ?',
        )
        .raw()
    : undefined;
  const oldestKept = hasLog
    ? handler.store.db
        .prepare('SELECT min(timepoint) FROM stream_events WHERE stream = ? AND published_at >= ?')
        .pluck()
    : undefined;

  function bounds(stream: StreamName): { oldest: number; next: number } {
    const { latest } = log.range(stream);
    const next = (latest ?? 0) + 1;
    if (latest === null) return { oldest: next, next };
    const cutoff = new Date(now() - retentionMs).toISOString();
    const oldest = (oldestKept?.get(stream, cutoff) as number | null | undefined) ?? next;
    return { oldest, next };
  }

  return {
    open(stream, request, query) {
      const method = request.method.toUpperCase();
      if (method !== 'GET') {
        return fail(405, 'method-not-allowed', { allow: 'GET' });
      }
      const admitted = handler.admit(request);
      if (!admitted.ok) return { ok: false, response: admitted.response };
      const raw = query.get('timepoint');
      let from: number | undefined;
      if (raw !== null) {
        if (!/^\d{1,15}$/.test(raw.trim())) return fail(400, 'timepoint must be a non-negative integer');
        from = Number(raw.trim());
        const { oldest, next } = bounds(stream);
        if (from < oldest || from > next) return fail(416, 'the specified timepoint is invalid or too old');
      }
      const key = admitted.key ?? '';
      if (maxPerKey > 0 && (perKey.get(key) ?? 0) >= maxPerKey)
        return fail(429, 'too-many-stream-connections', { 'retry-after': '60' });
      perKey.set(key, (perKey.get(key) ?? 0) + 1);

      return {
        ok: true,
        status: 200,
        headers: { ...admitted.headers, ...STREAM_HEADERS },
        run(sink) {
          let cursor = from ?? (log.range(stream).latest ?? 0) + 1;
          let closed = false;
          let waiting = false; // for drain
          let lastWrite = now();
          const send = (chunk: string) => {
            lastWrite = now();
            return sink.write(chunk);
          };
          const pump = () => {
            if (closed || waiting) return;
            for (;;) {
              const rows = (chunk?.all(stream, cursor, CHUNK) ?? []) as [number, string][];
              if (rows.length === 0) return;
              cursor = rows[rows.length - 1]![0] + 1;
              let text = '';
              for (const row of rows) text += `${row[1]}\n`;
              if (!send(text)) {
                waiting = true;
                return;
              }
            }
          };
          const stop = () => {
            if (closed) return;
            closed = true;
            unsubscribe();
            clearInterval(heartbeat);
            if (lifetime) clearTimeout(lifetime);
            sessions.delete(end);
            const left = (perKey.get(key) ?? 1) - 1;
            if (left <= 0) perKey.delete(key);
            else perKey.set(key, left);
          };
          const end = () => {
            stop();
            sink.end();
          };
          sink.onClose(stop);
          sink.onDrain(() => {
            waiting = false;
            pump();
          });
          const unsubscribe = log.subscribe((moved) => {
            if (moved[stream] !== undefined) pump();
          });
          const heartbeat = setInterval(
            () => {
              if (!closed && !waiting && now() - lastWrite >= heartbeatMs) send('\n');
            },
            Math.max(10, Math.min(heartbeatMs, 1000)),
          );
          heartbeat.unref();
          const lifetime = lifetimeMs > 0 ? setTimeout(end, lifetimeMs) : undefined;
          lifetime?.unref();
          sessions.add(end);
          pump();
        },
      };
    },
    get connections() {
      return sessions.size;
    },
    close() {
      for (const end of [...sessions]) end();
    },
  };
}

function tableExists(db: RegistryHandler['store']['db']): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'stream_events'").get() !== undefined;
}

/** A stream opening as a fetch Response (in-process callers; the body ends when the session does). */
export function toResponse(opening: StreamOpening, signal?: AbortSignal): Response {
  if (!opening.ok) {
    const { status, headers, body } = opening.response;
    return new Response(body, { status, headers });
  }
  const encoder = new TextEncoder();
  let drain: (() => void) | undefined;
  let close: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const sink: StreamSink = {
          write(chunk) {
            try {
              controller.enqueue(encoder.encode(chunk));
            } catch {
              return true; // cancelled: the close listener stops the session
            }
            return (controller.desiredSize ?? 1) > 0;
          },
          end() {
            try {
              controller.close();
            } catch {
              // already closed or cancelled
            }
          },
          onDrain: (listener) => (drain = listener),
          onClose: (listener) => (close = listener),
        };
        signal?.addEventListener('abort', () => {
          close?.();
          sink.end();
        });
        opening.run(sink);
      },
      pull() {
        drain?.();
      },
      cancel() {
        close?.();
      },
    },
    { highWaterMark: 64 },
  );
  return new Response(body, { status: opening.status, headers: opening.headers });
}
