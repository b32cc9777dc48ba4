// A change in the project's own words, as one sentence and a link to the record it touched:
// "Filed: Accounts for the period ending 31 March 2026", "Jane Smith resigned as director".
import { chargeDescriptionBeyondCharge } from '@/lib/labels/charges';
import { describeFilingText } from '@/lib/labels/filing-descriptions';
import { companyStatusLabel, exemptionTypeLabel } from '@/lib/labels/company';
import { officerRoleLabel, pscKindLabel, pscStatementLabel } from '@/lib/labels/people';
import type { Change } from './events';

export interface ChangeSentence {
  text: string;
  /** The app's page for the record (the registry's paths are the app's paths). */
  href: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** "SMITH, Jane Ann" → "Jane Ann Smith"; other names as they are, in title case when all capitals. */
export function readableName(name: unknown): string {
  const raw = text(name);
  const titled = (part: string) =>
    part === part.toUpperCase() ? part.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (m) => m.toUpperCase()) : part;
  const comma = raw.indexOf(',');
  if (comma > 0) return `${raw.slice(comma + 1).trim()} ${titled(raw.slice(0, comma).trim())}`.trim();
  return titled(raw);
}

const lowerFirst = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);

function officerSentence(data: Record<string, unknown>): string {
  const who = readableName(data.name) || 'An officer';
  const role = lowerFirst(officerRoleLabel(text(data.officer_role) || 'officer'));
  if (text(data.resigned_on)) return `${who} resigned as ${role}`;
  if (text(data.appointed_on)) return `${who} appointed as ${role}`;
  return `${who}’s details as ${role} updated`;
}

function statementSentence(data: Record<string, unknown>, done: string): string {
  const statement = text(data.statement);
  const about = statement ? `: ${lowerFirst(pscStatementLabel(statement, text(data.linked_psc_name)))}` : '';
  return `PSC statement ${done}${about}`;
}

function pscSentence(change: Change): string {
  const data = change.data;
  if (change.stream === 'persons-with-significant-control-statements')
    return statementSentence(data, text(data.ceased_on) ? 'withdrawn' : 'notified');
  const who = pscName(data);
  if (text(data.ceased_on)) return `${who} ceased to be a person with significant control`;
  if (text(data.notified_on)) return `${who} notified as a person with significant control`;
  return `${who}’s details as a person with significant control updated`;
}

const pscName = (data: Record<string, unknown>) => readableName(data.name) || lowerFirst(pscKindLabel(text(data.kind)));

/**
 * What the newest date in an exemptions resource says: an exemption began (`exempt_from`) or
 * ended (`exempt_to`) that day, for which kinds. The resource lists every exemption the
 * company has had, so the latest date is the change.
 */
function exemptionsSentence(data: Record<string, unknown>): string {
  const exemptions = (data.exemptions ?? {}) as Record<string, { exemption_type?: unknown; items?: unknown }>;
  const moments: { date: string; ended: boolean; type: string }[] = [];
  for (const [key, exemption] of Object.entries(exemptions)) {
    const type = text(exemption?.exemption_type) || key.replaceAll('_', '-');
    for (const item of Array.isArray(exemption?.items) ? (exemption.items as Record<string, unknown>[]) : []) {
      if (text(item.exempt_from)) moments.push({ date: text(item.exempt_from), ended: false, type });
      if (text(item.exempt_to)) moments.push({ date: text(item.exempt_to), ended: true, type });
    }
  }
  const latest = moments.reduce<(typeof moments)[number] | undefined>(
    (best, m) => (!best || m.date > best.date || (m.date === best.date && m.ended && !best.ended) ? m : best),
    undefined,
  );
  if (!latest) return 'Exemptions updated';
  const types = [
    ...new Set(
      moments.filter((m) => m.date === latest.date && m.ended === latest.ended).map((m) => exemptionTypeLabel(m.type)),
    ),
  ];
  return `Exemption from keeping PSC information ${latest.ended ? 'ended' : 'began'}: ${types.map(lowerFirst).join('; ')}`;
}

