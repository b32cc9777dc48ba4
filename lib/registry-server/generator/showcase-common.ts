// What the showcases share: how they write a company, their usual company (active, private
// limited, in England and Wales, never renamed) and their usual director.
import type { Address } from './addresses';
import type { Day } from './dates';
import type { CompanyResult, generateCompany } from './generate-company';
import type { FormationAgent } from './officers';
import type { Person } from './persons';
import type { CompanySpec } from './plan';

/** Writes one company of a showcase (the generator's `generateCompany`, bound to the dataset). */
export type Make = (
  spec: CompanySpec,
  agents: readonly FormationAgent[],
  extras?: Parameters<typeof generateCompany>[2],
) => CompanyResult;

/** An active micro private limited company in England and Wales with no previous names; `more` overrides. */
export function activeLtd(
  number: string,
  name: string,
  creation: Day,
  sector: CompanySpec['sector'],
  more: Partial<CompanySpec> = {},
): CompanySpec {
  return {
    kind: 'ltd',
    number,
    name,
    creation,
    fate: { fate: 'active', status: 'active' },
    sector,
    sizeClass: 'micro',
    previousNames: [],
    registration: { jurisdiction: 'england-wales', prefix: '', area: 'england-wales' },
    ...more,
  };
}

/** A British man living in England, a director by occupation. */
export const showcaseMan = (man: {
  officerId: string;
  personNumber: string;
  forename: string;
  middle?: string;
  surname: string;
  dob: Day;
  address: Address;
}): Person => ({
  kind: 'person',
  officerId: man.officerId,
  title: 'Mr',
  forename: man.forename,
  middle: man.middle,
  surname: man.surname,
  female: false,
  dob: man.dob,
  nationality: 'British',
  residence: 'England',
  occupation: 'Director',
  address: man.address,
  personNumber: man.personNumber,
});
