import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registryId, transactionId, withEtag } from './ids';
import { Rng } from './random';

describe('identifiers', () => {
  it('builds transaction ids as the registry does', () => {
    // A real transaction id from the registry's samples.
    expect(transactionId(3223613717)).toBe('MzIyMzYxMzcxN2FkaXF6a2N4');
    expect(Buffer.from(transactionId(1234567890), 'base64').toString()).toBe('1234567890adiqzkcx');
  });

  it('makes 27-character base64url ids and 43-character document ids', () => {
    expect(registryId('x')).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(registryId('x')).toBe(registryId('x'));
    expect(registryId('x')).not.toBe(registryId('y'));
    expect(Rng.from('doc').base64url(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('puts the SHA-1 of the body first as its etag', () => {
    const body = { kind: 'x', links: { self: '/a' } };
    const json = withEtag(body);
    const { etag, ...rest } = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(JSON.parse(json) as object)[0]).toBe('etag');
    expect(etag).toBe(createHash('sha1').update(JSON.stringify(rest)).digest('hex'));
  });
});

describe('random streams', () => {
  it('are reproducible and differ by key', () => {
    const a = Rng.from('k');
    const b = Rng.from('k');
    const c = Rng.from('l');
    const draws = (r: Rng) => Array.from({ length: 5 }, () => r.next());
    const first = draws(a);
    expect(draws(b)).toEqual(first);
    expect(draws(c)).not.toEqual(first);
  });
});
