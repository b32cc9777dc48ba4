// Same-person scoring and candidate finding on known examples: a person under three ids (moved,
// middle name dropped, a misspelling), namesakes who are other people, and the request budget.
import { describe, expect, it } from 'vitest';
import type { AppointmentList, OfficerList, OfficerSearch } from '@/lib/registry/schemas';
import {
  findSamePerson,
  samePersonEdges,
  scoreSamePerson,
  type OfficerProfile,
  type SamePersonReader,
} from './same-person';
import { parsePersonName } from '@/lib/registry/people/names';
import { CallBudget } from '@/lib/gateway/session';

function profile(fields: Partial<OfficerProfile> & { name: string }): OfficerProfile {
  return {
    officer_id: fields.name,
    parsed: parsePersonName(fields.name)!,
    date_of_birth: { month: 5, year: 1966 },
    nationalities: ['British'],
    countries_of_residence: ['England'],
    postcodes: ['BS84JX'],
    companies: [],
    appointments_read: true,
    ...fields,
  };
}

const margaret = profile({ name: 'HOLLOWAY, Margaret Anne', officer_id: 'a' });

describe('scoreSamePerson', () => {
  it('scores the same person high, with the evidence in words', () => {
    const moved = scoreSamePerson(margaret, profile({ name: 'HOLLOWAY, Margaret Anne', postcodes: ['BA12PH'] }))!;
    expect(moved.score).toBeGreaterThanOrEqual(0.8);
    expect(moved.evidence).toEqual([
      'same name once normalised: MARGARET ANNE HOLLOWAY',
      'shared middle names: ANNE',
      'same month and year of birth: May 1966',
      'same nationality: British',
      'same country of residence: England',
    ]);
    const short = scoreSamePerson(margaret, profile({ name: 'HOLLOWAY, Margaret' }))!;
    expect(short.score).toBeGreaterThanOrEqual(0.75);
    expect(short.evidence).toContain('same surname and forename; middle name ANNE on one record only');
    expect(short.evidence).toContain('correspondence postcode in common: BS84JX');
    const typo = scoreSamePerson(margaret, profile({ name: 'HOLLOWAY, Margaret Anen', postcodes: [] }))!;
    expect(typo.score).toBeGreaterThanOrEqual(0.6);
    expect(typo.evidence).toContain('name spelt differently: ANNE / ANEN');
  });

  it('scores namesakes low: another month of birth, or another nationality and country', () => {
    const older = scoreSamePerson(
      margaret,
      profile({ name: 'HOLLOWAY, Margaret Anne', date_of_birth: { month: 2, year: 1958 } }),
    )!;
    expect(older.score).toBeLessThanOrEqual(0.1);
    expect(older.evidence).toContain('born in another month: May 1966 and February 1958');
    const irish = scoreSamePerson(
      margaret,
      profile({
        name: 'HOLLOWAY, Margaret Anne',
        nationalities: ['Irish'],
        countries_of_residence: ['Ireland'],
        postcodes: [],
      }),
    )!;
    expect(irish.score).toBeLessThan(0.5);
    expect(irish.evidence).toContain('different nationality: British and Irish');
    expect(scoreSamePerson(margaret, profile({ name: 'HOLLOWAY, Marjorie' }))).toBeUndefined();
  });

  it('adds co-officers in common, never counting the two ids themselves', () => {
    const withBoards = {
      ...margaret,
      co_officers: new Map([
        ['k', 'KEMBLE, Peter James'],
        ['b', 'HOLLOWAY, Margaret Anne'],
      ]),
    };
    const other = profile({
      name: 'HOLLOWAY, Margaret Anne',
      officer_id: 'b',
      postcodes: [],
      co_officers: new Map([
        ['k', 'KEMBLE, Peter James'],
        ['a', 'HOLLOWAY, Margaret Anne'],
      ]),
    });
    const scored = scoreSamePerson(withBoards, other)!;
    expect(scored.evidence).toContain('1 co-officer in common: KEMBLE, Peter James');
    expect(scored.score).toBe(1);
  });
});

// --- findSamePerson over a small register -----------------------------------------------------

interface FakeOfficer {
  id: string;
  name: string;
  dob?: { month: number; year: number };
  nationality?: string;
  residence?: string;
  postcode?: string;
  companies: string[];
  corporate?: boolean;
}

