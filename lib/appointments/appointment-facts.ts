// What an appointment says, as labelled facts: dates, status, the person, a corporate
// officer's registration and a partner's capital contribution. Shared by a company's officer list,
// an officer's appointment list and the single-appointment page.
import { formatAddress } from '@/lib/labels/address';
import { formatDate, formatMonthYear, type MonthYearInput } from '@/lib/labels/dates';
import { contributionSubTypeLabel, identificationTypeLabel } from '@/lib/labels/people';
import { normaliseCompanyNumber } from '@/lib/registry/company-number';
import type { Tone } from '@/lib/labels/tone';
import type { Identification, OfficerSummary } from '@/lib/registry/schemas';

/** The fields an appointment has in both a company's officer list and an officer's appointment list. */
export type AppointmentLike = Pick<
  OfficerSummary,
  | 'address'
  | 'appointed_before'
  | 'appointed_on'
  | 'contact_details'
  | 'contribution_currency_type'
  | 'contribution_currency_value'
  | 'contribution_sub_types'
  | 'country_of_residence'
  | 'former_names'
  | 'identification'
  | 'identity_verification_details'
  | 'is_pre_1992_appointment'
  | 'name'
  | 'nationality'
  | 'occupation'
  | 'officer_role'
  | 'person_number'
  | 'principal_office_address'
  | 'resigned_on'
  | 'responsibilities'
> & { date_of_birth?: MonthYearInput };

/** A term and its text; blank values are dropped before display. */
export interface Fact {
  term: string;
  value: string;
  /** Where the value leads, when it names something the register has a page for. */
  href?: string;
}

/** Company statuses under which nobody still holds office (the registry's "inactive" appointments). */
const CLOSED_STATUSES = new Set(['dissolved', 'closed', 'converted-closed', 'removed']);

export function isClosedCompanyStatus(status: string | undefined): boolean {
  return status !== undefined && CLOSED_STATUSES.has(status);
}

/**
 * Managing officers of overseas entities and partners of limited partnerships are
 * "notified" and "cease" rather than being appointed and resigning.
 */
export function isNotifiedRole(role: string): boolean {
  return role.endsWith('managing-officer') || role.endsWith('in-a-limited-partnership');
}

/** "Appointed on 2 July 2002", "Notified on …", or "Appointed before 1 October 1991" for pre-1992 appointments. */
export function appointedFact(
  appointment: Pick<AppointmentLike, 'appointed_on' | 'appointed_before' | 'officer_role'>,
): Fact | undefined {
  if (appointment.appointed_on) {
    return {
      term: isNotifiedRole(appointment.officer_role) ? 'Notified on' : 'Appointed on',
      value: formatDate(appointment.appointed_on),
    };
  }
  if (appointment.appointed_before)
    return { term: 'Appointed before', value: formatDate(appointment.appointed_before) };
  return undefined;
}

/** "Resigned on 3 March 2020" (or "Ceased on" for notified roles). */
export function endedFact(appointment: Pick<AppointmentLike, 'resigned_on' | 'officer_role'>): Fact | undefined {
  if (!appointment.resigned_on) return undefined;
  return {
    term: isNotifiedRole(appointment.officer_role) ? 'Ceased on' : 'Resigned on',
    value: formatDate(appointment.resigned_on),
  };
}

/** The start date for a table cell: "2 July 2002", or "Before 1 October 1991". */
export function appointedText(
  appointment: Pick<AppointmentLike, 'appointed_on' | 'appointed_before' | 'officer_role'>,
): string {
  const fact = appointedFact(appointment);
  if (!fact) return '';
  return fact.term === 'Appointed before' ? `Before ${fact.value}` : fact.value;
}

export interface AppointmentStatus {
  state: 'current' | 'ended' | 'inactive';
  label: string;
  tone: Tone;
}

/**
 * Whether the appointment is held today. Nobody holds office in a dissolved or closed
 * company, so an appointment there that never ended is "inactive", not current.
 */
export function appointmentStatus(
  appointment: Pick<AppointmentLike, 'resigned_on' | 'officer_role'>,
  companyStatus?: string,
): AppointmentStatus {
  if (appointment.resigned_on)
    return { state: 'ended', label: isNotifiedRole(appointment.officer_role) ? 'Ceased' : 'Resigned', tone: 'neutral' };
  if (isClosedCompanyStatus(companyStatus)) return { state: 'inactive', label: 'Inactive', tone: 'neutral' };
  return { state: 'current', label: 'Current', tone: 'positive' };
}

/** Date of birth, nationality, residence and occupation: what the register shows of a person. */
export function personFacts(
  appointment: Pick<AppointmentLike, 'date_of_birth' | 'nationality' | 'country_of_residence' | 'occupation'>,
): Fact[] {
  return compact([
    { term: 'Date of birth', value: formatMonthYear(appointment.date_of_birth) },
    { term: 'Nationality', value: appointment.nationality },
    { term: 'Country of residence', value: appointment.country_of_residence },
    { term: 'Occupation', value: appointment.occupation },
  ]);
}

