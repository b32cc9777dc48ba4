// The embedded registry's events log: every change to the dataset, as the Streaming API
// publishes it, kept in the dataset file beside the resources it describes.
//
// Contract (for in-process consumers such as the app in embedded mode, and for the streams):
// - Table `stream_events`, keyed by (stream, timepoint). `envelope` is the exact JSON line a
//   stream serves: {resource_kind, resource_uri, resource_id, data, event:{timepoint,
//   published_at, type, fields_changed?}} (lib/registry/streams.ts). `company_number` is the
//   company the resource belongs to (null for disqualified officers), for filtering.
// - Timepoints are per stream, start at 1 and increase by one per event; an event is appended
//   in the same transaction as the change it describes, so a reader sees both or neither.
// - Events older than the retention window are pruned by the process that applies activity;
//   `range(stream).oldest` is the oldest timepoint still kept.
// - `createEventLog(db)` reads; `subscribe` wakes its listener (at most every `pollMs`, and at
//   once for appends made through `appendEvents` in this process) with the streams whose
//   latest timepoint moved. Another process appending to the same file is seen by polling
//   `PRAGMA data_version`, which is cheap, then the latest timepoint of each stream.
import 'server-only';
import { EventEmitter } from 'node:events';
import type Database from 'better-sqlite3';
import { STREAMS, type StreamEventEnvelope, type StreamName } from '@/lib/registry/streams';
import { EVENTS_DDL } from '../db/schema';

/** One stored event: the columns, and the envelope as the JSON line a stream serves. */
export interface StoredEvent {
  stream: StreamName;
  timepoint: number;
  company_number: string | null;
  resource_kind: string;
  resource_uri: string;
  resource_id: string;
  type: 'changed' | 'deleted';
  published_at: string;
  /** The JSON line (without its newline); parse it for a `StreamEventEnvelope`. */
  envelope: string;
}

/** What a change appends; the log gives it its timepoint. */
export interface NewEvent {
  stream: StreamName;
  company_number: string | null;
  resource_kind: string;
  resource_uri: string;
  resource_id: string;
  type: 'changed' | 'deleted';
  published_at: string;
  /** The REST resource after the change (for a deletion, the last one served). */
  data: Record<string, unknown>;
  fields_changed?: string[];
}

export interface StreamRange {
  /** The oldest timepoint kept, or null when the stream has no events. */
  oldest: number | null;
  /** The latest timepoint, or null when the stream has no events. */
  latest: number | null;
}

export type LatestTimepoints = Record<StreamName, number | null>;

/** Called with the streams that have new events and each one's latest timepoint. */
export type EventsListener = (latest: Partial<LatestTimepoints>) => void;

export interface EventLog {
  /** Events of `stream` from timepoint `from` on (inclusive), oldest first, at most `limit`. */
  read(stream: StreamName, from: number, limit?: number): StoredEvent[];
  /** The latest events of one company across every stream, newest first. */
  companyEvents(companyNumber: string, limit?: number): StoredEvent[];
  range(stream: StreamName): StreamRange;
  latest(): LatestTimepoints;
  /** Wakes `listener` when events are appended (here or by another process); returns the unsubscribe. */
  subscribe(listener: EventsListener): () => void;
  /** Stops polling; the database stays open (it belongs to the caller). */
  close(): void;
}

/** Whether the dataset has an events log (an imported bulk file or an old dataset may not). */
export function hasEventLog(db: Database.Database): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'stream_events'").get() !== undefined;
}

// Appends made in this process, per database file: wakes readers of the same file at once.
const appended = new EventEmitter();
appended.setMaxListeners(0);

export const DEFAULT_POLL_MS = 250;

