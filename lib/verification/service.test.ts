import { describe, expect, it, vi } from 'vitest';
import { CallBudget, OutOfBudget, type RegistrySession } from '@/lib/gateway';
import { readCompanyIdentity } from './service';

vi.mock('server-only', () => ({}));

const TODAY = '2026-11-28';
const profile = {
  company_number: '01234567',
  company_name: 'EXAMPLE LIMITED',
  type: 'ltd',
  company_status: 'active',
  confirmation_statement: { last_made_up_to: '2025-06-01', next_due: '2026-06-15' },
};
const officer = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  officer_role: 'director',
  appointed_on: '2015-01-01',
  links: { officer: { appointments: `/officers/${name.slice(0, 3)}/appointments` } },
  ...over,
});
const officers = [
  officer('ADAMS, Ann', { identity_verification_details: { appointment_verification_start_on: '2026-02-01' } }),
  officer('BAKER, Bob', { identity_verification_details: { appointment_verification_statement_due_on: '2026-05-14' } }),
  officer('CLARK, Cat', { identity_verification_details: { appointment_verification_statement_due_on: '2027-01-10' } }),
  officer('DEAN, Dan', {
    identity_verification_details: {
      appointment_verification_start_on: '2026-01-01',
      appointment_verification_end_on: '2026-10-01',
    },
  }),
  officer('EVANS, Eve', { officer_role: 'secretary' }),
];
const pscs = [
  {
    kind: 'individual-person-with-significant-control',
    name: 'Mr Frank Ford',
    notified_on: '2019-01-01',
    links: { self: '/company/01234567/persons-with-significant-control/individual/abc' },
    identity_verification_details: {
      appointment_verification_start_on: '2026-03-01',
      identity_verified_on: '2026-02-27',
      authorised_corporate_service_provider_name: 'Acme ACSP Ltd',
    },
  },
  {
    kind: 'individual-person-with-significant-control',
    name: 'Mrs Gail Green',
    notified_on: '2017-01-01',
    ceased_on: '2020-01-01',
    links: { self: '/company/01234567/persons-with-significant-control/individual/old' },
  },
  {
    kind: 'corporate-entity-person-with-significant-control',
    name: 'HOLDING LIMITED',
    notified_on: '2017-01-01',
    links: { self: '/company/01234567/persons-with-significant-control/corporate-entity/corp' },
  },
];

/** A session over fixed answers: officers served `pageSize` at a time, each read charged one call. */
function fakeSession(maxCalls?: number, pageSize = 100): RegistrySession {
  const budget = new CallBudget(maxCalls);
  const answer = (name: string, query: { start_index?: number } = {}) => {
    if (name === 'companyProfile') return profile;
    const start = query.start_index ?? 0;
    if (name === 'officerList')
      return {
        items: officers.slice(start, start + pageSize),
        total_results: officers.length,
        items_per_page: pageSize,
      };
    if (name === 'pscList') return { items: pscs.slice(start, start + 100), total_results: pscs.length };
    return undefined;
  };
  const find = (async (name: string, _params: unknown, query?: { start_index?: number }) =>
    budget.charge(
      async () => {
        const data = answer(name, query);
        return data && { data, cache: 'miss' };
      },
      () => true,
    )) as unknown as RegistrySession['find'];
  return {
    budget,
    find,
    fetch: find as unknown as RegistrySession['fetch'],
    read: find as unknown as RegistrySession['read'],
  };
}

describe('readCompanyIdentity', () => {
  it('counts current directors and PSCs by status; a withdrawn person is required and nothing else', async () => {
    const identity = (await readCompanyIdentity(fakeSession(), '01234567', TODAY))!;
    expect(identity.as_of).toBe(TODAY);
    expect(identity.officers).toEqual({ required: 4, verified: 1, due: 1, overdue: 1 });
    expect(identity.pscs).toEqual({ required: 1, verified: 1, due: 0, overdue: 0 });
    expect(identity.not_read).toEqual([]);
    const byName = new Map(identity.people.map((p) => [p.name, p]));
    expect(byName.get('BAKER, Bob')).toMatchObject({
      kind: 'officer',
      status: 'overdue',
      due_on: '2026-05-14',
      link: '/officers/BAK/appointments',
    });
    expect(byName.get('DEAN, Dan')).toMatchObject({ status: 'withdrawn', withdrawn_on: '2026-10-01' });
    expect(byName.get('EVANS, Eve')!.status).toBe('not-required');
    expect(byName.get('Mr Frank Ford')).toMatchObject({
      kind: 'psc',
      status: 'verified',
      verified_on: '2026-02-27',
      via_acsp: 'Acme ACSP Ltd',
    });
    expect(byName.has('Mrs Gail Green')).toBe(false);
    expect(byName.get('HOLDING LIMITED')!.status).toBe('not-required');
  });

  it('reads every page of the officer list', async () => {
    const identity = (await readCompanyIdentity(fakeSession(undefined, 2), '01234567', TODAY))!;
    expect(identity.people.filter((p) => p.kind === 'officer')).toHaveLength(5);
  });

  it('says which list the budget did not reach instead of counting part of it as the whole', async () => {
    const identity = (await readCompanyIdentity(fakeSession(3, 2), '01234567', TODAY))!;
    expect(identity.not_read.map((n) => n.section)).toContain('officers');
  });

  it('is undefined for a company the register does not have', async () => {
    const session = fakeSession();
    const find = session.find;
    const missing = {
      ...session,
      find: (async (name: string, ...rest: unknown[]) =>
        name === 'companyProfile'
          ? undefined
          : (find as (...a: unknown[]) => unknown)(name, ...rest)) as RegistrySession['find'],
    };
    expect(await readCompanyIdentity(missing, '09999999', TODAY)).toBeUndefined();
  });

  it('lets an error other than the budget through', async () => {
    const session = fakeSession();
    const failing = {
      ...session,
      find: (async (name: string) => {
        if (name === 'pscList') throw new Error('registry down');
        return { data: profile, cache: 'miss' };
      }) as unknown as RegistrySession['find'],
    };
    await expect(readCompanyIdentity(failing, '01234567', TODAY)).rejects.toThrow('registry down');
    expect(new OutOfBudget()).toBeInstanceOf(Error);
  });
});
