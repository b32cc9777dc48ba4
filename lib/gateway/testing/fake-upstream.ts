// A scripted registry for the gateway's and the proxy's tests, and behind the remote-mode
// end-to-end tests (e2e/support/upstream.ts): node:http on loopback. By default it answers
// company profiles for any company number (with an ETag, and 304 to a matching
// If-None-Match) and 404 for the rest; a test scripts anything else per call: slow answers,
// 5xx, 429 with rate-limit headers, 401, malformed JSON, a body that breaks the schema, a
// dropped connection.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface UpstreamCall {
  path: string;
  search: string;
  headers: http.IncomingHttpHeaders;
}

export interface Reply {
  status?: number;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Close the connection without answering. */
  drop?: boolean;
  /** Send the headers, then the body one byte every this many milliseconds (a slow-body upstream). */
  trickleMs?: number;
}

/** Returns a reply, or `undefined` for the default answer. */
export type Script = (call: UpstreamCall, count: number) => Reply | undefined | Promise<Reply | undefined>;

export interface FakeUpstream {
  url: string;
  calls: UpstreamCall[];
  /** Replaces the script (and keeps the calls). */
  script(script: Script | undefined): void;
  /** The calls made to one path. */
  callsTo(path: string): UpstreamCall[];
  close(): Promise<void>;
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;

export function companyBody(companyNumber: string, name = `FAKE ${companyNumber} LIMITED`) {
  return {
    company_number: companyNumber,
    company_name: name,
    company_status: 'active',
    can_file: true,
    jurisdiction: 'england-wales',
    type: 'ltd',
    date_of_creation: '2001-02-03',
    links: { self: `/company/${companyNumber}` },
  };
}

function defaultReply(call: UpstreamCall): Reply {
  const company = /^\/company\/([A-Z0-9]{8})$/.exec(call.path);
  if (company && company[1] !== '00000000') return { body: companyBody(company[1]!) };
  if (call.path === '/search/companies')
    return { body: { kind: 'search#companies', items_per_page: 20, start_index: 0, total_results: 0, items: [] } };
  return { status: 404, body: { errors: [{ error: 'company-profile-not-found', type: 'ch:service' }] } };
}

export interface FakeUpstreamOptions {
  /** The loopback port to listen on; 0 (the default) takes any free one. */
  port?: number;
}

export async function startFakeUpstream(initial?: Script, options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  let script = initial;
  const calls: UpstreamCall[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream.test');
    const call = { path: url.pathname, search: url.search, headers: request.headers };
    calls.push(call);
    const reply = (await script?.(call, calls.length)) ?? defaultReply(call);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.drop) {
      request.socket.destroy();
      return;
    }
    const body =
      reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const status = reply.status ?? 200;
    const headers: Record<string, string> = { 'content-type': 'application/json', ...reply.headers };
    if (status === 200 && body && !('etag' in headers)) headers.etag = etagOf(body);
    const ifNoneMatch = request.headers['if-none-match'];
    if (status === 200 && headers.etag && ifNoneMatch === headers.etag) {
      delete headers['content-type'];
      response.writeHead(304, headers).end();
      return;
    }
    if (reply.trickleMs) {
      response.writeHead(status, headers);
      for (const byte of Buffer.from(body)) {
        if (response.destroyed || !response.write(Buffer.of(byte))) break;
        await new Promise((resolve) => setTimeout(resolve, reply.trickleMs));
      }
      response.end();
      return;
    }
    response.writeHead(status, headers).end(body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    script(next) {
      script = next;
    },
    callsTo: (path) => calls.filter((call) => call.path === path),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
