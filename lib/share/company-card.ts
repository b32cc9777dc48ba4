// What a company card says, in words, wherever it is drawn: the embed, the preview image,
// the share panel. One place decides the facts and their labels.
import { formatAddress } from '@/lib/labels/address';
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import { formatDate } from '@/lib/labels/dates';
import { sicCodeLabel } from '@/lib/labels/sic-codes';
import type { CompanyProfile } from '@/lib/registry/schemas';

export type StatusTone = 'positive' | 'negative' | 'neutral' | 'warning';

export interface CompanyCardFacts {
  name: string;
  number: string;
  status?: { text: string; tone: StatusTone };
  type: string;
  /** "Incorporated on" for a company, "Opened on" for a UK establishment (BR…). */
  createdTerm: string;
  created?: string;
  /** Set for a company that has ended: `{ term: 'Dissolved on', date: '1 May 2020' }`. */
  ended?: { term: string; date: string };
  office?: string;
  /** The registered office's town (locality, else region), for one-line summaries. */
  town?: string;
  sic: { code: string; label: string }[];
}

const TONES: Record<string, StatusTone> = {
  active: 'positive',
  open: 'positive',
  registered: 'positive',
  liquidation: 'negative',
  receivership: 'negative',
  administration: 'negative',
  'insolvency-proceedings': 'negative',
  'voluntary-arrangement': 'warning',
};

const ENDED: Record<string, string> = {
  dissolved: 'Dissolved on',
  'converted-closed': 'Converted or closed on',
  closed: 'Closed on',
};

export function companyCardFacts(profile: CompanyProfile): CompanyCardFacts {
  const status = profile.company_status;
  const office = profile.registered_office_address;
  const town = (office?.locality ?? office?.region)?.trim();
  return {
    name: profile.company_name,
    number: profile.company_number,
    status: status ? { text: companyStatusLabel(status), tone: TONES[status] ?? 'neutral' } : undefined,
    type: companyTypeLabel(profile.type),
    createdTerm: profile.company_number.startsWith('BR') ? 'Opened on' : 'Incorporated on',
    created: profile.date_of_creation ? formatDate(profile.date_of_creation) : undefined,
    ended: profile.date_of_cessation
      ? { term: (status && ENDED[status]) ?? 'Ceased on', date: formatDate(profile.date_of_cessation) }
      : undefined,
    office: formatAddress(office) || undefined,
    town: town || undefined,
    sic: (profile.sic_codes ?? []).map((code) => ({ code, label: sicCodeLabel(code) })),
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One sentence for descriptions and alt text: "Public limited company (PLC), active, incorporated on 5 May 1962, registered office in London." */
export function companySummary(facts: CompanyCardFacts): string {
  const parts = [facts.type];
  // An ended company says how it ended, with the date: no need to say "dissolved" twice.
  if (facts.status && !facts.ended) parts.push(lowerFirst(facts.status.text));
  if (facts.created) parts.push(`${lowerFirst(facts.createdTerm)} ${facts.created}`);
  if (facts.ended) parts.push(`${lowerFirst(facts.ended.term)} ${facts.ended.date}`);
  if (facts.town) parts.push(`registered office in ${facts.town}`);
  return `${parts.join(', ')}.`;
}
