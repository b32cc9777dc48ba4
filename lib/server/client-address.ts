// The one thing Next.js does not give route handlers and pages: the address of the socket a
// request came in on. The production server (server.ts) wraps Next's handler with this: every
// request gets the address in an internal header (any copy the client sent is removed first)
// and runs in a request context that the gateway reads (lib/gateway/clients.ts), so per-client
// limits and budget shares count clients by the address they connect from, not by what they
// write in X-Forwarded-For. Behind proxies, set REGISTRY_TRUST_PROXY to how many there are.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_SOCKET_HEADER, REQUEST_CONTEXT, SERVER_ENTRY, type RequestContext } from './request-context';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Wraps Next's request handler: stamps the socket address and runs the request in its context. */
export function withClientAddress(handle: Handler): Handler {
  const global = globalThis as { [REQUEST_CONTEXT]?: AsyncLocalStorage<RequestContext>; [SERVER_ENTRY]?: boolean };
  const storage = (global[REQUEST_CONTEXT] ??= new AsyncLocalStorage<RequestContext>());
  global[SERVER_ENTRY] = true;
  return (req, res) => {
    delete req.headers[CLIENT_SOCKET_HEADER];
    req.headers[CLIENT_SOCKET_HEADER] = req.socket.remoteAddress ?? 'unknown';
    return storage.run({ headers: req.headers }, () => handle(req, res));
  };
}
