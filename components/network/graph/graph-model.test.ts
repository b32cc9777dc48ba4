import { describe, expect, it } from 'vitest';
import fixture from './__fixtures__/network.json';
import { buildDrawnGraph, findNodes, mergeGroups, neighbourhood, nodesDigest } from './graph-model';
import { parseNetwork } from './network-data';
import { DEFAULT_VIEW, type NetworkViewState } from './view-state';

const network = parseNetwork(fixture);
const SEED = ['company:00000001'];
const draw = (view: Partial<NetworkViewState> = {}) => buildDrawnGraph(network, { ...DEFAULT_VIEW, ...view }, SEED);

describe('buildDrawnGraph', () => {
  it('draws every company and officer connected to the seed, without addresses or same-person links by default', () => {
    const graph = draw();
    expect(graph.nodes().sort()).toEqual([
      'company:00000001',
      'company:00000002',
      'company:00000003',
      'officer:ann',
      'officer:ann2',
      'officer:bob',
      'officer:corp',
      'officer:serial',
    ]);
    expect(graph.edges().map((edge) => graph.getEdgeAttribute(edge, 'kind'))).not.toContain('possibly-same-person');
  });

  it('styles companies and officers apart and shows a company’s status', () => {
    const graph = draw();
    expect(graph.getNodeAttribute('company:00000001', 'seed')).toBe(true);
    expect(graph.getNodeAttribute('company:00000002', 'standing')).toBe('insolvent');
    expect(graph.getNodeAttribute('company:00000003', 'standing')).toBe('ended');
    expect(graph.getNodeAttribute('company:00000002', 'detail')).toContain('In liquidation');
    expect(graph.getNodeAttribute('officer:ann', 'color')).not.toBe(
      graph.getNodeAttribute('company:00000001', 'color'),
    );
    expect(graph.getNodeAttribute('officer:bob', 'detail')).toContain('possibly disqualified');
    expect(graph.getNodeAttribute('officer:bob', 'possiblyDisqualified')).toBe(true);
    // `false` means checked and clear.
    const cleared = parseNetwork({
      ...fixture,
      nodes: fixture.nodes.map((node) =>
        node.key === 'officer:bob'
          ? { ...node, attributes: { ...node.attributes, possibly_disqualified: false } }
          : node,
      ),
    });
    const clear = buildDrawnGraph(cleared, DEFAULT_VIEW, SEED);
    expect(clear.getNodeAttribute('officer:bob', 'possiblyDisqualified')).toBe(false);
    expect(clear.getNodeAttribute('officer:bob', 'detail')).not.toContain('disqualified');
  });

  it('draws resigned appointments dashed and current ones solid', () => {
    const graph = draw();
    const bob = graph.edges('officer:bob', 'company:00000001');
    expect(graph.getEdgeAttribute(bob[0]!, 'type')).toBe('dashed');
    expect(graph.getEdgeAttribute(bob[0]!, 'label')).toContain('resigned');
    const ann = graph.edges('officer:ann', 'company:00000001');
    expect(graph.getEdgeAttribute(ann[0]!, 'type')).toBe('line');
  });

  it('marks truncated nodes with the reason and size', () => {
    expect(draw().getNodeAttribute('officer:serial', 'truncated')).toBe('more than 50 appointments (61)');
  });

  it('current appointments only drops resigned ones and what only they reached', () => {
    const graph = draw({ status: 'active' });
    expect(graph.hasNode('officer:bob')).toBe(false);
    // GAMMA is still reached through ann2? No: ann2 hangs off ann only by a same-person link, which is off.
    expect(graph.hasNode('company:00000003')).toBe(false);
  });

  it('filters by role group', () => {
    const graph = draw({ roles: ['secretaries', 'corporate'] });
    expect(graph.nodes().sort()).toEqual(['company:00000001', 'officer:corp']);
  });

  it('filters by year window', () => {
    const graph = draw({ fromYear: 2010, toYear: 2014 });
    expect(graph.hasNode('officer:ann')).toBe(true);
    expect(graph.hasNode('officer:bob')).toBe(false); // resigned 2009
    expect(graph.hasNode('officer:serial')).toBe(false); // appointed 2020
  });

  it('draws addresses, with a hub’s count, only when asked', () => {
    expect(draw().hasNode('address:n120dr|2 woodberry grove')).toBe(false);
    const graph = draw({ addresses: true });
    expect(graph.getNodeAttribute('address:n120dr|2 woodberry grove', 'label')).toBe(
      '2 Woodberry Grove, N12 0DR (2,431 companies)',
    );
  });

  it('draws possibly-same-person links dashed when the toggle is on', () => {
    const graph = draw({ samePerson: true });
    const link = graph.edges('officer:ann', 'officer:ann2');
    expect(link).toHaveLength(1);
    expect(graph.getEdgeAttribute(link[0]!, 'type')).toBe('dashed');
    expect(graph.getEdgeAttribute(link[0]!, 'label')).toContain('same month and year of birth');
  });

  it('merges officers at or above the threshold into one node, and not below it', () => {
    const merged = draw({ merge: 0.8 });
    expect(merged.hasNode('officer:ann2')).toBe(false);
    expect(merged.getNodeAttribute('officer:ann', 'merged')).toEqual(['officer:ann', 'officer:ann2']);
    expect(merged.getNodeAttribute('officer:ann', 'label')).toBe('SMITH, Ann Mary (+1 id)');
    // ann2's appointment now hangs off ann.
    expect(merged.edges('officer:ann', 'company:00000003')).toHaveLength(1);
    const apart = draw({ merge: 0.9 });
    expect(apart.hasNode('officer:ann2')).toBe(true);
    expect(apart.getNodeAttribute('officer:ann', 'merged')).toBeUndefined();
  });
});

