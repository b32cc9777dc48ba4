// What several kinds of change ask of a company, and the people they make.
import { makePerson, pscNameElements, type Person } from '../../generator/persons';
import type { ChangeScope, Profile } from './types';

const LIVE = new Set(['active']);
/** An active company that may still file. */
export const canFile = (p: Profile) => LIVE.has(p.company_status ?? '') && p.can_file === true;
export const isCompany = (p: Profile) =>
  ['ltd', 'plc', 'private-unlimited', 'private-limited-guarant-nsc'].includes(p.type);
export const isLlp = (p: Profile) => p.type === 'llp';
export const isCompanyOrLlp = (p: Profile) => isCompany(p) || isLlp(p);

/** The profile's links to a company's lists that a change may add. */
export type ListLink =
  | 'officers'
  | 'charges'
  | 'exemptions'
  | 'insolvency'
  | 'persons_with_significant_control'
  | 'persons_with_significant_control_statements';

/** Adds the profile's link to one of the company's lists (the caller puts the profile). */
export function addLink(p: Profile, name: ListLink, path: string): void {
  p.links = { ...p.links, [name]: `/company/${p.company_number}/${path}` };
}

/** A new person, seeded by the change and `key`. */
export const personFor = (scope: ChangeScope, key: string) =>
  makePerson(`${scope.key}|${key}`, { bornFrom: 1950, bornTo: 2000 });

/** "Title Forename Middle Surname", as PSC records name a person. */
export const pscName = (person: { title: string; forename: string; middle: string | undefined; surname: string }) =>
  `${person.title} ${person.forename}${person.middle ? ` ${person.middle}` : ''} ${person.surname}`;

/** A PSC's name_elements, as the generator writes them (its surname always there, last). */
export const pscNameElementsOf = (person: Person) => ({ ...pscNameElements(person), surname: person.surname });
