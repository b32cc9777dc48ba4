// Who a request is counted under, and the per-client limits of the proxy side. The client is
// the socket's address, which only the production server (server.ts) can see: it stamps it into
// CLIENT_SOCKET_HEADER (dropping any copy a client sent) and runs the request in a context
// that the gateway reads, so that page renders, exports and the proxy all charge their
// upstream calls to the client that asked.
import { AsyncLocalStorage } from 'node:async_hooks';
import { env } from '@/lib/env';
import { CLIENT_SOCKET_HEADER, REQUEST_CONTEXT, SERVER_ENTRY, type RequestContext } from '@/lib/server/request-context';
import type { GatewayStore } from './store';

export { CLIENT_SOCKET_HEADER };

type Holder = { [REQUEST_CONTEXT]?: AsyncLocalStorage<RequestContext>; [SERVER_ENTRY]?: boolean };

const storage = () => ((globalThis as Holder)[REQUEST_CONTEXT] ??= new AsyncLocalStorage<RequestContext>());

/** True when the app runs behind the production server (server.ts), so CLIENT_SOCKET_HEADER can be believed. */
export const behindServerEntry = () => (globalThis as Holder)[SERVER_ENTRY] === true;

type HeaderSource = Headers | RequestContext['headers'];

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The address a client is counted under, with `trustProxies` proxies in front of the app
 * (REGISTRY_TRUST_PROXY). Behind server.ts: the socket's address, or, with N trusted
 * proxies, the X-Forwarded-For entry N places from the end (each trusted proxy appends the
 * address it was called from, so that is what the farthest one saw); a client cannot choose
 * it by sending the header. Without server.ts
 * (`next dev`, tests) there is no socket address: the last X-Forwarded-For entry, which
 * Next.js fills in with the socket's address when the request has none.
 */
export function clientAddress(headers: HeaderSource, trustProxies: number): string {
  const forwarded = (header(headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const socket = behindServerEntry() ? header(headers, CLIENT_SOCKET_HEADER) : undefined;
  let chosen: string | undefined;
  if (socket !== undefined)
    chosen = trustProxies > 0 ? (forwarded.at(-trustProxies) ?? forwarded[0] ?? socket) : socket;
  else chosen = trustProxies > 0 ? (forwarded.at(-trustProxies) ?? forwarded[0]) : forwarded.at(-1);
  return (chosen ?? header(headers, 'x-real-ip') ?? 'unknown').slice(0, 64);
}

/** The client of the request being handled (server.ts sets it), or undefined outside one. */
export function currentClient(): string | undefined {
  const context = storage().getStore();
  if (context?.client !== undefined) return context.client;
  return context && clientAddress(context.headers, env().REGISTRY_TRUST_PROXY);
}

/** A host as a Host header may name it: a name or an address, and a port. Anything else is not believed. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the reader used for the request being handled: its Host (with trusted proxies in
 * front, the X-Forwarded-Host and X-Forwarded-Proto they set), or undefined outside a request or
 * for a host no browser would send. Links built on it answer where the reader is, whatever
 * address the server is bound to.
 */
export function currentRequestOrigin(): string | undefined {
  const context = storage().getStore();
  if (!context) return undefined;
  const trusted = env().REGISTRY_TRUST_PROXY > 0;
  const first = (name: string) => header(context.headers, name)?.split(',')[0]?.trim();
  const host = (trusted ? first('x-forwarded-host') : undefined) ?? first('host');
  if (!host || !HOST.test(host)) return undefined;
  const proto = trusted ? first('x-forwarded-proto') : undefined;
  return `${proto === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/** Runs `work` as a request from the given headers (tests, benchmarks; server.ts does this itself). */
export function runAsRequest<T>(headers: RequestContext['headers'], work: () => T): T {
  return storage().run({ headers }, work);
}

/**
 * Runs `work` on behalf of `client` outside any request (a screening run in the background):
 * its registry calls are charged to that client, as the request that started it would have been.
 */
export function runAsClient<T>(client: string, work: () => T): T {
  return storage().run({ headers: {}, client }, work);
}

export interface ClientLimit {
  /** Requests per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

/** Counts a request against its client's limit (the proxy and exports, before any registry call). */
export async function admitClient(
  store: GatewayStore,
  client: string,
  limit: ClientLimit | undefined,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  if (!limit || limit.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
  const decision = await store.countClient(client, limit.limit, limit.windowMs, now);
  return { allowed: decision.allowed, retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) };
}
