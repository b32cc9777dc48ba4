// "Not read" in words: the one way pages say that a section or a list was not read (the bulk
// file this register was imported from does not carry it, a list past what a table reads, a
// call budget spent, a registry that did not answer), as against "none on the register". A
// false "none" is the worst answer a due-diligence tool can give: wherever a page cannot know,
// it says why, with these words (components/ui/states.tsx `NotRead` shows them).
import type { EndpointName } from '@/lib/registry/catalogue';
import { formatDate } from '@/lib/labels/dates';

/** What each section an imported bulk file may lack is called in a sentence ("does not carry …"). */
export const SECTION_WORDS: Partial<Record<EndpointName, string>> = {
  officerList: 'officers',
  officerAppointments: 'officers’ appointments',
  filingHistoryList: 'the filing history (so no accounts either)',
  chargeList: 'charges',
  insolvency: 'insolvency cases',
  registers: 'where the company keeps its registers',
  ukEstablishments: 'UK establishments',
  exemptions: 'exemptions',
  pscList: 'persons with significant control',
  pscStatementList: 'PSC statements',
};

/**
 * "The bulk file this register was imported from (the snapshot of 1 November 2026) does not
 * carry charges: they were not read, which is not to say there are none."
 */
export function bulkFileGap(endpoint: EndpointName, snapshotDate?: string): string {
  const what = SECTION_WORDS[endpoint] ?? 'this section';
  const file = `The bulk file this register was imported from${snapshotDate ? ` (the snapshot of ${formatDate(snapshotDate)})` : ''}`;
  return `${file} does not carry ${what}: not read, which is not to say there are none.`;
}

/** How a page names a section it could not read, as the title of its not-read state. */
export const notReadTitle = (section: string) => `${section}: not known here`;

/** What a connections table did not read, as the build marked it (lib/network/graph.ts `Truncation`). */
export interface TableGap {
  /** `officer:{id}` or `company:{n}`. */
  node: string;
  label: string;
  reason: 'cap' | 'budget' | 'hub' | 'page' | 'unavailable' | 'size' | 'time';
  /** Items left out, when known. */
  size?: number;
}

export interface TableLimits {
  /** The most appointments a table reads for one officer. */
  officerAppointments: number;
  /** The most officers a table reads for one company. */
  companyOfficers: number;
  /** Registry calls the table may make (a metered registry's budget); none: no limit. */
  maxCalls?: number;
}

const count = (n: number) => n.toLocaleString('en-GB');

/**
 * "ASHCOMBE, Jonathan Edward’s 612 appointments were not read: more than a table reads for one
 * officer (500)". One sentence per gap, for the note above the table or its empty state.
 */
export function tableGapInWords(gap: TableGap, limits: TableLimits): string {
  const officer = gap.node.startsWith('officer:');
  const list = officer ? 'appointments' : 'officers';
  const whose = `${gap.label}’s`;
  const items = gap.size !== undefined ? `${whose} ${count(gap.size)} ${list}` : `${whose} ${list}`;
  switch (gap.reason) {
    case 'cap': {
      const limit = officer ? limits.officerAppointments : limits.companyOfficers;
      return `${items} were not read: more than a table reads for one ${officer ? 'officer' : 'company'} (${count(limit)}).`;
    }
    case 'budget':
      return `${gap.size !== undefined ? `${count(gap.size)} of ${whose} ${list}` : `${whose} ${list}`} were not read: the table used its share of registry requests${limits.maxCalls !== undefined ? ` (${count(limits.maxCalls)})` : ''}. Reload later to read more.`;
    case 'unavailable':
      return `${items} were not read: the registry did not answer for them.`;
    case 'size':
      return `${items} were not read: the table's network reached the most records one build holds.`;
    case 'time':
      return `${items} were not read: the table's network ran out of the time one build may take.`;
    default:
      return `${items} were not read.`;
  }
}

/** The parts of a company profile a bulk file carries about the sections it does not. */
interface CarriedFacts {
  has_charges?: boolean;
  accounts?: {
    next_due?: string;
    next_accounts?: { due_on?: string };
    last_accounts?: { made_up_to?: string; period_end_on?: string; type?: string };
  };
}

/** What the bulk file says of the company's charges, though it does not carry them. */
export function chargesTheFileCarries(profile: CarriedFacts): string | undefined {
  if (profile.has_charges === undefined) return undefined;
  return profile.has_charges
    ? 'The file does mark this company as having registered charges; how many, and which are outstanding, it does not say here.'
    : 'The file counts no charges registered against this company.';
}

/** What the bulk file says of the company's accounts, though it carries no accounts: its dates. */
export function accountsTheFileCarries(
  profile: CarriedFacts,
  typeLabel?: (type: string) => string | undefined,
): string | undefined {
  const accounts = profile.accounts;
  const madeUpTo = accounts?.last_accounts?.period_end_on ?? accounts?.last_accounts?.made_up_to;
  const type = accounts?.last_accounts?.type && typeLabel?.(accounts.last_accounts.type);
  const due = accounts?.next_accounts?.due_on ?? accounts?.next_due;
  const parts = [
    madeUpTo && `the last accounts were made up to ${formatDate(madeUpTo)}${type ? ` (${type.toLowerCase()})` : ''}`,
    due && `the next are due by ${formatDate(due)}`,
  ].filter(Boolean);
  return parts.length > 0 ? `The file does give their dates: ${parts.join('; ')}.` : undefined;
}
