// Where the consumer reads a stream from. One interface, two sources: the real Streaming API
// over HTTP (one long response, one JSON event a line, blank-line heartbeats), and the
// embedded registry's events log read in-process.
import type { EventLogReader } from '@/lib/registry/capabilities';
import { streamEnvelopeSchema, type StreamEnvelope, type StreamName } from './events';

/** A stream answered other than 200: 416 (timepoint too old or in the future), 429, 401, 5xx. */
export class StreamRefusal extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(`the stream answered ${status}`);
    this.name = 'StreamRefusal';
  }
}

export interface StreamSource {
  readonly kind: 'remote' | 'embedded';
  /**
   * Events from `timepoint` on (none: from now), live, until the stream ends (the server closed
   * it) or `signal` aborts. Throws `StreamRefusal` when the stream is refused.
   */
  open(stream: StreamName, timepoint: number | undefined, signal: AbortSignal): AsyncIterable<StreamEnvelope>;
  /** Where a consumer with no cursor starts: the oldest retained timepoint, or undefined for live only. */
  firstTimepoint(stream: StreamName): Promise<number | undefined>;
  /**
   * Which run of events this is: another identity means timepoints start over (a regenerated
   * dataset, another stream), so cursors and changes kept from before mean nothing.
   */
  identity(): Promise<string>;
}

export interface RemoteStreamOptions {
  baseUrl: string;
  /** The streaming key (Basic auth user name). Never logged, never sent anywhere but `baseUrl`. */
  key: string;
  fetch?: typeof fetch;
  /** Drops a connection that has sent nothing (not even a heartbeat) for this long. */
  idleTimeoutMs?: number;
  onBadLine?: (stream: StreamName, problem: string) => void;
}

