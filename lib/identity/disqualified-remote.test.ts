// The disqualification check on a remote registry (a scripted one): one search per officer, the
// record read only for a match (its dates), answers kept, and at most maxSearches new searches a
// call: the rest are "not checked", never silently clear.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRegistry } from '@/lib/gateway';
import { createGateway } from '@/lib/gateway/gateway';
import { createMemoryStore } from '@/lib/gateway/store';
import { checkDisqualified } from './disqualified-service';

const calls: string[] = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const address = { address_line_1: '8 Canal Road', locality: 'Leeds', postal_code: 'LS12 2PL' };

async function registry(request: Request): Promise<Response> {
  const url = new URL(request.url);
  calls.push(`${url.pathname}${url.search}`);
  if (url.pathname === '/search/disqualified-officers') {
    const items = /whitlock/i.test(url.searchParams.get('q') ?? '')
      ? [
          {
            kind: 'searchresults#disqualified-officer',
            title: 'Dennis Roy WHITLOCK',
            address_snippet: '8 Canal Road, Leeds, LS12 2PL',
            address,
            links: { self: '/disqualified-officers/natural/dq-whitlock' },
            date_of_birth: '1969-11-23T00:00:00',
            description: 'Born on 23 November 1969',
          },
        ]
      : [];
    return json({
      kind: 'search#disqualified-officers',
      items_per_page: 50,
      start_index: 0,
      total_results: items.length,
      items,
    });
  }
  if (url.pathname === '/disqualified-officers/natural/dq-whitlock')
    return json({
      etag: 'e1',
      kind: 'natural-disqualification',
      links: { self: '/disqualified-officers/natural/dq-whitlock' },
      forename: 'Dennis',
      other_forenames: 'Roy',
      surname: 'WHITLOCK',
      date_of_birth: '1969-11-23',
      disqualifications: [
        {
          address,
          disqualification_type: 'undertaking',
          disqualified_from: '2023-04-18',
          disqualified_until: '2030-04-17',
          reason: { act: 'company-directors-disqualification-act-1986', description_identifier: 'misconduct' },
        },
      ],
    });
  return new Response('', { status: 404 });
}

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setRegistry(
    createGateway({
      mode: 'remote',
      baseUrl: 'http://upstream.test',
      transport: async () => registry,
      timeoutMs: 1000,
      store: createMemoryStore({ maxBytes: 10_000_000 }),
      ttlSeconds: { search: 60, profile: 600, list: 300, item: 3600 },
      maxStaleSeconds: 3600,
      budget: { limit: 600, windowMs: 300_000 },
      clientLimit: { limit: 0, windowMs: 60_000 },
      retryDelayMs: 1,
      log: () => {},
    }),
  );
});

afterAll(() => {
  setRegistry(undefined);
  vi.restoreAllMocks();
});

const officer = (officer_id: string, name: string, month: number, year: number) => ({
  officer_id,
  name,
  date_of_birth: { month, year },
});

describe('checkDisqualified on a remote registry', () => {
  it('searches once per officer, reads the record of a match only, and keeps the answers', async () => {
    const checks = await checkDisqualified([
      officer('w', 'WHITLOCK, Dennis Roy', 11, 1969),
      officer('h', 'HOLLOWAY, Margaret Anne', 5, 1966),
    ]);
    const flagged = checks.get('w')!;
    expect(flagged.status).toBe('possibly-disqualified');
    if (flagged.status === 'possibly-disqualified')
      expect(flagged.matches[0]!.disqualifications).toEqual([
        { disqualified_from: '2023-04-18', disqualified_until: '2030-04-17', disqualification_type: 'undertaking' },
      ]);
    expect(checks.get('h')).toEqual({ status: 'no-match' });
    expect(
      calls
        .filter((call) => call.startsWith('/search/'))
        .map((call) => new URL(call, 'http://x').searchParams.get('q')),
    ).toEqual(expect.arrayContaining(['DENNIS WHITLOCK', 'MARGARET HOLLOWAY']));
    expect(calls.filter((call) => call.startsWith('/disqualified-officers/'))).toHaveLength(1);
    calls.length = 0;
    await checkDisqualified([officer('w', 'WHITLOCK, Dennis Roy', 11, 1969)], { maxSearches: 0 });
    expect(calls).toEqual([]);
  });

  it('says "not checked" past its share of searches instead of spending more', async () => {
    calls.length = 0;
    const checks = await checkDisqualified(
      [officer('a', 'ASHDOWN, Clive', 1, 1970), officer('b', 'BRANSCOMBE, Ruth', 2, 1971)],
      { maxSearches: 1 },
    );
    expect(calls).toHaveLength(1);
    expect([...checks.values()].map((check) => check.status).sort()).toEqual(['no-match', 'not-checked']);
  });
});
