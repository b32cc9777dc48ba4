import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from '@/lib/registry/schemas';
import { companyCardFacts, companySummary } from './company-card';

const profile = (fields: Partial<CompanyProfile>): CompanyProfile =>
  ({
    company_name: 'ACME LIMITED',
    company_number: '01234567',
    can_file: true,
    jurisdiction: 'england-wales',
    type: 'ltd',
    links: { self: '/company/01234567' },
    ...fields,
  }) as CompanyProfile;

describe('companyCardFacts', () => {
  it('puts the profile in words', () => {
    const facts = companyCardFacts(
      profile({
        company_status: 'active',
        date_of_creation: '2002-07-02',
        registered_office_address: {
          premises: '1',
          address_line_1: 'High Street',
          locality: 'Leeds',
          postal_code: 'LS1 1AA',
        },
        sic_codes: ['62020'],
      }),
    );
    expect(facts).toMatchObject({
      name: 'ACME LIMITED',
      number: '01234567',
      status: { text: 'Active', tone: 'positive' },
      type: 'Private company limited by shares',
      createdTerm: 'Incorporated on',
      created: '2 July 2002',
      office: '1 High Street, Leeds, LS1 1AA',
      town: 'Leeds',
    });
    expect(facts.sic[0]?.code).toBe('62020');
    expect(companySummary(facts)).toBe(
      'Private company limited by shares, active, incorporated on 2 July 2002, registered office in Leeds.',
    );
  });

  it('says how and when an ended company ended, and when a branch opened', () => {
    const dissolved = companyCardFacts(
      profile({ company_status: 'dissolved', date_of_creation: '2010-01-01', date_of_cessation: '2020-05-01' }),
    );
    expect(dissolved.ended).toEqual({ term: 'Dissolved on', date: '1 May 2020' });
    expect(companySummary(dissolved)).toBe(
      'Private company limited by shares, incorporated on 1 January 2010, dissolved on 1 May 2020.',
    );
    expect(companyCardFacts(profile({ company_number: 'BR003918', type: 'uk-establishment' })).createdTerm).toBe(
      'Opened on',
    );
  });
});
