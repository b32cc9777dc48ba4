import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { holdHtmlPages } from './hold-html';
import { addScriptNonce, strictScriptPolicy } from './script-nonce';

const FALLBACK = "frame-ancestors 'none'; script-src 'self' 'unsafe-inline'; object-src 'none'";
const PAGE =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" href="/_next/static/chunks/b.js"/><link rel="stylesheet" href="/a.css"/><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p><script>self.__next_f.push([1,"\\u003cscript"])</script></body></html>';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(gzip: boolean) {
  const server = createServer((req, res) => {
    holdHtmlPages(req, res, (html) => addScriptNonce(html, res));
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', FALLBACK);
    res.setHeader('etag', '"abc"');
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.end(gzip ? gzipSync(PAGE) : PAGE);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('script nonces', () => {
  it('make the policy strict-dynamic with a nonce, keeping its other directives', () => {
    expect(strictScriptPolicy(FALLBACK, 'abc')).toBe(
      "frame-ancestors 'none'; script-src 'nonce-abc' 'strict-dynamic'; object-src 'none'",
    );
    expect(strictScriptPolicy("script-src 'self' 'unsafe-inline' 'unsafe-eval'", 'n')).toBe(
      "script-src 'nonce-n' 'strict-dynamic' 'unsafe-eval'",
    );
  });

  it.each([false, true])(
    'are put on every script tag and only there, fresh for each answer (gzip: %s)',
    async (gzip) => {
      const url = await serve(gzip);
      const nonces = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const response = await fetch(url);
        const nonce = /'nonce-([^']+)' 'strict-dynamic'/.exec(
          response.headers.get('content-security-policy') ?? '',
        )?.[1];
        expect(nonce).toBeDefined();
        nonces.add(nonce!);
        expect(response.headers.get('etag')).toBeNull();
        const html = await response.text();
        expect(html.match(/<script nonce="([^"]+)"/g)).toEqual([
          `<script nonce="${nonce}"`,
          `<script nonce="${nonce}"`,
        ]);
        expect(html).toContain(`<link nonce="${nonce}" rel="preload" as="script"`);
        expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
        // Escaped text and inline data are left as they were.
        expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
        expect(html).toContain('"\\u003cscript"');
      }
      expect(nonces.size).toBe(2);
    },
  );
});