export function createRemoteStreamSource(options: RemoteStreamOptions): StreamSource {
  const send = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.key}:`).toString('base64')}`;
  const idleMs = options.idleTimeoutMs ?? 90_000;
  return {
    kind: 'remote',
    async identity() {
      return `remote:${options.baseUrl}`;
    },
    async firstTimepoint() {
      return undefined;
    },
    async *open(stream, timepoint, signal) {
      const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/${stream}`);
      if (timepoint !== undefined) url.searchParams.set('timepoint', String(timepoint));
      const idle = new AbortController();
      const abort = AbortSignal.any([signal, idle.signal]);
      const response = await send(url, { headers: { authorization, accept: 'application/json' }, signal: abort });
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        const retryAfter = Number(response.headers.get('retry-after'));
        throw new StreamRefusal(
          response.status,
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
        );
      }
      let timer = setTimeout(() => idle.abort(), idleMs);
      const decoder = new TextDecoder();
      let buffered = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          clearTimeout(timer);
          timer = setTimeout(() => idle.abort(), idleMs);
          buffered += decoder.decode(chunk, { stream: true });
          let newline: number;
          while ((newline = buffered.indexOf('\n')) >= 0) {
            const line = buffered.slice(0, newline).trim();
            buffered = buffered.slice(newline + 1);
            if (line === '') continue; // a heartbeat
            const parsed = parseLine(line);
            if (parsed.ok) yield parsed.envelope;
            else options.onBadLine?.(stream, parsed.problem);
          }
        }
      } finally {
        clearTimeout(timer);
      }
      if (idle.signal.aborted && !signal.aborted) throw new StreamRefusal(0);
    },
  };
}

function parseLine(line: string): { ok: true; envelope: StreamEnvelope } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { ok: false, problem: 'a line is not JSON' };
  }
  const result = streamEnvelopeSchema.safeParse(json);
  if (!result.success) return { ok: false, problem: `a line is not an event: ${result.error.issues[0]?.message}` };
  return { ok: true, envelope: result.data };
}

/** The embedded registry's events, as lib/changes reads them in-process. */
export interface EmbeddedEventLog {
  /** Up to `limit` events of a stream from `timepoint` on, oldest first. Throws `StreamRefusal(416)` for a timepoint no longer kept. */
  read(stream: StreamName, timepoint: number, limit: number): StreamEnvelope[] | Promise<StreamEnvelope[]>;
  /** The oldest kept timepoint and the next one to be written. */
  bounds(stream: StreamName): { oldest: number; next: number } | Promise<{ oldest: number; next: number }>;
  /** The log's own name (a generated dataset's id); another one means the timepoints started over. */
  identity(): string | Promise<string>;
}

export function createEmbeddedStreamSource(log: EmbeddedEventLog, pollMs = 100): StreamSource {
  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const stop = () => (clearTimeout(timer), resolve());
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      signal.addEventListener('abort', stop, { once: true });
    });
  return {
    kind: 'embedded',
    async identity() {
      return `embedded:${await log.identity()}`;
    },
    async firstTimepoint(stream) {
      return (await log.bounds(stream)).oldest;
    },
    async *open(stream, timepoint, signal) {
      const bounds = await log.bounds(stream);
      let next = timepoint ?? bounds.next;
      if (next < bounds.oldest || next > bounds.next) throw new StreamRefusal(416);
      while (!signal.aborted) {
        const events = await log.read(stream, next, 500);
        for (const event of events) {
          yield event;
          next = event.event.timepoint + 1;
        }
        if (events.length < 500) await sleep(pollMs, signal);
      }
    },
  };
}

/** An events log in memory: the project's own fixture, for tests and for the test hook. */
export function createMemoryEventLog(options: { keep?: number; identity?: string } = {}) {
  const keep = options.keep ?? 10_000;
  const streams = new Map<StreamName, StreamEnvelope[]>();
  const nextOf = new Map<StreamName, number>();
  const listOf = (stream: StreamName) => {
    let list = streams.get(stream);
    if (!list) streams.set(stream, (list = []));
    return list;
  };
  const log = {
    identity: () => options.identity ?? 'memory',
    read(stream: StreamName, timepoint: number, limit: number) {
      const list = listOf(stream);
      const oldest = list[0]?.event.timepoint ?? nextOf.get(stream) ?? 0;
      if (timepoint < oldest) throw new StreamRefusal(416);
      return list.filter((event) => event.event.timepoint >= timepoint).slice(0, limit);
    },
    bounds(stream: StreamName) {
      const list = listOf(stream);
      const next = nextOf.get(stream) ?? 0;
      return { oldest: list[0]?.event.timepoint ?? next, next };
    },
    /** Appends an event; its timepoint is the stream's next one. */
    append(
      stream: StreamName,
      event: Omit<StreamEnvelope, 'event'> & { event: Omit<StreamEnvelope['event'], 'timepoint'> },
    ) {
      const timepoint = nextOf.get(stream) ?? 0;
      nextOf.set(stream, timepoint + 1);
      const envelope = { ...event, event: { ...event.event, timepoint } } as StreamEnvelope;
      const list = listOf(stream);
      list.push(envelope);
      if (list.length > keep) list.splice(0, list.length - keep);
      return envelope;
    },
    /** Forgets everything before `timepoint` (as the registry's retention does). */
    forgetBefore(stream: StreamName, timepoint: number) {
      const list = listOf(stream);
      streams.set(
        stream,
        list.filter((event) => event.event.timepoint >= timepoint),
      );
      if ((nextOf.get(stream) ?? 0) < timepoint) nextOf.set(stream, timepoint);
    },
  };
  return log satisfies EmbeddedEventLog;
}

/** The registry's own events log (a capability of the embedded registry) as this module reads it. */
export function fromRegistryEventLog(
  log: Pick<EventLogReader, 'read' | 'range'>,
  identity: () => string = () => 'embedded',
): EmbeddedEventLog {
  return {
    identity,
    read(stream, timepoint, limit) {
      const oldest = log.range(stream).oldest;
      if (oldest !== null && timepoint < oldest) throw new StreamRefusal(416);
      return log.read(stream, timepoint, limit).map((event) => JSON.parse(event.envelope) as StreamEnvelope);
    },
    bounds(stream) {
      const range = log.range(stream);
      const next = (range.latest ?? 0) + 1;
      return { oldest: range.oldest ?? next, next };
    },
  };
}
