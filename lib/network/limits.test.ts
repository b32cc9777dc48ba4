// The limits on a build's and a path search's work: caps on nodes and time that stop it with
// markers, an abort that stops its registry calls, and the event loop kept free while it runs.
import { describe, expect, it } from 'vitest';
import { buildNetwork } from './build';
import { findPath } from './path';
import type { NetworkReader } from './reader';
import { chainRegister, fakeNetworkReader, number, starRegister as star } from './testing';

/** The reader with `hook` run (synchronously, as an embedded SQLite read is) before every call. */
function hooked(reader: NetworkReader, hook: () => void): NetworkReader {
  return {
    ...reader,
    companyProfile: (...args) => (hook(), reader.companyProfile(...args)),
    officerList: (...args) => (hook(), reader.officerList(...args)),
    appointmentList: (...args) => (hook(), reader.appointmentList(...args)),
  };
}

const seed = { kind: 'company' as const, companyNumber: number(0) };

describe('a build past its limits', () => {
  it('stops at the node cap, with `size` markers and the graph saying it stopped', async () => {
    const { reader } = fakeNetworkReader(star(40, 40));
    const graph = (await buildNetwork(reader, seed, { depth: 2, limits: { nodes: 100 } }))!;
    expect(graph.order).toBeLessThanOrEqual(100);
    expect(graph.attributes.truncated.some((cut) => cut.reason === 'size')).toBe(true);
    expect(graph.attributes.stopped).toBe('size');
    // Without the cap the same build draws every spoke.
    const whole = (await buildNetwork(reader, seed, { depth: 2 }))!;
    expect(whole.order).toBe(1 + 40 + 1600);
    expect(whole.attributes.stopped).toBeUndefined();
  });

  it('stops at the edge cap too', async () => {
    const { reader } = fakeNetworkReader(star(40, 40));
    const graph = (await buildNetwork(reader, seed, { depth: 2, limits: { edges: 300 } }))!;
    expect(graph.size).toBeLessThanOrEqual(300);
    expect(graph.attributes.stopped).toBe('size');
  });

  it('stops at the time limit, marking what it did not expand `time`', async () => {
    const { reader } = fakeNetworkReader(star(40, 40));
    const graph = (await buildNetwork(reader, seed, { depth: 3, limits: { ms: 0 } }))!;
    expect(graph.attributes.stopped).toBe('time');
    expect(graph.attributes.truncated).toContainEqual({ node: `company:${number(0)}`, reason: 'time' });
  });

  it('makes no more registry calls once its signal is aborted, and rejects', async () => {
    const { reader: fake, calls } = fakeNetworkReader(star(10, 10));
    const controller = new AbortController();
    let count = 0;
    const reader = hooked(fake, () => {
      if (++count === 3) controller.abort();
    });
    const build = buildNetwork(reader, seed, { depth: 3, concurrency: 4, signal: controller.signal });
    await expect(build).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(3);
    // Nothing was left running that calls later.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(3);
  });

  it('does not hold the event loop while it runs', async () => {
    // ~2,800 reads of ~0.25 ms of synchronous work each: about 0.7 s that used to run in one go.
    const { reader: fake } = fakeNetworkReader(star(60, 45));
    const reader = hooked(fake, () => {
      for (const until = performance.now() + 0.25; performance.now() < until;);
    });
    let last = performance.now();
    const gaps: number[] = [];
    const timer = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 10);
    try {
      const graph = await buildNetwork(reader, seed, {
        depth: 3,
        limits: { nodes: Infinity, edges: Infinity, ms: Infinity },
      });
      expect(graph?.attributes.stopped).toBeUndefined();
    } finally {
      clearInterval(timer);
    }
    gaps.push(performance.now() - last);
    gaps.sort((a, b) => a - b);
    // The build yields every 10 ms of work: the timer fires all along (it never did before, the
    // whole build being one gap). Generous, for a loaded machine that adds delays of its own.
    expect(gaps.length).toBeGreaterThan(5);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeLessThan(50);
    expect(gaps.at(-1)).toBeLessThan(300);
  });
});

describe('a path search past its limits', () => {
  const key = (i: number) => `company:${number(i)}`;

  it('stops at its node cap, not found, saying so', async () => {
    const { reader } = fakeNetworkReader(chainRegister(30));
    const result = await findPath(reader, key(0), key(20), { maxDepth: 8, limits: { nodes: 4 } });
    expect(result).toMatchObject({ found: false, stopped: 'size' });
    if ('missing' in result) throw new Error('missing');
    expect(result.truncated.some((cut) => cut.reason === 'size')).toBe(true);
    expect(result.message).toMatch(/size limit/);
  });

  it('makes no more registry calls once its signal is aborted', async () => {
    const { reader: fake, calls } = fakeNetworkReader(chainRegister(30));
    const controller = new AbortController();
    let count = 0;
    const reader = hooked(fake, () => {
      if (++count === 3) controller.abort();
    });
    await expect(findPath(reader, key(0), key(20), { maxDepth: 8, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toHaveLength(3);
  });
});
