// A scripted Streaming API for tests: serves its events one JSON object a line from
// `?timepoint=N`, 416 for a timepoint older than it keeps or past the next, and, per
// connection, whatever the test scripts: close after some events, answer 503 or 429, send a
// line twice, heartbeats.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StreamEnvelope, StreamName } from '../events';

export interface Connection {
  stream: string;
  timepoint: number | undefined;
  authorization: string | undefined;
}

export type Script = (
  connection: Connection,
  index: number,
) =>
  | { status: number; retryAfter?: number }
  | { closeAfter?: number; repeatFirst?: boolean; heartbeat?: boolean }
  | undefined;

export interface FakeStream {
  url: string;
  connections: Connection[];
  /** Appends `count` events (filings by default; `make` builds another envelope). */
  append(
    stream: StreamName,
    companyNumber: string,
    count?: number,
    make?: (companyNumber: string, timepoint: number) => StreamEnvelope,
  ): StreamEnvelope[];
  /** Forgets events before `timepoint` (a 416 for older ones). */
  keepFrom(stream: StreamName, timepoint: number): void;
  script(script: Script | undefined): void;
  close(): Promise<void>;
}

export function filingEnvelope(companyNumber: string, timepoint: number): StreamEnvelope {
  const id = `T${timepoint}`;
  return {
    resource_kind: 'filing-history',
    resource_uri: `/company/${companyNumber}/filing-history/${id}`,
    resource_id: id,
    data: {
      transaction_id: id,
      category: 'accounts',
      type: 'AA',
      date: '2026-04-01',
      description: 'accounts-with-accounts-type-full',
      description_values: { made_up_date: '2026-03-31' },
    },
    event: { timepoint, published_at: '2026-11-26T10:00:00', type: 'changed' },
  };
}

export async function startFakeStream(): Promise<FakeStream> {
  const events = new Map<string, StreamEnvelope[]>();
  const oldest = new Map<string, number>();
  const connections: Connection[] = [];
  const waiting = new Set<() => void>();
  let script: Script | undefined;

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const stream = url.pathname.slice(1);
    const raw = url.searchParams.get('timepoint');
    const timepoint = raw === null ? undefined : Number(raw);
    const connection = { stream, timepoint, authorization: request.headers.authorization };
    connections.push(connection);
    const plan = script?.(connection, connections.length - 1);
    if (plan && 'status' in plan) {
      response.writeHead(plan.status, plan.retryAfter ? { 'retry-after': String(plan.retryAfter) } : {});
      response.end('{"error":"scripted"}');
      return;
    }
    const list = events.get(stream) ?? [];
    const next = (list.at(-1)?.event.timepoint ?? (oldest.get(stream) ?? 1) - 1) + 1;
    const first = oldest.get(stream) ?? 1;
    if (timepoint !== undefined && (timepoint < first || timepoint > next)) {
      response.writeHead(416);
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    if (plan?.heartbeat) response.write('\n');
    let position = timepoint === undefined ? next : timepoint;
    let sent = 0;
    const pump = () => {
      for (const event of (events.get(stream) ?? []).filter((e) => e.event.timepoint >= position)) {
        const line = `${JSON.stringify(event)}\n`;
        response.write(plan?.repeatFirst && sent === 0 ? line + line : line);
        position = event.event.timepoint + 1;
        sent++;
        if (plan?.closeAfter !== undefined && sent >= plan.closeAfter) {
          response.end();
          return;
        }
      }
      const wake = () => {
        waiting.delete(wake);
        pump();
      };
      waiting.add(wake);
      response.once('close', () => waiting.delete(wake));
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    append(stream, companyNumber, count = 1, make = filingEnvelope) {
      const list = events.get(stream) ?? [];
      events.set(stream, list);
      const added: StreamEnvelope[] = [];
      for (let i = 0; i < count; i++) {
        const timepoint = (list.at(-1)?.event.timepoint ?? (oldest.get(stream) ?? 1) - 1) + 1;
        const event = make(companyNumber, timepoint);
        list.push(event);
        added.push(event);
      }
      for (const wake of [...waiting]) wake();
      return added;
    },
    keepFrom(stream, timepoint) {
      oldest.set(stream, timepoint);
      events.set(
        stream,
        (events.get(stream) ?? []).filter((event) => event.event.timepoint >= timepoint),
      );
    },
    script(next) {
      script = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