/**
 * The short facts a table row shows beside the name and dates: nationality, residence,
 * occupation, a corporate officer's registration and a partner's capital contribution. (Identity
 * verification has a column of its own: lib/verification/rows.ts.)
 */
export function summaryFacts(
  appointment: Pick<
    AppointmentLike,
    | 'nationality'
    | 'country_of_residence'
    | 'occupation'
    | 'identification'
    | 'contribution_currency_value'
    | 'contribution_currency_type'
    | 'contribution_sub_types'
  >,
): Fact[] {
  return [
    ...compact([
      { term: 'Nationality', value: appointment.nationality },
      { term: 'Residence', value: appointment.country_of_residence },
      { term: 'Occupation', value: appointment.occupation },
    ]),
    ...identificationFacts(appointment.identification),
    ...contributionFacts(appointment),
  ];
}

/** A corporate officer's registration: how it is registered, under which law, where, and its number. */
export function identificationFacts(identification: Identification | undefined): Fact[] {
  if (!identification) return [];
  return compact([
    {
      term: 'Registered as',
      value: identification.identification_type
        ? identificationTypeLabel(identification.identification_type)
        : undefined,
    },
    { term: 'Legal form', value: identification.legal_form },
    { term: 'Governing law', value: identification.legal_authority },
    { term: 'Place registered', value: identification.place_registered },
    {
      term: 'Registration number',
      value: identification.registration_number,
      href: registeredCompanyHref(identification),
    },
    { term: 'Register location', value: identification.register_location },
  ]);
}

/** A corporate officer registered as a UK company has its own company page. */
export function registeredCompanyHref(identification: Identification): string | undefined {
  if (identification.identification_type !== 'uk-limited-company' || !identification.registration_number)
    return undefined;
  const number = normaliseCompanyNumber(identification.registration_number);
  return number ? `/company/${number}` : undefined;
}

/** "Jane SMITH; Jane Ann JONES": earlier names, as the registry gives them. */
export function formerNamesText(formerNames: AppointmentLike['former_names']): string {
  return (formerNames ?? [])
    .map((name) => [name.forenames, name.surname].filter(Boolean).join(' ').trim())
    .filter(Boolean)
    .join('; ');
}

/** An amount in its currency: "£25,000", "€1,250.50", "ZZZ 7,000" for a code without a symbol; the text as given when it is not a number. */
export function formatMoney(value: string, currency?: string): string {
  const amount = Number(value.replace(/,/g, '').trim());
  if (!Number.isFinite(amount) || value.trim() === '') return currency ? `${value} ${currency.toUpperCase()}` : value;
  const whole = Number.isInteger(amount);
  const digits = { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 };
  const code = currency?.trim().toUpperCase();
  if (code && /^[A-Z]{3}$/.test(code)) {
    try {
      return new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, ...digits }).format(amount);
    } catch {
      // not a currency Intl knows: the number and the code
    }
  }
  const number = amount.toLocaleString('en-GB', digits);
  return code ? `${number} ${code}` : number;
}

/**
 * A limited-partnership partner's capital contribution: "£25,000 (money, land or property)";
 * the kinds alone when no amount is given ("money"); '' when the register gives neither.
 */
export function contributionText(
  appointment: Pick<
    AppointmentLike,
    'contribution_currency_value' | 'contribution_currency_type' | 'contribution_sub_types'
  >,
): string {
  const {
    contribution_currency_value: value,
    contribution_currency_type: currency,
    contribution_sub_types: kinds,
  } = appointment;
  const kindText = (kinds ?? []).map((kind) => contributionSubTypeLabel(kind).toLowerCase()).join(', ');
  if (!value) return kindText ? kindText.charAt(0).toUpperCase() + kindText.slice(1) : '';
  return `${formatMoney(value, currency)}${kindText ? ` (${kindText})` : ''}`;
}

/** "Capital contribution: £25,000 (money, land or property)", for a partner whose appointment gives one. */
export function contributionFacts(
  appointment: Pick<
    AppointmentLike,
    'contribution_currency_value' | 'contribution_currency_type' | 'contribution_sub_types'
  >,
): Fact[] {
  return compact([{ term: 'Capital contribution', value: contributionText(appointment) }]);
}

/** The address facts of an appointment: correspondence, and an overseas entity's principal office. */
export function addressFacts(
  appointment: Pick<AppointmentLike, 'address' | 'principal_office_address' | 'contact_details'>,
): Fact[] {
  return compact([
    { term: 'Correspondence address', value: formatAddress(appointment.address) },
    { term: 'Principal office address', value: formatAddress(appointment.principal_office_address) },
    { term: 'Contact name', value: appointment.contact_details?.contact_name },
  ]);
}

function compact(facts: { term: string; value: string | undefined; href?: string }[]): Fact[] {
  return facts
    .filter((fact): fact is Fact => typeof fact.value === 'string' && fact.value.trim() !== '')
    .map((fact) => (fact.href ? fact : { term: fact.term, value: fact.value }));
}