describe('one node per person', () => {
  // The API marks officers with the person the registry's index puts them in.
  const withPeople = parseNetwork({
    ...fixture,
    nodes: fixture.nodes.map((node) =>
      node.key === 'officer:ann' || node.key === 'officer:serial'
        ? { ...node, attributes: { ...node.attributes, person_id: 'p-ann' } }
        : node.key === 'officer:bob'
          ? { ...node, attributes: { ...node.attributes, person_id: 'p-bob' } }
          : node,
    ),
  });
  const drawPeople = (view: Partial<NetworkViewState> = {}) =>
    buildDrawnGraph(withPeople, { ...DEFAULT_VIEW, ...view }, SEED);

  it('draws the officer ids of one person as one node, with their appointments and a link to the person', () => {
    const graph = drawPeople({ people: true });
    expect(graph.hasNode('officer:serial')).toBe(false);
    expect(graph.getNodeAttribute('officer:ann', 'merged')).toEqual(['officer:ann', 'officer:serial']);
    expect(graph.getNodeAttribute('officer:ann', 'personId')).toBe('p-ann');
    expect(graph.getNodeAttribute('officer:ann', 'detail')).toContain('drawn as one of 2 officer ids');
    // A person alone under their id is drawn as before, with the link.
    expect(graph.getNodeAttribute('officer:bob', 'merged')).toBeUndefined();
    expect(graph.getNodeAttribute('officer:bob', 'personId')).toBe('p-bob');
    // Every appointment of the serial director's id now hangs off the person.
    const serialCompanies = withPeople.edges
      .filter((edge) => edge.source === 'officer:serial' && edge.attributes.kind === 'appointment')
      .map((edge) => edge.target);
    for (const company of serialCompanies) expect(graph.edges('officer:ann', company).length).toBeGreaterThan(0);
  });

  it('is off by default: officer ids as the register has them', () => {
    const graph = drawPeople();
    expect(graph.hasNode('officer:serial')).toBe(true);
    expect(graph.getNodeAttribute('officer:ann', 'merged')).toBeUndefined();
  });

  it('joins people and possible duplicates together when both are asked for', () => {
    const graph = drawPeople({ people: true, merge: 0.8 });
    expect(graph.getNodeAttribute('officer:ann', 'merged')).toEqual(['officer:ann', 'officer:ann2', 'officer:serial']);
  });
});

