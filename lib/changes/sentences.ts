// A change in the project's own words, as one sentence and a link to the record it touched:
// "Filed: Accounts for the period ending 31 March 2026", "Jane Smith resigned as director".
import { describeFilingText } from '@/lib/labels/filing-descriptions';
import { companyStatusLabel } from '@/lib/labels/company';
import { officerRoleLabel, pscKindLabel } from '@/lib/labels/people';
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

function pscSentence(change: Change): string {
  const data = change.data;
  if (change.stream === 'persons-with-significant-control-statements')
    return text(data.ceased_on) ? 'A statement about control withdrawn' : 'A statement about control notified';
  const who = readableName(data.name) || lowerFirst(pscKindLabel(text(data.kind)));
  if (text(data.ceased_on)) return `${who} ceased to be a person with significant control`;
  if (text(data.notified_on)) return `${who} notified as a person with significant control`;
  return `${who}’s details as a person with significant control updated`;
}

function chargeSentence(data: Record<string, unknown>): string {
  const number = data.charge_number === undefined ? '' : ` ${String(data.charge_number)}`;
  const classification = data.classification as { description?: unknown } | undefined;
  const what = text(classification?.description);
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
  if (change.type === 'deleted') return { text: `A ${change.kind} record was removed`, href: companyHref(change) };
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
      return { text: 'Exemptions updated', href: `/company/${change.companyNumber}/exemptions` };
    case 'disqualified-officers': {
      const name = readableName([data.forename, data.surname].filter(Boolean).join(' ') || data.name);
      return { text: `${name || 'An officer'} disqualification recorded`, href };
    }
    case 'companies':
      return { text: companySentence(change), href: companyHref(change) };
  }
}

const companyHref = (change: Change) => (change.companyNumber ? `/company/${change.companyNumber}` : '/activity');
