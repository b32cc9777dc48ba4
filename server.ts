// The production server, the app's one entry: Next's request handler with what `next start`
// lacks. Each request is stamped with the address of its socket (clients are counted by the
// address they connect from: lib/server/client-address.ts); every HTML page is held until
// complete (lib/server/hold-html.ts), then answered with the status its markup asks for (a
// page showing a registry problem or nothing found: 404, 503 with Retry-After, 502 or 504,
// never cached; problem-status.ts) and a fresh script nonce under a strict-dynamic policy
// (script-nonce.ts), both worked out once per page's bytes (page-finisher.ts: a cached page
// comes back as the same bytes). `next start` would send those pages as 200, under next.config.mjs's
// looser fallback script policy, and count every client by the X-Forwarded-For it sends.
//   npx tsx server.ts [--hostname 127.0.0.1] [--port 3000]   (or PORT; all interfaces by default)
import { createServer } from 'node:http';
import next from 'next';
import { withClientAddress } from './lib/server/client-address';
import { holdHtmlPageBytes } from './lib/server/hold-html';
import { createPageFinisher } from './lib/server/page-finisher';
import { restoreDeclaredLength } from './lib/server/declared-length';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

// Not $HOSTNAME: containers set it to their own name.
const hostname = option('hostname', '0.0.0.0');
const port = Number(option('port', process.env.PORT ?? '3000'));

async function main() {
  const app = next({ dev: false, hostname, port });
  const handle = withClientAddress(app.getRequestHandler());
  await app.prepare();
  // Problem status, then a fresh script nonce; what depends only on a page's bytes, once per page.
  const finishPage = createPageFinisher();
  const server = createServer((req, res) => {
    // Streamed documents keep their Content-Length (lib/server/declared-length.ts).
    restoreDeclaredLength(res);
    holdHtmlPageBytes(req, res, finishPage);
    void handle(req, res);
  }).listen(port, hostname, () =>
    console.log(
      `▲ registry browser ready on http://${hostname}:${port} (clients counted by socket address; REGISTRY_TRUST_PROXY=${process.env.REGISTRY_TRUST_PROXY || '0'})`,
    ),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
