import { describe, expect, it } from 'vitest';
import { ParameterError } from '@/lib/registry/params';
import { parseNetworkQuery, parsePathQuery } from './query';

const parse = (query: string) => parseNetworkQuery(new URLSearchParams(query));
const refusedParameter = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ParameterError ? error.parameter : 'other error';
  }
  return 'accepted';
};

describe('parseNetworkQuery', () => {
  it('has the interface defaults', () => {
    expect(parse('')).toMatchObject({ depth: 2, status: 'all', format: 'json', addresses: false, stream: false });
  });

  it('reads every parameter', () => {
    const query = parse(
      'depth=3&status=active&format=gexf&roles=directors,corporate&years=2015-2020&addresses=1&expand=officer:abc&expand=address:WC2B6XF-8-KINGSWAY-YARD@2&stream=1',
    );
    expect(query).toMatchObject({
      depth: 3,
      status: 'active',
      format: 'gexf',
      years: { from: 2015, to: 2020 },
      addresses: true,
      stream: true,
    });
    expect([...query.roles]).toEqual(['directors', 'corporate']);
    expect([...query.expand]).toEqual(['officer:abc', 'address:WC2B6XF-8-KINGSWAY-YARD@2']);
    expect(parse('years=2018').years).toEqual({ from: 2018, to: 2018 });
    expect(parse('years=-2001').years).toEqual({ to: 2001 });
  });

  it('names the parameter it refuses', () => {
    expect(refusedParameter(() => parse('depth=0'))).toBe('depth');
    expect(refusedParameter(() => parse('depth=4'))).toBe('depth');
    expect(refusedParameter(() => parse('depth=two'))).toBe('depth');
    expect(refusedParameter(() => parse('status=current'))).toBe('status');
    expect(refusedParameter(() => parse('format=xml'))).toBe('format');
    expect(refusedParameter(() => parse('roles=owners'))).toBe('roles');
    expect(refusedParameter(() => parse('years=2020-2010'))).toBe('years');
    expect(refusedParameter(() => parse('years=last'))).toBe('years');
    expect(refusedParameter(() => parse('expand=person:1'))).toBe('expand');
    expect(refusedParameter(() => parse('addresses=yes'))).toBe('addresses');
  });
});

describe('parsePathQuery', () => {
  it('reads record keys and max_depth, naming what is wrong', () => {
    expect(parsePathQuery(new URLSearchParams('from=company:00719244&to=officer:abc-_1'))).toEqual({
      from: 'company:00719244',
      to: 'officer:abc-_1',
      maxDepth: 4,
    });
    const path = (query: string) => refusedParameter(() => parsePathQuery(new URLSearchParams(query)));
    expect(path('to=company:00719244')).toBe('from');
    expect(path('from=company:719244&to=company:00719244')).toBe('from');
    expect(path('from=company:00719244&to=address:X')).toBe('to');
    expect(path('from=company:00719244&to=company:00719245&max_depth=9')).toBe('max_depth');
  });
});
