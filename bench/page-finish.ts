// Benchmark of what server.ts does to each page it holds (prints numbers; not a test): the
// problem-status check and the script nonce on a real company page, plain and gzipped
// (decompress, rewrite, compress again). Needs a page's HTML: fetched from a running server,
// or read from a file saved from one.
//   npx tsx bench/page-finish.ts --url http://127.0.0.1:3000/company/00719244 [--rounds 2000]
//   npx tsx bench/page-finish.ts --file page.html
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { applyProblemStatus } from '../lib/server/problem-status';
import { addScriptNonce } from '../lib/server/script-nonce';
import { createPageFinisher } from '../lib/server/page-finisher';
import { option, quantiles } from './support';

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const FILE = argument('file');
const PAGE_URL = argument('url') ?? 'http://127.0.0.1:3000/company/00719244';
const ROUNDS = option('rounds', 2000);

/** A stand-in response carrying headers only, with next.config.mjs's fallback policy. */
function response(): ServerResponse {
  const headers = new Map<string, string | number>([
    ['content-security-policy', "frame-ancestors 'none'; script-src 'self' 'unsafe-inline'; object-src 'none'"],
  ]);
  return {
    statusCode: 200,
    getHeader: (name: string) => headers.get(name),
    setHeader: (name: string, value: string | number) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
}

function time(label: string, run: () => void) {
  for (let i = 0; i < 100; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  const { p50, p90, p99 } = quantiles(samples, 1);
  console.log(`  ${label}: p50 ${p50} µs  p90 ${p90} µs  p99 ${p99} µs`);
}

async function main() {
  const html = FILE
    ? readFileSync(FILE, 'utf8')
    : await (await fetch(PAGE_URL, { headers: { 'accept-encoding': 'identity' } })).text();
  const gzipped = gzipSync(html);
  console.log(`page finishing on ${FILE ?? PAGE_URL} (${html.length} characters), ${ROUNDS} rounds`);
  time('plain: problem status + nonce', () => {
    const res = response();
    applyProblemStatus(html, res);
    addScriptNonce(html, res);
  });
  // What server.ts runs: the page's own work once, then per answer a comparison, the nonce and a copy.
  const finish = createPageFinisher();
  const bytes = Buffer.from(html, 'utf8');
  const request = { url: '/page' } as IncomingMessage;
  time('plain, server.ts (createPageFinisher), the same page again', () => {
    finish(Buffer.from(bytes), '', request, response());
  });
  time('gzip, server.ts (createPageFinisher), the same page again', () => {
    finish(Buffer.from(gzipped), 'gzip', request, response());
  });
  time('gzip: decompress, problem status + nonce, compress again', () => {
    const res = response();
    const text = gunzipSync(gzipped).toString('utf8');
    applyProblemStatus(text, res);
    gzipSync(addScriptNonce(text, res)!);
  });
}

void main();
