import { describe, expect, it } from 'vitest';
import { CallBudget } from '@/lib/gateway/session';
import { findPath } from './path';
import { chainRegister, fakeNetworkReader, number } from './testing';

const key = (i: number) => `company:${number(i)}`;

describe('findPath', () => {
  it('finds the shortest chain of appointments, both ends meeting', async () => {
    const { reader } = fakeNetworkReader(chainRegister(6));
    const result = await findPath(reader, key(0), key(2));
    expect(result).toMatchObject({ found: true, path: [key(0), 'officer:P0', key(1), 'officer:P1', key(2)] });
    if (!('found' in result)) throw new Error('missing');
    expect(result.edges.map((edge) => [edge.source, edge.target])).toEqual([
      ['officer:P0', key(0)],
      ['officer:P0', key(1)],
      ['officer:P1', key(1)],
      ['officer:P1', key(2)],
    ]);
    expect(result.nodes.map((node) => node.attributes.label)).toEqual([
      'CHAIN 0 LIMITED',
      'PERSON, Number 0',
      'CHAIN 1 LIMITED',
      'PERSON, Number 1',
      'CHAIN 2 LIMITED',
    ]);
  });

  it('says there is no connection within the hops asked, and finds it with more', async () => {
    const { reader } = fakeNetworkReader(chainRegister(6));
    expect(await findPath(reader, key(0), key(3))).toMatchObject({
      found: false,
      path: [],
      message: 'no connection within 4 hops',
    });
    expect(await findPath(reader, key(0), key(3), { maxDepth: 6 })).toMatchObject({ found: true });
    expect(((await findPath(reader, key(0), key(3), { maxDepth: 6 })) as { path: string[] }).path).toHaveLength(7);
  });

  it('crosses resigned appointments and keeps their dates', async () => {
    const register = chainRegister(3);
    register.appointments[1]!.resigned_on = '2019-09-09';
    const { reader } = fakeNetworkReader(register);
    const result = (await findPath(reader, key(0), key(1))) as { found: boolean; edges: { attributes: object }[] };
    expect(result.found).toBe(true);
    expect(result.edges[1]!.attributes).toMatchObject({ resigned_on: '2019-09-09' });
  });

  it('goes between an officer and a company, and from a record to itself', async () => {
    const { reader } = fakeNetworkReader(chainRegister(4));
    expect(await findPath(reader, 'officer:P0', key(2))).toMatchObject({
      found: true,
      path: ['officer:P0', key(1), 'officer:P1', key(2)],
    });
    expect(await findPath(reader, key(1), key(1))).toMatchObject({ found: true, path: [key(1)], edges: [] });
  });

  it('names a record that is not on the register', async () => {
    const { reader } = fakeNetworkReader(chainRegister(3));
    expect(await findPath(reader, key(0), key(42))).toEqual({ missing: key(42) });
    expect(await findPath(reader, 'officer:nobody', key(0))).toEqual({ missing: 'officer:nobody' });
  });

  it('stops at its budget and says where', async () => {
    const { reader, calls } = fakeNetworkReader(chainRegister(8));
    const result = (await findPath(reader, key(0), key(7), { maxDepth: 8, budget: new CallBudget(3) })) as {
      found: boolean;
      truncated: { reason: string }[];
      requests: number;
    };
    expect(result.found).toBe(false);
    expect(result.requests).toBe(3);
    expect(calls).toHaveLength(3); // the two ends, always read, count towards it
    expect(result.truncated.some((cut) => cut.reason === 'budget')).toBe(true);
  });
});
