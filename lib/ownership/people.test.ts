import { describe, expect, it } from 'vitest';
import { foldOwnershipPeople, markOwnershipPeople, ownershipAsPeople, type PersonLookup } from './people';
import { layoutOwnership } from './layout';
import { ownershipSummary } from './summary';
import { corporate, fakeReader, person, ukCompany, type FakeCompany } from './testing';
import { walkOwnership } from './walk';

const MAJORITY = ['ownership-of-shares-75-to-100-percent'];
const VOTES = ['voting-rights-75-to-100-percent'];
const QUARTER = ['ownership-of-shares-25-to-50-percent'];

/** A lookup answering from a table of record paths; the paths it was asked about. */
function lookupOf(people: Record<string, string>): { lookup: PersonLookup; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    lookup: (link) => {
      asked.push(link);
      return Promise.resolve(people[link]);
    },
  };
}

async function walk(register: Record<string, FakeCompany>, root = '00000001', includeCeased = false) {
  return (await walkOwnership(fakeReader(register).reader, root, { includeCeased }))!;
}

describe('people in an ownership chain', () => {
  it('folds two PSC entries of one person at two levels into one node above both companies, with both edges', async () => {
    const janeOfA = person('00000001', 'Jane SMITH', QUARTER);
    const janeOfB = person('00000002', 'Mrs Jane SMITH', MAJORITY);
    const graph = await walk({
      '00000001': {
        name: 'A LIMITED',
        pscs: [corporate('00000001', 'B LIMITED', MAJORITY, ukCompany('00000002')), janeOfA],
      },
      '00000002': { name: 'B LIMITED', pscs: [janeOfB] },
    });
    expect(graph.nodes.filter((node) => node.kind === 'individual')).toHaveLength(2);

    const { lookup, asked } = lookupOf({ [janeOfA.links.self]: 'p-jane', [janeOfB.links.self]: 'p-jane' });
    const { graph: folded, people } = await ownershipAsPeople(graph, lookup);
    expect(asked).toEqual([janeOfA.links.self, janeOfB.links.self]);
    expect(people).toEqual({ available: true, entries: 2, folded: 1 });

    const jane = folded.nodes.filter((node) => node.kind === 'individual');
    expect(jane).toEqual([
      {
        id: 'person:p-jane',
        kind: 'individual',
        name: 'Jane SMITH',
        level: 2,
        registry_kind: 'individual-person-with-significant-control',
        date_of_birth: { month: 4, year: 1970 },
        nationality: 'British',
        person_id: 'p-jane',
        person_link: '/people/p-jane',
        records: [janeOfA.links.self, janeOfB.links.self],
      },
    ]);
    expect(folded.edges.map(({ source, target }) => `${source} -> ${target}`)).toEqual([
      'company:00000002 -> company:00000001',
      'person:p-jane -> company:00000001',
      'person:p-jane -> company:00000002',
    ]);
    expect(folded.ultimate_owners).toEqual(['person:p-jane']);
    // She sits above every company she owns, and the words name her once.
    const placed = new Map(layoutOwnership(folded).nodes.map((at) => [at.node.id, at.y]));
    expect(placed.get('person:p-jane')).toBeLessThan(placed.get('company:00000002')!);
    expect(ownershipSummary(folded)).toBe('Ultimately controlled by: Jane SMITH.');
    // The graph walked is not changed.
    expect(graph.nodes.some((node) => node.person_id)).toBe(false);
  });

  it('leaves alone owners the index does not hold, and never merges two owners without a person', async () => {
    const bob = person('00000001', 'Bob JONES', MAJORITY);
    const first = person('00000001', 'Sam TAYLOR', QUARTER);
    const second = person('00000002', 'Sam TAYLOR', QUARTER);
    const graph = await walk({
      '00000001': {
        name: 'A LIMITED',
        pscs: [bob, first, corporate('00000001', 'B LIMITED', QUARTER, ukCompany('00000002'))],
      },
      '00000002': { name: 'B LIMITED', pscs: [second] },
    });
    const { graph: folded, people } = await ownershipAsPeople(graph, lookupOf({ [bob.links.self]: 'p-bob' }).lookup);
    expect(people).toEqual({ available: true, entries: 1, folded: 0 });
    // Bob, alone in his person, is drawn as the person (his page), standing for his one entry.
    expect(folded.nodes.find((node) => node.name === 'Bob JONES')).toMatchObject({
      id: 'person:p-bob',
      person_link: '/people/p-bob',
      records: [bob.links.self],
      level: 1,
    });
    // The two Sam TAYLORs the index does not hold stay two PSC entries, as the register has them.
    expect(folded.nodes.filter((node) => node.name === 'Sam TAYLOR').map((node) => node.id)).toEqual([
      `psc:${first.links.self}`,
      `psc:${second.links.self}`,
    ]);
    expect(folded.nodes.filter((node) => node.kind === 'company')).toEqual(
      graph.nodes.filter((node) => node.kind === 'company'),
    );
  });

  it('changes nothing without a person index', async () => {
    const graph = await walk({ '00000001': { name: 'A LIMITED', pscs: [person('00000001', 'Jane SMITH', MAJORITY)] } });
    const answer = await ownershipAsPeople(graph, undefined);
    expect(answer.people).toEqual({ available: false });
    expect(answer.graph).toBe(graph);
  });

  it('asks the index only about individual PSC entries', async () => {
    const graph = await walk({
      '00000001': {
        name: 'A LIMITED',
        pscs: [
          corporate('00000001', 'ACME INC', MAJORITY, { country_registered: 'United States' }),
          person('00000001', 'Jane SMITH', MAJORITY),
        ],
      },
    });
    const { lookup, asked } = lookupOf({});
    const marked = await markOwnershipPeople(graph, lookup);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/company\/00000001\/persons-with-significant-control\/individual\//);
    expect(marked.nodes).toEqual(graph.nodes);
  });

  it('keeps a cycle’s closing edge circular and its companies as they were', async () => {
    const janeOfA = person('00000001', 'Jane SMITH', QUARTER);
    const janeOfC = person('00000003', 'Jane SMITH', QUARTER);
    const graph = await walk({
      '00000001': {
        name: 'A LIMITED',
        pscs: [corporate('00000001', 'B LIMITED', MAJORITY, ukCompany('00000002')), janeOfA],
      },
      '00000002': { name: 'B LIMITED', pscs: [corporate('00000002', 'C LIMITED', MAJORITY, ukCompany('00000003'))] },
      '00000003': {
        name: 'C LIMITED',
        pscs: [corporate('00000003', 'A LIMITED', MAJORITY, ukCompany('00000001')), janeOfC],
      },
    });
    const circular = graph.edges.filter((edge) => edge.circular);
    expect(circular).toHaveLength(1);

    const { graph: folded } = await ownershipAsPeople(
      graph,
      lookupOf({ [janeOfA.links.self]: 'p-jane', [janeOfC.links.self]: 'p-jane' }).lookup,
    );
    expect(folded.edges.filter((edge) => edge.circular)).toEqual(circular);
    expect(folded.edges.filter((edge) => edge.source === 'person:p-jane').map((edge) => edge.target)).toEqual([
      'company:00000001',
      'company:00000003',
    ]);
    expect(folded.nodes.find((node) => node.id === 'person:p-jane')?.level).toBe(3);
    expect(ownershipSummary(folded)).toBe('Ultimately controlled by: Jane SMITH.');
  });

  it('merges two entries of one person at one company into one edge, keeping a current and an ended one apart', async () => {
    const shares = person('00000001', 'Jane SMITH', MAJORITY, { notified_on: '2019-05-01' });
    const votes = person('00000001', 'Jane SMITH', VOTES, { notified_on: '2017-02-01' });
    const ended = person('00000001', 'Jane SMITH', QUARTER, { ceased_on: '2016-12-31', notified_on: '2010-01-01' });
    const other = person('00000001', 'Jane SMITH', MAJORITY, { date_of_birth: { month: 5, year: 1970 } });
    const graph = await walk({ '00000001': { name: 'A LIMITED', pscs: [shares, votes, ended] } }, '00000001', true);
    const lookup = lookupOf({
      [shares.links.self]: 'p-jane',
      [votes.links.self]: 'p-jane',
      [ended.links.self]: 'p-jane',
    }).lookup;
    const { graph: folded } = await ownershipAsPeople(graph, lookup);
    expect(folded.nodes.map((node) => node.id)).toEqual(['company:00000001', 'person:p-jane']);
    expect(folded.edges).toEqual([
      {
        source: 'person:p-jane',
        target: 'company:00000001',
        natures_of_control: [...MAJORITY, ...VOTES],
        notified_on: '2017-02-01',
      },
      {
        source: 'person:p-jane',
        target: 'company:00000001',
        natures_of_control: QUARTER,
        notified_on: '2010-01-01',
        ceased_on: '2016-12-31',
      },
    ]);

    // Details the entries do not agree on are left off the person, not taken from one of them.
    const disagreeing = await walk({ '00000001': { name: 'A LIMITED', pscs: [shares, other] } });
    const jane = foldOwnershipPeople(
      await markOwnershipPeople(
        disagreeing,
        lookupOf({ [shares.links.self]: 'p-jane', [other.links.self]: 'p-jane' }).lookup,
      ),
    ).graph.nodes.find((node) => node.id === 'person:p-jane');
    expect(jane?.date_of_birth).toBeUndefined();
    expect(jane?.nationality).toBe('British');
  });
});
