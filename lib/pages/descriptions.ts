// What each page says under its link in a preview (meta description, og:description): one or
// two sentences from the data the page shows anyway, naming the record and its counts.
import { appointmentCounts } from '@/lib/appointments/appointment-list';
import { appointedFact, endedFact } from '@/lib/appointments/appointment-facts';
import { chargeCounts, chargeCountsText, chargeTitle } from '@/lib/charges/charge-summary';
import { disqualificationState, lawText, periodText } from '@/lib/disqualifications/disqualification-facts';
import { pscName, pscNouns } from '@/lib/psc/psc-model';
import { searchKindNouns, type SearchKind } from '@/lib/search/search-state';
import { chargeSatisfiedOnLabel, chargeStatusLabel } from '@/lib/labels/charges';
import { filingHistoryStatusLabel, isFilingHistoryUnavailable } from '@/lib/labels/company';
import { formatDate, formatMonthYear } from '@/lib/labels/dates';
import { describeFilingText } from '@/lib/labels/filing-descriptions';
import { natureOfControlLabel, officerRoleLabel, pscStatementLabel } from '@/lib/labels/people';
import type {
  AppointmentList,
  ChargeDetails,
  ChargeList,
  Disqualification,
  FilingHistoryItem,
  FilingHistoryList,
  OfficerList,
  Psc,
  PscList,
  PscStatement,
  PscStatementList,
} from '@/lib/registry/schemas';
import { plural } from '@/lib/labels/counts';

const number = (count: number) => count.toLocaleString('en-GB');
/** "Outstanding" becomes "outstanding" inside a sentence; "LLP member" stays as it is. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** Ends a text with a full stop unless it ends with one already (labels are written either way). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "ACME PLC (company 00719244)", or "company 00719244" when the profile could not be read. */
export function companyLabel(companyNumber: string, companyName?: string): string {
  return companyName ? `${companyName} (company ${companyNumber})` : `company ${companyNumber}`;
}

/** A company's officers: how many, how many still in office, and what the table gives for each. */
export function officersDescription(
  company: string,
  list: Pick<OfficerList, 'total_results' | 'active_count' | 'inactive_count' | 'resigned_count'> | undefined,
  currentOnly: boolean,
): string {
  const what = 'role, dates of appointment, month of birth, nationality, occupation and correspondence address of each';
  if (!list) return `The officers of ${company}: the ${what}.`;
  if (currentOnly)
    return `The ${plural(list.total_results, 'current officer', 'current officers')} of ${company}: the ${what}.`;
  const all = list.active_count + (list.inactive_count ?? 0) + list.resigned_count;
  return `The ${plural(all, 'officer', 'officers')} of ${company}, ${number(list.active_count)} of them current: the ${what}.`;
}

/** A company's filing history: how many filings (in the categories chosen), newest first. */
export function filingsDescription(
  company: string,
  list: Pick<FilingHistoryList, 'total_count' | 'filing_history_status'> | undefined,
  categories: readonly string[],
): string {
  if (list && isFilingHistoryUnavailable(list.filing_history_status)) {
    return `The filing history of ${company} is not available here. ${filingHistoryStatusLabel(list.filing_history_status)}.`;
  }
  const what = 'newest first: the date, form and description of each, with its attachments';
  const count = list ? `${plural(list.total_count, 'filing', 'filings')}` : 'filings';
  const within = categories.length > 0 ? ` in ${categories.join(', ')}` : '';
  return `The ${count} of ${company}${within}, ${what}.`;
}

/** One filing: its form, date and what it is about, in words. */
export function filingDescription(
  company: string,
  filing: Pick<FilingHistoryItem, 'type' | 'date' | 'description' | 'description_values' | 'pages'>,
): string {
  const pages = filing.pages ? ` (${plural(filing.pages, 'page', 'pages')})` : '';
  return sentence(
    `Form ${filing.type} filed by ${company} on ${formatDate(filing.date)}${pages}: ${describeFilingText(filing)}`,
  );
}

/** A company's charges: the counts the register works out, or that there are none. */
export function chargesDescription(company: string, list: ChargeList | undefined): string {
  if (!list) return `The register holds no charges against ${company}.`;
  const text = chargeCountsText(chargeCounts(list));
  return `${text.registered} against ${company}: ${text.breakdown}. The dates, persons entitled and particulars of each.`;
}

/** One charge: its status, dates and who is entitled to it. */
export function chargeDescription(company: string, charge: ChargeDetails): string {
  const facts = [lowerFirst(chargeStatusLabel(charge.status))];
  if (charge.created_on) facts.push(`created on ${formatDate(charge.created_on)}`);
  if (charge.satisfied_on)
    facts.push(`${lowerFirst(chargeSatisfiedOnLabel(charge.status))} ${formatDate(charge.satisfied_on)}`);
  const persons = (charge.persons_entitled ?? []).map((person) => person.name).filter(Boolean);
  const entitled =
    persons.length > 0
      ? ` Persons entitled: ${persons.join(', ')}${charge.more_than_four_persons_entitled ? ' and others' : ''}.`
      : '';
  return `${chargeTitle(charge)}, a charge against ${company}: ${facts.join(', ')}.${entitled}`;
}

