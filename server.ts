// The production server: Next's request handler, with every HTML page answered with the
// status its markup asks for (a page showing a registry problem: 503 with Retry-After, 502
// or 504, never cached; lib/server/problem-status.ts). `next start` would send those as 200.
//   npx tsx server.ts [--hostname 127.0.0.1] [--port 3000]   (or PORT)
import { createServer } from 'node:http';
import next from 'next';
import { withClientAddress } from './server.mjs';
import { answerWithProblemStatus } from './lib/server/problem-status';

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
    answerWithProblemStatus(req, res);
    void handle(req, res);
  }).listen(port, hostname, () => console.log(`▲ ready on http://${hostname}:${port}`));
}

void main();
