import { describe, expect, it } from 'vitest';
import searchAll from '@/lib/registry/__fixtures__/search-all.json';
import searchCompanies from '@/lib/registry/__fixtures__/search-companies.json';
import searchDisqualified from '@/lib/registry/__fixtures__/search-disqualified-officers.json';
import searchOfficers from '@/lib/registry/__fixtures__/search-officers.json';
import {
  companySearchSchema,
  disqualifiedOfficerSearchSchema,
  officerSearchSchema,
  searchAllSchema,
} from '@/lib/registry/schemas';
import { toSearchHit } from './search-hit';

describe('toSearchHit', () => {
  it('maps every kind of a /search answer', () => {
    const [company, officer, disqualified] = searchAllSchema.parse(searchAll).items.map(toSearchHit);
    expect(company).toMatchObject({
      kind: 'company',
      title: 'HARTWELL LOGISTICS LIMITED',
      titleMatches: [1, 8],
      href: '/company/09876543',
      status: 'active',
      description: '09876543 · Incorporated 4 November 2015',
      address: 'Unit 4, Canal Side Industrial Estate, Wolverhampton, England, WV10 6QH',
      snippet: undefined,
    });
    expect(officer).toMatchObject({
      kind: 'officer',
      href: '/officers/Xa9cV3bN7mQ2wE5rT8yU1iO4pLk/appointments',
      status: undefined,
      description: '2 appointments in total · Born April 1979',
    });
    expect(disqualified).toMatchObject({
      kind: 'disqualified-officer',
      description: 'Born 9 May 1971',
      titleMatches: [],
    });
  });

  it('keeps snippets and their matches', () => {
    const [officer] = officerSearchSchema.parse(searchOfficers).items.map(toSearchHit);
    expect(officer).toMatchObject({ snippet: 'OKAFOR-BELL', snippetMatches: [1, 6], titleMatches: [20, 25] });
  });

  it('falls back to the registry description, and to the number for a missing title', () => {
    const [, corporate] = disqualifiedOfficerSearchSchema.parse(searchDisqualified).items.map(toSearchHit);
    expect(corporate).toMatchObject({
      description: 'Disqualified',
      href: expect.stringMatching(/^\/disqualified-officers\/corporate\//),
    });
    const companies = companySearchSchema.parse(searchCompanies).items;
    const untitled = toSearchHit({
      ...companies[0]!,
      title: undefined,
      description_identifier: undefined,
      description: '07766554 - Incorporated on  2 July 2002',
    });
    expect(untitled.title).toBe(companies[0]!.company_number);
    expect(untitled.titleMatches).toEqual([]);
    expect(untitled.description).toBe('07766554 · Incorporated on 2 July 2002');
  });
});
