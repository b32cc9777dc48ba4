import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageFinisher } from './page-finisher';
import { applyProblemStatus } from './problem-status';
import { addScriptNonce } from './script-nonce';

const FALLBACK = "frame-ancestors 'none'; script-src 'self' 'unsafe-inline'; object-src 'none'";
const PAGE =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" href="/_next/static/chunks/b.js"/><link rel="modulepreload" href="/m.js"/><link rel="stylesheet" href="/a.css"/><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>&lt;script&gt; café ✓</p><script>self.__next_f.push([1,"\\u003cscript"])</script></body></html>';
const PROBLEM = PAGE.replace('<p>', '<div data-problem-status="503" data-retry-after="30"></div><p>');
const NOT_FOUND = PAGE.replace('<p>', '<div data-problem-status="404"></div><p>');
const NO_SCRIPTS = '<!DOCTYPE html><html><body><p>Nothing runs here</p></body></html>';

const ENCODE: Record<string, (text: Buffer) => Buffer> = {
  '': (text) => text,
  gzip: (text) => gzipSync(text),
  deflate: (text) => deflateSync(text),
  br: (text) => brotliCompressSync(text),
};
const DECODE: Record<string, (body: Buffer) => Buffer> = {
  '': (body) => body,
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** A stand-in response carrying status and headers only. */
function response(policy: string | undefined, encoding: string) {
  const headers = new Map<string, string | number>([['etag', '"abc"']]);
  if (policy !== undefined) headers.set('content-security-policy', policy);
  if (encoding) headers.set('content-encoding', encoding);
  return {
    statusCode: 200,
    headers,
    getHeader: (name: string) => headers.get(name),
    setHeader: (name: string, value: string | number) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
}

/** What a client sees, with the nonce (random) named N. */
function seen(res: ReturnType<typeof response>, body: Buffer, encoding: string) {
  const policy = String(res.headers.get('content-security-policy') ?? '');
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const text = DECODE[encoding]!(body).toString('utf8');
  const hide = (value: string) => (nonce ? value.split(nonce).join('N') : value);
  return {
    nonce,
    status: res.statusCode,
    headers: Object.fromEntries([...res.headers].map(([name, value]) => [name, hide(String(value))])),
    text: hide(text),
  };
}

/** What server.ts did before: decode, applyProblemStatus, addScriptNonce, encode again (hold-html.ts `finished`). */
function before(body: Buffer, encoding: string, policy: string | undefined) {
  const res = response(policy, encoding);
  const out = ServerResponseLike(res);
  let sent = body;
  let html: string | undefined;
  try {
    html = DECODE[encoding]!(body).toString('utf8');
  } catch {
    html = undefined;
  }
  if (html !== undefined) {
    applyProblemStatus(html, out);
    const changed = addScriptNonce(html, out);
    if (changed !== undefined) sent = ENCODE[encoding]!(Buffer.from(changed, 'utf8'));
  }
  return seen(res, sent, encoding);
}

const ServerResponseLike = (res: ReturnType<typeof response>) => res as unknown as ServerResponse;
const request = (url: string) => ({ url }) as IncomingMessage;

describe('createPageFinisher', () => {
  it('answers as applyProblemStatus then addScriptNonce did, first time and again', () => {
    const finish = createPageFinisher();
    for (const encoding of ['', 'gzip', 'deflate', 'br'])
      for (const page of [PAGE, PROBLEM, NOT_FOUND, NO_SCRIPTS])
        for (const policy of [FALLBACK, "frame-ancestors 'none'", undefined]) {
          const body = ENCODE[encoding]!(Buffer.from(page, 'utf8'));
          const nonces = new Set<string | undefined>();
          for (let i = 0; i < 3; i++) {
            const res = response(policy, encoding);
            const sent = finish(Buffer.from(body), encoding, request(`/p?${encoding}`), ServerResponseLike(res));
            const now = seen(res, sent, encoding);
            const then = before(body, encoding, policy);
            expect({ ...now, nonce: undefined }, `${encoding} ${policy} ${page.slice(60, 90)}`).toEqual({
              ...then,
              nonce: undefined,
            });
            nonces.add(now.nonce);
          }
          // A fresh nonce for each answer.
          if (policy === FALLBACK) expect(nonces.size).toBe(3);
        }
  });

  it('sends bytes it cannot decode as they came, with nothing changed', () => {
    const finish = createPageFinisher();
    const garbage = Buffer.from('not gzip at all');
    for (let i = 0; i < 2; i++) {
      const res = response(FALLBACK, 'gzip');
      expect(finish(garbage, 'gzip', request('/g'), ServerResponseLike(res))).toBe(garbage);
      expect(res.statusCode).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(FALLBACK);
      expect(res.headers.get('etag')).toBe('"abc"');
    }
  });

  it('notices a page rendered again at the same address, and pages at other addresses', () => {
    const finish = createPageFinisher({ pages: 2 });
    const send = (url: string, page: string) => {
      const res = response(FALLBACK, '');
      return seen(res, finish(Buffer.from(page), '', request(url), ServerResponseLike(res)), '');
    };
    expect(send('/a', PAGE).status).toBe(200);
    expect(send('/a', PROBLEM).status).toBe(503);
    expect(send('/b', NOT_FOUND).status).toBe(404);
    expect(send('/c', NO_SCRIPTS).text).toBe(NO_SCRIPTS);
    expect(send('/a', PAGE).status).toBe(200);
    expect(send('/a', PAGE).text).toBe(before(Buffer.from(PAGE), '', FALLBACK).text);
  });
});