function register(officers: FakeOfficer[]) {
  const calls: string[] = [];
  const byId = new Map(officers.map((o) => [o.id, o]));
  const title = (name: string) => {
    const [surname, forenames] = name.split(', ');
    return `${forenames} ${surname}`;
  };
  const appointmentList = (o: FakeOfficer): AppointmentList =>
    ({
      kind: 'personal-appointment',
      etag: 'e',
      links: { self: `/officers/${o.id}/appointments` },
      name: o.name,
      is_corporate_officer: o.corporate ?? false,
      ...(o.dob ? { date_of_birth: o.dob } : {}),
      items_per_page: 50,
      start_index: 0,
      total_results: o.companies.length,
      items: o.companies.map((company) => ({
        name: o.name,
        officer_role: 'director',
        nationality: o.nationality,
        country_of_residence: o.residence,
        address: { postal_code: o.postcode },
        appointed_to: { company_number: company },
        links: { company: `/company/${company}` },
      })),
    }) as AppointmentList;
  const reader: SamePersonReader = {
    async appointments(id) {
      calls.push(`appointments ${id}`);
      const o = byId.get(id);
      return o && { data: appointmentList(o), called: true };
    },
    async searchOfficers(q) {
      calls.push(`search ${q}`);
      const words = q.toUpperCase().split(' ');
      const items = officers
        .filter((o) => words.every((word) => o.name.toUpperCase().includes(word)))
        .map((o) => ({
          kind: 'searchresults#officer',
          title: title(o.name),
          address_snippet: '',
          address: { postal_code: o.postcode },
          links: { self: `/officers/${o.id}/appointments` },
          appointment_count: o.companies.length,
          ...(o.dob ? { date_of_birth: o.dob } : {}),
          description: '',
        }));
      return {
        data: {
          kind: 'search#officers',
          items,
          items_per_page: 100,
          start_index: 0,
          total_results: items.length,
        } as OfficerSearch,
        called: true,
      };
    },
    async companyOfficers(company) {
      calls.push(`officers ${company}`);
      const items = officers
        .filter((o) => o.companies.includes(company))
        .map((o) => ({
          name: o.name,
          officer_role: 'director',
          links: { officer: { appointments: `/officers/${o.id}/appointments` } },
        }));
      return {
        data: {
          items,
          etag: 'e',
          kind: 'officer-list',
          links: { self: '' },
          active_count: items.length,
          resigned_count: 0,
          items_per_page: 100,
          start_index: 0,
          total_results: items.length,
        } as unknown as OfficerList,
        called: true,
      };
    },
  };
  return { reader, calls };
}

const MAY_1966 = { month: 5, year: 1966 };
const people: FakeOfficer[] = [
  {
    id: 'mh1',
    name: 'HOLLOWAY, Margaret Anne',
    dob: MAY_1966,
    nationality: 'British',
    residence: 'England',
    postcode: 'BS8 4JX',
    companies: ['C1', 'C2'],
  },
  {
    id: 'mh2',
    name: 'HOLLOWAY, Margaret Anne',
    dob: MAY_1966,
    nationality: 'British',
    residence: 'England',
    postcode: 'BA1 2PH',
    companies: ['C3'],
  },
  {
    id: 'mh3',
    name: 'HOLLOWAY, Margaret',
    dob: MAY_1966,
    nationality: 'British',
    residence: 'England',
    postcode: 'BS8 4JX',
    companies: ['C4'],
  },
  {
    id: 'ns1',
    name: 'HOLLOWAY, Margaret Anne',
    dob: { month: 2, year: 1958 },
    nationality: 'Irish',
    residence: 'Ireland',
    postcode: 'D04 X2Y7',
    companies: ['C5'],
  },
  { id: 'pk', name: 'KEMBLE, Peter James', dob: { month: 10, year: 1963 }, companies: ['C1', 'C3'] },
  { id: 'other', name: 'HOLLOWAY, Michael', dob: MAY_1966, companies: ['C6'] },
];

describe('findSamePerson', () => {
  it('finds the other ids of the person, ranks them above the namesake, and reads the namesake no further', async () => {
    const { reader, calls } = register(people);
    const result = (await findSamePerson(reader, 'mh1'))!;
    expect(result.candidates.map((c) => [c.officer_id, c.score])).toEqual([
      ['mh2', 1],
      ['mh3', 0.9],
      ['ns1', 0.1],
    ]);
    expect(result.candidates[0]!.evidence).toContain('1 co-officer in common: KEMBLE, Peter James');
    expect(calls.filter((call) => call.startsWith('search'))).toEqual(['search MARGARET HOLLOWAY']);
    expect(calls).not.toContain('appointments ns1');
    expect(result.not_compared).toEqual([]);
  });

  it('says what it left out when the request budget runs out, and never spends more', async () => {
    const { reader, calls } = register(people);
    const result = (await findSamePerson(reader, 'mh1', { budget: new CallBudget(3) }))!;
    expect(calls).toHaveLength(3);
    expect(result.registry_calls).toBe(3);
    expect(result.not_compared.join(' ')).toMatch(/budget/);
    expect(result.candidates[0]!.score).toBeGreaterThan(0.5);
  });

  it('answers undefined for an unknown officer and no candidates for a corporate one', async () => {
    const { reader } = register([
      ...people,
      { id: 'corp', name: 'ACME NOMINEES LIMITED', companies: ['C1'], corporate: true },
    ]);
    expect(await findSamePerson(reader, 'nobody')).toBeUndefined();
    expect((await findSamePerson(reader, 'corp'))!.candidates).toEqual([]);
  });
});

describe('samePersonEdges', () => {
  it('links namesakes in the graph once per pair, at or above the threshold', () => {
    const moved = profile({ name: 'HOLLOWAY, Margaret Anne', officer_id: 'b', postcodes: ['BA12PH'] });
    const namesake = profile({
      name: 'HOLLOWAY, Margaret Anne',
      officer_id: 'c',
      date_of_birth: { month: 2, year: 1958 },
    });
    const stranger = profile({ name: 'KEMBLE, Peter James', officer_id: 'd' });
    const edges = samePersonEdges([moved, margaret, namesake, stranger], 0.3);
    expect(edges).toEqual([
      {
        key: 'same-person:a:b',
        source: 'officer:a',
        target: 'officer:b',
        undirected: true,
        attributes: {
          kind: 'possibly-same-person',
          score: 0.85,
          evidence: expect.arrayContaining(['same month and year of birth: May 1966']),
        },
      },
    ]);
    expect(samePersonEdges([margaret, namesake], 0)).toHaveLength(1);
  });
});
