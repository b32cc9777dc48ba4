// A small register of companies and their PSCs for the ownership tests: profiles, PSC lists and
// statements by company number, read through the same reader the walker uses, counting calls.
import type { CompanyProfile, Psc, PscList, PscStatement, PscStatementList } from '@/lib/registry/schemas';
import type { OwnershipReader } from './walk';

export interface FakeCompany {
  name: string;
  status?: string;
  pscs?: Psc[];
  statements?: PscStatement[];
}

let serial = 0;
const nextId = () => `id${(++serial).toString().padStart(6, '0')}`;

export function person(company: string, name: string, natures: string[], extra: Partial<Psc> = {}): Psc {
  return {
    kind: 'individual-person-with-significant-control',
    name,
    natures_of_control: natures,
    notified_on: '2020-01-01',
    date_of_birth: { month: 4, year: 1970 },
    nationality: 'British',
    links: { self: `/company/${company}/persons-with-significant-control/individual/${nextId()}` },
    ...extra,
  } as Psc;
}

export function corporate(
  company: string,
  name: string,
  natures: string[],
  identification: Psc['identification'],
  extra: Partial<Psc> = {},
): Psc {
  return {
    kind: 'corporate-entity-person-with-significant-control',
    name,
    natures_of_control: natures,
    notified_on: '2020-01-01',
    identification,
    links: { self: `/company/${company}/persons-with-significant-control/corporate-entity/${nextId()}` },
    ...extra,
  } as Psc;
}

export const ukCompany = (number: string) => ({
  legal_authority: 'Companies Act 2006',
  legal_form: 'Private Limited Company',
  place_registered: 'Companies House',
  country_registered: 'England',
  registration_number: number,
});

export function statement(company: string, key: string, extra: Partial<PscStatement> = {}): PscStatement {
  return {
    statement: key,
    notified_on: '2021-01-01',
    kind: 'persons-with-significant-control-statement',
    links: { self: `/company/${company}/persons-with-significant-control-statements/${nextId()}` },
    ...extra,
  } as PscStatement;
}

/** A reader over the fake register; `cached` numbers answer without a registry call. */
export function fakeReader(register: Record<string, FakeCompany>, cached: ReadonlySet<string> = new Set()) {
  const calls: string[] = [];
  const answer = <T>(path: string, number: string, data: T | undefined) => {
    const called = !cached.has(number);
    if (called) calls.push(path);
    return Promise.resolve(data === undefined ? undefined : { data, called });
  };
  const reader: OwnershipReader = {
    companyProfile: (number) => {
      const company = register[number];
      return answer(
        `/company/${number}`,
        number,
        company &&
          ({
            company_number: number,
            company_name: company.name,
            company_status: company.status ?? 'active',
            type: 'ltd',
            links: { self: `/company/${number}` },
          } as unknown as CompanyProfile),
      );
    },
    pscList: (number) => {
      const company = register[number];
      if (!company?.pscs) return answer(`/company/${number}/persons-with-significant-control`, number, undefined);
      const items = company.pscs;
      const list = {
        items,
        active_count: items.filter((psc) => !psc.ceased_on).length,
        ceased_count: items.filter((psc) => psc.ceased_on).length,
        total_results: items.length,
        start_index: 0,
        items_per_page: 100,
        links: {
          self: `/company/${number}/persons-with-significant-control`,
          ...(company.statements
            ? {
                persons_with_significant_control_statements: `/company/${number}/persons-with-significant-control-statements`,
              }
            : {}),
        },
      } as unknown as PscList;
      return answer(`/company/${number}/persons-with-significant-control`, number, list);
    },
    pscStatements: (number) => {
      const company = register[number];
      const items = company?.statements;
      return answer(
        `/company/${number}/persons-with-significant-control-statements`,
        number,
        items &&
          ({
            items,
            active_count: items.length,
            ceased_count: 0,
            total_results: items.length,
            links: { self: '' },
          } as unknown as PscStatementList),
      );
    },
  };
  return { reader, calls };
}
