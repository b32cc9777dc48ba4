import { describe, expect, it } from 'vitest';
import { ProxyError } from '@/lib/query/proxy-fetch';
import { pauseAfter } from './company-suggestions';

describe('pauseAfter', () => {
  it('stops suggesting for the wait a 429 names, or a minute', () => {
    expect(pauseAfter({ error: new ProxyError('busy', 429, 30) })).toBe(30_000);
    expect(pauseAfter({ error: new ProxyError('busy', 429) })).toBe(60_000);
  });

  it('stops for a while when the budget is low', () => {
    expect(pauseAfter({ budgetLow: true })).toBe(300_000);
  });

  it('carries on after other answers', () => {
    expect(pauseAfter({})).toBe(0);
    expect(pauseAfter({ error: new ProxyError('down', 503) })).toBe(0);
    expect(pauseAfter({ error: new Error('offline') })).toBe(0);
  });
});
