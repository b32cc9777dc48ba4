import { describe, expect, it } from 'vitest';
import { newWatchToken, parseWatchToken } from './tokens';

describe('watch-list tokens', () => {
  it('carry 128 random bits: 22 base64url characters, never the same twice', () => {
    const tokens = Array.from({ length: 2000 }, newWatchToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    }
    // Every bit varies: across many tokens, each of the 128 bits is sometimes set, sometimes not.
    const ones = new Array(128).fill(0);
    for (const token of tokens) {
      const bytes = Buffer.from(token, 'base64url');
      for (let bit = 0; bit < 128; bit++) ones[bit] += (bytes[bit >> 3]! >> (bit & 7)) & 1;
    }
    for (const count of ones) {
      expect(count / tokens.length).toBeGreaterThan(0.4);
      expect(count / tokens.length).toBeLessThan(0.6);
    }
  });

  it('reads a bad token as no token at all (a fresh, empty list), never as another one', () => {
    const token = newWatchToken();
    expect(parseWatchToken(token)).toBe(token);
    expect(parseWatchToken(` ${token} `)).toBe(token);
    for (const bad of [
      undefined,
      null,
      '',
      'short',
      `${token}x`,
      `${token.slice(0, 21)}!`,
      '../../etc/passwd',
      '*'.repeat(22),
    ])
      expect(parseWatchToken(bad)).toBeUndefined();
  });
});
