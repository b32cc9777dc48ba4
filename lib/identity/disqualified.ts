// Is this officer a disqualified person? The registry keeps disqualified officers apart from
// officers and links them by no id, so the only link is the person: the same name once
// normalised and the same date of birth (an officer shows month and year, a disqualified
// officer the full date). A match is "possibly disqualified", with the evidence, never a verdict.
import {
  compareNames,
  nameFromElements,
  nameText,
  parsePersonName,
  type NameElements,
  type PersonName,
} from '@/lib/registry/people/names';
import { formatDate } from '@/lib/labels/dates';
import { ParameterError } from '@/lib/registry/params';
import { monthText, type MonthOfBirth } from './same-person';

/** The officer to check, as a company's officer list or their appointment list gives them. */
export interface OfficerToCheck {
  officer_id: string;
  name: string;
  name_elements?: NameElements;
  date_of_birth?: MonthOfBirth;
}

export interface DisqualificationPeriod {
  disqualified_from: string;
  disqualified_until: string;
  disqualification_type: string;
}

/** A natural disqualified officer, reduced to what matching and the flag need. */
export interface DisqualifiedPerson {
  officer_id: string;
  /** As the registry shows it ("Gareth Lloyd PRYCE"). */
  name: string;
  parsed: PersonName;
  /** yyyy-mm-dd. */
  date_of_birth: string;
  /** The disqualified officer's page on this site (its registry path). */
  link: string;
  /** Known once the record itself was read (the search result lacks them). */
  disqualifications?: DisqualificationPeriod[];
}

export interface DisqualifiedMatch {
  officer_id: string;
  name: string;
  link: string;
  date_of_birth: string;
  disqualifications: DisqualificationPeriod[];
  evidence: string[];
}

export type DisqualifiedCheck =
  | { status: 'possibly-disqualified'; matches: DisqualifiedMatch[] }
  | { status: 'no-match' }
  /** Not asked: the registry's budget is low, or this page's share of searches is spent. */
  | { status: 'not-checked'; reason: string };

export const officerName = (officer: OfficerToCheck): PersonName | undefined =>
  (officer.name_elements && nameFromElements(officer.name_elements)) ?? parsePersonName(officer.name);

/** The index key people are matched on: surname, forename and month of birth. */
export const disqualifiedKey = (name: PersonName, month: number, year: number): string =>
  `${name.surname}|${name.forenames[0] ?? ''}|${year}-${String(month).padStart(2, '0')}`;

/** Evidence that `officer` is `person`; undefined when they are not the same (name and month of birth). */
export function matchDisqualified(officer: OfficerToCheck, person: DisqualifiedPerson): string[] | undefined {
  const name = officerName(officer);
  const dob = officer.date_of_birth;
  if (!name || !dob) return undefined;
  const [year, month] = person.date_of_birth.split('-').map(Number);
  if (year !== dob.year || month !== dob.month) return undefined;
  const names = compareNames(name, person.parsed);
  // A middle name on one record only is still the same name; a different spelling is not.
  if (!names || (names.agreement !== 'same' && names.agreement !== 'middle-name-dropped')) return undefined;
  return [
    names.agreement === 'same'
      ? `same name once normalised: ${nameText(name)}`
      : `same surname and forenames, middle name ${names.difference} on one record only`,
    `born ${monthText(dob)}; the disqualified officer was born on ${formatDate(person.date_of_birth)}`,
  ];
}

/** The disqualified person from a natural disqualification's body fields. */
export function disqualifiedPersonFrom(
  officerId: string,
  body: NameElements & {
    date_of_birth?: string;
    disqualifications?: readonly DisqualificationPeriod[];
    title?: string;
  },
): DisqualifiedPerson | undefined {
  const parsed = nameFromElements(body);
  const dob = body.date_of_birth?.slice(0, 10);
  if (!parsed || !dob) return undefined;
  return {
    officer_id: officerId,
    name: [body.forename, body.other_forenames, body.surname?.toUpperCase()].filter(Boolean).join(' '),
    parsed,
    date_of_birth: dob,
    link: `/disqualified-officers/natural/${officerId}`,
    ...(body.disqualifications
      ? {
          disqualifications: body.disqualifications.map((d) => ({
            disqualified_from: d.disqualified_from,
            disqualified_until: d.disqualified_until,
            disqualification_type: d.disqualification_type,
          })),
        }
      : {}),
  };
}

/** The people among `people` the officer may be, with the evidence. */
export function checkMatches(officer: OfficerToCheck, people: readonly DisqualifiedPerson[]): DisqualifiedMatch[] {
  return people.flatMap((person) => {
    const evidence = matchDisqualified(officer, person);
    return evidence
      ? [
          {
            officer_id: person.officer_id,
            name: person.name,
            link: person.link,
            date_of_birth: person.date_of_birth,
            disqualifications: person.disqualifications ?? [],
            evidence,
          },
        ]
      : [];
  });
}

/** Most officers one check request may name: a page of a company's officer list at its largest. */
export const MAX_OFFICERS_PER_CHECK = 100;

/** `{officer_id}|{yyyy-mm}|{name}`: one officer to check, as the check route's `officer` parameter carries it. */
export const officerParameter = (officer: OfficerToCheck & { date_of_birth: MonthOfBirth }): string =>
  `${officer.officer_id}|${officer.date_of_birth.year}-${String(officer.date_of_birth.month).padStart(2, '0')}|${officer.name}`;

/** The route's `officer` parameters read back; a malformed one is a ParameterError (400). */
export function parseOfficersToCheck(values: readonly string[]): OfficerToCheck[] {
  if (values.length === 0) throw new ParameterError('officer', 'officer is required: {officer_id}|{yyyy-mm}|{name}');
  if (values.length > MAX_OFFICERS_PER_CHECK)
    throw new ParameterError('officer', `officer may be given at most ${MAX_OFFICERS_PER_CHECK} times`);
  return values.map((value) => {
    const match = /^([A-Za-z0-9_-]{1,100}={0,2})\|(\d{4})-(\d{2})\|(.{1,200})$/u.exec(value);
    const month = Number(match?.[3]);
    if (!match || month < 1 || month > 12)
      throw new ParameterError('officer', `officer must be {officer_id}|{yyyy-mm}|{name}; got "${value.slice(0, 40)}"`);
    return { officer_id: match[1]!, name: match[4]!, date_of_birth: { month, year: Number(match[2]) } };
  });
}
