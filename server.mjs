// The app's production server: `next start`, plus the one thing Next.js does not give route
// handlers and pages, the address of the socket a request came in on. Every request gets it
// in an internal header (any copy the client sent is removed first) and runs in a request
// context that the gateway reads (lib/gateway/clients.ts), so that the per-client limits and
// budget shares count clients by the address they connect from, not by what they write in
// X-Forwarded-For. Behind proxies, set REGISTRY_TRUST_PROXY to how many there are.
//
//   node server.mjs [--port 3000] [--hostname 127.0.0.1]   (PORT works too; all interfaces by default, as next start)
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const SOCKET_HEADER = 'x-registry-socket-address';
const STORAGE = Symbol.for('registry-browser.request-context');
const SERVER_ENTRY = Symbol.for('registry-browser.server-entry');

/** Wraps Next's request handler: stamps the socket address and runs the request in its context. */
export function withClientAddress(handle) {
  globalThis[STORAGE] ??= new AsyncLocalStorage();
  globalThis[SERVER_ENTRY] = true;
  const storage = globalThis[STORAGE];
  return (req, res) => {
    delete req.headers[SOCKET_HEADER];
    req.headers[SOCKET_HEADER] = req.socket.remoteAddress ?? 'unknown';
    return storage.run({ headers: req.headers }, () => handle(req, res));
  };
}

function option(args, long, short) {
  const at = args.findIndex((arg) => arg === long || arg === short);
  if (at >= 0) return args[at + 1];
  return args.find((arg) => arg.startsWith(`${long}=`))?.slice(long.length + 1);
}

async function main() {
  const args = process.argv.slice(2);
  const port = Number(option(args, '--port', '-p') ?? process.env.PORT ?? 3000);
  // Not $HOSTNAME: containers set it to their own name.
  const hostname = option(args, '--hostname', '-H');
  process.env.NODE_ENV = 'production';
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
  await app.prepare();
  const server = http.createServer(withClientAddress(app.getRequestHandler()));
  server.listen(port, hostname, () =>
    console.log(
      `▲ registry browser ready on http://${hostname ?? 'localhost'}:${port} (clients counted by socket address; REGISTRY_TRUST_PROXY=${process.env.REGISTRY_TRUST_PROXY || 'false'})`,
    ),
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