/** The read side over an open dataset (read-only is fine). */
export function createEventLog(db: Database.Database, options: { pollMs?: number } = {}): EventLog {
  const present = hasEventLog(db);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const q = present
    ? {
        read: db.prepare('SELECT * FROM stream_events WHERE stream = ? AND timepoint >= ? ORDER BY timepoint LIMIT ?'),
        company: db.prepare(
          'SELECT * FROM stream_events WHERE company_number = ? ORDER BY published_at DESC, stream, timepoint DESC LIMIT ?',
        ),
        oldest: db.prepare('SELECT min(timepoint) FROM stream_events WHERE stream = ?').pluck(),
        latest: db.prepare('SELECT max(timepoint) FROM stream_events WHERE stream = ?').pluck(),
      }
    : undefined;

  const latest = (): LatestTimepoints =>
    Object.fromEntries(
      STREAMS.map((stream) => [stream, (q?.latest.get(stream) as number | null | undefined) ?? null]),
    ) as LatestTimepoints;

  const listeners = new Set<EventsListener>();
  let known: LatestTimepoints | undefined;
  let version: number | undefined;
  let timer: NodeJS.Timeout | undefined;

  function check() {
    if (listeners.size === 0) return;
    const now = latest();
    const moved: Partial<LatestTimepoints> = {};
    let any = false;
    for (const stream of STREAMS) {
      if (now[stream] !== null && now[stream] !== known?.[stream]) {
        moved[stream] = now[stream];
        any = true;
      }
    }
    known = now;
    if (any) for (const listener of [...listeners]) listener(moved);
  }
  function poll() {
    try {
      const current = db.pragma('data_version', { simple: true }) as number;
      if (current === version) return;
      version = current;
      check();
    } catch {
      // The database was closed under us: stop quietly.
      stop();
    }
  }
  const onAppend = (file: string) => {
    if (file === db.name) check();
  };
  function start() {
    known = latest();
    version = db.pragma('data_version', { simple: true }) as number;
    timer = setInterval(poll, pollMs);
    timer.unref();
    appended.on('append', onAppend);
  }
  function stop() {
    if (timer) clearInterval(timer);
    timer = undefined;
    appended.off('append', onAppend);
  }

  return {
    read: (stream, from, limit = 500) => (q ? (q.read.all(stream, from, limit) as StoredEvent[]) : []),
    companyEvents: (companyNumber, limit = 50) => (q ? (q.company.all(companyNumber, limit) as StoredEvent[]) : []),
    range: (stream) => ({
      oldest: (q?.oldest.get(stream) as number | null | undefined) ?? null,
      latest: (q?.latest.get(stream) as number | null | undefined) ?? null,
    }),
    latest,
    subscribe(listener) {
      if (listeners.size === 0) start();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    close() {
      listeners.clear();
      stop();
    },
  };
}

/**
 * The write side: appends events inside the caller's transaction (the change they describe),
 * each with the next timepoint of its stream. Returns the stored events.
 */
export function createEventAppender(db: Database.Database) {
  db.exec(EVENTS_DDL);
  const latest = db.prepare('SELECT max(timepoint) FROM stream_events WHERE stream = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO stream_events (stream, timepoint, company_number, resource_kind, resource_uri, resource_id, type, published_at, envelope)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // The latest event of a stream always stays, so that its timepoints never start again. Events
  // are appended in time order: the old ones are a stream's first timepoints, read from the oldest
  // up to the first inside the window (not every event's date: a week of a million companies'
  // activity took 0.3 s a minute).
  const prune = db.prepare(
    `DELETE FROM stream_events WHERE stream = @stream AND timepoint < min(
       (SELECT max(timepoint) FROM stream_events WHERE stream = @stream),
       coalesce((SELECT timepoint FROM stream_events WHERE stream = @stream AND published_at >= @before
                  ORDER BY timepoint LIMIT 1), 9e18))`,
  );
  let pending = false;

  return {
    append(events: readonly NewEvent[]): StoredEvent[] {
      if (!db.inTransaction) throw new Error('appendEvents: call inside the transaction of the change');
      const stored: StoredEvent[] = [];
      for (const event of events) {
        const timepoint = ((latest.get(event.stream) as number | null) ?? 0) + 1;
        const envelope: StreamEventEnvelope = {
          resource_kind: event.resource_kind,
          resource_uri: event.resource_uri,
          resource_id: event.resource_id,
          data: event.data,
          event: {
            timepoint,
            published_at: event.published_at,
            type: event.type,
            ...(event.fields_changed ? { fields_changed: event.fields_changed } : {}),
          },
        };
        const row: StoredEvent = {
          stream: event.stream,
          timepoint,
          company_number: event.company_number,
          resource_kind: event.resource_kind,
          resource_uri: event.resource_uri,
          resource_id: event.resource_id,
          type: event.type,
          published_at: event.published_at,
          envelope: JSON.stringify(envelope),
        };
        insert.run(
          row.stream,
          row.timepoint,
          row.company_number,
          row.resource_kind,
          row.resource_uri,
          row.resource_id,
          row.type,
          row.published_at,
          row.envelope,
        );
        stored.push(row);
      }
      if (stored.length > 0 && !pending) {
        // Readers in this process hear of it once the transaction has committed.
        pending = true;
        setImmediate(() => {
          pending = false;
          appended.emit('append', db.name);
        });
      }
      return stored;
    },
    /** Deletes events published before `before` (ISO timestamp), in every stream. */
    prune(before: string): number {
      let removed = 0;
      for (const stream of STREAMS) removed += prune.run({ stream, before }).changes;
      return removed;
    },
  };
}

export type EventAppender = ReturnType<typeof createEventAppender>;