/** A company's PSCs (an overseas entity's beneficial owners): active and ceased counts. */
export function pscsDescription(
  company: string,
  list: Pick<PscList, 'active_count' | 'ceased_count'> | undefined,
  overseasEntity: boolean,
): string {
  const nouns = pscNouns(overseasEntity);
  if (!list) return `There are no ${nouns.many} on record for ${company}.`;
  const active = plural(list.active_count, `active ${nouns.one}`, `active ${nouns.many}`);
  return `${company} has ${active} and ${number(list.ceased_count)} ceased: the natures of control, dates and details of each.`;
}

/** One PSC: what kind, since when, and how they control the company. */
export function pscDescription(company: string, psc: Psc, overseasEntity: boolean): string {
  const dates = [
    psc.notified_on && `notified on ${formatDate(psc.notified_on)}`,
    psc.ceased_on && `ceased on ${formatDate(psc.ceased_on)}`,
  ].filter(Boolean);
  const natures = (psc.natures_of_control ?? []).map((nature, i) =>
    i === 0 ? natureOfControlLabel(nature) : lowerFirst(natureOfControlLabel(nature)),
  );
  return [
    `${pscName(psc)}: ${pscNouns(overseasEntity).one} of ${company}${dates.length ? `, ${dates.join(', ')}` : ''}.`,
    natures.length > 0 ? `${natures.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A company's PSC statements: active and withdrawn counts. */
export function statementsDescription(
  company: string,
  list: Pick<PscStatementList, 'active_count' | 'ceased_count'> | undefined,
  overseasEntity: boolean,
): string {
  const nouns = pscNouns(overseasEntity);
  if (!list) return `${company} has made no statement about its ${nouns.many}.`;
  return `${company} has ${plural(list.active_count, 'statement', 'statements')} in force about its ${nouns.many}, and ${number(list.ceased_count)} withdrawn.`;
}

/** One PSC statement: what it says, and when. */
export function statementDescription(
  company: string,
  statement: Pick<PscStatement, 'statement' | 'linked_psc_name' | 'notified_on' | 'ceased_on'>,
): string {
  const withdrawn = statement.ceased_on ? `, withdrawn on ${formatDate(statement.ceased_on)}` : '';
  return sentence(
    `Statement of ${company}, notified on ${formatDate(statement.notified_on)}${withdrawn}: ${pscStatementLabel(statement.statement, statement.linked_psc_name)}`,
  );
}

/** One appointment: the officer, the role and its dates. */
export function appointmentDescription(
  company: string,
  appointment: Parameters<typeof appointedFact>[0] & Parameters<typeof endedFact>[0] & { name: string },
): string {
  const facts = [appointedFact(appointment), endedFact(appointment)]
    .filter((fact) => fact !== undefined)
    .map((fact) => `${lowerFirst(fact.term)} ${fact.value}`);
  return `${appointment.name}: ${lowerFirst(officerRoleLabel(appointment.officer_role))} of ${company}${facts.length ? `, ${facts.join(', ')}` : ''}.`;
}

/** An officer's appointments: how many, how many current, and the month of birth. */
export function officerAppointmentsDescription(
  list: Pick<
    AppointmentList,
    'name' | 'date_of_birth' | 'total_results' | 'active_count' | 'inactive_count' | 'resigned_count'
  >,
  currentOnly: boolean,
): string {
  const counts = appointmentCounts(list, currentOnly);
  const facts = [
    counts.total !== undefined ? plural(counts.total, 'appointment', 'appointments') : undefined,
    counts.current !== undefined ? `${number(counts.current)} current` : undefined,
    list.date_of_birth ? `born ${formatMonthYear(list.date_of_birth)}` : undefined,
  ].filter(Boolean);
  return `${list.name}${facts.length ? `: ${facts.join(', ')}` : ''}. The company, role and dates of each appointment.`;
}

/** A disqualified officer: the order that matters most (in force today, else the latest), and how many there are. */
export function disqualificationDescription(
  name: string,
  disqualifications: readonly Disqualification[],
  today: string,
): string {
  const byStart = [...disqualifications].sort((a, b) => b.disqualified_from.localeCompare(a.disqualified_from));
  const main = byStart.find((d) => disqualificationState(d, today) === 'in-force') ?? byStart[0];
  if (!main) return `${name} on the register of disqualified directors.`;
  const verb = { 'in-force': 'is disqualified', ended: 'was disqualified', future: 'is to be disqualified' }[
    disqualificationState(main, today)
  ];
  const more =
    disqualifications.length > 1
      ? ` ${plural(disqualifications.length, 'order', 'orders')} on the register in all.`
      : '';
  return `${name} ${verb} from acting as a company director ${lowerFirst(periodText(main))} (${lawText(main.reason)}).${more}`;
}

/** A search: how many results, among which kind of record. */
export function searchDescription(q: string, kind: SearchKind, total: number | undefined): string {
  if (!q) return 'Search the company register by company name or number, officer or disqualified officer.';
  const among = kind === 'all' ? 'companies, officers and disqualified officers' : searchKindNouns[kind];
  const count = total === undefined ? 'Results' : `${plural(total, 'result', 'results')}`;
  return `${count} for “${q}” among the ${among} on the company register.`;
}
