// The page a problem renders (ProblemState) is answered with its status by the server wrapper (lib/server).
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ProblemState } from './problem-state';
import { describeProblem } from '@/lib/pages/load';
import { RegistryError } from '@/lib/registry/errors';
import { holdHtmlPages } from '@/lib/server/hold-html';
import { applyProblemStatus, problemStatusOf } from '@/lib/server/problem-status';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A server whose handler writes like Next: status and headers, then the body in chunks. */
async function serve(handler: RequestListener) {
  const server = createServer((req, res) => {
    holdHtmlPages(req, res, (html) => {
      applyProblemStatus(html, res);
      return undefined;
    });
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const problemHtml = (error: unknown) =>
  `<!DOCTYPE html><html><body><h1>ACME</h1>${renderToStaticMarkup(<ProblemState problem={describeProblem(error)} />)}</body></html>`;

function page(html: string, headers: Record<string, string> = {}): RequestListener {
  return (_req, res) => {
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 's-maxage=1, stale-while-revalidate=31535999');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.flushHeaders();
    const body = headers['content-encoding'] === 'gzip' ? gzipSync(html) : Buffer.from(html);
    res.write(body.subarray(0, 10));
    setTimeout(() => res.end(body.subarray(10)), 5);
  };
}

describe('pages showing a registry problem', () => {
  it('answer 503 with Retry-After when the registry is busy, never cached, the page intact', async () => {
    const html = problemHtml(new RegistryError('rate-limited', 'busy', { retryAfterSeconds: 42 }));
    const response = await fetch(await serve(page(html)));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(html);
  });

  it('answer 504 for a timeout and 502 for any other registry failure, compressed or not', async () => {
    const timeout = await fetch(
      await serve(page(problemHtml(new RegistryError('timeout', 'slow')), { 'content-encoding': 'gzip' })),
    );
    expect(timeout.status).toBe(504);
    expect(await timeout.text()).toContain('The registry is slow to answer');
    const upstream = await fetch(await serve(page(problemHtml(new RegistryError('upstream', 'down')))));
    expect(upstream.status).toBe(502);
    expect(upstream.headers.get('retry-after')).toBeNull();
  });

  it('leave pages with data, other content and other statuses alone', async () => {
    const ok = await fetch(await serve(page('<html><body><p>data-problem-status="503" as text</p></body></html>')));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('s-maxage=1, stale-while-revalidate=31535999');
    const json = await fetch(
      await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"html":"<div data-problem-status=\\"503\\""}');
      }),
    );
    expect(json.status).toBe(200);
    const missing = await fetch(
      await serve((_req, res) => {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end(problemHtml(new RegistryError('upstream', 'down')));
      }),
    );
    expect(missing.status).toBe(404);
  });
});

describe('problemStatusOf', () => {
  it('reads the marker only from a tag, never from text', () => {
    expect(problemStatusOf('<div data-problem-status="503" data-retry-after="7"><h2>')).toEqual({
      status: 503,
      retryAfterSeconds: 7,
    });
    expect(problemStatusOf('<p>&lt;div data-problem-status="503"</p>')).toBeUndefined();
    expect(problemStatusOf('<div data-problem-status="200">')).toBeUndefined();
  });
});