describe('helpers', () => {
  it('fingerprints the drawn nodes, whatever their order', () => {
    expect(nodesDigest(draw())).toBe(nodesDigest(draw()));
    expect(nodesDigest(draw())).not.toBe(nodesDigest(draw({ status: 'active' })));
  });

  it('picks the representative nearest the seed', () => {
    expect(mergeGroups(network, { threshold: 0.5 }).get('officer:ann2')).toBe('officer:ann');
  });

  it('finds nodes by name and highlights a neighbourhood', () => {
    const graph = draw();
    expect(findNodes(graph, 'smith ann')).toEqual(['officer:ann', 'officer:ann2']);
    expect([...neighbourhood(graph, 'officer:ann')].sort()).toEqual([
      'company:00000001',
      'company:00000002',
      'officer:ann',
    ]);
  });
});

describe('identity verification', () => {
  // ann: verified at the seed, overdue (the register's date) at BETA; ann2: overdue by the law's
  // dates (the register publishes nothing for her); serial: due; corp: not required.
  const judged = (edge: (typeof fixture.edges)[number]) => {
    const at = `${edge.source}>${edge.target}`;
    const marks: Record<string, Record<string, string>> = {
      'officer:ann>company:00000001': { verification: 'verified', verification_verified_on: '2026-01-10' },
      'officer:ann>company:00000002': { verification: 'overdue', verification_due_on: '2026-03-15' },
      'officer:ann2>company:00000003': {
        verification: 'overdue',
        verification_basis: 'law',
        verification_due_on: '2026-06-20',
      },
      'officer:serial>company:00000001': { verification: 'due', verification_due_on: '2026-12-04' },
      'officer:corp>company:00000001': { verification: 'not-required' },
    };
    const mark = marks[at];
    return mark ? { ...edge, attributes: { ...edge.attributes, verification_basis: 'register', ...mark } } : edge;
  };
  const verified = parseNetwork({ ...fixture, edges: fixture.edges.map(judged) });
  const drawJudged = (view: Partial<NetworkViewState> = {}) =>
    buildDrawnGraph(verified, { ...DEFAULT_VIEW, ...view }, SEED);

  it('badges people not verified, by their worst appointment drawn, and says why in their detail', () => {
    const graph = drawJudged();
    expect(graph.getNodeAttribute('officer:ann', 'badge')).toBe('overdue');
    expect(graph.getNodeAttribute('officer:ann', 'badgeBasis')).toBe('register');
    expect(graph.getNodeAttribute('officer:ann', 'detail')).toContain(
      'Identity overdue · Overdue since 16 March 2026: due by 15 March 2026, at BETA TRADING LIMITED',
    );
    expect(graph.getNodeAttribute('officer:ann2', 'badge')).toBe('overdue');
    expect(graph.getNodeAttribute('officer:ann2', 'badgeBasis')).toBe('law');
    expect(graph.getNodeAttribute('officer:ann2', 'detail')).toContain(
      'no verification on the register; date from the law',
    );
    expect(graph.getNodeAttribute('officer:serial', 'badge')).toBe('unverified');
    expect(graph.getNodeAttribute('officer:serial', 'detail')).toContain(
      'Identity not verified · Due by 4 December 2026',
    );
    expect(graph.getNodeAttribute('officer:corp', 'badge')).toBeUndefined();
    expect(graph.getNodeAttribute('officer:corp', 'detail')).toContain('Identity: Not required');
    // Resigned only: not judged, no mark.
    expect(graph.getNodeAttribute('officer:bob', 'verification')).toBeUndefined();
  });

  it('counts only the appointments the view draws', () => {
    // Secretaries left out: ann's overdue appointment at BETA is not drawn, her verified one is.
    const graph = drawJudged({ roles: ['directors', 'llp-members', 'corporate'] });
    expect(graph.getNodeAttribute('officer:ann', 'badge')).toBeUndefined();
  });

  it('"only unverified and overdue" keeps them, their links and the seed', () => {
    const graph = drawJudged({ unverified: true });
    expect(graph.nodes().sort()).toEqual([
      'company:00000001',
      'company:00000002',
      'company:00000003',
      'officer:ann',
      'officer:ann2',
      'officer:serial',
    ]);
    expect(graph.edges().every((edge) => graph.source(edge) !== 'officer:corp')).toBe(true);
    // Nobody marked (an answer without verification): the seed alone.
    expect(draw({ unverified: true }).nodes()).toEqual(SEED);
  });
});
