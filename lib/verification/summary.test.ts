import { describe, expect, it } from 'vitest';
import { countVerifications } from '@/lib/registry/verification';
import type { CompanyIdentity, IdentityPerson } from './service';
import { identitySummary } from './summary';

const person = (
  kind: 'officer' | 'psc',
  status: IdentityPerson['status'],
  over: Partial<IdentityPerson> = {},
): IdentityPerson => ({
  kind,
  name: `${kind} ${status}`,
  link: '/x',
  role: kind === 'officer' ? 'director' : 'individual-person-with-significant-control',
  status,
  basis: 'register',
  ...over,
});

function identity(people: IdentityPerson[], notRead: CompanyIdentity['not_read'] = []): CompanyIdentity {
  return {
    company_number: '01234567',
    as_of: '2026-11-28',
    officers: countVerifications(people.filter((p) => p.kind === 'officer')),
    pscs: countVerifications(people.filter((p) => p.kind === 'psc')),
    people,
    not_read: notRead,
  };
}

describe('identitySummary', () => {
  it('reads as the analyst asked: verified counts, then who is overdue since when', () => {
    const people = [
      person('officer', 'verified'),
      person('officer', 'verified'),
      person('officer', 'verified'),
      person('officer', 'verified'),
      person('officer', 'overdue', { due_on: '2026-05-14' }),
      person('officer', 'not-required', { role: 'secretary' }),
      person('psc', 'verified'),
      person('psc', 'verified'),
    ];
    expect(identitySummary(identity(people), 'ltd')).toEqual([
      '4 of 5 directors and 2 of 2 PSCs verified; 1 director overdue since 15 May 2026.',
    ]);
  });

  it('names the earliest date of each group, members for an LLP, and withdrawals', () => {
    const people = [
      person('officer', 'due', { due_on: '2027-02-01' }),
      person('officer', 'due', { due_on: '2027-01-10' }),
      person('officer', 'withdrawn'),
      person('psc', 'overdue', { due_on: '2026-09-01' }),
    ];
    expect(identitySummary(identity(people), 'llp')[0]).toBe(
      '0 of 3 members and 0 of 1 PSC verified; 1 PSC overdue since 2 September 2026; 2 members due by 10 January 2027; 1 member withdrew their verification.',
    );
  });

  it('says nothing where nobody has to verify', () => {
    expect(identitySummary(identity([person('officer', 'not-required')]), 'oversea-company')).toEqual([]);
  });

  it('says when dates come from the law and when a list was not read in full', () => {
    const sentences = identitySummary(
      identity(
        [person('officer', 'due', { basis: 'law', due_on: '2027-01-01' })],
        [{ section: 'officers', reason: 'budget' }],
      ),
      'ltd',
    );
    expect(sentences[1]).toMatch(/^1 person has no verification details on the register/);
    expect(sentences[2]).toMatch(/^Not all directors were read/);
  });
});