/** A record the registry removed (a correction, or filed in error): what it was, and that it is gone. */
function removedSentence(change: Change): string {
  const data = change.data;
  switch (change.stream) {
    case 'officers': {
      const who = readableName(data.name) || 'An officer';
      return `${who}’s appointment as ${lowerFirst(officerRoleLabel(text(data.officer_role) || 'officer'))} removed from the register`;
    }
    case 'persons-with-significant-control-statements':
      return statementSentence(data, 'removed from the register');
    case 'persons-with-significant-control':
      return `${pscName(data)} removed from the register of persons with significant control`;
    case 'company-exemptions':
      return 'Exemptions removed from the register';
    case 'filings':
      return `Filing removed from the register: ${describeFilingText(data as never)}`;
    case 'charges':
      return `Charge${data.charge_number === undefined ? '' : ` ${String(data.charge_number)}`} removed from the register`;
    case 'insolvency-cases':
      return 'Insolvency case details removed from the register';
    case 'disqualified-officers':
      return `${disqualifiedName(data) || 'An officer'}’s disqualification removed from the register`;
    case 'companies':
      return 'Company removed from the register';
  }
}

/**
 * Where a removed record's change links: the list it was in (its own page is gone), or the
 * company when the company's page shows it.
 */
function removedHref(change: Change): string {
  const company = `/company/${change.companyNumber}`;
  if (!change.companyNumber) return '/activity';
  switch (change.stream) {
    case 'officers':
      return `${company}/officers`;
    case 'persons-with-significant-control-statements':
      return `${company}/persons-with-significant-control-statements`;
    case 'persons-with-significant-control':
      return `${company}/persons-with-significant-control`;
    case 'filings':
      return `${company}/filing-history`;
    case 'charges':
      return `${company}/charges`;
    default:
      return company;
  }
}

const disqualifiedName = (data: Record<string, unknown>) =>
  readableName([data.forename, data.surname].filter(Boolean).join(' ') || data.name);

function chargeSentence(data: Record<string, unknown>): string {
  const number = data.charge_number === undefined ? '' : ` ${String(data.charge_number)}`;
  const classification = data.classification as { description?: unknown } | undefined;
  const what = chargeDescriptionBeyondCharge(text(classification?.description));
  const status = text(data.status);
  if (status === 'fully-satisfied') return `Charge${number} satisfied`;
  if (status === 'part-satisfied') return `Charge${number} partly satisfied`;
  return `Charge${number} registered${what ? ` (${lowerFirst(what)})` : ''}`;
}

function companySentence(change: Change): string {
  const fields = change.fieldsChanged ?? [];
  const data = change.data;
  if (fields.includes('company_name')) return `Name changed to ${text(data.company_name)}`;
  if (fields.includes('company_status'))
    return `Status now ${lowerFirst(companyStatusLabel(text(data.company_status)))}`;
  if (fields.some((field) => field.startsWith('registered_office_address'))) return 'Registered office address changed';
  return 'Company details updated';
}

/** One change as a sentence and a link. */
export function describeChange(change: Change): ChangeSentence {
  const href = change.resourceUri.startsWith('/') ? change.resourceUri : `/company/${change.companyNumber}`;
  const data = change.data;
  if (change.type === 'deleted') return { text: removedSentence(change), href: removedHref(change) };
  switch (change.stream) {
    case 'filings':
      return { text: `Filed: ${describeFilingText(data as never)}`, href };
    case 'officers':
      return { text: officerSentence(data), href };
    case 'persons-with-significant-control':
    case 'persons-with-significant-control-statements':
      return { text: pscSentence(change), href };
    case 'charges':
      return { text: chargeSentence(data), href };
    case 'insolvency-cases':
      return { text: 'Insolvency case details updated', href: `/company/${change.companyNumber}/insolvency` };
    case 'company-exemptions':
      return { text: exemptionsSentence(data), href: `/company/${change.companyNumber}/exemptions` };
    case 'disqualified-officers':
      return { text: `${disqualifiedName(data) || 'An officer'} disqualification recorded`, href };
    case 'companies':
      return { text: companySentence(change), href: companyHref(change) };
  }
}

const companyHref = (change: Change) => (change.companyNumber ? `/company/${change.companyNumber}` : '/activity');
