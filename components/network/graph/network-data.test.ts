import { describe, expect, it } from 'vitest';
import fixture from './__fixtures__/network.json';
import { mergeNetworks, parseNetwork, type Network } from './network-data';

describe('network data', () => {
  it('parses the API shape and refuses a node key of another form', () => {
    expect(parseNetwork(fixture).nodes).toHaveLength(9);
    expect(() =>
      parseNetwork({ ...fixture, nodes: [{ key: 'person:1', attributes: { kind: 'officer', label: 'x' } }] }),
    ).toThrow();
  });

  it('merges an expansion: new nodes and edges once, smaller depth kept, the expanded node no longer truncated', () => {
    const base = parseNetwork(fixture);
    const addition: Network = {
      attributes: { truncated: [{ node: 'company:00000009', reason: 'more than 100 officers', size: 140 }] },
      nodes: [
        { key: 'officer:serial', attributes: { kind: 'officer', label: 'NOMINEE, Serial', depth: 0 } },
        { key: 'company:00000009', attributes: { kind: 'company', label: 'NINE LIMITED', depth: 1 } },
      ],
      edges: [
        base.edges[2]!,
        {
          source: 'officer:serial',
          target: 'company:00000009',
          attributes: { kind: 'appointment', officer_role: 'director' },
        },
      ],
    };
    const merged = mergeNetworks(base, addition, 'officer:serial');
    expect(merged.nodes).toHaveLength(10);
    expect(merged.edges).toHaveLength(base.edges.length + 1);
    expect(merged.nodes.find((node) => node.key === 'officer:serial')?.attributes.depth).toBe(0);
    expect(merged.attributes.truncated?.map((mark) => mark.node)).toEqual(['company:00000009']);
  });
});
