// A person where the registry has no person index: resolved around the record asked for with one
// officer search and the candidates' appointments, by the index's own rules, within the budget,
// saying how far it looked.
import { describe, expect, it } from 'vitest';
import type { AppointmentList, NaturalDisqualification, OfficerSearch } from '@/lib/registry/schemas';
import { CallBudget } from '@/lib/gateway/session';
import { resolveAroundRecord, type PersonPsc, type RemotePersonReader } from './people-remote';

interface FakeOfficer {
  id: string;
  name: string;
  dob: { month: number; year: number };
  nationality: string;
  residence: string;
  postcode: string;
  companies: string[];
}

const MAY_1966 = { month: 5, year: 1966 };
const officers: FakeOfficer[] = [
  {
    id: 'mh1',
    name: 'HOLLOWAY, Margaret Anne',
    dob: MAY_1966,
    nationality: 'British',
    residence: 'England',
    postcode: 'BS8 4JX',
    companies: ['11500001', '11500002'],
  },
  // Moved: another postcode, the same everything else.
  {
    id: 'mh2',
    name: 'HOLLOWAY, Margaret Anne',
    dob: MAY_1966,
    nationality: 'British',
    residence: 'England',
    postcode: 'BA1 2PH',
    companies: ['11500003'],
  },
  // Her namesake, born in 1958: not compared.
  {
    id: 'mh3',
    name: 'HOLLOWAY, Margaret Anne',
    dob: { month: 2, year: 1958 },
    nationality: 'Irish',
    residence: 'Ireland',
    postcode: 'D04 X2Y7',
    companies: ['11500005'],
  },
];

function fakeRegistry() {
  const calls: string[] = [];
  const list = (o: FakeOfficer): AppointmentList =>
    ({
      kind: 'personal-appointment',
      etag: 'e',
      links: { self: `/officers/${o.id}/appointments` },
      name: o.name,
      is_corporate_officer: false,
      date_of_birth: o.dob,
      items_per_page: 50,
      start_index: 0,
      total_results: o.companies.length,
      items: o.companies.map((company) => ({
        name: o.name,
        officer_role: 'director',
        nationality: o.nationality,
        country_of_residence: o.residence,
        address: { postal_code: o.postcode },
        appointed_on: '2010-01-01',
        appointed_to: { company_number: company },
        links: { company: `/company/${company}` },
      })),
    }) as AppointmentList;
  const reader: RemotePersonReader = {
    async appointments(id) {
      calls.push(`appointments ${id}`);
      const o = officers.find((officer) => officer.id === id);
      return o && { data: list(o), called: true };
    },
    async searchOfficers(q) {
      calls.push(`search ${q}`);
      const items = officers.map((o) => ({
        kind: 'searchresults#officer',
        title: 'Margaret Anne HOLLOWAY',
        address_snippet: '',
        address: { postal_code: o.postcode },
        links: { self: `/officers/${o.id}/appointments` },
        appointment_count: o.companies.length,
        date_of_birth: o.dob,
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
    async psc(companyNumber, _pathKind, pscId) {
      calls.push(`psc ${companyNumber} ${pscId}`);
      if (pscId !== 'p1') return undefined;
      return {
        data: {
          etag: 'e',
          kind: 'individual-person-with-significant-control',
          links: { self: `/company/${companyNumber}/persons-with-significant-control/individual/p1` },
          name: 'Mrs Margaret Anne Holloway',
          name_elements: { title: 'Mrs', forename: 'Margaret', middle_name: 'Anne', surname: 'Holloway' },
          date_of_birth: MAY_1966,
          nationality: 'British',
          country_of_residence: 'England',
          address: { postal_code: 'BS8 4JX' },
          natures_of_control: ['ownership-of-shares-75-to-100-percent'],
          notified_on: '2016-04-06',
        } as PersonPsc,
        called: true,
      };
    },
    async disqualification() {
      calls.push('disqualification');
      return undefined as { data: NaturalDisqualification; called: boolean } | undefined;
    },
  };
  return { reader, calls };
}

describe('a person on a registry without a person index', () => {
  it('is found around an officer: the moved id joins, the namesake of another year is not even read', async () => {
    const { reader, calls } = fakeRegistry();
    const person = (await resolveAroundRecord(reader, { kind: 'officer', officerId: 'mh1' }))!;
    expect(person.person_id).toBe('mh1');
    expect(person.records.map((record) => record.link)).toEqual([
      '/officers/mh1/appointments',
      '/officers/mh2/appointments',
    ]);
    expect(calls).not.toContain('appointments mh3');
    expect(person.looked).toMatchObject({
      search: { words: 'MARGARET HOLLOWAY', found: 2 },
      compared: 1,
      registryCalls: 3,
    });
  });

  it('is found around a PSC entry: the directorship at its company joins it', async () => {
    const { reader } = fakeRegistry();
    const person = (await resolveAroundRecord(reader, {
      kind: 'psc',
      companyNumber: '11500001',
      pathKind: 'individual',
      pscId: 'p1',
    }))!;
    expect(person.person_id).toBe('11500001.p1');
    expect(person.records.map((record) => record.link)).toContain('/officers/mh1/appointments');
    const officer = person.records.find((record) => record.link === '/officers/mh1/appointments')!;
    expect(officer.evidence).toContain('both on the register of company 11500001');
  });

  it('says what the budget left out', async () => {
    const { reader } = fakeRegistry();
    const person = (await resolveAroundRecord(
      reader,
      { kind: 'officer', officerId: 'mh1' },
      { budget: new CallBudget(2) },
    ))!;
    expect(person.records).toHaveLength(1);
    expect(person.looked.notCompared.join(' ')).toMatch(/not read: the request budget is spent/);
    expect(person.looked).toMatchObject({ registryCalls: 2, maxCalls: 2 });
  });

  it('is none when the registry does not hold the record', async () => {
    const { reader } = fakeRegistry();
    expect(await resolveAroundRecord(reader, { kind: 'officer', officerId: 'nobody' })).toBeUndefined();
  });
});
