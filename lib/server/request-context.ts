// What the production server (server.ts, lib/server/client-address.ts) shares with the gateway
// (lib/gateway/clients.ts) about each request. No imports: the server loads it before Next.js,
// without the react-server condition.

/** Set by the server on every request to the socket's address; a client's own copy is removed first. */
export const CLIENT_SOCKET_HEADER = 'x-registry-socket-address';

export interface RequestContext {
  /** The request's headers as the server received them (its socket header included). */
  headers: Record<string, string | string[] | undefined>;
  /** Work done off the request path for a client (a screening run): who its registry calls are charged to. */
  client?: string;
}

// On globalThis, made by the server before Next.js loads: every bundle of the gateway reads
// the same one. SERVER_ENTRY is set only by the server, in the process: no request can set it.
export const REQUEST_CONTEXT = Symbol.for('registry-browser.request-context');
export const SERVER_ENTRY = Symbol.for('registry-browser.server-entry');
