// The production server: Next's request handler behind server.mjs's socket-address wrapper
// (clients counted by the address they connect from), with every HTML page held until complete
// (lib/server/hold-html.ts), then answered with the status its markup asks for (a page showing
// a registry problem: 503 with Retry-After, 502 or 504, never cached; problem-status.ts) and
// a fresh script nonce under a strict-dynamic policy (script-nonce.ts). `next start` would send
// problem pages as 200, under next.config.mjs's looser fallback script policy.
//   npx tsx server.ts [--hostname 127.0.0.1] [--port 3000]   (or PORT)
import { createServer } from 'node:http';
import next from 'next';
import { withClientAddress } from './server.mjs';
import { holdHtmlPages } from './lib/server/hold-html';
import { applyProblemStatus } from './lib/server/problem-status';
import { addScriptNonce } from './lib/server/script-nonce';
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
  // Clients counted by socket address (server.mjs), pages held for status and nonce (lib/server).
  const handle = withClientAddress(app.getRequestHandler());
  await app.prepare();
  createServer((req, res) => {
    // Streamed documents keep their Content-Length (lib/server/declared-length.ts).
    restoreDeclaredLength(res);
    holdHtmlPages(req, res, (html) => {
      applyProblemStatus(html, res);
      return addScriptNonce(html, res);
    });
    void handle(req, res);
  }).listen(port, hostname, () => console.log(`▲ ready on http://${hostname}:${port}`));
}

void main();
